// Report scrubbing (issue 17): every page, referrer or resource URL that an error, performance, hit,
// event or track report carries goes through here first. Query values are emptied unless the parameter
// is on the allow-list (catalog/reporting.ts), user info is dropped, and the hash is kept only when it
// is a plain anchor. Reports never read form fields at all.
import { REPORT_KEPT_HASH, REPORT_KEPT_QUERY, REPORT_KEPT_QUERY_PREFIXES } from '../../catalog/reporting.ts';

const kept = (name: string) =>
  (REPORT_KEPT_QUERY as readonly string[]).includes(name) || REPORT_KEPT_QUERY_PREFIXES.some((p) => name.startsWith(p));

/** A query string (with or without its '?') with only allow-listed values left, without the '?'. */
export function scrubQuery(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [name, value] of params) out.append(name, kept(name) ? value : '');
  return out.toString();
}

/** The hash when it is a plain anchor, else ''. */
export const scrubHash = (hash: string): string => (REPORT_KEPT_HASH.test(hash) ? hash : '');

/** The URL as a report may carry it; text that is not an absolute URL loses its query and hash. */
export function scrubUrl(href: string): string {
  // No referrer is '': answered without the parser's exception, which costs 1-8 ms as a page's first
  // (docs/decisions.md, "The page view's task").
  if (href === '') return '';
  let url: URL;
  try { url = new URL(href); } catch { return href.split(/[?#]/)[0] ?? ''; }
  url.username = '';
  url.password = '';
  const query = scrubQuery(url.search);
  url.search = query ? `?${query}` : '';
  url.hash = scrubHash(url.hash);
  return url.href;
}
