// Enhance in place (DESIGN.md "Elements", docs/decisions.md "Enhance in place"): what the server painted
// stays painted. Each case is a phone-sized frame (412 x 823) whose server markup has painted with sq.css
// before the element's code arrives; the upgrade must move nothing (layout shift score under 0.001). The
// galleries' cases are in test/upgrade-in-place-gallery.test.ts.
import { expect } from '@open-wc/testing';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { ELEMENT_LOADERS, ELEMENT_TAGS, SHOWN_WHILE_LOADING } from '../runtime/registry.ts';
import type { SqElementClass } from '../runtime/bridge/create-element.ts';
import { sqCssSource } from './support/sq-css.ts';
import { score, upgradeFrame, theme, themed } from './support/in-place.ts';

const NO_SHIFT = 0.001;
/** A theme's rules for headings and buttons beyond THEME's: centred, ruled, spaced and capitalised titles, tall buttons. */
const HEADINGS = `<style>h2, h3 { text-align: center; border-left: 4px solid; letter-spacing: .1em; text-transform: uppercase; }
  button { min-height: 44px; letter-spacing: .05em; text-transform: uppercase; }</style>`;
const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

async function upgraded(markup: string, tag: string, { head = '', done = '' } = {}) {
  const page = await upgradeFrame(markup, theme() + head);
  frames.push(page.frame);
  const shifts = await page.upgrade(tag, done);
  return { ...page, shifts };
}

/** The selectors of a selector list (its commas outside parentheses). */
function topLevel(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...selectors, list.slice(start).trim()];
}

