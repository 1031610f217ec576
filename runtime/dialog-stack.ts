// The one dialog layer of the page (visitor §2 "Keyboard Escape", §9 "Modal base z-index 30000"): every
// dialog, popup, the lightbox and the system error overlay registers here while open. Layers stack upwards
// from z-index 30000 in the order they open. One Escape closes one layer, the topmost of any kind: a layer
// that handles Escape itself calls preventDefault(); otherwise, while any layer is open, one keydown
// listener on window (bubble, so every element and document handler runs first) closes the topmost and
// prevents the key, and the site chrome leaves an Escape alone while a layer is open. Focus traps belong
// to the topmost MODAL layer: a non-modal one (an information popup) above it does not switch them off.
// "The order they open" is the order they were asked for: a layer reserved when asked (Sq.confirm, Sq.info
// before their code has arrived) and opened after a later one goes under it, whatever the load timing.
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';

export interface Layer {
  /** Closes the layer as Escape would (a dialog's cancel). Return false to refuse (a system error). */
  dismiss(): boolean | void;
  /** Told the layer's new z-index when a layer asked for earlier opens under it. */
  restack?(zIndex: number): void;
  /** A modal layer holds focus (Tab trap, focus pulled back) while no modal layer is above it. Default true. */
  modal?: boolean;
}

export interface OpenLayer {
  /** The z-index this layer takes: 30000 for the first, one more for each layer above it (it may change: restack). */
  readonly zIndex: number;
  /** Leaves the stack (call when the layer has closed, whatever closed it). */
  release(): void;
}

const stack: Array<{ layer: Layer; zIndex: number; order: number }> = [];
let asked = 0;
const reserved = new WeakMap<object, number>();

/** Takes the layer's place in the stack now, for `owner` (a dialog element) that opens once its code is here. */
export function reserveLayer(owner: object): void {
  reserved.set(owner, ++asked);
}

/** An Escape nothing has handled closes the topmost layer (even one that refuses: the key is used up). */
function onKeydown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.repeat || event.isComposing) return;
  if (closeTopmost()) event.preventDefault();
}

export function openLayer(layer: Layer, owner?: object): OpenLayer {
  const order = (owner && reserved.get(owner)) || ++asked;
  let at = stack.findIndex((open) => open.order > order);
  // Only layers that can take a new z-index move up; otherwise the late one simply goes on top.
  if (stack.slice(Math.max(at, 0)).some((open) => !open.layer.restack)) at = -1;
  // One above the topmost, whichever lower layers have closed meanwhile; 30000 on an empty stack. A layer
  // asked for before some already open takes the place of the lowest of them, and they move up one.
  const zIndex = at < 0 ? (stack.at(-1)?.zIndex ?? MODAL_BASE_Z_INDEX - 1) + 1 : stack[at]!.zIndex;
  const entry = { layer, zIndex, order };
  if (stack.length === 0) window.addEventListener('keydown', onKeydown);
  if (at < 0) stack.push(entry);
  else {
    stack.splice(at, 0, entry);
    for (const above of stack.slice(at + 1)) {
      above.zIndex += 1;
      above.layer.restack?.(above.zIndex);
    }
  }
  return {
    get zIndex() { return entry.zIndex; },
    release: () => {
      const index = stack.indexOf(entry);
      if (index < 0) return;
      stack.splice(index, 1);
      if (stack.length === 0) window.removeEventListener('keydown', onKeydown);
    },
  };
}

const isModal = (layer: Layer): boolean => layer.modal !== false;

export const hasOpenLayer = (): boolean => stack.length > 0;
/** The layer Escape closes. */
export const topmostLayer = (): Layer | undefined => stack.at(-1)?.layer;
/** The layer that holds focus: the topmost modal one (non-modal layers above it do not count). */
export function topmostModalLayer(): Layer | undefined {
  for (let at = stack.length - 1; at >= 0; at -= 1) if (isModal(stack[at]!.layer)) return stack[at]!.layer;
  return undefined;
}

/** Asks the topmost layer to close; true when there was one (even if it refused, Escape is then used up). */
export function closeTopmost(): boolean {
  const top = stack.at(-1)?.layer;
  if (!top) return false;
  try {
    top.dismiss();
  } catch {
    // A layer that fails to close must not break the keyboard.
  }
  return true;
}
