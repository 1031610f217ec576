// Reads the server-rendered items of <sq-accordion> and <sq-menu> (visitor §4 "Accordion", "Menu
// block"): each child marked data-sq-item is an item; its first element child (a heading) is the title,
// the rest is the body. Without JavaScript the markup is shown as it is, every body visible.
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { pageNode } from '../../runtime/bridge/light-dom.ts';
import { identityKey } from '../identity-key.ts';

export const ITEM_SELECTOR = '[data-sq-item]';

export interface BlockItem {
  /** The item element's React key: its panel stays its own when the page adds or removes items before it. */
  key: number;
  /** The item's id attribute ('' when none): a location hash naming it opens it. */
  id: string;
  /** The title element's tag (h2…), kept so the outline of the page stays the same. */
  titleTag: string;
  /** The title's child nodes, copied into the header button or tab. */
  title: readonly Node[];
  /** Everything after the title, moved (not copied) into the panel. */
  body: readonly Node[];
}

function readItem(item: Element): BlockItem {
  const title = item.firstElementChild;
  if (!title) throw new Error(PARSER_MESSAGES.expected('a title element in each data-sq-item', 'an empty item'));
  return {
    key: identityKey(item),
    id: item.id,
    titleTag: title.localName,
    title: Array.from(title.childNodes),
    // A body node left in the view for a read (it holds a frame) is read where its placeholder is.
    body: Array.from(item.childNodes, pageNode).filter((node) => node !== title),
  };
}

/** The items; throws (the bridge then keeps the markup as it is) when there are none or one has no title. */
export function readItems(host: HTMLElement): BlockItem[] {
  const items = Array.from(host.children).filter((child) => child.matches(ITEM_SELECTOR)).map(readItem);
  if (items.length === 0) throw new Error(PARSER_MESSAGES.expected(`${ITEM_SELECTOR} children`, 'none'));
  return items;
}

const shares = (a: readonly Node[], b: readonly Node[]) => a.some((node) => b.includes(node));

/**
 * Whether two reads' items are the same item (live children): by their ids where both have one (a
 * renderer reusing its nodes by place, as Lit's map or React's index keys do, moves the ids, not the
 * nodes), else by the page's own title or body nodes.
 */
const sameItem = (a: BlockItem, b: BlockItem): boolean =>
  a.id !== '' && b.id !== '' ? a.id === b.id : shares(a.title, b.title) || shares(a.body, b.body);

/** For each of `items`, the index in `before` of the same item, or -1 (one item of `before` each at most). */
export function matchItems(before: readonly BlockItem[], items: readonly BlockItem[]): number[] {
  const used = new Set<number>();
  return items.map((item) => {
    const at = before.findIndex((old, i) => !used.has(i) && sameItem(old, item));
    if (at >= 0) used.add(at);
    return at;
  });
}

/**
 * Where item `index` of `before` is in `items` after the page edited them; where the page removed it,
 * the item now at its place (the last, when it was past the end).
 */
export function itemMoved(before: readonly BlockItem[], index: number, items: readonly BlockItem[]): number {
  const at = matchItems(before, items).indexOf(index);
  return at >= 0 ? at : Math.max(0, Math.min(index, items.length - 1));
}

/** The index of the item a location hash names (#id), or -1. */
export function itemOfHash(items: readonly BlockItem[], hash: string): number {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: compare it as written
  }
  return id === '' ? -1 : items.findIndex((item) => item.id === id);
}
