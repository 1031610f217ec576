// Page blocks and buttons enhance in place (docs/decisions.md "Enhance in place"): the image block (its
// shape's mask from the first paint), the lightbox (the server's own pictures, adopted, not copied), the
// tooltip, the add-to-cart and booking buttons, the search preview, the share buttons and the widget keep what the server painted
// where it is (an empty <sq-share-buttons> the room of the buttons its view renders), so
// their upgrade moves nothing (layout shift under 0.001 in a 412 x 823 frame, and every picture in view
// still there, the same node at the same place, in every engine), with sq.css alone and under a theme.
import { expect } from '@open-wc/testing';
import { score, SHARE_LIST, upgradeFrame, theme, themed } from './support/in-place.ts';

const NO_SHIFT = 0.001;
const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

const PICTURE = '<img src="/demo/images/harbour-at-dusk.svg" width="300" height="200" alt="Boats at dusk">';
const imageBlock = (shape: string) =>
  `<sq-image-block${shape ? ` shape="${shape}"` : ''}><figure>${PICTURE}<figcaption>Harbour at dusk</figcaption></figure></sq-image-block>`;

// As docs/elements/*.md write them; each is followed by the page's text (test/support/in-place.ts).
const CASES = [
  ['sq-image-block', 'without a shape (narrow: the frame is under 415 px)', imageBlock(''), '.sq-image-block'],
  ['sq-image-block', 'a circle', imageBlock('circle'), '.sq-image-block'],
  ['sq-image-block', 'a diamond', imageBlock('diamond'), '.sq-image-block'],
  ['sq-image-block', 'an octagon', imageBlock('octagon'), '.sq-image-block'],
  // HTML matches `shape` in any letter case, so sq.css masks this one while loading: the view must too.
  ['sq-image-block', 'a circle written "Circle"', imageBlock('Circle'), '.sq-image-block[data-shape="circle"]'],
  ['sq-lightbox', 'a linked picture with a caption and a plain one',
    `<sq-lightbox theme="light"><figure><a href="/demo/images/harbour-at-dusk.svg" data-image-dimensions="1500x1000">${PICTURE}</a>`
    + '<figcaption>Harbour at dusk</figcaption></figure><img src="/demo/images/desert-dunes.svg" data-src="/demo/images/desert-dunes.svg" '
    + 'data-image-dimensions="1500x1000" width="300" height="200" alt="Dunes"></sq-lightbox>', '.sq-lightbox__images [aria-haspopup]'],
  ['sq-tooltip', 'around a button', '<sq-tooltip text="Orders over $50 ship free within 2 working days."><button type="button">Shipping</button></sq-tooltip>',
    '.sq-tooltip__trigger'],
  ['sq-tooltip', 'around words in a sentence', '<p>Prices include <sq-tooltip text="Goods and services tax, 10%.">GST</sq-tooltip>, and a line long enough to wrap on a phone.</p>',
    '.sq-tooltip__trigger'],
  ['sq-add-to-cart', 'around its button', '<sq-add-to-cart product-id="p-tee" variant-id="v-tee-m" quantity="2"><button>Add size M</button></sq-add-to-cart>',
    '.sq-add-to-cart__button'],
  ['sq-booking', 'with its link', '<sq-booking provider="opentable" business-id="4321"><a href="https://www.opentable.com/restref/client/?rid=4321">Book a table on OpenTable</a></sq-booking>',
    '.sq-booking'],
  // Hidden until its view comes, its server form laid out as the view's (sq.css) so the view takes its box.
  ['sq-search-preview', 'around the site\'s search form', '<sq-search-preview><form action="/search" method="get"><label for="q">Search the shop</label> '
    + '<input id="q" type="search" name="q" placeholder="Mugs, bowls, prints…"> <button type="submit">Search</button></form></sq-search-preview>',
  '.sq-search-preview__field'],
  ['sq-share-buttons', 'with the server\'s list of share links', SHARE_LIST, '.sq-share-buttons__adopted'],
  // Empty, the view renders its own buttons, whose room sq.css keeps: the six default ones wrap to two rows here.
  ['sq-share-buttons', 'empty: the six default buttons', '<sq-share-buttons url="https://example.com/post"></sq-share-buttons>', '.sq-share-buttons__list'],
  ['sq-share-buttons', 'empty, with two networks: one row', '<sq-share-buttons networks="email copy"></sq-share-buttons>', '.sq-share-buttons__list'],
  ['sq-widget', 'with its server content', '<sq-widget id="events-1" type="event-summary" collection-id="c42"><p>Upcoming events…</p></sq-widget>',
    '.sq-widget__content'],
] as const;

