// Page lifecycle (visitor spec §4 "Page lifecycle"): not initialized until the ready marker, which
// fires every registered initializer once and sets the initialized-once flag; global destroy resets
// it and runs the destructors; late registrations run at once; one failure never stops the others.
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { logError } from './log.ts';

type Hook = () => void;

const initializers: Hook[] = [];
const destructors: Hook[] = [];
let initialized = false;
let initializedOnce = false;

function runAll(hooks: readonly Hook[], failure: string): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      logError(failure, error);
    }
  }
}

export function onInitialize(fn: Hook): void {
  initializers.push(fn);
  if (initialized) runAll([fn], LIBRARY_MESSAGES.initializerFailed);
}

export function onDestroy(fn: Hook): void {
  destructors.push(fn);
}

/** The ready marker: runs every initializer, once per initialized period. */
export function globalInit(): void {
  if (initialized) return;
  initialized = true;
  initializedOnce = true;
  runAll(initializers, LIBRARY_MESSAGES.initializerFailed);
}

export function globalDestroy(): void {
  if (!initialized) return;
  initialized = false;
  runAll(destructors, LIBRARY_MESSAGES.destructorFailed);
}

export const isInitialized = (): boolean => initialized;
export const hasInitializedOnce = (): boolean => initializedOnce;

/** Calls globalInit when the document is ready (now, if it already is). DOMContentLoaded fires once. */
export function initWhenReady(): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', globalInit);
  else globalInit();
}
