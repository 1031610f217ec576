// What `await Sq.utils()` gives a template author (loaded on first use, nothing in dist/sq.js but the
// call): the library's own rules for the decisions a template makes too (visitor §5 "URL rules", §9
// "Page and blocks"; reference §9 file sizes).
export { parseQuery, queryValue, stringifyQuery } from './query-string.ts';
export { scrollIntoView } from './scroll-into-view.ts';
export { formatFileSize } from './file-size.ts';
export { classifyLink, isValidLink, safeHref } from './url-rules.ts';
export { isValidBlogUrlFormat } from './blog-url.ts';
export { nextTick, whenIdle } from './fallbacks.ts';
