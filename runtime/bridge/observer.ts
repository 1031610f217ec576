// The one MutationObserver of the live elements (./live-children.ts), and the bridge's own DOM work done
// out of its sight: the view's container arriving, the view adopting a node and leaving a placeholder
// (./light-dom.ts). Those are never changes of the children, and a page of a thousand cart links would
// otherwise queue five thousand records for the observer to read and set aside.
let observer: MutationObserver | undefined;
let handle: (records: MutationRecord[]) => void = () => {};
/** The page's records taken out of the queue before the bridge's own work, delivered with the next ones. */
let held: MutationRecord[] = [];

/** The live elements' observer, created on first call; `onRecords` gets every batch of the page's records. */
export function liveObserver(onRecords: (records: MutationRecord[]) => void): MutationObserver {
  handle = onRecords;
  observer ??= new MutationObserver((records) => deliver(records));
  return observer;
}

function deliver(records: MutationRecord[]): void {
  const all = held.length > 0 ? [...held.splice(0), ...records] : records;
  if (all.length > 0) handle(all);
}

/**
 * The observer also hears `place` written (a placeholder among a live element's own children: Lit writes a
 * text binding into the node after its marker). One under a child is heard with the child's subtree.
 */
export function hearWrites(place: Node): void {
  observer?.observe(place, { characterData: true });
}

/** How deep in the bridge's own work we are: work inside work (a moved element setting itself up) is part of it. */
let depth = 0;

/** Runs the bridge's own DOM work: what the observer would record meanwhile is dropped, the page's records before it kept. */
export function unobserved<T>(work: () => T): T {
  if (!observer || depth > 0) return work();
  const before = observer.takeRecords();
  depth += 1;
  try {
    return work();
  } finally {
    depth -= 1;
    observer.takeRecords();
    if (before.length > 0) {
      // The observer's own delivery may have been queued already and will now find nothing: deliver these.
      if (held.length === 0) queueMicrotask(() => deliver(observer!.takeRecords()));
      held.push(...before);
    }
  }
}
