// <sq-cart>'s view: the full-page cart (issue 8; visitor §2 checkout route, §3 "Shopping cart", §8 "Cart";
// reference §2 "full-page cart"). State lives in ./controller.ts; this file lays it out, keeps focus
// sensible after a removal (the next line's Remove, else the previous one's, else the heading) and
// speaks through two regions: role=status for updates, role=alert for failures. From a quantity change
// or a removal until the server answers, the totals are marked pending (aria-busy, dimmed) and a changed
// line shows 'Updating…' in place of its total. A cart holding a subscription also offers the subscribe
// checkout (/checkout/subscribe?cartToken=).
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CART_LABELS } from '../../catalog/cart-labels.ts';
import { CART_MESSAGES } from '../../catalog/messages/cart.ts';
import type { Cart } from '../../runtime/cart/model.ts';
import { formatMoney } from '../../runtime/money/format.ts';
import { Money } from '../../runtime/money/money.ts';
import { belowMinimum, CartController, isPending, subscribeUrl } from './controller.ts';
import { EntryRow } from './entry-row.tsx';
import { Coupons, Totals } from './summary.tsx';

export interface CartViewProps { heading: string; host: HTMLElement; data: undefined }

const moneyIn = (cart: Cart) => (cents: number) => formatMoney(Money.of(cents, cart.currency));

export function CartView({ heading }: CartViewProps) {
  const id = useId();
  const [controller] = useState(() => new CartController());
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot);
  const root = useRef<HTMLElement>(null);
  // After a removal: the entry whose Remove gets focus ('' = the heading).
  const [focusTo, setFocusTo] = useState<string | null>(null);

  useEffect(() => {
    controller.load();
    return () => controller.dispose();
  }, [controller]);

  useLayoutEffect(() => {
    if (focusTo === null || !root.current) return;
    setFocusTo(null);
    const row = [...root.current.querySelectorAll<HTMLElement>('[data-entry-id]')].find((el) => el.dataset.entryId === focusTo);
    (row?.querySelector<HTMLElement>('.sq-cart__remove') ?? root.current.querySelector<HTMLElement>('.sq-cart__heading'))?.focus();
  }, [focusTo]);

  const { cart, phase } = state;
  const entries = cart ? cart.entries.filter((e) => !state.removed.includes(e.id)) : [];
  const money = cart ? moneyIn(cart) : () => '';
  const blocked = cart !== null && belowMinimum(cart);
  const pending = isPending(state);
  const subscribeHref = entries.some((e) => e.subscription) ? subscribeUrl() : null;

  const remove = (entryId: string) => {
    const at = entries.findIndex((e) => e.id === entryId);
    setFocusTo((entries[at + 1] ?? entries[at - 1])?.id ?? '');
    controller.remove(entryId);
  };

  return (
    <section ref={root} className="sq-cart" aria-labelledby={`${id}-heading`} aria-busy={phase === 'loading' || pending}>
      <h2 id={`${id}-heading`} className="sq-cart__heading" tabIndex={-1}>{heading}</h2>
      <p className="sq-cart__status" role="status">{phase === 'loading' ? CART_LABELS.loading : state.status}</p>
      <p className="sq-cart__error" role="alert">{state.error}</p>
      {phase === 'failed' && (
        // The button goes as the cart loads again: focus first moves to the cart's heading (WCAG 2.4.3).
        <button type="button" className="sq-cart__retry" onClick={() => { root.current?.querySelector<HTMLElement>('.sq-cart__heading')?.focus(); controller.load(); }}>
          {CART_LABELS.tryAgain}
        </button>
      )}
      {cart && entries.length === 0 && <p className="sq-cart__empty">{CART_MESSAGES.nothingInCart}</p>}
      {cart && entries.length > 0 && (
        <>
          <ul className="sq-cart__entries" aria-label={CART_LABELS.items}>
            {entries.map((entry) => (
              <EntryRow
                key={entry.id} entry={entry} quantity={state.quantities[entry.id] ?? entry.quantity} money={money}
                pending={state.quantities[entry.id] !== undefined}
                onQuantity={(q) => controller.setQuantity(entry.id, q)} onStep={(d) => controller.step(entry.id, d)}
                onCommit={() => controller.flushQuantity(entry.id)}
                onRemove={() => remove(entry.id)}
              />
            ))}
          </ul>
          <Coupons cart={cart} onApply={(code) => controller.applyCoupon(code)} onRemove={(code) => void controller.removeCoupon(code)} />
          <Totals cart={cart} money={money} pending={pending} />
          {blocked && (
            <p id={`${id}-minimum`} className="sq-cart__minimum">
              {CART_MESSAGES.minimumSubtotal(money(cart.checkoutMinimumCents))}
            </p>
          )}
          <button
            type="button" className="sq-cart__checkout" disabled={blocked}
            aria-describedby={blocked ? `${id}-minimum` : undefined} onClick={() => void controller.checkout()}
          >{CART_LABELS.checkout}</button>
          {subscribeHref && (
            <a
              className="sq-cart__subscribe" href={subscribeHref}
              onClick={(event) => { event.preventDefault(); void controller.checkout('subscribe'); }}
            >{CART_LABELS.subscribe}</a>
          )}
        </>
      )}
    </section>
  );
}
