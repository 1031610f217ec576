// Small widgets enhance in place (docs/decisions.md "Enhance in place", runtime/styles/sq.css): the
// spinner's wheel, the follow button's button, the audio player, the scaled text's line and the rest have their boxes from the server's
// first paint, so their upgrade moves nothing around them (layout shift under 0.001 in a 412 x 823
// frame, and the words beside them in place, in every engine).
import { expect } from '@open-wc/testing';
import { FOLLOW_BUTTON_LABELS } from '../catalog/widgets.ts';
import { score, upgradeFrame, type UpgradeFrame, theme, themed } from './support/in-place.ts';
import type { Shift } from './support/upgrade-frame.ts';

const NO_SHIFT = 0.001;
const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

async function page(markup: string, options?: { sqJs?: boolean }): Promise<UpgradeFrame> {
  const frame = await upgradeFrame(markup, theme(), options);
  frames.push(frame.frame);
  return frame;
}

/** Where a marker element is, to the pixel: what a visitor reading the line would see move. */
const place = (doc: Document, selector: string) => {
  const r = doc.querySelector(selector)!.getBoundingClientRect();
  return [r.left, r.top].map(Math.round);
};

// As docs/elements/*.md write them.
const SPINNER = '<p>Comments <sq-spinner label="Loading comments"></sq-spinner> <span id="after">come next</span></p>';
const FOLLOW = '<p><sq-follow-button username="demoshop" script-src=""><a href="https://x.com/demoshop">Follow @demoshop</a></sq-follow-button> '
  + '<sq-follow-button username="demoshop" script-src=""><a href="https://x.com/demoshop">Follow @demoshop</a></sq-follow-button> <span id="after">or write</span></p>';
const MARQUEE = '<sq-marquee><span>Free shipping over $50</span> <a href="/shop">New mugs in the shop</a> <span>Handmade in Lisbon</span></sq-marquee>';
const SCALED = '<sq-scaled-text>The biggest ceramics sale of the year</sq-scaled-text>';
const PRICING = '<sq-pricing-toggle><div data-sq-option="monthly" data-sq-label="Monthly"><p>$10 a month</p><p><a href="/join?plan=monthly">Join monthly</a></p></div>'
  + '<div data-sq-option="annual" data-sq-label="Annual"><p>$100 a year</p><p><a href="/join?plan=annual">Join annually</a></p></div></sq-pricing-toggle>';

/**
 * Chromium reports a shift inside the browser's own player when the file's length is known (its
 * timeline narrows for the time display: a node of its user-agent shadow tree, named '?'), as on any
 * page with an <audio controls preload="metadata">: not the upgrade's. Everything else counts.
 */
const outside = (shifts: Shift[], player: DOMRect | undefined) => shifts.filter((shift) => !player || !shift.sources.every((source) => {
  const [x, y, w, h] = /^\?> [\d.,-]+ -> ([\d.-]+),([\d.-]+),([\d.-]+),([\d.-]+)$/.exec(source)?.slice(1).map(Number) ?? [NaN, NaN, NaN, NaN];
  return x! >= player.left && y! >= player.top && x! + w! <= player.right && y! + h! <= player.bottom;
}));
const audio = (src: string, title: string) =>
  `<sq-audio src="${src}"${title ? ` track-title="${title}"` : ''}><a href="${src}">${title || 'The track'}</a></sq-audio><p id="after">After the player.</p>`;

