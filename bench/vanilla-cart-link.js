// The baseline: the same markup, data reading and output as <sq-cart-link>, written as a plain
// custom element with no framework, so the ratio measures what React and the bridge cost.
const QUANTITY = '[data-sq-cart-quantity], .sq-cart-quantity';

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
