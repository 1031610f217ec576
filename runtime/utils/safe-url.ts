// The one URL-safety rule (issue 21, docs/decisions.md "URL safety"): every address the library
// navigates to, writes into href/src/action, opens in a window or loads as a script passes here first.
// It reads the address as the browser will (tabs and newlines dropped anywhere, C0 controls and spaces
// trimmed at the ends: the WHATWG URL parser), refuses what still holds a control character
// ('javascript\u0000:'), parses it against the document's base, and accepts only the schemes of its use;
// 'same-site' also needs the page's own origin or one the owner allows ('//evil', '/\evil' and other
// hosts are refused), and 'script' the page's origin, a provider's https host or an allowed origin.
import { URL_RULES, URL_SAFETY_MESSAGES } from '../../catalog/messages/url-safety.ts';
import { ALLOWED_ORIGINS_META, PROVIDER_SCRIPT_HOSTS, URL_SCHEMES, type UrlUse } from '../../catalog/url-safety.ts';
import { logWarn } from '../log.ts';

export type { UrlUse };

// eslint-disable-next-line no-control-regex
const ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const baseOf = (): string | undefined => (typeof document === 'undefined' ? undefined : document.baseURI);
// The page's origin as the browser sets it: `self.origin`, not `location.origin`, which an about:srcdoc
// frame (same origin as its parent) reports as 'null'.
const originOf = (): string | undefined => (typeof self === 'undefined' ? undefined : self.origin);

/**
 * The address as it may be used, or null. Empty or absent addresses are null without a word; a refused
 * one is logged (catalogued warning naming `where`) unless `quiet`. The text returned is the cleaned
 * address, which the browser parses to exactly the URL checked here.
 */
export function safeUrl(address: unknown, use: UrlUse, where: string, options: { quiet?: boolean } = {}): string | null {
  if (typeof address !== 'string') return null;
  const text = address.replace(/[\t\n\r]/g, '').replace(ENDS, '');
  if (text === '') return null;
  if (isAllowed(text, use)) return text;
  if (!options.quiet) logWarn(URL_SAFETY_MESSAGES.refused(where, address, URL_RULES[use]));
  return null;
}

/** The origins the owner allows (ALLOWED_ORIGINS_META), read when needed so a late meta counts. */
function ownerOrigins(): string[] {
  const meta = typeof document === 'undefined' ? null : document.head?.querySelector(`meta[name="${ALLOWED_ORIGINS_META}"]`);
  return (meta?.getAttribute('content') ?? '').split(/\s+/).flatMap((text) => {
    try { return text ? [new URL(text).origin] : []; } catch { return []; }
  });
}

const isProviderHost = (host: string) =>
  PROVIDER_SCRIPT_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));

function isAllowed(text: string, use: UrlUse): boolean {
  if (CONTROL.test(text)) return false;
  let url: URL;
  try { url = new URL(text, baseOf()); } catch { return false; }
  if (!(URL_SCHEMES[use] as readonly string[]).includes(url.protocol)) return false;
  if (use !== 'same-site' && use !== 'script') return true;
  if (url.origin === originOf() || ownerOrigins().includes(url.origin)) return true;
  return use === 'script' && url.protocol === 'https:' && isProviderHost(url.hostname);
}

/**
 * Leaves the page for `address` when its use allows it (`replace` leaves no history entry); refused
 * addresses are logged and the visitor stays. The default of every navigation seam of the library.
 */
export function navigate(address: string, use: UrlUse, where: string, mode: 'assign' | 'replace' = 'assign'): void {
  const target = safeUrl(address, use, where);
  if (target === null) return;
  if (mode === 'replace') location.replace(target);
  else location.assign(target);
}
