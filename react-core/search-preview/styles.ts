// <sq-search-preview>'s styles: --sq-* tokens, :where() so a site's own CSS wins.
export const SEARCH_PREVIEW_STYLES = `
:where(sq-search-preview) { display: block; }
:where(.sq-search-preview) { position: relative; margin: 0; }
:where(.sq-search-preview__field) { display: flex; gap: var(--sq-space-2); }
:where(.sq-search-preview__input) { flex: 1; min-width: 0; padding: var(--sq-space-2); font: inherit; }
:where(.sq-search-preview__submit) { padding: var(--sq-space-2) var(--sq-space-3); font: inherit; cursor: pointer; }
:where(.sq-search-preview__results, .sq-search-preview__status:not(:empty)) {
  position: absolute; inset-inline: 0; top: 100%; z-index: 10; margin: var(--sq-space-1) 0 0;
  background: var(--sq-color-background); color: var(--sq-color-text);
  border: 1px solid currentColor; border-radius: var(--sq-radius-1);
}
:where(.sq-search-preview__results) { padding: 0; list-style: none; max-height: 60vh; overflow-y: auto; }
:where(.sq-search-preview__results[hidden]) { display: none; }
:where(.sq-search-preview__status) { padding: var(--sq-space-2) var(--sq-space-3); }
:where(.sq-search-preview__status:empty) { padding: 0; }
:where(.sq-search-preview__option) { display: flex; flex-direction: column; padding: var(--sq-space-2) var(--sq-space-3); cursor: pointer; }
:where(.sq-search-preview__option[aria-selected="true"], .sq-search-preview__option:hover) {
  background: var(--sq-color-accent); color: var(--sq-color-on-accent);
}
:where(.sq-search-preview__title) { font-weight: var(--sq-font-weight-3); }
:where(.sq-search-preview__excerpt) { font-size: var(--sq-font-size-1); }
`;
