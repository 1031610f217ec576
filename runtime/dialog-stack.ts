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

const stack: Layer[] = [];

export function openLayer(layer: Layer): OpenLayer {
  stack.push(layer);
  const zIndex = MODAL_BASE_Z_INDEX + stack.length - 1;
  return {
    zIndex,
    release: () => {
      const at = stack.indexOf(layer);
      if (at >= 0) stack.splice(at, 1);
    },
  };
}

export const hasOpenLayer = (): boolean => stack.length > 0;
export const topmostLayer = (): Layer | undefined => stack.at(-1);

/** Asks the topmost layer to close; true when there was one (even if it refused, Escape is then used up). */
export function closeTopmost(): boolean {
  const top = stack.at(-1);
  if (!top) return false;
  try {
    top.dismiss();
  } catch {
    // A layer that fails to close must not break the keyboard.
  }
  return true;
}
