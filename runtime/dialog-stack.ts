// The one dialog layer of the page (visitor §2 "Keyboard Escape", §9 "Modal base z-index 30000"): every
// dialog, popup and the system error overlay registers here while open. Layers stack upwards from
// z-index 30000 in the order they open; Escape closes the topmost (the site chrome's keyboard handler
// asks `closeTopmost()` first, and only with no layer open does Escape do anything else).
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';

export interface Layer {
  /** Closes the layer as Escape would (a dialog's cancel). Return false to refuse (a system error). */
  dismiss(): boolean | void;
}

export interface OpenLayer {
  /** The z-index this layer takes: 30000 for the first, one more for each layer above it. */
  readonly zIndex: number;
  /** Leaves the stack (call when the layer has closed, whatever closed it). */
  release(): void;
}

const stack: Array<{ layer: Layer; zIndex: number }> = [];

export function openLayer(layer: Layer): OpenLayer {
  // One above the topmost, whichever lower layers have closed meanwhile; 30000 on an empty stack.
  const zIndex = (stack.at(-1)?.zIndex ?? MODAL_BASE_Z_INDEX - 1) + 1;
  const entry = { layer, zIndex };
  stack.push(entry);
  return {
    zIndex,
    release: () => {
      const at = stack.indexOf(entry);
      if (at >= 0) stack.splice(at, 1);
    },
  };
}

export const hasOpenLayer = (): boolean => stack.length > 0;
export const topmostLayer = (): Layer | undefined => stack.at(-1)?.layer;

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
