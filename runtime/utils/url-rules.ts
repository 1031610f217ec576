// Link rules (visitor §2 "internal links", §5 "URL rules"; reference §2, §5): the category of an owner's
// link, whether it is valid (the length caps are strict: anchor < 100, tel < 50, sms < 1000, mailto < 1000,
// javascript < 250, ftp < 100, internal path < 150), and the href an element may render (`safeHref`).
// The choices the spec leaves open are in docs/runtime-utilities.md.
import { COLLECTION_PANEL_PATTERN, FILE_LINK_PREFIX } from '../../catalog/routes.ts';
import { TEL_MIN_DIGITS, URL_LENGTH_LIMITS, type LinkCategory } from '../../catalog/links.ts';
import { TEL_ALLOWED_PATTERN } from '../../catalog/utilities.ts';
import { safeUrl } from './safe-url.ts';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const WEB_SCHEMES = ['http', 'https'];
const LIMITED_SCHEMES = ['tel', 'sms', 'mailto', 'javascript', 'ftp'] as const;
type LimitedScheme = (typeof LIMITED_SCHEMES)[number];

const pageOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

/**
 * The href as a browser reads it: tabs and newlines removed anywhere, spaces and control characters trimmed
 * from both ends (the URL standard), so 'java\tscript:' is seen as the 'javascript:' it runs as.
 */
