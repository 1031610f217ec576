// <sq-search-preview>'s styles: --sq-* tokens, :where() so a site's own CSS wins.
export const SEARCH_PREVIEW_STYLES = `
:where(sq-search-preview) { display: block; }
/* The form's geometry at two classes' weight, as sq.css lays out the server's hidden form from the first
   paint (docs/decisions.md "The view's structure is the library's"): a theme's form, input or button
   rule reaches both alike, and the view takes the box the server's form held. */
sq-search-preview .sq-search-preview { position: relative; margin: 0; padding: 0; border: 0; }
.sq-search-preview .sq-search-preview__field { display: flex; gap: var(--sq-space-2); margin: 0; padding: 0; }
.sq-search-preview .sq-search-preview__input { flex: 1; min-width: 0; width: auto; margin: 0; padding: var(--sq-space-2); font: inherit; }
.sq-search-preview .sq-search-preview__submit { margin: 0; padding: var(--sq-space-2) var(--sq-space-3); font: inherit; }
.sq-search-preview .sq-search-preview__status:empty { margin: 0; padding: 0; }
:where(.sq-search-preview__submit) { cursor: pointer; }
:where(.sq-search-preview__results, .sq-search-preview__status:not(:empty)) {
  position: absolute; inset-inline: 0; top: 100%; z-index: 10; margin: var(--sq-space-1) 0 0;
  background: var(--sq-color-background); color: var(--sq-color-text);
  border: 1px solid currentColor; border-radius: var(--sq-radius-1);
}
:where(.sq-search-preview__results) { padding: 0; list-style: none; max-height: 60vh; overflow-y: auto; }
:where(.sq-search-preview__results[hidden]) { display: none; }
:where(.sq-search-preview__status) { padding: var(--sq-space-2) var(--sq-space-3); }
:where(.sq-search-preview__option) { display: flex; flex-direction: column; padding: var(--sq-space-2) var(--sq-space-3); cursor: pointer; }
:where(.sq-search-preview__option[aria-selected="true"], .sq-search-preview__option:hover) {
  background: var(--sq-color-accent); color: var(--sq-color-on-accent);
}
:where(.sq-search-preview__title) { font-weight: var(--sq-font-weight-3); }
:where(.sq-search-preview__excerpt) { font-size: var(--sq-font-size-1); }
`;
