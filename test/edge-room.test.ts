// Bars fixed to an edge of the viewport (the cookie banner's bar and popup, the mobile info bar) keep the
// page's focus clear of them (WCAG 2.4.11 "Focus Not Obscured"; runtime/edge-room.ts): a control the
// visitor tabs to, or the page focuses, that would sit under the bar is scrolled out from under it; the
// room follows the bar's size; scrollIntoView() and anchor jumps end clear of it too; the page's own scroll
// padding is kept and added to (also when its script changes it while a bar shows), and put back when the
// bar leaves.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { configureConsent } from '../runtime/consent.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { SqCookieBannerElement } from '../elements/sq-cookie-banner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { normaliseContext } from '../runtime/context.ts';
import { reserveEdgeRoom } from '../runtime/edge-room.ts';
import { startMobileInfoBar } from '../runtime/site/mobile-info-bar.ts';
import { resetStorage } from '../runtime/storage.ts';
import { setCookies } from './support/cookies.ts';
import { linkSqCss } from './support/sq-css.ts';

define('sq-cookie-banner', SqCookieBannerElement);

const HEIGHT = 600;
const root = document.documentElement;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * A page taller than the viewport: a button at the top, and `from` px above the viewport's bottom a link
 * (id edge-target) or, for Tab (WebKit on macOS skips links on Tab by default), a button.
 */
async function page(from: number, kind: 'link' | 'button' = 'link'): Promise<{ button: HTMLButtonElement; link: HTMLElement }> {
  const target = kind === 'link'
    ? html`<a href="#edge-target" id="edge-target" class="edge-target" style="display: block; width: 10em">Read the terms</a>`
    : html`<button type="button" class="edge-target" style="display: block; width: 10em">Read the terms</button>`;
  const el = await fixture<HTMLElement>(html`
    <div class="edge-page">
      <button type="button">Before</button>
      <div style="height: ${HEIGHT - from - 30}px"></div>
      ${target}
      <div style="height: ${HEIGHT * 3}px"></div>
    </div>`);
  scrollTo(0, 0);
  return { button: el.querySelector('button')!, link: el.querySelector<HTMLElement>('.edge-target')! };
}

/** The bar's box where layout puts it (its slide-in transform aside). */
function barBox(bar: HTMLElement): { top: number; bottom: number } {
  return { top: bar.offsetTop, bottom: bar.offsetTop + bar.offsetHeight };
}

async function banner(settings: Record<string, unknown>): Promise<HTMLElement> {
  configureConsent({ isCookieBannerEnabled: true, cookieBannerText: '<p>We use cookies.</p>', ...settings });
  const el = await fixture<HTMLElement>(html`<sq-cookie-banner></sq-cookie-banner>`);
  await whenRendered();
  return el.querySelector<HTMLElement>('.sq-cookie-banner')!;
}

