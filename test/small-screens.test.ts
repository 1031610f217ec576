// Small screens and focus rings (WCAG 1.4.10 Reflow at 320 x 256 CSS px, 2.4.7 Focus Visible): the cookie
// banner and the mobile lightbox caption stay inside the viewport and keep their controls reachable, and
// the pricing toggle's focus ring shows against the page.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { configureConsent } from '../runtime/consent.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { SqCookieBannerElement } from '../elements/sq-cookie-banner.ts';
import { SqPricingToggleElement } from '../elements/sq-pricing-toggle.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { openLightbox, type LightboxHandle } from '../react-core/lightbox/open-lightbox.ts';
import { closeLightbox, lightboxRoot, makeSlides, part } from './support/lightbox.ts';
import { setCookies } from './support/cookies.ts';
import { linkSqCss } from './support/sq-css.ts';

define('sq-cookie-banner', SqCookieBannerElement);
define('sq-pricing-toggle', SqPricingToggleElement);

const WIDTH = 320;
const HEIGHT = 256;
const LONG = 'We use cookies to run this site, to remember what is in your cart and, with your consent, to '
  + 'measure visits and show you offers you might like. You can change your mind at any time from the link '
  + 'at the bottom of every page. ';

/** Whether `box` lies inside the viewport (to the pixel). */
function inViewport(box: DOMRect): boolean {
  return box.top >= -0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5;
}

/** Relative luminance of an `rgb()` colour (WCAG). */
function luminance(colour: string): number {
  const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('small screens and focus rings', () => {
  let tokens: HTMLLinkElement;
  before(async () => {
    tokens = await linkSqCss();
    await emulateMedia({ reducedMotion: 'reduce' }); // the banner at rest, not sliding in
  });
  after(async () => {
    tokens.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1024, height: 768 });
  });

  describe('at 320 x 256', () => {
    before(() => setViewport({ width: WIDTH, height: HEIGHT }));
    afterEach(() => {
      setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: null });
      configureConsent({});
    });

    for (const [variant, position] of [['BAR', 'BOTTOM'], ['BAR', 'TOP'], ['POPUP', 'bottom-right']] as const) {
      it(`a long cookie banner (${variant} ${position}) stays on screen and scrolls to its last control`, async () => {
        configureConsent({
          isCookieBannerEnabled: true, cookieBannerVariant: variant, cookieBannerCtaVariant: 'ICON',
          cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerOptOutCtaText: 'No thanks',
          cookieBannerPosition: position,
          cookieBannerText: `<p>${LONG.repeat(2)}</p><p>${LONG}</p>`,
        });
        const el = await fixture<HTMLElement>(html`<sq-cookie-banner></sq-cookie-banner>`);
        await whenRendered();
        const banner = el.querySelector<HTMLElement>('.sq-cookie-banner')!;
        expect(inViewport(banner.getBoundingClientRect()), 'the banner inside the viewport').to.equal(true);
        const buttons = [...banner.querySelectorAll<HTMLButtonElement>('button')];
        const close = buttons.find((b) => b.getAttribute('data-style') === 'ICON')!;
        expect(inViewport(close.getBoundingClientRect()), 'its x on screen').to.equal(true);
        expect(banner.scrollHeight).to.be.greaterThan(banner.clientHeight); // the text is longer than the screen
        const last = buttons.filter((b) => b !== close).at(-1)!;
        last.focus();
        await waitUntil(() => inViewport(last.getBoundingClientRect()), 'the focused last button scrolled on screen');
        expect(document.activeElement === last).to.equal(true);
        el.remove();
      });
    }

    it('a long lightbox caption scrolls under the top bar, never over Close', async () => {
      const text = `${LONG.repeat(3)}`;
      const slides = makeSlides(2, { width: 3000, height: 2000 })
        .map((slide, i) => ({ ...slide, caption: [document.createTextNode(i === 0 ? text : 'Harbour at dusk')] }));
      let handle: LightboxHandle | undefined = await openLightbox({ slides });
      try {
        const toggle = part<HTMLButtonElement>('.sq-lightbox__caption-toggle');
        const close = part<HTMLButtonElement>('.sq-lightbox__close');
        toggle.click();
        const caption = part('.sq-lightbox__caption');
        await waitUntil(() => !caption.hidden, 'the caption shows');
        const closeBox = close.getBoundingClientRect();
        const captionBox = caption.getBoundingClientRect();
        expect(captionBox.top, 'the caption starts below the top bar').to.be.at.least(closeBox.bottom - 0.5);
        expect(captionBox.bottom).to.be.closeTo(HEIGHT, 1);
        const [x, y] = [closeBox.left + closeBox.width / 2, closeBox.top + closeBox.height / 2];
        expect(close.contains(document.elementFromPoint(x, y)), 'Close takes the tap').to.equal(true);
        expect(caption.scrollHeight, 'the rest of the caption scrolls').to.be.greaterThan(caption.clientHeight);
        expect(caption.tabIndex, 'keyboards reach the scrolling caption').to.equal(0);
        expect(caption.getAttribute('role')).to.equal('region');
        expect(caption.getAttribute('aria-label')).to.equal('Caption');
        caption.focus();
        await sendKeys({ press: 'End' });
        await waitUntil(() => caption.scrollTop > 0, 'End scrolls the caption');
        await expect(lightboxRoot()).to.be.accessible();
        // A short caption has nothing to scroll: no tab stop.
        handle.goTo(1);
        await waitUntil(() => caption.textContent === 'Harbour at dusk', 'the second slide\'s caption');
        expect(caption.hasAttribute('tabindex'), 'a short caption is no tab stop').to.equal(false);
      } finally {
        await closeLightbox(handle);
        handle = undefined;
      }
    });
  });

  for (const [where, band] of [['a white page', ''], ['a dark band', 'background: rgb(17, 17, 17); color: rgb(255, 255, 255)']] as const) {
    it(`the pricing toggle's focus ring contrasts with ${where} (3:1), on the chosen option too`, async () => {
      const section = await fixture<HTMLElement>(html`<section style=${band}><button type="button">Before</button><sq-pricing-toggle>
        <div data-sq-option="monthly" data-sq-label="Monthly"><p>$10 a month</p></div>
        <div data-sq-option="annual" data-sq-label="Annual"><p>$100 a year</p></div>
      </sq-pricing-toggle></section>`);
      await whenRendered();
      section.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' }); // to the checked radio: keyboard focus, so :focus-visible
      const radio = section.querySelector<HTMLInputElement>('input:checked')!;
      expect(document.activeElement === radio).to.equal(true);
      // The ring is whatever draws an outline around the chosen option: its label or its span.
      const drawn = [radio.closest('label')!, radio.nextElementSibling!].map((e) => getComputedStyle(e)).filter((c) => c.outlineStyle === 'solid');
      expect(drawn.length, 'a ring is drawn').to.equal(1);
      const own = getComputedStyle(section).backgroundColor;
      const page = getComputedStyle(document.body).backgroundColor;
      const background = own !== 'rgba(0, 0, 0, 0)' ? own : page === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : page;
      expect(contrast(drawn[0]!.outlineColor, background)).to.be.at.least(3);
    });
  }
});
