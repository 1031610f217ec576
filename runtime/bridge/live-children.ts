// Live children (issue 18): an element whose children are its data (gallery slides, accordion items,
// menu tabs) keeps following them after the upgrade. A framework or a script may add, remove, reorder
// or edit them: the children stay where the page put them (hidden once the view has committed, see
// ./light-dom.ts), so the page's own renderer always finds its nodes, and the element reads them again
// and renders the change. What the view itself does (its container, the nodes it adopts) is not a
// change of the children.
import { isPlaceholder, isView, touched, viewOf } from './light-dom.ts';

const watched = new WeakSet<Element>();

/** Calls `changed` (once per batch of mutations) whenever the page changes the host's children. */
export function watchChildren(host: Element, changed: () => void): void {
  if (watched.has(host)) return;
  watched.add(host);
  const deep = { subtree: true, childList: true, attributes: true, characterData: true };
  const observer = new MutationObserver((records) => {
    const view = viewOf(host);
    // The page emptied the element (replaceChildren, textContent): the view's container goes back.
    if (view && view.parentNode !== host) host.prepend(view);
    let change = false;
    for (const record of records) {
      if (record.target === host && record.type === 'childList') {
        for (const node of record.addedNodes) if (!isView(node)) observer.observe(node, deep);
      }
      change ||= pageChange(host, view, record);
    }
    if (change) {
      changed();
      // The read moved adopted nodes out and back: those are not changes.
      observer.takeRecords();
    }
  });
  observer.observe(host, { childList: true });
  for (const node of host.childNodes) if (!isView(node)) observer.observe(node, deep);
}

function pageChange(host: Element, view: Element | undefined, record: MutationRecord): boolean {
  const { target } = record;
  // In the view, or a child the page has since taken out of the element.
  if (!host.contains(target) || (view && view.contains(target))) return false;
  if (record.type !== 'childList') return true;
  // The view adopting a node (it left its slide for the view), or the view's container coming or going.
  // A placeholder counts once the page has moved or removed it (a child the view shows moved or went).
  const nodes = [...record.addedNodes, ...record.removedNodes];
  return !nodes.every((node) => node === view || (view && view.contains(node)) || (isPlaceholder(node) && !touched(node)));
}
