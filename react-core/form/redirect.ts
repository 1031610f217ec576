// The success redirect through the library's URL rule (apart from the post-submit HTML, so a form that
// only redirects never loads the sanitiser).
import { safeUrl } from '../../runtime/utils/safe-url.ts';

/**
 * A success redirect URL: an address on this site or an origin the owner allows (runtime/utils/safe-url.ts),
 * else null and a warning. The URL is resolved against the page, so tabs, newlines, control characters or case in a scheme
 * ("java\tscript:") cannot sneak past the check; the resolved, absolute URL is returned.
 */
export function safeRedirect(url: string | undefined): string | null {
  const target = safeUrl(url, 'same-site', 'the form\'s success redirect');
  return target === null ? null : new URL(target, document.baseURI).href;
}
