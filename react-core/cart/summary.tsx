// The cart's coupons (apply with a code, remove each, invalid ones marked) and its totals: subtotal, tax,
// shipping, discount and grand total, every one as the server computed it (visitor §3 "Shopping cart").
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CART_LABELS } from '../../catalog/cart-labels.ts';
import type { Cart } from '../../runtime/cart/model.ts';

export interface CouponsProps {
  cart: Cart;
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => void;
}

export function Coupons({ cart, onApply, onRemove }: CouponsProps) {
  const id = useId();
  const [code, setCode] = useState('');
  // A removed coupon's row goes with its focused button: focus then goes to the code field (WCAG 2.4.3).
  const input = useRef<HTMLInputElement>(null);
  const removing = useRef<string | null>(null);
  useLayoutEffect(() => {
    const gone = removing.current;
    if (gone === null || cart.coupons.some((coupon) => coupon.code === gone)) return;
    removing.current = null;
    const doc = input.current?.ownerDocument;
    if (doc && (doc.activeElement === null || doc.activeElement === doc.body)) input.current!.focus();
  }, [cart.coupons]);
  const invalid = new Set(cart.invalidCoupons.map((c) => c.code));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (text === '') return;
    void onApply(text).then((ok) => { if (ok) setCode(''); });
  };
  return (
    <section className="sq-cart__coupons" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sq-cart__subheading">{CART_LABELS.coupons}</h3>
      {cart.coupons.length > 0 && (
        <ul className="sq-cart__coupon-list">
          {cart.coupons.map(({ code: applied }) => (
            <li key={applied} className="sq-cart__coupon" data-coupon={applied} data-invalid={invalid.has(applied) || undefined}>
              <span className="sq-cart__coupon-code">{applied}</span>
              {invalid.has(applied) && <span className="sq-cart__coupon-invalid"> ({CART_LABELS.invalidCoupon})</span>}
              <button type="button" className="sq-cart__coupon-remove" aria-label={CART_LABELS.removeCoupon(applied)} onClick={() => { removing.current = applied; onRemove(applied); }}>
                {CART_LABELS.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="sq-cart__coupon-form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-code`}>{CART_LABELS.couponCode}</label>
        <input ref={input} id={`${id}-code`} className="sq-cart__coupon-input" type="text" autoComplete="off" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
        <button type="submit" className="sq-cart__coupon-apply">{CART_LABELS.apply}</button>
      </form>
    </section>
  );
}

/** `pending`: a change is on its way, so these are the last answer's totals (dimmed, see styles.ts). */
export function Totals({ cart, money, pending }: { cart: Cart; money: (cents: number) => string; pending: boolean }) {
  const rows: Array<[string, string, string]> = [
    ['subtotal', CART_LABELS.subtotal, money(cart.subtotalCents)],
    ['tax', CART_LABELS.tax, money(cart.taxCents)],
    ['shipping', CART_LABELS.shipping, money(cart.shippingCostCents)],
    // A discount takes money off: shown with the minus sign the formatter gives negatives.
    ['discount', CART_LABELS.discount, money(0 - cart.discountCents)],
    ['total', CART_LABELS.total, money(cart.grandTotalCents)],
  ];
  return (
    <dl className="sq-cart__totals" data-pending={pending || undefined}>
      {rows.map(([key, label, amount]) => (
        <div key={key} className={`sq-cart__total sq-cart__total--${key}`} data-total={key}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
