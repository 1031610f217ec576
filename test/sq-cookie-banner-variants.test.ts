// <sq-cookie-banner>'s variants (reference §3.11): BAR and POPUP × LIGHT and DARK × CTA TEXT, BUTTON and
// ICON × OPT_IN and OPT_IN_AND_OUT, each with the right controls and axe-clean; reduced motion; and the
// owner's rich text, which never runs script whatever it holds.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { configureConsent } from '../runtime/consent.ts';
import {
  COOKIE_BANNER_ACCEPT_TYPES, COOKIE_BANNER_CTA_VARIANTS, COOKIE_BANNER_THEMES, COOKIE_BANNER_VARIANTS,
} from '../catalog/cookie-banner.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { SqCookieBannerElement, SqCookieBannerUpdateEvent } from '../elements/sq-cookie-banner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { dangerIn, resetXss, XSS_PAYLOADS, xssRan } from './support/xss-payloads.ts';
import { setCookies } from './support/cookies.ts';
import { linkSqCss } from './support/sq-css.ts';

define('sq-cookie-banner', SqCookieBannerElement);

const banner = (el: Element) => el.querySelector<HTMLElement>('.sq-cookie-banner')!;
const buttons = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('button')];
const textOf = (el: Element) => el.querySelector('.sq-cookie-banner__text')!;

async function mount(settings: Record<string, unknown>): Promise<HTMLElement> {
  configureConsent({ isCookieBannerEnabled: true, ...settings });
  const el = await fixture<HTMLElement>(html`<sq-cookie-banner></sq-cookie-banner>`);
  await whenRendered();
  return el;
}

