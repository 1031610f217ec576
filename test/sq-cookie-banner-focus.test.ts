// <sq-cookie-banner>'s keyboard and focus (issue 5): native buttons reached by Tab and activated by
// Enter or Space, the popup taking focus when it opens and giving it back, Escape making no choice.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { configureConsent } from '../runtime/consent.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { SqCookieBannerElement, SqCookieBannerForceEvent, SqCookieBannerUpdateEvent } from '../elements/sq-cookie-banner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { setCookies } from './support/cookies.ts';

define('sq-cookie-banner', SqCookieBannerElement);

const CONSENT = DESIGNED_COOKIE_NAMES.CONSENT;
const banner = (el: Element) => el.querySelector<HTMLElement>('.sq-cookie-banner');
const accept = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-cookie-banner__accept')!;
const decline = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-cookie-banner__decline')!;
const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const clearCookies = () => setCookies({ [CONSENT]: null });

async function dispatchOnDocument(event: Event) {
  document.dispatchEvent(event);
  await whenRendered();
}

describe('<sq-cookie-banner> keyboard and focus', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    configureConsent({});
  });

  const withBefore = async (settings: Record<string, unknown>) => {
    configureConsent({ isCookieBannerEnabled: true, ...settings });
    const parent = await fixture<HTMLElement>(html`<div><button id="before">Before</button></div>`);
    const before = parent.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    const el = document.createElement('sq-cookie-banner');
    parent.append(el);
    await whenRendered();
    return { el, before };
  };

  it('Tab reaches decline then accept in the bar, and Enter accepts', async () => {
    const { el, before } = await withBefore({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'BUTTON' });
    expect(document.activeElement === before).to.equal(true); // a bar does not take focus
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === decline(el)).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === accept(el)).to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(cookie(CONSENT)).to.equal('true');
    await whenRendered();
    expect(banner(el) === null).to.equal(true);
    expect(document.activeElement === document.body).to.equal(true);
  });

  it('Space on decline declines', async () => {
    const { el } = await withBefore({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    expect(cookie(CONSENT)).to.equal('false');
  });

  it('the popup takes focus when it opens and gives it back after a choice', async () => {
    const { el, before } = await withBefore({ cookieBannerVariant: 'POPUP', cookieBannerCtaVariant: 'ICON' });
    expect(document.activeElement === banner(el)).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === accept(el)).to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(cookie(CONSENT)).to.equal('true');
    await whenRendered();
    expect(banner(el) === null).to.equal(true);
    expect(document.activeElement === before).to.equal(true);
  });

  it('gives focus to the page when where it was has gone', async () => {
    const { el, before } = await withBefore({ cookieBannerVariant: 'POPUP' });
    before.remove();
    accept(el).focus();
    await sendKeys({ press: 'Enter' });
    await whenRendered();
    expect(document.activeElement === document.body).to.equal(true);
  });

  it('Escape in the popup makes no choice: focus goes back, the popup stays', async () => {
    const { el, before } = await withBefore({ cookieBannerVariant: 'POPUP', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect(cookie(CONSENT)).to.equal(undefined);
    expect(banner(el) === null).to.equal(false);
    expect(document.activeElement === before).to.equal(true);
  });

  it('an update keeps focus inside a popup that had it, and leaves it elsewhere alone', async () => {
    const { el, before } = await withBefore({ cookieBannerVariant: 'POPUP' });
    await dispatchOnDocument(new SqCookieBannerUpdateEvent({ cookieBannerCtaText: 'OK' }));
    expect(document.activeElement === banner(el)).to.equal(true);
    before.focus();
    await dispatchOnDocument(new SqCookieBannerUpdateEvent({ cookieBannerCtaText: 'Fine' }));
    expect(accept(el).textContent).to.equal('Fine');
    expect(document.activeElement === before).to.equal(true);
  });

  it('a popup that opens later (forced) takes focus', async () => {
    setCookies({ [CONSENT]: 'true' });
    const { el } = await withBefore({ cookieBannerVariant: 'POPUP' });
    expect(banner(el) === null).to.equal(true);
    await dispatchOnDocument(new SqCookieBannerForceEvent());
    expect(document.activeElement === banner(el)).to.equal(true);
  });
});
