// The shared-root renderer for the element bridge. r2wc's default renderer makes one React root per
// element; here every element is a portal of one root, and all mounts, updates and unmounts queued in
// a task are committed in one synchronous flush at the end of it (a microtask), so there is one
// commit for a whole page of elements and no frame where an element shows neither view.
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { PureComponent, useLayoutEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { endLoading, hideFallback, liveView, restoreFallback } from '../runtime/bridge/light-dom.ts';
import { logError } from '../runtime/log.ts';

export type RenderProps = Record<string, unknown>;

interface Entry {
  readonly key: number;
  readonly tag: string;
  readonly reactEvents: boolean;
  readonly loadingLayout: boolean;
  /** The element's own spec message for a failed render, logged after the library's. */
  readonly renderFailed: string | undefined;
  readonly container: HTMLElement;
  /** Where the view renders: the element, or the container of an element whose children stay live. */
  readonly target: HTMLElement;
  readonly Component: ComponentType<RenderProps>;
  props: RenderProps;
  /** The mounted boundary, re-rendered when the props change. */
  boundary: Boundary | null;
}

let root: Root | undefined;
let listeningMarker: string | undefined;
let nextKey = 0;
let list: Entry[] = [];
const entries = new Map<HTMLElement, Entry>();
const listListeners = new Set<() => void>();
const changed = new Set<Entry>();
const leaving = new Set<Entry>();
let listChanged = false;
let scheduled = false;

function subscribeList(listener: () => void) {
  listListeners.add(listener);
  return () => listListeners.delete(listener);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

function flush(): void {
  scheduled = false;
  for (const entry of leaving) {
    entries.delete(entry.container);
    listChanged = true;
  }
  leaving.clear();
  flushSync(() => {
    if (!root) {
      // A detached container: the root itself renders nothing, only portals into the elements.
      const container = document.createElement('div');
      root = createRoot(container, { onCaughtError: () => {} });
      listeningMarker = Object.keys(container).find((key) => key.startsWith('_reactListening'));
      for (const entry of entries.values()) skipListeners(entry);
      root.render(<Portals />);
    }
    if (listChanged) {
      listChanged = false;
      list = [...entries.values()];
      for (const listener of listListeners) listener();
    }
    for (const entry of changed) entry.boundary?.forceUpdate();
    changed.clear();
  });
}

// React's first commit is also its code's first run, compiled as it is called: 11-12 ms in Lighthouse's
// trace of the realistic page (x4 in its simulation) before any element's own work. An empty commit of the shared root, in a task of its own queued as this
// chunk loads (ahead of the task that defines the first element: the autoloader defines on a later
// task), pays that part, so the first element's commit is a shorter task (docs/decisions.md, "Long tasks").
if (typeof document !== 'undefined') setTimeout(() => { if (!root) flush(); });

/**
 * React adds ~144 delegated listeners to every portal container, the main cost of mounting many
 * elements. A view with no React event handlers (it says so with `reactEvents: false`) does not
 * need them: its container gets React's own "already listening" mark. If a React version names the
 * mark differently it is simply not found and the listeners are added as usual.
 */
function skipListeners(entry: Entry): void {
  if (listeningMarker && !entry.reactEvents) (entry.target as unknown as Record<string, boolean>)[listeningMarker] = true;
}

function Portals() {
  const current = useSyncExternalStore(subscribeList, () => list);
  return current.map((entry) => createPortal(<Boundary entry={entry} />, entry.target, String(entry.key)));
}

/**
 * Runs first in the element's commit, before its view's layout effects: the loading layout of sq.css
 * ends, so a view measuring itself (the gallery's width) measures the host as it will be, not as the
 * loading layout had it. Nothing paints before the commit ends, fallback gone, view in. Only elements
 * with a loading layout have it (for the others endLoading has nothing to end).
 */
function Mounting({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => endLoading(host), [host]);
  return null;
}

/**
 * One per element, the only fiber the bridge adds above the view (and Mounting, with a loading
 * layout). It renders the view with the entry's props, again when they change (forceUpdate from
 * flush). A class's didMount runs after its children's layout effects: only once the view has
 * committed does the server-rendered fallback leave. It contains a failure to its own element:
 * logged, fallback restored (adopted nodes put back), the other elements untouched.
 */
class Boundary extends PureComponent<{ entry: Entry }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    const { entry } = this.props;
    entry.boundary = this;
    if (this.state.failed) restoreFallback(entry.container);
    else hideFallback(entry.container);
  }
  override componentDidUpdate(_: unknown, previous: { failed: boolean }) {
    if (this.state.failed && !previous.failed) restoreFallback(this.props.entry.container);
  }
  override componentWillUnmount() {
    const { entry } = this.props;
    if (entry.boundary === this) entry.boundary = null;
  }
  override componentDidCatch(error: unknown) {
    const { tag, renderFailed } = this.props.entry;
    logError(ELEMENT_LIBRARY_MESSAGES.elementRenderFailed(tag), error);
    if (renderFailed) logError(renderFailed);
  }
  override render() {
    if (this.state.failed) return null;
    const { Component: View, props, container, loadingLayout } = this.props.entry;
    if (!loadingLayout) return <View {...props} />;
    return <><Mounting host={container} /><View {...props} /></>;
  }
}

/** The r2wc renderer: contexts are entries of the shared root. */
export function portalRenderer(tag: string, reactEvents = true, loadingLayout = false, live = false, renderFailed?: string) {
  return {
    mount(container: HTMLElement, View: ComponentType<RenderProps>, props: RenderProps): Entry {
      const existing = entries.get(container);
      if (existing) {
        // Moved within one task (disconnect then connect): keep the mounted view and its state.
        leaving.delete(existing);
        if (live) liveView(container);
        existing.props = { ...props };
        changed.add(existing);
        schedule();
        return existing;
      }
      const entry: Entry = {
        key: nextKey++, tag, reactEvents, loadingLayout, renderFailed, container, target: live ? liveView(container) : container, Component: View, props: { ...props }, boundary: null,
      };
      skipListeners(entry);
      entries.set(container, entry);
      listChanged = true;
      schedule();
      return entry;
    },
    update(entry: Entry, props: RenderProps): void {
      entry.props = { ...props };
      changed.add(entry);
      schedule();
    },
    unmount(entry: Entry): void {
      leaving.add(entry);
      schedule();
    },
  };
}

/** Resolves after every queued mount, update and unmount has been committed. */
export function whenRendered(): Promise<void> {
  return new Promise((resolve) => queueMicrotask(() => queueMicrotask(resolve)));
}
