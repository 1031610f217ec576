// The success redirect through the spec's URL rules (apart from the post-submit HTML, so a form that
// only redirects never loads the sanitiser).
const REDIRECT_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * A success redirect URL through the spec's URL rules: http(s) absolute or relative only, else null.
 * The URL is resolved against the page, so tabs, newlines or case in a scheme ("java\tscript:") cannot
 * sneak past the check; the resolved, absolute URL is returned.
 */
export function safeRedirect(url: string | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let target: URL;
  try {
    target = new URL(url.trim(), location.href);
  } catch {
    return null;
  }
  return REDIRECT_PROTOCOLS.has(target.protocol) ? target.href : null;
}
