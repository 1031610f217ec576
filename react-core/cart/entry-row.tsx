// One line of the full-page cart: the product linked to its page, its options, the unit price, the
// quantity stepper (− / field / +, at least 1), Remove, and the line total the server computed ('Updating…'
// while the line's quantity change is waiting or on its way, so no old total sits beside a new quantity).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { CART_LABELS } from '../../catalog/cart-labels.ts';
import type { CartEntry } from '../../runtime/cart/model.ts';

export interface EntryRowProps {
  entry: CartEntry;
  /** The quantity shown: the visitor's pending change, else the server's. */
  quantity: number;
  /** The shown quantity is not yet the server's: the line total is pending. */
  pending: boolean;
  money: (cents: number) => string;
  onQuantity: (quantity: number) => void;
  onStep: (delta: number) => void;
  onCommit: () => void;
  onRemove: () => void;
}

export function EntryRow({ entry, quantity, pending, money, onQuantity, onStep, onCommit, onRemove }: EntryRowProps) {
  // What the visitor is typing, until it is a quantity (an empty field while retyping stays empty).
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => setDraft(null), [quantity]);

  const onInput = (text: string) => {
    setDraft(text);
    const value = Number(text);
    if (text.trim() !== '' && Number.isInteger(value) && value >= 1) onQuantity(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') { event.preventDefault(); onCommit(); }
  };
  // aria-disabled, not disabled: the button keeps focus when the quantity reaches 1.
  const atMinimum = quantity <= 1;
  const { title } = entry;

  return (
    <li className="sq-cart__entry" data-entry-id={entry.id}>
      {entry.imageUrl && <img className="sq-cart__image" src={entry.imageUrl} alt="" width={64} height={64} loading="lazy" />}
      <div className="sq-cart__product">
        {entry.url ? <a className="sq-cart__title" href={entry.url}>{title}</a> : <span className="sq-cart__title">{title}</span>}
        {entry.options.length > 0 && (
          <p className="sq-cart__options">{entry.options.map((o) => `${o.name}: ${o.value}`).join(', ')}</p>
        )}
        <p className="sq-cart__price"><span className="sq-visually-hidden">{CART_LABELS.unitPrice} </span>{money(entry.unitPriceCents)}</p>
      </div>
      <div className="sq-cart__quantity" role="group" aria-label={CART_LABELS.quantityOf(title)}>
        <button
          type="button" className="sq-cart__step" aria-label={CART_LABELS.decrease(title)} aria-disabled={atMinimum}
          onClick={() => onStep(-1)}
        >−</button>
        <input
          className="sq-cart__input" type="number" inputMode="numeric" min={1} step={1} aria-label={CART_LABELS.quantity}
          value={draft ?? String(quantity)} onChange={(e) => onInput(e.currentTarget.value)}
          onBlur={() => setDraft(null)} onKeyDown={onKeyDown}
        />
        <button type="button" className="sq-cart__step" aria-label={CART_LABELS.increase(title)} onClick={() => onStep(1)}>+</button>
      </div>
      <button type="button" className="sq-cart__remove" aria-label={CART_LABELS.removeItem(title)} onClick={onRemove}>
        {CART_LABELS.remove}
      </button>
      <p className="sq-cart__line-total" data-pending={pending || undefined}>
        <span className="sq-visually-hidden">{CART_LABELS.lineTotal} </span>{pending ? CART_LABELS.updating : money(entry.totalCents)}
      </p>
    </li>
  );
}