describe('<sq-cookie-banner> variants', () => {
  // The design tokens, as sq.js links them on a real page: axe checks the themes' real colours.
  let tokens: HTMLLinkElement;
  before(async () => {
    tokens = await linkSqCss();
  });
  after(() => tokens.remove());
  afterEach(async () => {
    setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: null });
    configureConsent({});
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const variant of COOKIE_BANNER_VARIANTS) {
    for (const theme of COOKIE_BANNER_THEMES) {
      for (const cta of COOKIE_BANNER_CTA_VARIANTS) {
        for (const acceptType of COOKIE_BANNER_ACCEPT_TYPES) {
          it(`${variant} ${theme} ${cta} ${acceptType}: the right controls, axe-clean`, async () => {
            await emulateMedia({ reducedMotion: 'reduce' }); // at rest: axe sees every colour on screen
            const el = await mount({
              cookieBannerVariant: variant, cookieBannerTheme: theme, cookieBannerCtaVariant: cta,
              cookieBannerAcceptType: acceptType, cookieBannerCtaText: 'Allow cookies', cookieBannerOptOutCtaText: 'No thanks',
              cookieBannerText: '<p>We use cookies. Read our <a href="/privacy">privacy policy</a>.</p>',
            });
            const root = banner(el);
            expect(root.getAttribute('data-theme')).to.equal(theme);
            expect(root.getAttribute('role')).to.equal(variant === 'BAR' ? 'region' : 'dialog');
            expect(root.getAttribute('aria-label')).to.equal('Cookie consent');
            expect(root.getAttribute('aria-modal')).to.equal(variant === 'POPUP' ? 'false' : null);
            const names = buttons(el).map((b) => b.textContent);
            expect(names).to.deep.equal(acceptType === 'OPT_IN' ? ['Allow cookies'] : ['No thanks', 'Allow cookies']);
            const accept = el.querySelector<HTMLButtonElement>('.sq-cookie-banner__accept')!;
            expect(accept.getAttribute('data-style')).to.equal(cta);
            // ICON: an × whose only text is the CTA text, for screen readers.
            expect(accept.querySelector('svg') !== null).to.equal(cta === 'ICON');
            if (cta === 'ICON') expect(accept.querySelector('.sq-visually-hidden')!.textContent).to.equal('Allow cookies');
            expect(buttons(el).every((b) => b.type === 'button')).to.equal(true);
            await expect(el).to.be.accessible();
          });
        }
      }
    }
  }

  it('a BAR sits full width at the top or the bottom', async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // measured where it rests
    for (const [position, edge] of [['TOP', 'top'], ['top-right', 'top'], ['BOTTOM', 'bottom'], ['bottom-left', 'bottom']] as const) {
      const el = await mount({ cookieBannerVariant: 'BAR', cookieBannerPosition: position });
      const box = banner(el).getBoundingClientRect();
      expect(box.width, position).to.equal(document.documentElement.clientWidth);
      if (edge === 'top') expect(box.top, position).to.equal(0);
      else expect(Math.round(box.bottom), position).to.equal(window.innerHeight);
      el.remove();
      await whenRendered();
    }
  });

  it('a POPUP sits in its corner, TOP meaning top-left and an unknown position bottom-left', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const [position, corner] of [['TOP', 'top-left'], ['top-right', 'top-right'], ['bottom-right', 'bottom-right'], ['nowhere', 'bottom-left']] as const) {
      const el = await mount({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position });
      const box = banner(el).getBoundingClientRect();
      expect(banner(el).getAttribute('data-position')).to.equal(corner);
      expect(box.height < window.innerHeight / 2, `${position}: as tall as its content`).to.equal(true);
      // Nearer the edges of its corner than the opposite ones.
      expect(box.left < window.innerWidth - box.right, `${position} left`).to.equal(corner.endsWith('left'));
      expect(box.top < window.innerHeight - box.bottom, `${position} top`).to.equal(corner.startsWith('top'));
      el.remove();
      await whenRendered();
    }
  });

  it('slides in, but not for visitors who prefer reduced motion', async () => {
    const el = await mount({});
    expect(getComputedStyle(banner(el)).animationName).to.equal('sq-cookie-banner-in');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(banner(el)).animationName).to.equal('none');
  });

  describe('the owner\'s rich text', () => {
    it('shows the default text for an empty paragraph', async () => {
      const el = await mount({ cookieBannerText: '<p> </p>' });
      expect(textOf(el).textContent).to.equal('By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.');
    });

    it('rebuilds paragraphs, breaks, strong, em and safe links only', async () => {
      const el = await mount({
        cookieBannerText: '<p class="x" style="color:red">Hello <strong>you</strong><br><em>there</em></p><p><a href="https://example.com/p" target="_blank" onclick="x()">policy</a> <a href="javascript:void(0)">bad</a></p>',
      });
      const text = textOf(el);
      expect(text.innerHTML).to.equal('<p>Hello <strong>you</strong><br><em>there</em></p><p><a href="https://example.com/p">policy</a> bad</p>');
    });

    it(`runs none of ${XSS_PAYLOADS.length} XSS payloads, keeping only safe markup`, async () => {
      resetXss();
      const el = await mount({ cookieBannerText: '<p>start</p>' });
      for (const payload of XSS_PAYLOADS) {
        document.dispatchEvent(new SqCookieBannerUpdateEvent({ cookieBannerText: payload }));
        await whenRendered();
        const text = textOf(el);
        expect(dangerIn(text), payload).to.deep.equal([]);
        const tags = [...text.querySelectorAll('*')].map((n) => n.localName);
        expect(tags.every((t) => ['p', 'br', 'strong', 'em', 'a'].includes(t)), `${payload}: ${tags}`).to.equal(true);
      }
      // Anything a payload could have set off (an image error, a frame load) has had a frame to run.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      expect(xssRan()).to.equal(false);
    });

    it('shows a payload\'s visible text as text', async () => {
      const el = await mount({ cookieBannerText: '<p>Thanks!</p><img src=x onerror=top.__sqXss=1><p>See you</p>' });
      expect(textOf(el).innerHTML).to.equal('<p>Thanks!</p><p>See you</p>');
      const angles = await mount({ cookieBannerText: '&lt;script&gt;alert(1)&lt;/script&gt;' });
      expect(textOf(angles).textContent).to.equal('<script>alert(1)</script>');
      expect(textOf(angles).querySelector('script') === null).to.equal(true);
    });
  });
});