export function normaliseHref(href: unknown): string {
  if (typeof href !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The lowercase scheme ('tel', 'https'…) or null. */
export function linkScheme(href: string): string | null {
  return SCHEME.exec(normaliseHref(href))?.[1]?.toLowerCase() ?? null;
}

/** True when `a` turns into `b` with at most one insertion, deletion, substitution or swap. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  return rest(1, 1) || rest(1, 0) || rest(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2));
}

const pathCategory = (path: string): LinkCategory =>
  (path.startsWith(FILE_LINK_PREFIX) ? 'file' : 'content link');

function parse(href: string, origin: string): URL | null {
  try { return new URL(href, origin || undefined); } catch { return null; }
}

/** An http(s) or protocol-relative URL: external, or by its path when it points at the page's own origin. */
function webCategory(href: string, origin: string): LinkCategory {
  const url = parse(href, origin);
  if (!url || !url.host) return 'malformed protocol';
  return url.origin === origin ? pathCategory(url.pathname) : 'external';
}

/**
 * The link's category (spec: anchor, content link, external, file, empty, malformed protocol, misc protocol).
 * `origin` is the site's (the page's by default): an absolute URL on it counts by its path.
 */
export function classifyLink(href: string, origin: string = pageOrigin()): LinkCategory {
  const h = normaliseHref(href);
  if (h === '') return 'empty';
  if (h.startsWith('#')) return 'anchor';
  // Browsers read '\' as '/' here: '/\host' is protocol-relative like '//host'.
  if (/^[/\\]{2}/.test(h)) return webCategory(h, origin);
  if (h.startsWith('/')) return pathCategory(h);
  const scheme = linkScheme(h);
  if (scheme === null) return 'malformed protocol'; // 'www.example.com', 'http//x', 'mailto a@b.co'
  const rest = h.slice(scheme.length + 1);
  if (WEB_SCHEMES.includes(scheme)) return /^[/\\]{2}[^/\\]/.test(rest) ? webCategory(h, origin) : 'malformed protocol';
  if (scheme === 'ftp') return /^\/\/[^/]/.test(rest) ? 'misc protocol' : 'malformed protocol';
  if ((LIMITED_SCHEMES as readonly string[]).includes(scheme)) return 'misc protocol';
  // A host and port without a protocol ('example.com:8080/x', 'localhost:3000'), or a misspelt web
  // protocol ('htp://', 'htps:', 'hhttp://'); any other scheme ('whatsapp:', 'skype:') is a misc protocol.
  if (scheme.includes('.') || /^\d+(?:[/?#]|$)/.test(rest)) return 'malformed protocol';
  if (WEB_SCHEMES.some((web) => oneEditApart(scheme, web))) return 'malformed protocol';
  return 'misc protocol';
}

const decoded = (text: string) => {
  try { return decodeURIComponent(text); } catch { return text; }
};
const beforeQuery = (text: string) => text.split('?')[0] ?? '';

/** A tel or sms number: digits, spaces, + - ( ) . only, with at least 4 digits. */
export function isValidPhoneNumber(number: string): boolean {
  const n = decoded(number);
  return TEL_ALLOWED_PATTERN.test(n) && (n.match(/\d/g)?.length ?? 0) >= TEL_MIN_DIGITS;
}

/** Exactly one @, something before it, and a domain with a dotted extension of 2+ characters after it. */
export function isValidMailAddress(address: string): boolean {
  const a = decoded(address);
  const parts = a.split('@');
  if (parts.length !== 2 || /\s/.test(a)) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  return local !== '' && labels.length >= 2 && labels.every((l) => l !== '') && labels[labels.length - 1]!.length >= 2;
}

/** An internal path: under 150 characters (query and hash not counted), no spaces, a 24-character id after /pages/. */
function isValidPath(path: string, category: LinkCategory): boolean {
  const p = path.split(/[?#]/)[0] ?? '';
  if (p.length >= URL_LENGTH_LIMITS.internalPath || /\s/.test(path)) return false;
  if (category === 'file') return p.length > FILE_LINK_PREFIX.length;
  return !p.startsWith('/pages/') || COLLECTION_PANEL_PATTERN.test(p);
}

function isValidMisc(h: string, scheme: LimitedScheme): boolean {
  if (h.length >= URL_LENGTH_LIMITS[scheme]) return false;
  const rest = h.slice(scheme.length + 1);
  if (scheme === 'tel') return isValidPhoneNumber(rest);
  if (scheme === 'sms') return isValidPhoneNumber(beforeQuery(rest));
  if (scheme === 'mailto') return isValidMailAddress(beforeQuery(rest));
  return true; // javascript and ftp: the cap only (ftp's host is checked by its category)
}

/** Whether the link passes the spec's rules for its category. Empty and malformed links never do. */
export function isValidLink(href: string, origin: string = pageOrigin()): boolean {
  const h = normaliseHref(href);
  const category = classifyLink(h, origin);
  switch (category) {
    case 'empty':
    case 'malformed protocol':
      return false;
    case 'anchor':
      return h.length < URL_LENGTH_LIMITS.anchor && !/\s/.test(h);
    case 'content link':
    case 'file': {
      const url = /^[/\\]{2}/.test(h) || linkScheme(h) ? parse(h, origin) : null;
      return isValidPath(url ? url.pathname : h, category);
    }
    case 'external':
      return true;
    case 'misc protocol': {
      const scheme = linkScheme(h) ?? '';
      return (LIMITED_SCHEMES as readonly string[]).includes(scheme) ? isValidMisc(h, scheme as LimitedScheme) : true;
    }
  }
}

/** The 24-character id of a collection panel link (/pages/{id}), or null. */
export function collectionPanelId(href: string): string | null {
  const path = normaliseHref(href).split(/[?#]/)[0] ?? '';
  return COLLECTION_PANEL_PATTERN.test(path) ? path.slice('/pages/'.length) : null;
}

/**
 * The href an element may put on a link, or null to show the owner's text without a link: null for empty
 * and malformed links, and for every scheme the URL-safety rule refuses for links (javascript:, vbscript:,
 * data:, blob:, and schemes that open other programs; see safe-url.ts).
 */
export function safeHref(href: string, origin: string = pageOrigin()): string | null {
  const h = normaliseHref(href);
  const category = classifyLink(h, origin);
  if (category === 'empty' || category === 'malformed protocol') return null;
  return safeUrl(h, 'link', 'a site link');
}