// A theme's rules for a post's paragraphs, which reach the share buttons' status line: empty ones hidden,
// and the post's own margin at two classes and a type.
const POST_RULES = '<style>p:empty { display: none; } .post .entry p { margin: 0 0 1.5em; }</style>';
const MORE_CASES = [
  ['sq-share-buttons', 'with a heading the server wrote before its list', SHARE_LIST.replace('<ul>', '<h2>Share this post</h2><ul>'),
    '.sq-share-buttons__adopted', ''],
  ['sq-share-buttons', 'inside a post, under its paragraph rules', `<div class="post"><div class="entry">${SHARE_LIST}</div></div>`,
    '.sq-share-buttons__adopted', POST_RULES],
] as const;

function cases(this: Mocha.Suite) {
  this.timeout(30000);
  for (const [tag, name, markup, done, head] of [...CASES.map((c) => [...c, ''] as const), ...MORE_CASES]) {
    it(`<${tag}> ${name}: nothing moves at the upgrade`, async () => {
      const page = await upgradeFrame(markup, theme() + head);
      frames.push(page.frame);
      const pictures = [...page.doc.querySelectorAll(`${tag} img`)];
      const shifts = await page.upgrade(tag, done);
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      // The server's own pictures are the view's (no copy, no second request).
      expect(pictures.every((img) => img.isConnected && img.closest(tag) !== null), 'the same pictures').to.equal(true);
      expect(await page.violations(page.doc.querySelector(tag)!)).to.deep.equal([]);
    });
  }

  it('<sq-image-block>: the server\'s picture is masked from the first paint at the shape\'s ratio, as the view masks it', async () => {
    const page = await upgradeFrame(imageBlock('diamond'), theme());
    frames.push(page.frame);
    const img = page.doc.querySelector('img')!;
    const box = () => { const r = img.getBoundingClientRect(); return [r.width, r.height].map(Math.round); };
    const win = page.frame.contentWindow!;
    const [width, height] = box();
    const clip = win.getComputedStyle(img).clipPath;
    expect(height! / width!).to.be.closeTo(1.5, 0.01);
    expect(clip).to.contain('polygon');
    await page.upgrade('sq-image-block', '.sq-image-block[data-shape="diamond"]');
    expect([box(), win.getComputedStyle(img).clipPath]).to.deep.equal([[width, height], clip]);
  });

  it('<sq-share-buttons>: a list of other links in it is not laid out as share buttons, only the server\'s list of share links', async () => {
    const page = await upgradeFrame('<sq-share-buttons><ul class="related"><li><a href="/journal">Journal</a></li></ul></sq-share-buttons>'
      + SHARE_LIST, theme());
    frames.push(page.frame);
    const win = page.frame.contentWindow!;
    const [other, share] = Array.from(page.doc.querySelectorAll('sq-share-buttons > ul'), (list) => [
      win.getComputedStyle(list).display, win.getComputedStyle(list.querySelector('a')!).borderTopStyle]);
    expect(other, 'the page\'s own list, as its theme shows it').to.deep.equal(['block', 'none']);
    expect(share, 'the share links, as the view\'s buttons').to.deep.equal(['flex', 'solid']);
  });
}

// Every case with sq.css alone, then again under a theme's rules.
themed('blocks upgrading in place', cases);
