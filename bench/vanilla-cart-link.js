// The baseline: the same markup, data reading and output as <sq-cart-link>, written as a plain
// custom element with no framework, so the ratio measures what React and the bridge cost. The output
// includes its look: the same stylesheet as the view's (the bridge's base rule for the visually
// hidden label, then CART_LINK_STYLES), adopted at the first connection as the bridge does. bench/run.mjs
// checks that this copy still matches the sources.
const QUANTITY = '[data-sq-cart-quantity], .sq-cart-quantity';

export const BASE_STYLES = `
:where(.sq-adopted, .sq-view) { display: contents; }
[data-sq-view] > :not(.sq-view) { display: none !important; }
:where(.sq-visually-hidden) {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
`;
export const CART_LINK_STYLES = `
:where(sq-cart-link) { display: inline-block; }
:where(.sq-cart-link__visible) { display: inline-flex; align-items: center; gap: var(--sq-space-2); }
:where(.sq-cart-link) {
  display: inline-flex; align-items: center; gap: var(--sq-space-2);
  color: inherit; text-decoration: none;
}
:where(.sq-cart-link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; border-radius: var(--sq-radius-1); }
:where(.sq-cart-link__quantity) {
  min-width: 1.5em; padding: 0 var(--sq-space-1); border-radius: var(--sq-radius-2);
  background: var(--sq-color-accent); color: var(--sq-color-on-accent);
  font-weight: var(--sq-font-weight-3); font-size: var(--sq-font-size-1); text-align: center; line-height: 1.5;
}
`;
let styled = false;
function adoptStyles() {
  styled = true;
  for (const css of [BASE_STYLES, CART_LINK_STYLES]) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
}

function label(count) {
  if (count > 100) return ['More than 100 items in cart', '100+'];
  return [count === 1 ? 'One item in cart' : `${count} items in cart`, String(count)];
}

function span(className, text) {
  const el = document.createElement('span');
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

export class VanillaCartLink extends HTMLElement {
  #onUpdate = (event) => this.#render(event.cart.totalQuantity);
  #link = null;

  connectedCallback() {
    if (!styled) adoptStyles();
    if (!this.#link) {
      const source = this.querySelector('a[href]');
      const copy = source.cloneNode(true);
      copy.querySelectorAll(QUANTITY).forEach((n) => n.remove());
      const a = document.createElement('a');
      a.className = 'sq-cart-link';
      a.href = this.getAttribute('href') || source.getAttribute('href') || '/cart';
      const visible = span('sq-cart-link__visible');
      visible.setAttribute('aria-hidden', 'true');
      const content = span('sq-cart-link__content');
      content.append(...copy.childNodes);
      visible.append(content, span('sq-cart-link__quantity'));
      a.append(visible, span('sq-visually-hidden sq-cart-link__label'));
      this.replaceChildren(a);
      this.#link = a;
    }
    document.addEventListener('sq-cart-updated', this.#onUpdate);
    this.#render(0);
  }

  disconnectedCallback() {
    document.removeEventListener('sq-cart-updated', this.#onUpdate);
  }

  #render(count) {
    const [spoken, shown] = label(count);
    this.#link.querySelector('.sq-cart-link__quantity').textContent = shown;
    this.#link.querySelector('.sq-cart-link__label').textContent = spoken;
  }
}
