// One cart count for every cart indicator on the page: read from the cookies once, then kept by a
// single document listener (and re-read on back/forward navigation), however many links subscribe.
import { readCartQuantity, toQuantity } from '../runtime/cart-cookies.ts';
import { SqCartUpdatedEvent } from '../runtime/cart-events.ts';

let quantity: number | undefined;
const listeners = new Set<() => void>();

function set(next: number): void {
  if (next === quantity) return;
  quantity = next;
  for (const listener of listeners) listener();
}

const onUpdate = (event: SqCartUpdatedEvent) => set(toQuantity(event.cart?.totalQuantity));
const onShow = (event: PageTransitionEvent) => { if (event.persisted) set(readCartQuantity()); };

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener(SqCartUpdatedEvent.type, onUpdate);
    window.addEventListener('pageshow', onShow);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener(SqCartUpdatedEvent.type, onUpdate);
    window.removeEventListener('pageshow', onShow);
    quantity = undefined; // nobody follows the events now: read the cookies again next time
  };
}

/**
 * The count: the cookies' until an event changes it. Kept while a link listens; read while none does (a
 * view rendered in a transition renders before it mounts and subscribes, and a render that never
 * commits never unsubscribes), it is kept only to the end of the task, so a link mounted later reads the
 * cookies again instead of a count nobody kept up to date.
 */
export function cartQuantity(): number {
  if (quantity === undefined) {
    quantity = readCartQuantity();
    if (listeners.size === 0) queueMicrotask(() => { if (listeners.size === 0) quantity = undefined; });
  }
  return quantity;
}
