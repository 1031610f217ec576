// React keys for what the page owns (an item element, a node): the same object keeps its key through the
// page's edits. A view keyed by place handed an item's nodes to the next place's wrapper when the page
// inserted an item before it, and a frame moved without moveBefore() loads again (WebKit). Keyed by
// identity, React keeps the item's wrapper, and its nodes stay where they are.
const keys = new WeakMap<object, number>();
let last = 0;

/** The key of `owner`: a number of its own, the same for as long as the object lives. */
export function identityKey(owner: object): number {
  let key = keys.get(owner);
  if (key === undefined) keys.set(owner, (key = ++last));
  return key;
}
