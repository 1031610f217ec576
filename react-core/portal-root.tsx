// The shared-root renderer for the element bridge. r2wc's default renderer makes one React root per
// element; here every element is a portal of one root. Updates and unmounts queued in a task are
// committed in one synchronous flush at the end of it (a microtask). New views render in a transition:
// React renders them in slices of ~5 ms between which the browser paints and answers input, and commits
// them together; until then the server markup stays painted as it was (in its loading layout), so there
// is no frame where an element shows neither view (docs/decisions.md, "First renders in a transition").
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { PureComponent, startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { endLoading, hideFallback, liveView, restoreFallback, viewContainer } from '../runtime/bridge/light-dom.ts';
import { logError } from '../runtime/log.ts';

export type RenderProps = Record<string, unknown>;

interface Entry {
  readonly key: number;
  readonly tag: string;
  readonly reactEvents: boolean;
  /** Its children stay live: the view renders into a container put in the element at the commit. */
  readonly live: boolean;
  /** The element's own spec message for a failed render, logged after the library's. */
  readonly renderFailed: string | undefined;
  /** Whether the page has left the element's markup unreadable (its view then stays hidden, the markup shown). */
  readonly unreadable: (host: HTMLElement) => boolean;
  readonly container: HTMLElement;
  /** Where the view renders: the element, or the container of an element whose children stay live. */
  readonly target: HTMLElement;
  readonly Component: ComponentType<RenderProps>;
  props: RenderProps;
  /** The mounted boundary, re-rendered when the props change. */
  boundary: Boundary | null;
  /** Its first commit has begun (Starting): the view container is in, the loading state over. */
  started: boolean;
}

let root: Root | undefined;
let listeningMarker: string | undefined;
let nextKey = 0;
const entries = new Map<HTMLElement, Entry>();
const changed = new Set<Entry>();
const leaving = new Set<Entry>();
/** A new view is waiting for the next transition; `atOnce`: new views of elements that render at once. */
let added = false;
const atOnce = new Set<Entry>();
let scheduled = false;

/** The portals the root shows, and the transition that asked for them (`version`). */
interface Shown { readonly version: number; readonly list: readonly Entry[] }
let setShown: ((update: (shown: Shown) => Shown) => void) | undefined;
/** The last transition asked for, and the last committed: whenRendered() waits until they are the same. */
let requested = 0;
let committed = 0;
let waiting: (() => void)[] = [];
const alive = (entry: Entry) => entries.get(entry.container) === entry;
/** The elements whose view has begun a commit (Starting). */
const started = new WeakSet<HTMLElement>();
/** Whether the element's view has committed once: before that, its markup is as the page left it. */
export const viewStarted = (host: HTMLElement): boolean => started.has(host);

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

function flush(): void {
  scheduled = false;
  for (const entry of leaving) entries.delete(entry.container);
  const now = [...atOnce].filter(alive);
  const shownNow = leaving.size > 0 || now.length > 0;
  leaving.clear();
  atOnce.clear();
  if (!root) {
    // A detached container: the root itself renders nothing, only portals into the elements.
    const container = document.createElement('div');
    root = createRoot(container, { onCaughtError: () => {} });
    listeningMarker = Object.keys(container).find((key) => key.startsWith('_reactListening'));
    for (const entry of entries.values()) skipListeners(entry);
    flushSync(() => root!.render(<Portals />));
  }
  flushSync(() => {
    // A removed element's view leaves now, not with the next transition: nothing it does outlives it. And
    // an element that renders at once comes now (once: this update is applied again after a transition's).
    if (shownNow) {
      setShown!((shown) => {
        const list = shown.list.filter(alive);
        return { version: shown.version, list: [...list, ...now.filter((entry) => !list.includes(entry))] };
      });
    }
    for (const entry of changed) entry.boundary?.forceUpdate();
    changed.clear();
  });
  if (added) {
    added = false;
    const version = ++requested;
    const list = [...entries.values()];
    startTransition(() => setShown!(() => ({ version, list })));
  }
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

// The list is state, not an external store: a store's update is never time-sliced.
function Portals() {
  const [shown, set] = useState<Shown>({ version: 0, list: [] });
  setShown = set;
  // A passive effect: it runs after the views' own (a transition's come in a task after its commit), so
  // whenRendered() resolves once the new views have started their timers and subscriptions too.
  useEffect(() => {
    committed = shown.version;
    if (committed !== requested) return;
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  }, [shown]);
  return <><Starting list={shown.list} />{shown.list.map((entry) => createPortal(<Boundary entry={entry} />, entry.target, String(entry.key)))}</>;
}

/**
 * Runs first in each commit, before the views' layout effects (it is the root's first child), for each
 * element whose view commits for the first time: a live element's view container goes in (first among the
 * children: before the commit, a first child the loading layout does not expect would move the server
 * markup), and the element's `loading` state ends with what sq.css does to its markup meanwhile, so a view
 * measuring itself (the gallery's width) measures the host as it will be. Nothing paints before the commit
 * ends, fallback gone, view in. One fiber for the page, not one per element.
 */
function Starting({ list }: { list: readonly Entry[] }) {
  useLayoutEffect(() => {
    for (const entry of list) {
      if (entry.started) continue;
      entry.started = true;
      started.add(entry.container);
      if (entry.live) liveView(entry.container);
      endLoading(entry.container);
    }
  }, [list]);
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
  /** The props of the last render: they may change between a transition's render and its commit. */
  private rendered: RenderProps | undefined;
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    const { entry } = this.props;
    entry.boundary = this;
    if (this.state.failed || entry.unreadable(entry.container)) restoreFallback(entry.container);
    else hideFallback(entry.container);
    if (!this.state.failed && this.rendered !== entry.props) this.forceUpdate();
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
    const { Component: View, props } = this.props.entry;
    this.rendered = props;
    return <View {...props} />;
  }
}

export interface RenderOptions {
  reactEvents: boolean;
  live: boolean;
  /** The first render comes in the task of the upgrade, not in a transition (the form: ../runtime/bridge/create-element.ts). */
  renderAtOnce: boolean;
  renderFailed: string | undefined;
  unreadable: (host: HTMLElement) => boolean;
}

/** The r2wc renderer: contexts are entries of the shared root. */
export function portalRenderer(tag: string, { reactEvents, live, renderAtOnce, renderFailed, unreadable }: RenderOptions) {
  return {
    mount(container: HTMLElement, View: ComponentType<RenderProps>, props: RenderProps): Entry {
      const existing = entries.get(container);
      if (existing) {
        // Moved within one task (disconnect then connect): keep the mounted view and its state.
        leaving.delete(existing);
        if (live && existing.started) liveView(container);
        existing.props = { ...props };
        changed.add(existing);
        schedule();
        return existing;
      }
      const entry: Entry = {
        key: nextKey++, tag, reactEvents, live, renderFailed, unreadable, container, target: live ? viewContainer(container) : container, Component: View, props: { ...props }, boundary: null, started: false,
      };
      skipListeners(entry);
      entries.set(container, entry);
      // An element whose view has shown before (removed, then put back in a later task) has neither its
      // markup nor its loading state left to show meanwhile: its view comes back at once.
      if (renderAtOnce || started.has(container)) atOnce.add(entry);
      else added = true;
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

/** Resolves after every queued mount, update and unmount has been committed (a new view: a task or more later). */
export function whenRendered(): Promise<void> {
  return new Promise((resolve) => queueMicrotask(() => queueMicrotask(() => {
    if (committed === requested) resolve();
    else waiting.push(resolve);
  })));
}
