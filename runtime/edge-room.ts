// Room for the bars the library fixes to an edge of the viewport (the cookie banner, the mobile info bar):
// while one shows, the page's scroll padding on that edge grows by the bar's room (its height plus its
// distance from the edge), so a control the visitor focuses, or an anchor the page jumps to, is scrolled
// clear of the bar instead of under it (WCAG 2.4.11 "Focus Not Obscured"). Every engine scrolls focus and
// scrollIntoView within the padded edge. The page's own scroll padding (a theme's sticky header) is kept
// and added to; the inline value the page had is put back when the last bar leaves. A page script that sets
// its own inline scroll padding while a bar shows is followed: that value becomes the page's own (added to,
// and the one put back) instead of being overwritten. Several bars on one edge take the largest room, as
// they overlap there.
export type Edge = 'top' | 'bottom';

interface Held { edge: Edge; room: number }
const held = new Map<HTMLElement, Held>();
/**
 * Per edge while reserved: the page's inline value to put back, the page's own padding to add to, and the
 * inline value we last wrote (a different one found there is the page's own, set meanwhile).
 */
const pages: Partial<Record<Edge, { inline: string; base: string; written: string }>> = {};
let observer: ResizeObserver | undefined;

const property = (edge: Edge) => `scroll-padding-${edge}`;

function measure(el: HTMLElement, entry: Held): void {
  // Layout offsets, not the box on screen: a bar sliding in (a transform) already needs its whole room.
  const viewport = el.ownerDocument.documentElement.clientHeight;
  const room = entry.edge === 'top' ? el.offsetTop + el.offsetHeight : viewport - el.offsetTop;
  // A bar without a box (display: none, a hidden container) hides nothing: no room.
  entry.room = el.isConnected && el.getClientRects().length > 0 ? Math.max(0, Math.min(room, viewport)) : 0;
}

/** The page's own padding on `edge` as it stands now (none of ours in it): its inline value and base. */
function pageValue(doc: Document, edge: Edge): { inline: string; base: string } {
  const base = getComputedStyle(doc.documentElement).getPropertyValue(property(edge));
  return { inline: doc.documentElement.style.getPropertyValue(property(edge)), base: base === 'auto' || base === '' ? '0px' : base };
}

function apply(doc: Document): void {
  const style = doc.documentElement.style;
  for (const edge of ['top', 'bottom'] as const) {
    let room = 0;
    for (const entry of held.values()) if (entry.edge === edge) room = Math.max(room, entry.room);
    let page = pages[edge];
    // The page's script set its own inline value since our last write: that is the page's value now.
    if (page && style.getPropertyValue(property(edge)) !== page.written) page = { ...pageValue(doc, edge), written: '' };
    if (room === 0) {
      if (page) style.setProperty(property(edge), page.inline);
      delete pages[edge];
      continue;
    }
    page ??= { ...pageValue(doc, edge), written: '' };
    style.setProperty(property(edge), `calc(${page.base} + ${Math.ceil(room)}px)`);
    // Read back: the browser's serialisation of what we set, to compare with next time.
    page.written = style.getPropertyValue(property(edge));
    pages[edge] = page;
  }
}

/** Keeps room on `edge` for the fixed bar `el` until the returned function is called. */
export function reserveEdgeRoom(el: HTMLElement, edge: Edge): () => void {
  const entry: Held = { edge, room: 0 };
  held.set(el, entry);
  const doc = el.ownerDocument;
  measure(el, entry);
  apply(doc);
  observer ??= typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const found = held.get(target as HTMLElement);
      if (found) measure(target as HTMLElement, found);
    }
    apply(doc);
  }) : undefined;
  observer?.observe(el);
  return () => {
    if (held.get(el) !== entry) return;
    held.delete(el);
    observer?.unobserve(el);
    apply(doc);
  };
}
