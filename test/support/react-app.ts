// A React 19 root per test, for the live-children tests: what the app renders, and everything that
// went wrong while it did (uncaught errors, React's caught and recoverable errors, the library's logs).
import { fixture } from '@open-wc/testing';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { captureLogs } from './logs.ts';

export interface ReactApp {
  /** The app's container (800 px wide). */
  readonly container: HTMLElement;
  /** Uncaught errors and React's own. */
  readonly errors: unknown[];
  readonly logs: ReturnType<typeof captureLogs>;
  /** Renders `tree` (null: unmounts it) and commits at once. */
  render(tree: ReactElement | null): void;
}

/** Registers the hooks that give every test of the suite a fresh app; read it inside the tests. */
export function useReactApp(): ReactApp {
  const app = { errors: [] as unknown[] } as { -readonly [K in keyof ReactApp]: ReactApp[K] };
  let root: Root;
  const onError = (event: ErrorEvent) => app.errors.push(event.error ?? event.message);
  beforeEach(async () => {
    app.logs = captureLogs();
    app.errors = [];
    window.addEventListener('error', onError);
    app.container = await fixture<HTMLElement>('<div style="width: 800px"></div>');
    root = createRoot(app.container, {
      onUncaughtError: (error) => app.errors.push(error),
      onRecoverableError: (error) => app.errors.push(error),
    });
    app.render = (tree) => flushSync(() => root.render(tree));
  });
  afterEach(() => {
    root.unmount();
    window.removeEventListener('error', onError);
    app.logs.stop();
  });
  return app;
}