function cases(this: Mocha.Suite) {
  this.timeout(30000);

  it('<sq-spinner>: the wheel\'s box is there from the first paint, and the words after it stay put', async () => {
    const { doc, upgrade, violations } = await page(SPINNER);
    const before = place(doc, '#after');
    const shifts = await upgrade('sq-spinner', '.sq-spinner__wheel');
    expect(place(doc, '#after')).to.deep.equal(before);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(doc.querySelector('sq-spinner')!)).to.deep.equal([]);
  });

  it('<sq-follow-button>: the server\'s link is laid out as the view\'s button, so neither button nor the words after them move', async () => {
    const { doc, upgrade, violations } = await page(FOLLOW);
    const host = doc.querySelector('sq-follow-button')!;
    const height = host.getBoundingClientRect().height;
    const before = [place(doc, 'sq-follow-button:last-of-type'), place(doc, '#after')];
    const shifts = await upgrade('sq-follow-button', 'sq-follow-button:last-of-type .sq-follow-button__link');
    expect(host.querySelector('a')!.textContent).to.contain(FOLLOW_BUTTON_LABELS.follow('demoshop'));
    expect([place(doc, 'sq-follow-button:last-of-type'), place(doc, '#after')]).to.deep.equal(before);
    expect(host.getBoundingClientRect().height).to.equal(height);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(host)).to.deep.equal([]);
  });

  for (const [name, src, title, done] of [
    ['with a title', '/demo/media/a440.wav', 'A440, one second', '.sq-audio__player'],
    ['without a title', '/demo/media/a440.wav', '', '.sq-audio__player'],
    ['with an unparsable url', 'http://[broken', 'Broken track', '.sq-audio__unavailable'],
  ] as const) {
    it(`<sq-audio> ${name}: the player's box is there from the first paint, and what follows stays put`, async () => {
      const { doc, upgrade, violations } = await page(audio(src, title));
      const host = doc.querySelector('sq-audio')!;
      const height = host.getBoundingClientRect().height;
      expect(height, 'the player\'s height reserved').to.be.at.least(54);
      const before = place(doc, '#after');
      const shifts = await upgrade('sq-audio', done);
      expect(host.getBoundingClientRect().height).to.equal(height);
      expect(place(doc, '#after')).to.deep.equal(before);
      const player = host.querySelector('.sq-audio__player')?.getBoundingClientRect();
      expect(score(outside(shifts, player)), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(await violations(host)).to.deep.equal([]);
    });
  }

  // A theme's padded button (taller than its line), and a donation block wrapping no button (a paragraph).
  const BUTTON = 'style="display:inline-block;padding:12px 20px;border:2px solid"';
  for (const [tag, inner] of [
    ['sq-donate-button', `<a ${BUTTON} href="/checkout/donate?donatePageId=donate-page-1">Donate</a>`],
    ['sq-donate-button', '<p>Thank you for your support.</p>'],
    ['sq-gift-card-button', `<button type="button" ${BUTTON}>Buy a $50 gift card</button>`],
  ] as const) {
    it(`<${tag}> around ${inner.startsWith('<p') ? 'no button' : 'a padded button'}: the view's box from the first paint`, async () => {
      const attributes = tag === 'sq-donate-button' ? 'donate-page-id="donate-page-1"' : 'product-id="p-gift-card" sku="SQ1000062"';
      const { doc, upgrade, violations } = await page(`<div><${tag} ${attributes}>${inner}</${tag}> <span id="after">then words</span></div><p>More.</p>`);
      const host = doc.querySelector(tag)!;
      const before = [place(doc, '#after'), place(doc, 'div + p')];
      const shifts = await upgrade(tag, `.${tag}`);
      expect([place(doc, '#after'), place(doc, 'div + p')]).to.deep.equal(before);
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(await violations(host)).to.deep.equal([]);
    });
  }

  it('<sq-marquee>: its items on one clipped line from the first paint, so the view starting to move them moves nothing around it', async () => {
    const { doc, upgrade, violations } = await page(`${MARQUEE}<p id="after">Under the marquee.</p>`);
    const host = doc.querySelector('sq-marquee')!;
    const before = place(doc, '#after');
    const shifts = await upgrade('sq-marquee', '.sq-marquee[data-state="running"]');
    expect(place(doc, '#after')).to.deep.equal(before);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(host)).to.deep.equal([]);
  });

  it('<sq-pricing-toggle>: the switch\'s box and the first option from the first paint, so the upgrade moves nothing', async () => {
    const { doc, upgrade, violations } = await page(`${PRICING}<p id="after">Under the options.</p>`);
    const host = doc.querySelector('sq-pricing-toggle')!;
    const before = [place(doc, '[data-sq-option="monthly"] p'), place(doc, '#after')];
    const shifts = await upgrade('sq-pricing-toggle', '.sq-pricing-toggle__switch');
    expect([place(doc, '[data-sq-option="monthly"] p'), place(doc, '#after')]).to.deep.equal(before);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(host)).to.deep.equal([]);
  });

  it('<sq-scaled-text>: one line at the CSS size from the first paint; the fitted text keeps that line, so nothing moves', async () => {
    const { doc, upgrade, violations } = await page(`<div style="width: 240px; font-size: 40px">${SCALED}</div><p id="after">Under the headline.</p>`);
    const host = doc.querySelector('sq-scaled-text')!;
    const height = host.getBoundingClientRect().height;
    const before = place(doc, '#after');
    const shifts = await upgrade('sq-scaled-text', '.sq-scaled-text__text[style*="font-size"]');
    expect(Number.parseFloat(getComputedStyle(host.querySelector('.sq-scaled-text__text')!).fontSize)).to.be.below(40);
    expect(host.getBoundingClientRect().height).to.equal(height);
    expect(place(doc, '#after')).to.deep.equal(before);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(host)).to.deep.equal([]);
  });

  it('before sq.js has run, the boxes are already the views\' (nothing moves when it runs and the views come)', async () => {
    const { doc, upgrade } = await page(`${SPINNER}${FOLLOW.replace('id="after"', 'id="after-follow"')}${audio('/demo/media/a440.wav', 'A440')}${PRICING}<p id="after-pricing">Under.</p>${MARQUEE}<p id="after-marquee">Under.</p>`
      + `<div style="width: 240px; font-size: 40px">${SCALED}</div><p id="after-scaled">Under.</p>`, { sqJs: false });
    const markers = () => ['#after', '#after-follow', 'sq-audio + p', '#after-pricing', '#after-marquee', '#after-scaled'].map((selector) => place(doc, selector));
    const before = markers();
    await upgrade('sq-spinner', '.sq-spinner__wheel');
    await upgrade('sq-follow-button', 'sq-follow-button:last-of-type .sq-follow-button__link');
    await upgrade('sq-audio', '.sq-audio__player');
    await upgrade('sq-pricing-toggle', '.sq-pricing-toggle__switch');
    await upgrade('sq-marquee', '.sq-marquee[data-state="running"]');
    await upgrade('sq-scaled-text', '.sq-scaled-text__text[style*="font-size"]');
    expect(markers()).to.deep.equal(before);
  });

  it('<sq-search-preview> before sq.js runs: the label is hidden as the view hides it, so sq.js starting moves nothing; where sq.js never runs it shows when its hold ends', async () => {
    const markup = '<sq-search-preview><form action="/search" method="get"><label for="q">Search the shop</label> '
      + '<input id="q" type="search" name="q"> <button type="submit">Search</button></form></sq-search-preview><p id="after">After the search.</p>';
    const label = (doc: Document) => doc.querySelector('sq-search-preview label')!;
    const seen = (doc: Document) => label(doc).getBoundingClientRect().width > 1;
    const starting = await page(markup, { sqJs: false });
    expect(seen(starting.doc), 'the label is hidden until sq.js runs').to.equal(false);
    const before = [place(starting.doc, '#q'), place(starting.doc, '#after')];
    // What sq.js does first, after the first paint on a slow load.
    starting.doc.documentElement.classList.add('sq-js');
    expect(seen(starting.doc)).to.equal(false);
    expect([place(starting.doc, '#q'), place(starting.doc, '#after')]).to.deep.equal(before);

    const never = await page(markup, { sqJs: false });
    const holds = label(never.doc).getAnimations();
    expect(holds.map((hold) => (hold as CSSAnimation).animationName)).to.deep.equal(['sq-label-hidden']);
    // The hold's 4 s, without waiting for them.
    for (const hold of holds) hold.finish();
    expect(seen(never.doc), 'the label shows on a page where sq.js never runs').to.equal(true);
    expect(never.doc.querySelector('#q')!.getBoundingClientRect().width).to.be.above(0);
  });

  it('on a page where sq.js never runs, the marquee\'s and the scaled text\'s one line lets go when its hold ends, and the words wrap', async () => {
    const { doc } = await page(`<div style="width: 200px">${MARQUEE}</div><div style="width: 240px; font-size: 40px">${SCALED}</div>`, { sqJs: false });
    const hosts = [doc.querySelector('sq-marquee')!, doc.querySelector('sq-scaled-text')!];
    const heights = () => hosts.map((host) => host.getBoundingClientRect().height);
    const clipped = () => hosts.map((host) => getComputedStyle(host).whiteSpace);
    expect(clipped()).to.deep.equal(['nowrap', 'nowrap']);
    const held = heights();
    const holds = hosts.map((host) => host.getAnimations());
    expect(holds.map((list) => list.map((a) => (a as CSSAnimation).animationName))).to.deep.equal([['sq-one-line'], ['sq-one-line']]);
    // The hold's 4 s, without waiting for them.
    for (const list of holds) for (const hold of list) hold.finish();
    expect(clipped()).to.deep.equal(['normal', 'normal']);
    const wrapped = heights();
    expect(wrapped[0], 'the marquee\'s items on more than one line').to.be.above(held[0]! * 1.5);
    expect(wrapped[1], 'the headline on more than one line').to.be.above(held[1]! * 1.5);
  });
}

// Every case with sq.css alone, then again under a theme's rules.
themed('small widgets upgrading in place', cases);
