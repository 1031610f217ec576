// Element styles are adopted into the document once per element type. They are written inside
// :where() so a theme's own rules win at equal specificity.
const adopted = new Set<string>();

export function adoptStyles(css: string, doc: Document = document): void {
  if (!css || adopted.has(css)) return;
  adopted.add(css);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = css;
    doc.head.append(style);
  }
}

/**
 * Shared by every element: text for screen readers only; the wrappers of an adopted node and of a live
 * view; and, once its view has committed, the other children of a live element hidden by style
 * (`hideByStyle`, ./light-dom.ts).
 */
export const BASE_STYLES = `
:where(.sq-adopted, .sq-view) { display: contents; }
[data-sq-view] > :not(.sq-view) { display: none !important; }
:where(.sq-visually-hidden) {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
`;
