// A 412 x 823 frame (a phone's viewport; `width` for another) holding one element's server markup with
// sq.css, for the enhance-in-place tests: what the upgrade moves (layout shifts) and which nodes it keeps.
import type { Shift } from './upgrade-frame.ts';

export interface UpgradeFrame {
  frame: HTMLIFrameElement;
  doc: Document;
  /** Defines the element in the frame and returns the layout shifts of its upgrade. */
  upgrade(tag: string, done?: string): Promise<Shift[]>;
  /** axe's violations inside an element of the frame (what `to.be.accessible()` checks in the page). */
  violations(element: Element): Promise<string[]>;
}

// Taller than the frame in every state, so a scrollbar that comes or goes (Firefox's take 12 px) is not
// mistaken for the upgrade's shift: the page is long, as a real one is.
const AFTER = '<p>The page goes on under the block, long enough to wrap over two or three lines on a phone.</p>'.repeat(12);

/** `sqJs: false`: the page as it paints before sq.js has run (no html.sq-js yet). */
export async function upgradeFrame(markup: string, head = '', { sqJs = true, width = 412 } = {}): Promise<UpgradeFrame> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:823px;border:0;display:block`;
  frame.srcdoc = `<!doctype html><html${sqJs ? ' class="sq-js"' : ''}><head><meta charset="utf-8">
    <link rel="stylesheet" href="/runtime/styles/sq.css">${head}
    <script type="module" src="/test/support/upgrade-frame.ts"></script></head>
    <body><h1>A page</h1>${markup}${AFTER}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & {
    sqUpgrade?: (tag: string, done?: string) => Promise<Shift[]>;
    sqViolations?: (element: Element) => Promise<string[]>;
  };
  while (!win.sqUpgrade) await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    frame, doc: frame.contentDocument!,
    upgrade: (tag, done) => win.sqUpgrade!(tag, done),
    violations: (element) => win.sqViolations!(element),
  };
}

/** The layout shift score of a list of shifts (CLS for one upgrade). */
export const score = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
