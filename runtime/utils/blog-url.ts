// The tokenized blog URL rule (visitor §5 "URL rules"; reference §5): a post URL format may use only the
// tokens %y %m %d %t, is lowercase, and writes dashes for spaces. Our reading of it, precisely: segments
// joined by single slashes (none empty, no slash at either end), each made of a-z, 0-9, '-' and the four
// tokens; every token at most once, and %t (the post's title) exactly once so two posts never share a URL;
// under the internal path cap (150). Examples: '%y/%m/%d/%t', 'posts/%t', '%y-%m-%t'.
import { BLOG_URL_TOKENS, URL_LENGTH_LIMITS } from '../../catalog/links.ts';

const SEGMENT = /^(?:[a-z0-9-]|%[ymdt])+$/;
const TITLE_TOKEN = '%t';

export function isValidBlogUrlFormat(pattern: string): boolean {
  if (typeof pattern !== 'string' || pattern === '' || pattern.length >= URL_LENGTH_LIMITS.internalPath) return false;
  if (!pattern.split('/').every((segment) => SEGMENT.test(segment))) return false;
  const tokens: string[] = pattern.match(/%[ymdt]/g) ?? [];
  if (new Set(tokens).size !== tokens.length) return false;
  return tokens.includes(TITLE_TOKEN) && tokens.every((t) => (BLOG_URL_TOKENS as readonly string[]).includes(t));
}