describe('the rule, decided once in the bridge', function () {
  this.timeout(30000);
  it('sq.css lays out in place exactly the elements whose definition says loadingLayout, and hides none of them', async () => {
    const css = (await sqCssSource()).replace(/\/\*[\s\S]*?\*\//g, '');
    const declared: string[] = [];
    for (const tag of ELEMENT_TAGS) {
      const element = (await ELEMENT_LOADERS[tag]!()).default as unknown as SqElementClass<never, unknown>;
      if (element.definition?.loadingLayout) declared.push(tag);
    }
    expect(declared.sort()).to.deep.equal(['sq-accordion', 'sq-form', 'sq-gallery', 'sq-image-block', 'sq-map', 'sq-menu', 'sq-share-buttons', 'sq-video']);
    for (const tag of declared) expect(SHOWN_WHILE_LOADING, tag).to.include(tag);
    // The element a loading rule is for: the first sq-* type selector of a selector (not a class like .sq-js).
    const heldTags = new Set(Array.from(css.matchAll(/(?:^|[\s,}])(sq-[a-z-]+)(?=[:[])[^{}]*:state\(loading\)/g), (m) => m[1]!));
    for (const tag of declared) expect([...heldTags], tag).to.include(tag);
  });

  it('every rule of sq.css for an element while its code loads holds until its view commits, not only until it is defined', async () => {
    const css = (await sqCssSource()).replace(/\/\*[\s\S]*?\*\//g, '');
    const preludes = Array.from(css.matchAll(/([^{}]*:not\(:defined\)[^{}]*)\{/g), (m) => m[1]!.trim());
    expect(preludes.length).to.be.above(20);
    // Without JavaScript (html:not(.sq-js)) no element is ever defined: those selectors need no state.
    const endingAtDefinition = preludes.flatMap(topLevel)
      .filter((selector) => !selector.startsWith('html:not(.sq-js)'))
      .filter((selector) => selector.replaceAll(':is(:not(:defined), :state(loading))', '').includes(':not(:defined)'));
    expect(endingAtDefinition).to.deep.equal([]);
  });

  it('an element with a loading layout is :state(loading) from its connection until its view commits', async () => {
    const { default: SqMenuElement } = await ELEMENT_LOADERS['sq-menu']!();
    define('sq-menu', SqMenuElement);
    const el = document.createElement('sq-menu');
    el.innerHTML = '<section data-sq-item><h3>Lunch</h3><p>Soup</p></section>';
    document.body.append(el);
    try {
      expect(el.matches(':state(loading)')).to.equal(true);
      await whenRendered();
      expect(el.matches(':state(loading)')).to.equal(false);
      expect(el.querySelector('[role=tab]')).to.not.equal(null);
    } finally {
      el.remove();
    }
  });

  it('an element without one is :state(loading) too, hidden by sq.css until its view commits, not only until it is defined', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await sqCssSource());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.documentElement.classList.add('sq-js');
    const { default: SqCartLinkElement } = await ELEMENT_LOADERS['sq-cart-link']!();
    define('sq-cart-link', SqCartLinkElement);
    const el = document.createElement('sq-cart-link');
    el.innerHTML = '<a href="/cart">Cart</a>';
    document.body.append(el);
    try {
      expect(el.matches(':defined')).to.equal(true);
      expect(el.matches(':state(loading)')).to.equal(true);
      expect(getComputedStyle(el).visibility).to.equal('hidden');
      await whenRendered();
      expect(el.matches(':state(loading)')).to.equal(false);
      expect(el.querySelector('.sq-cart-link')).to.not.equal(null);
      expect(getComputedStyle(el).visibility).to.equal('visible');
    } finally {
      el.remove();
      document.documentElement.classList.remove('sq-js');
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });
});

function cases(this: Mocha.Suite) {
  // Each case loads a whole page from dist/ in a frame (the runtime, React, the element's chunks).
  this.timeout(30000);
  for (const [ratio, height] of [['16:9', 360], ['4:3', 480]] as const) {
    it(`<sq-video>: a ${ratio} player keeps its place and size`, async () => {
      const { shifts, doc, violations } = await upgraded(`<sq-video provider="youtube" mode="fit" overlay>
        <iframe src="/__fake/video-player.html?provider=youtube" title="Coast timelapse" width="640" height="${height}" style="aspect-ratio: 640 / ${height}"></iframe>
        <img data-sq-video-overlay hidden src="/demo/images/video-poster.svg" alt="">
      </sq-video>`, 'sq-video', { done: '.sq-video__stage' });
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(await violations(doc.querySelector('sq-video')!)).to.deep.equal([]);
    });
  }

  // A size the loading layout cannot read (a percentage, or none) gives the view's default ratio, 56.3%, both
  // before the upgrade and after it.
  for (const [name, size] of [['a percentage width', 'width="100%" height="315"'], ['no size', ''], ['only a height', 'height="480"']] as const) {
    it(`<sq-video>: a player with ${name} keeps its place and the default ratio`, async () => {
      const { shifts, doc } = await upgraded(`<sq-video provider="youtube" mode="fit">
        <iframe src="/__fake/video-player.html?provider=youtube" title="Coast timelapse" ${size}></iframe>
      </sq-video><p>After the video</p>`, 'sq-video', { done: '.sq-video__stage' });
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      const frame = doc.querySelector('iframe')!.getBoundingClientRect();
      expect(frame.height / frame.width).to.be.closeTo(0.563, 0.002);
    });
  }

  const menuSections = (titles: readonly string[], first = '<ul><li>Eggs on toast — 8</li><li>Granola — 6</li></ul>') => titles.map((title, i) =>
    `<section data-sq-item id="s${i}"><h3>${title}</h3>${i ? '<ul><li>Soup of the day — 7</li><li>Club sandwich — 11</li></ul>' : first}</section>`).join('');
  const menus = [
    ['the first section stays where the tabs show it', menuSections(['Breakfast', 'Lunch', 'Dinner'])],
    ['a section of several elements keeps their margins, which add up as they did before the upgrade',
      menuSections(['Breakfast', 'Lunch', 'Dinner'], '<p>Served until noon.</p><p><em>Hot</em></p><ul><li>Eggs on toast — 8</li><li>Granola — 6</li></ul>')],
    // A phone's width: the tabs wrap onto rows, as the server's titles did (no gap between the rows on either side).
    ['tabs on two rows keep their rows and the section under them',
      menuSections(['Breakfast', 'Weekend brunch', 'Lunch', 'Afternoon tea', 'Dinner', 'Desserts', 'Wine list'])],
    ['tabs on two rows, under a theme\'s heading and button rules',
      menuSections(['Breakfast', 'Weekend brunch', 'Lunch', 'Afternoon tea', 'Dinner', 'Desserts', 'Wine list']), HEADINGS],
  ] as const;
  for (const [name, sections, head = ''] of menus) {
    it(`<sq-menu>: ${name}`, async () => {
      const { shifts, doc, violations } = await upgraded(`<sq-menu label="Café menu">${sections}</sq-menu><p>After the menu</p>`,
        'sq-menu', { head, done: '[role=tablist]' });
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(await violations(doc.querySelector('sq-menu')!)).to.deep.equal([]);
      // Only the selected tab is underlined, as only the first title was before (a theme's button border too).
      const tabs = [...doc.querySelectorAll('[role=tab]')];
      expect(tabs.map((tab) => getComputedStyle(tab).borderBottomColor !== 'rgba(0, 0, 0, 0)')).to.deep.equal(tabs.map((_, i) => i === 0));
      if (tabs.length > 3) expect(new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size, 'rows of tabs').to.be.above(1);
    });
  }

  describe('<sq-accordion>: the titles stay where the header buttons show them', () => {
    const items = `<div data-sq-item id="shipping"><h2>Shipping</h2><p>Within a week, flat and insured.</p></div>
      <div data-sq-item id="returns"><h2>Returns</h2><p>Thirty days, in the original packaging.</p></div>
      <div data-sq-item id="care"><h2>Care</h2><p>Keep prints out of direct sunlight.</p></div>`;
    const cases = [
      ['every item closed', '', '', []],
      ['the first item open (first-open)', 'first-open', '', [0]],
      ['the item the address names open', '', 'returns', [1]],
      ['the named item open instead of the first', 'first-open', 'care', [2]],
    ] as const;
    for (const [name, attributes, hash, open] of cases) {
      it(`${name}: no layout shift`, async () => {
        const page = await upgradeFrame(`<sq-accordion ${attributes}>${items}</sq-accordion>`, theme());
        frames.push(page.frame);
        if (hash) page.frame.contentWindow!.location.hash = hash;
        const host = page.doc.querySelector('sq-accordion')!;
        // While the code loads, the server's bodies show exactly where the view will open them.
        const shown = () => Array.from(host.querySelectorAll('p'), (p) => p.getBoundingClientRect().height > 0);
        expect(shown()).to.deep.equal([0, 1, 2].map((i) => (open as readonly number[]).includes(i)));
        const shifts = await page.upgrade('sq-accordion', '.sq-accordion__button');
        expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
        expect(Array.from(host.querySelectorAll('.sq-accordion__button'), (b) => b.getAttribute('aria-expanded')))
          .to.deep.equal([0, 1, 2].map((i) => String((open as readonly number[]).includes(i))));
        expect(await page.violations(host)).to.deep.equal([]);
      });
    }
  });

  // A body whose first and last elements have padding of their own (a callout box, a list reset to none):
  // the theme's padding beats the open body's 8 px on both sides, before and after the upgrade.
  it('<sq-accordion>: an open body whose first and last elements have their own padding does not move', async () => {
    const own = '<style>.callout { padding: 12px; background: #eee; } .plain { padding: 0; list-style: none; }</style>';
    const page = await upgradeFrame(`<sq-accordion first-open>
      <div data-sq-item><h2>Shipping</h2><div class="callout">Within a week, flat and insured.</div><p>Tracked.</p><ul class="plain"><li>Europe</li><li>Americas</li></ul></div>
      <div data-sq-item><h2>Care</h2><p>Keep prints out of direct sunlight.</p></div></sq-accordion>`, theme() + own);
    frames.push(page.frame);
    const shifts = await page.upgrade('sq-accordion', '.sq-accordion__button');
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(page.doc.querySelector('.sq-accordion__body .callout'), 'the body shows').not.to.equal(null);
  });

  // A title that wraps at 412 px, its words shorter than the view's icon and gap (so one of them always ends
  // where the icon goes, whatever the engine's font), under a theme's rules for headings and buttons that
  // sq.css's loading layout and the view's title must both hold.
  it('<sq-accordion>: a long title wraps where it will, under a theme\'s heading and button rules', async () => {
    const page = await upgradeFrame(`<sq-accordion first-open>
      <div data-sq-item><h2>${'A to Z of it '.repeat(8)}</h2><p>Within a week.</p></div>
      <div data-sq-item><h2>Care</h2><p>Keep prints out of direct sunlight.</p></div></sq-accordion>`, theme() + HEADINGS);
    frames.push(page.frame);
    // The title's words, line by line, where the visitor reads them (the view's title is a copy, which
    // layout-shift entries do not follow: its lines are compared instead).
    const lines = (title: Element) => {
      const range = page.doc.createRange();
      range.selectNodeContents(title);
      return [...range.getClientRects()].map((r) => [r.left, r.top, r.right].map(Math.round));
    };
    const before = lines(page.doc.querySelector('h2')!);
    expect(before.length, 'the title wraps').to.be.above(1);
    const shifts = await page.upgrade('sq-accordion', '.sq-accordion__button');
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    const after = lines(page.doc.querySelector('.sq-accordion__button > span:not(.sq-accordion__icon)')!);
    expect(after.length, JSON.stringify({ before, after })).to.equal(before.length);
    // Each line starts and ends where it did (to 2 px: a line's end may take its trailing space's spacing or not).
    after.forEach((line, i) => line.forEach((x, j) => expect(x, JSON.stringify({ before, after })).to.be.closeTo(before[i]![j]!, 2)));
    expect(await page.violations(page.doc.querySelector('sq-accordion')!)).to.deep.equal([]);
  });

  describe('<sq-accordion> before sq.js has run (no html.sq-js yet)', () => {
    const items = `<div data-sq-item><h2>Shipping</h2><p>Within a week, flat and insured.</p></div>
      <div data-sq-item><h2>Returns</h2><p>Thirty days, in the original packaging.</p><p>Unworn only.</p></div>`;
    const bodies = (doc: Document) => Array.from(doc.querySelectorAll('sq-accordion p'), (p) => p.getBoundingClientRect().height > 0);
    const below = (doc: Document) => Array.from(doc.querySelectorAll('body > p'), (p) => Math.round(p.getBoundingClientRect().top));

    it('paints the bodies closed from the first paint, so neither sq.js starting nor the upgrade moves anything', async () => {
      const page = await upgradeFrame(`<sq-accordion first-open>${items}</sq-accordion>`, theme(), { sqJs: false });
      frames.push(page.frame);
      expect(page.frame.contentWindow!.matchMedia('(scripting: enabled)').matches, 'the engine knows the scripting query').to.equal(true);
      expect(bodies(page.doc)).to.deep.equal([true, false, false]);
      const before = below(page.doc);
      // What sq.js does first, after the first paint on a slow load.
      page.doc.documentElement.classList.add('sq-js');
      expect(bodies(page.doc)).to.deep.equal([true, false, false]);
      expect(below(page.doc)).to.deep.equal(before);
      const shifts = await page.upgrade('sq-accordion', '.sq-accordion__button');
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(below(page.doc)).to.deep.equal(before);
      expect(Array.from(page.doc.querySelectorAll('.sq-accordion__button'), (b) => b.getAttribute('aria-expanded'))).to.deep.equal(['true', 'false']);
    });

    it('shows every body again once the hold ends on a page where sq.js never runs', async () => {
      const page = await upgradeFrame(`<sq-accordion>${items}</sq-accordion>`, theme(), { sqJs: false });
      frames.push(page.frame);
      expect(bodies(page.doc)).to.deep.equal([false, false, false]);
      const holds = page.doc.getAnimations();
      expect(holds.length, 'one hold per closed body').to.equal(3);
      // The hold's 4 s, without waiting for them.
      for (const hold of holds) hold.finish();
      expect(bodies(page.doc)).to.deep.equal([true, true, true]);
      expect(Array.from(page.doc.querySelectorAll('sq-accordion p'), (p) => getComputedStyle(p).visibility)).to.deep.equal(['visible', 'visible', 'visible']);
    });
  });

  it('<sq-menu> before sq.js has run: only the first section shows from the first paint; sq.js starting moves nothing', async () => {
    const page = await upgradeFrame(`<sq-menu label="Menu">
      <section data-sq-item><h3>Lunch</h3><p>Soup — 6</p></section>
      <section data-sq-item><h3>Dinner</h3><p>Grilled fish — 19</p></section></sq-menu>`, theme(), { sqJs: false });
    frames.push(page.frame);
    const shown = () => Array.from(page.doc.querySelectorAll('sq-menu p'), (p) => p.getBoundingClientRect().height > 0);
    const below = () => Array.from(page.doc.querySelectorAll('body > p'), (p) => Math.round(p.getBoundingClientRect().top));
    expect(shown()).to.deep.equal([true, false]);
    const before = below();
    page.doc.documentElement.classList.add('sq-js');
    expect(below()).to.deep.equal(before);
    const shifts = await page.upgrade('sq-menu', '[role=tablist]');
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
  });

  // Their layouts apply from the first paint where scripts run, not from html.sq-js: on the demo's shop
  // page a header's cart link widened when sq.js started, and the header's links moved (0.092 at 412 px).
  const inline = [
    ['<sq-cart-link>', 'sq-cart-link', '.sq-cart-link', '<sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">2</span></a></sq-cart-link>'],
    ['<sq-product-price>', 'sq-product-price', '.sq-product-price', '<sq-product-price product=\'{"productType":"PHYSICAL","variants":[{"id":"m","price":4500,"salePrice":3900,"onSale":true,"unlimited":true}]}\'><s>$45.00</s> <span>$39.00</span></sq-product-price>'],
  ] as const;
  for (const [name, tag, view, markup] of inline) {
    it(`${name} before sq.js has run: laid out as the view from the first paint; neither sq.js starting nor the upgrade moves what follows it`, async () => {
      const page = await upgradeFrame(`<p style="width:180px">Here: ${markup} <span id="next">next words</span></p>`, theme(), { sqJs: false });
      frames.push(page.frame);
      const next = () => { const r = page.doc.getElementById('next')!.getBoundingClientRect(); return [r.left, r.top].map(Math.round); };
      const before = next();
      page.doc.documentElement.classList.add('sq-js');
      expect(next(), 'sq.js starting').to.deep.equal(before);
      const shifts = await page.upgrade(tag, view);
      expect(next(), 'the upgrade').to.deep.equal(before);
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    });
  }

  /** The map block in its documented markup, its provider script at `scriptUrl`, upgraded until `state`. */
  const upgradedMap = (scriptUrl: string, state: 'ready' | 'failed', attributes = '') => upgraded(
    `<sq-map location='{"mapLat":51.5072,"mapLng":-0.1276,"mapZoom":14,"addressTitle":"Harbour Café","addressLine1":"1 Quay Street"}'${attributes}>
      <address>Harbour Café<br>1 Quay Street</address>
      <a href="https://www.google.com/maps/search/?api=1&amp;query=51.5072%2C-0.1276">Open in Maps</a>
    </sq-map>`, 'sq-map', {
      head: `<script type="application/json" id="sq-context">${JSON.stringify({ websiteSettings: { mapsSettings: { apiKey: 'test-key', scriptUrl } } })}</script>`,
      done: `.sq-map[data-state="${state}"]`,
    },
  );

  it('<sq-map>: the map\'s box is kept while the provider script loads and draws', async () => {
    const { shifts, doc, violations } = await upgradedMap('/__fake/maps.js', 'ready');
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(doc.querySelector('sq-map')!)).to.deep.equal([]);
  });

  // A map whose script cannot load (no key for the provider, a blocked or missing script): the failure
  // takes the canvas's box, the maps link below it or, without link-on-click, inside it (it was 0.116).
  for (const [label, options] of [['below it', ''], ['inside it, without link-on-click', ` options='{"linkOnClick":false}'`]]) {
    it(`<sq-map>: a map that cannot load shows its failure in the map's box, the maps link ${label}`, async () => {
      const { shifts, doc, violations } = await upgradedMap('/__missing/maps.js', 'failed', options);
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(doc.querySelector('.sq-map__failed')!.textContent).to.contain('The map could not be loaded.');
      expect(doc.querySelectorAll('sq-map a.sq-map__link')).to.have.length(1);
      expect(doc.querySelector('.sq-map__failed a.sq-map__link') !== null, 'link inside the failure').to.equal(options !== '');
      expect(await violations(doc.querySelector('sq-map')!)).to.deep.equal([]);
    });
  }
}

// Every case with sq.css alone, then again under a theme's rules.
themed('upgrading in place', cases);
