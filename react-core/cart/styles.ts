// <sq-cart>'s styles: --sq-* tokens, :where() so a theme's own rules win. One line per entry on wide
// screens (product, quantity, remove, line total), stacked below 40rem.
export const CART_STYLES = `
:where(sq-cart) { display: block; }
:where(.sq-cart) { display: grid; gap: var(--sq-space-3); }
:where(.sq-cart__heading) { margin: 0; font-size: var(--sq-font-size-5); }
/* Empty, the live regions stay rendered (a display:none region would not announce its later text). */
:where(.sq-cart__status:empty, .sq-cart__error:empty) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
:where(.sq-cart__status, .sq-cart__error, .sq-cart__empty, .sq-cart__minimum) { margin: 0; }
:where(.sq-cart__error) { font-weight: var(--sq-font-weight-3); }
:where(.sq-cart__entries, .sq-cart__coupon-list) { list-style: none; margin: 0; padding: 0; }
:where(.sq-cart__entry) {
  display: grid; grid-template-columns: auto 1fr auto auto auto; align-items: center;
  gap: var(--sq-space-2) var(--sq-space-3); padding: var(--sq-space-3) 0; border-bottom: 1px solid currentColor;
}
:where(.sq-cart__product p) { margin: var(--sq-space-1) 0 0; font-size: var(--sq-font-size-2); }
:where(.sq-cart__title) { font-weight: var(--sq-font-weight-3); }
:where(.sq-cart__image) { object-fit: cover; border-radius: var(--sq-radius-1); }
:where(.sq-cart__quantity, .sq-cart__coupon-form, .sq-cart__coupon) { display: flex; align-items: center; gap: var(--sq-space-1); flex-wrap: wrap; }
:where(.sq-cart__input) { width: 4em; padding: var(--sq-space-1); font: inherit; text-align: center; }
:where(.sq-cart button) { min-width: 2.75rem; min-height: 2.75rem; padding: 0 var(--sq-space-2); font: inherit; cursor: pointer; }
:where(.sq-cart button[aria-disabled="true"], .sq-cart button:disabled) { cursor: not-allowed; opacity: 0.6; }
:where(.sq-cart__line-total) { margin: 0; font-weight: var(--sq-font-weight-3); text-align: end; }
:where(.sq-cart__subheading) { margin: 0 0 var(--sq-space-2); font-size: var(--sq-font-size-3); }
:where(.sq-cart__coupon-input) { padding: var(--sq-space-1); font: inherit; }
:where(.sq-cart__totals) { display: grid; gap: var(--sq-space-1); margin: 0; }
:where(.sq-cart__total) { display: flex; justify-content: space-between; }
:where(.sq-cart__total dd) { margin: 0; font-variant-numeric: tabular-nums; }
:where(.sq-cart__total--total) { font-weight: var(--sq-font-weight-3); font-size: var(--sq-font-size-4); }
:where(.sq-cart__totals[data-pending], .sq-cart__line-total[data-pending]) { opacity: 0.7; }
:where(.sq-cart__checkout, .sq-cart__subscribe) { justify-self: end; }
@media (max-width: 40rem) {
  :where(.sq-cart__entry) { grid-template-columns: auto 1fr; }
  :where(.sq-cart__quantity, .sq-cart__remove, .sq-cart__line-total) { grid-column: 2; justify-self: start; }
}
`;
