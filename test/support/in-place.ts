// A 412 x 823 frame (a phone's viewport; `width` for another) holding one element's server markup with
// sq.css, for the enhance-in-place tests: what the upgrade moves (layout shifts) and which nodes it keeps.
import { until } from './deadline.ts';
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
  await until(() => win.sqUpgrade !== undefined, () => 'the frame did not run /test/support/upgrade-frame.ts',
    () => new Promise((resolve) => setTimeout(resolve, 10)));
  return {
    frame, doc: frame.contentDocument!,
    upgrade: (tag, done) => win.sqUpgrade!(tag, done),
    violations: (element) => win.sqViolations!(element),
  };
}

/**
 * A theme's rules for its own content (lists, buttons, links, figures and captions, headings, paragraphs, form
 * fields, box sizing, the body's type), which reach the views' elements too: each in-place suite runs its
 * cases again under it (docs/decisions.md "The view's structure is the library's").
 */
export const THEME = `<style>*, *::before, *::after { box-sizing: border-box; } body { font-size: 18px; line-height: 1.7; }
  img { max-width: 100%; height: auto; } ul, ol { margin: 0 0 1em; padding-left: 1.5em; } li { margin-bottom: .5em; }
  button { padding: 10px 20px; border: 2px solid; font-size: 18px; } a { display: inline-block; padding: 4px; }
  figure { margin: 0 0 1em; } figcaption { font-size: 14px; } h2, h3 { margin: 1.5em 0 .5em; font-size: 1.6rem; } p { margin: 0 0 1.2em; }
  input, select, textarea { padding: 12px; border: 1px solid #999; font-size: 16px; width: 100%; }
  label { display: block; margin-bottom: 4px; font-weight: 600; } fieldset { border: 0; padding: 0; }</style>`;

let current = '';
/** The theme's rules of the run under way: none in a suite's first run, THEME in its second (themed()). */
export const theme = (): string => current;

/**
 * Registers a suite's cases twice: with sq.css alone, then under THEME, a theme's rules for its own
 * content, which reach the views' elements too. The cases put theme() in their frames' heads.
 */
export function themed(title: string, cases: (this: Mocha.Suite) => void): void {
  describe(title, cases);
  describe(`${title}, under a theme`, function () {
    before(() => { current = THEME; });
    after(() => { current = ''; });
    cases.call(this);
  });
}

/** The layout shift score of a list of shifts (CLS for one upgrade). */
export const score = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

const POST = encodeURIComponent('https://example.com/post');
const shareLink = (network: string, name: string, href: string) =>
  `<li><a data-network="${network}" href="${href}" target="_blank" rel="noopener noreferrer">${name}</a></li>`;
/** The share links a server paints, as docs/members-share-search.md writes them. */
export const SHARE_LIST = '<sq-share-buttons url="https://example.com/post" title="A post"><ul>'
  + shareLink('facebook', 'Facebook', `https://www.facebook.com/sharer/sharer.php?u=${POST}`)
  + shareLink('x', 'X', `https://x.com/intent/post?url=${POST}&amp;text=A+post`)
  + shareLink('linkedin', 'LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${POST}`)
  + shareLink('pinterest', 'Pinterest', `https://www.pinterest.com/pin/create/button/?url=${POST}&amp;description=A+post`)
  + `<li><a data-network="email" href="mailto:?subject=A%20post&amp;body=${POST}">Email</a></li>`
  + '<li><button type="button" data-network="copy">Copy link</button></li></ul></sq-share-buttons>';