describe('bars fixed to an edge keep focus clear of them', () => {
  let theme: HTMLStyleElement | undefined;
  let stops: Array<() => void> = [];
  // The design tokens, as sq.js links them on a real page (the bars' padding and the popup's margin).
  let tokens: HTMLLinkElement;
  before(async () => {
    await setViewport({ width: 800, height: HEIGHT });
    tokens = await linkSqCss();
  });
  after(() => tokens.remove());
  beforeEach(() => { sessionStorage.clear(); resetStorage(); });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    theme?.remove();
    theme = undefined;
    setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: null });
    configureConsent({});
    sessionStorage.clear();
    resetStorage();
    scrollTo(0, 0);
  });

  it('the bottom cookie bar: a button under it that the visitor tabs to is scrolled above it', async () => {
    const { button, link: target } = await page(20, 'button');
    const bar = await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' });
    expect(target.getBoundingClientRect().top).to.be.greaterThan(barBox(bar).top, 'the button starts under the bar');
    button.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(target);
    await frame();
    expect(target.getBoundingClientRect().bottom).to.be.at.most(barBox(bar).top);
    // The room goes with the bar: the page's scroll padding is as it was.
    bar.querySelector<HTMLButtonElement>('.sq-cookie-banner__accept')!.click();
    await whenRendered();
    expect(root.style.getPropertyValue('scroll-padding-bottom')).to.equal('');
    expect(getComputedStyle(root).scrollPaddingBottom).to.be.oneOf(['auto', '0px']);
  });

  it('the top cookie bar: a link under it that the page focuses is scrolled below it', async () => {
    const { link } = await page(20);
    const bar = await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
    scrollTo(0, link.getBoundingClientRect().top + scrollY - 5); // the link now sits at the bar's place
    await frame();
    expect(link.getBoundingClientRect().bottom).to.be.at.most(barBox(bar).bottom, 'the link starts under the bar');
    link.focus();
    await frame();
    expect(link.getBoundingClientRect().top).to.be.at.least(barBox(bar).bottom);
  });

  it('scrollIntoView() and an anchor jump end clear of the top bar', async () => {
    const { link } = await page(20);
    const bar = await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
    const startUnder = () => {
      scrollTo(0, link.getBoundingClientRect().top + scrollY - 5); // the link at the bar's place
      expect(link.getBoundingClientRect().bottom).to.be.at.most(barBox(bar).bottom, 'the link starts under the bar');
    };
    startUnder();
    link.scrollIntoView();
    await frame();
    expect(link.getBoundingClientRect().top).to.be.at.least(barBox(bar).bottom, 'scrollIntoView()');
    startUnder();
    const before = location.href;
    try {
      location.hash = '#edge-target';
      await frame();
      expect(link.getBoundingClientRect().top).to.be.at.least(barBox(bar).bottom, 'the anchor jump');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it("scrollIntoView({ block: 'end' | 'nearest' }) ends clear of the bottom bar", async () => {
    const { link } = await page(20);
    const bar = await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' });
    for (const block of ['end', 'nearest'] as const) {
      scrollTo(0, 0);
      expect(link.getBoundingClientRect().top).to.be.greaterThan(barBox(bar).top, 'the link starts under the bar');
      link.scrollIntoView({ block });
      await frame();
      expect(link.getBoundingClientRect().bottom).to.be.at.most(barBox(bar).top, block);
    }
  });

  it('the popup in a bottom corner keeps its room, margin included', async () => {
    const { link } = await page(20);
    const popup = await banner({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'bottom-left' });
    const room = root.clientHeight - barBox(popup).top;
    expect(parseFloat(getComputedStyle(root).scrollPaddingBottom)).to.equal(Math.ceil(room));
    expect(room).to.be.greaterThan(popup.offsetHeight, 'its distance from the edge counts');
    link.focus();
    await frame();
    expect(link.getBoundingClientRect().bottom).to.be.at.most(barBox(popup).top);
  });

  it("adds to the page's own scroll padding, and puts the page's inline value back", async () => {
    theme = document.createElement('style');
    theme.textContent = 'html { scroll-padding-bottom: 30px; }';
    document.head.append(theme);
    root.style.setProperty('scroll-padding-top', '12px'); // the page's own inline value on the other edge
    try {
      const bar = await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' });
      expect(getComputedStyle(root).scrollPaddingBottom).to.equal(`${30 + Math.ceil(bar.offsetHeight)}px`);
      expect(root.style.getPropertyValue('scroll-padding-top')).to.equal('12px');
      bar.querySelector<HTMLButtonElement>('.sq-cookie-banner__accept')!.click();
      await whenRendered();
      expect(getComputedStyle(root).scrollPaddingBottom).to.equal('30px');
    } finally {
      root.style.removeProperty('scroll-padding-top');
    }
  });

  it("follows the page's script setting its own inline scroll padding while a bar shows", async () => {
    const bar = (height: number) => {
      const el = document.createElement('div');
      el.className = 'edge-test-bar';
      el.style.cssText = `position: fixed; left: 0; right: 0; bottom: 0; height: ${height}px`;
      document.body.append(el);
      return el;
    };
    const [tall, short] = [bar(50), bar(20)];
    try {
      const releaseTall = reserveEdgeRoom(tall, 'bottom');
      expect(getComputedStyle(root).scrollPaddingBottom).to.equal('50px');
      root.style.setProperty('scroll-padding-bottom', '40px'); // the page's script, while the bar shows
      // Our next write (another bar comes) adds to the page's new value rather than overwriting it.
      const releaseShort = reserveEdgeRoom(short, 'bottom');
      expect(getComputedStyle(root).scrollPaddingBottom).to.equal('90px');
      releaseShort();
      expect(getComputedStyle(root).scrollPaddingBottom).to.equal('90px');
      // The room follows the bar's size, still on the page's value.
      tall.style.height = '60px';
      await waitUntil(() => getComputedStyle(root).scrollPaddingBottom !== '90px', 'the room follows the bar');
      expect(getComputedStyle(root).scrollPaddingBottom).to.equal('100px');
      root.style.setProperty('scroll-padding-bottom', '10px'); // changed again
      releaseTall();
      expect(root.style.getPropertyValue('scroll-padding-bottom')).to.equal('10px', "the page's latest value is put back");
    } finally {
      tall.remove();
      short.remove();
      root.style.removeProperty('scroll-padding-bottom');
    }
  });

  it('a bar a theme hides (display: none) keeps no room', async () => {
    theme = document.createElement('style');
    theme.textContent = '.sq-cookie-banner { display: none !important; }';
    document.head.append(theme);
    await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' });
    expect(getComputedStyle(root).scrollPaddingBottom).to.be.oneOf(['auto', '0px']);
  });

  describe('the mobile info bar', () => {
    const context = () => normaliseContext({
      website: { id: 'edge-room' },
      websiteSettings: { mobileInfoBarSettings: { style: 2, text: 'Open today 9–5', linkUrl: '/contact', linkLabel: 'Contact us' } },
    });
    const infoBar = () => document.querySelector<HTMLElement>('.sq-mobile-info-bar');
    beforeEach(() => setViewport({ width: 400, height: HEIGHT }));
    after(() => setViewport({ width: 800, height: HEIGHT }));

    it('a link under it is scrolled above it; its room follows its size and leaves with it', async () => {
      const { link } = await page(10);
      stops.push(startMobileInfoBar(context()));
      const bar = infoBar()!;
      link.focus();
      await frame();
      expect(link.getBoundingClientRect().bottom).to.be.at.most(barBox(bar).top);
      // The bar grows (its text wraps to more lines): so does its room.
      bar.querySelector('p')!.textContent = 'Open today 9–5. '.repeat(12);
      await waitUntil(() => parseFloat(getComputedStyle(root).scrollPaddingBottom) === Math.ceil(bar.offsetHeight),
        'the room follows the bar');
      expect(bar.offsetHeight).to.be.greaterThan(60);
      // Wider than 1024 px the bar leaves, and its room with it.
      await setViewport({ width: 1100, height: HEIGHT });
      await waitUntil(() => infoBar() === null, 'gone above 1024 px');
      expect(root.style.getPropertyValue('scroll-padding-bottom')).to.equal('');
    });

    it('gives its room back when the page removed it first, on dismissal or stop', async () => {
      root.style.setProperty('scroll-padding-bottom', '8px'); // the page's own value
      try {
        for (const end of ['dismissal', 'stop'] as const) {
          sessionStorage.clear();
          resetStorage();
          const stop = startMobileInfoBar(context());
          stops.push(stop);
          const bar = infoBar()!;
          expect(getComputedStyle(root).scrollPaddingBottom).to.equal(`${8 + Math.ceil(bar.offsetHeight)}px`);
          // In one task (before a resize observation could notice): the page removes the bar, then it ends.
          bar.remove();
          if (end === 'dismissal') bar.querySelector<HTMLButtonElement>('.sq-site-close')!.click();
          else stop();
          expect(root.style.getPropertyValue('scroll-padding-bottom')).to.equal('8px', end);
        }
      } finally {
        root.style.removeProperty('scroll-padding-bottom');
      }
    });

    it('a dismissal takes its room away', async () => {
      stops.push(startMobileInfoBar(context()));
      expect(parseFloat(getComputedStyle(root).scrollPaddingBottom)).to.equal(Math.ceil(infoBar()!.offsetHeight));
      infoBar()!.querySelector<HTMLButtonElement>('.sq-site-close')!.click();
      expect(infoBar()).to.equal(null);
      expect(root.style.getPropertyValue('scroll-padding-bottom')).to.equal('');
    });
  });
});
