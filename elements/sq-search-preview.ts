import { createElementClass } from '../runtime/bridge/create-element.ts';
import { number } from '../runtime/bridge/attributes.ts';
import { SEARCH_PREVIEW_DEFAULTS } from '../catalog/members.ts';
import { SearchPreview } from '../react-core/search-preview/search-preview.tsx';
import { readSearchForm, type PreviewItem } from '../react-core/search-preview/data.ts';
import { SEARCH_PREVIEW_STYLES } from '../react-core/search-preview/styles.ts';

export { searchNavigation } from '../react-core/search-preview/search-preview.tsx';

/** The result a visitor chose: the detail of the sq-search-preview-select event. */
export type SearchPreviewItem = PreviewItem;

/**
 * A search form with a results preview (visitor §7 "lazy chunks: search preview"): wraps the site's
 * server-rendered search form (which works without JavaScript) and, as the visitor types, shows the
 * first results from /api/search/preview in a listbox driven by the arrow keys, Enter and Escape.
 */
export const SqSearchPreviewElement = createElementClass({
  tag: 'sq-search-preview',
  description: /* manifest-only */ 'A search form that previews the first results as the visitor types.',
  attributes: {
    limit: number(SEARCH_PREVIEW_DEFAULTS.limit, /* manifest-only */ 'Results shown at most.'),
    minChars: number(SEARCH_PREVIEW_DEFAULTS.minChars, /* manifest-only */ 'Characters typed before a preview is asked for.'),
  },
  events: {
    'sq-search-preview-select': 'A result was chosen (detail: title, url, excerpt); cancel it to stay on the page.',
  },
  read: readSearchForm,
  component: SearchPreview,
  styles: SEARCH_PREVIEW_STYLES,
});
export type SqSearchPreviewElement = InstanceType<typeof SqSearchPreviewElement>;
export default SqSearchPreviewElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-search-preview': SqSearchPreviewElement }
  interface GlobalEventHandlersEventMap { 'sq-search-preview-select': CustomEvent<SearchPreviewItem> }
}
