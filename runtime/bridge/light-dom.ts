// Progressive enhancement: the server-rendered children are the no-JavaScript view and the data.
// They are read once, then taken out of the DOM when the React view commits (never duplicated),
// and put back if the view fails.
const fallbacks = new WeakMap<Element, ChildNode[]>();

/** Remembers the current children as the element's fallback; only the first call counts. */
export function captureFallback(host: Element): void {
  if (!fallbacks.has(host)) fallbacks.set(host, Array.from(host.childNodes));
}

export function hideFallback(host: Element): void {
  for (const node of fallbacks.get(host) ?? []) if (node.parentNode === host) node.remove();
}

export function restoreFallback(host: Element): void {
  for (const node of fallbacks.get(host) ?? []) if (node.parentNode !== host) host.append(node);
}
