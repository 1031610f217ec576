// Trusted Types (issue 17): under `require-trusted-types-for 'script'` every HTML and script-URL sink
// must be handed a trusted value made by a named policy. The library has exactly one, `sq` (a site's CSP
// lists it: `trusted-types sq dompurify`), made on first use, and only two sinks:
// - script addresses for the one script loader, allowed by the URL-safety rule (safe-url.ts, 'script');
// - HTML parsed into an inert document (DOMParser: the cookie banner's rich text), never inserted into
//   the page: its elements are rebuilt one by one from an allow-list.
// DOMPurify makes its own `dompurify` policy for its parsing. Without Trusted Types the values pass as
// they are.
import { safeUrl } from './utils/safe-url.ts';

interface Policy { createHTML(html: string): unknown; createScriptURL(url: string): unknown }
interface TrustedTypesFactory { createPolicy(name: string, rules: { createHTML(s: string): string; createScriptURL(s: string): string }): Policy }

export const POLICY_NAME = 'sq';
let policy: Policy | null | undefined;

function sqPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(POLICY_NAME, {
      createHTML: (html) => html,
      createScriptURL: (url) => {
        if (safeUrl(url, 'script', 'a script', { quiet: true }) === null) throw new TypeError(url);
        return url;
      },
    }) : null;
  } catch {
    policy = null; // the page's CSP does not allow the name: sinks then get plain strings (and refuse them)
  }
  return policy;
}

/** HTML for an inert parse (DOMParser), as the page's Trusted Types enforcement wants it. */
export const inertHTML = (html: string): string => (sqPolicy()?.createHTML(html) ?? html) as string;

/** A script address the URL-safety rule allows, as a TrustedScriptURL where Trusted Types are on. */
export const scriptURL = (url: string): string => (sqPolicy()?.createScriptURL(url) ?? url) as string;
