// Live children (issue 18): an element whose children are its data (gallery slides, accordion items,
// menu tabs) keeps following them after the upgrade. A framework or a script may add, remove, reorder
// or edit them: the children stay where the page put them (hidden once the view has committed, see
// ./light-dom.ts), so the page's own renderer always finds its nodes, and the element reads them again
// and renders the change. What the view itself does (its container, the nodes it adopts) is not a
// change of the children.
import { isView, viewOf } from './light-dom.ts';
import { isAdopted, isPlaceholder, touched } from './placeholders.ts';
import { liveObserver } from './observer.ts';

// One observer for every live element (a page may hold a thousand cart links): it watches each
// element's own child list and each child's subtree, never the view's container.
const changes = new WeakMap<Element, () => void>();
/** The live element of each node the observer watches (the element itself, and each of its children). */
const hosts = new WeakMap<Node, Element>();
const deep = { subtree: true, childList: true, attributes: true, characterData: true };
let observer: MutationObserver | undefined;

/** Calls `changed` (once per batch of mutations) whenever the page changes the host's children. */
export function watchChildren(host: Element, changed: () => void): void {
  if (changes.has(host)) return;
  changes.set(host, changed);
  observer ??= liveObserver((records) => onRecords(records));
  observer.observe(host, { childList: true });
  hosts.set(host, host);
  for (const node of host.childNodes) if (!isView(node)) watch(node, host);
}

function watch(node: Node, host: Element): void {
  hosts.set(node, host);
  observer!.observe(node, deep);
}

/** `done`: the elements just read again, whose records from the read (adopted nodes moved out and back) are not changes. */
function onRecords(records: MutationRecord[], done = new Set<Element>()): void {
  const changed = new Set<Element>();
  for (const record of records) {
    // Every live element the change is inside (one may hold another), once each.
    let seen: Element[] | undefined;
    for (let node: Node | null = record.target; node; node = node.parentNode) {
      const host = hosts.get(node);
      if (!host || done.has(host) || seen?.includes(host)) continue;
      (seen ??= []).push(host);
      const view = viewOf(host);
      // The page emptied the element (replaceChildren, textContent): the view's container goes back.
      if (view && view.parentNode !== host) host.prepend(view);
      if (record.target === host && record.type === 'childList') {
        for (const added of record.addedNodes) if (!isView(added)) watch(added, host);
      }
      if (pageChange(host, view, record)) changed.add(host);
    }
  }
  for (const host of changed) changes.get(host)!();
  // What the reads queued meanwhile counts only for the other elements.
  const later = changed.size > 0 ? observer!.takeRecords() : [];
  if (later.length > 0) onRecords(later, new Set([...done, ...changed]));
}

function pageChange(host: Element, view: Element | undefined, record: MutationRecord): boolean {
  const { target } = record;
  // In the view, or a child the page has since taken out of the element.
  if (!host.contains(target) || (view && view.contains(target))) return false;
  if (record.type !== 'childList') return true;
  // The view adopting a node (it left its slide for the view; a read moves it out and back), or the
  // view's container coming or going. A placeholder counts once the page has moved or removed it (a
  // child the view shows moved or went). An adopted node that is in the page's markup now, not the view,
  // the page put there (every read returns the nodes it moved out, and a release forgets them first): a
  // custom element removed by its own remove() and put back with append(), before() or after().
  const inHostMarkup = (node: Node) => host.contains(node) && !view?.contains(node);
  const ours = (node: Node) => (isPlaceholder(node) ? !touched(node)
    : (isAdopted(node) && !inHostMarkup(node)) || node === view || !!view?.contains(node));
  for (const node of record.addedNodes) if (!ours(node)) return true;
  for (const node of record.removedNodes) if (!ours(node)) return true;
  return false;
}
