// <sq-cookie-banner> while it waits for its code (runtime/upgrade-later.ts, runtime/early-events.ts): a
// "Cookie preferences" link's force, or site code's update, dispatched before the banner's component
// listens upgrades it at once and is applied, in order, when it first commits. The tag is not defined
// when this file starts: the autoloader defines it, as sq.js does.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startAutoloader } from '../runtime/autoloader.ts';
import { keepWakeEvents } from '../runtime/early-events.ts';
import { SqCookieBannerForceEvent, SqCookieBannerUnforceEvent, SqCookieBannerUpdateEvent } from '../react-core/cookie-banner/events.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { afterFirstPaint } from './support/frames.ts';
import { holdIdle } from './support/held-idle.ts';

const TAG = 'sq-cookie-banner';
const banner = (el: Element) => el.querySelector<HTMLElement>('.sq-cookie-banner');
/** The tag defined, as the first test's autoloader leaves it (or now, when that test is run alone or failed). */
async function defined() {
  if (!customElements.get(TAG)) customElements.define(TAG, (await import('../elements/sq-cookie-banner.ts')).default);
}

describe('<sq-cookie-banner>: what site code asked before its code came', () => {
  it('a force and an update dispatched while it waits for the idle moment upgrade it at once, and it shows them', async () => {
    // An idle moment that does not come during this test (the page's load event has passed).
    const { held, release } = holdIdle();
    const loads: string[] = [];
    const loader = startAutoloader({ [TAG]: () => { loads.push(TAG); return import('../elements/sq-cookie-banner.ts'); } });
    try {
      const el = (await fixture<HTMLElement>(html`<div><sq-cookie-banner></sq-cookie-banner></div>`)).firstElementChild!;
      await afterFirstPaint();
      await waitUntil(() => held.length > 0, 'waiting for the idle moment');
      expect(loads, 'not asked for before the idle moment').to.deep.equal([]);
      // No site context: the banner is not enabled, so only the force can show it.
      document.dispatchEvent(new SqCookieBannerForceEvent());
      document.dispatchEvent(new SqCookieBannerUpdateEvent({ cookieBannerText: '<p>Early words</p>', cookieBannerCtaText: 'Fine' }));
      await waitUntil(() => banner(el), 'shown without the idle moment');
      await whenRendered();
      expect(loads).to.deep.equal([TAG]);
      expect(held.length, 'the idle callback never ran').to.equal(1);
      expect(banner(el)!.textContent).to.contain('Early words');
      expect(el.querySelector('button')!.textContent).to.contain('Fine');
      await expect(el).to.be.accessible();
    } finally {
      loader.stop();
      release();
    }
  });

  it('events kept before the component listens apply in the order they came: an unforce, then a force, shows it', async () => {
    await defined();
    const woken: string[] = [];
    keepWakeEvents(TAG, document, (tag) => woken.push(tag));
    document.dispatchEvent(new SqCookieBannerUnforceEvent());
    document.dispatchEvent(new SqCookieBannerForceEvent());
    const el = (await fixture<HTMLElement>(html`<div><sq-cookie-banner></sq-cookie-banner></div>`)).firstElementChild!;
    await waitUntil(() => banner(el), 'shown: the force came last');
    expect(woken).to.deep.equal([TAG, TAG]);
    // Taken: an unforce now goes to the component's own listener, and the banner hides.
    document.dispatchEvent(new SqCookieBannerUnforceEvent());
    await whenRendered();
    expect(banner(el)).to.equal(null);
  });

  it('a force then an unforce before the component listens leave it hidden', async () => {
    await defined();
    keepWakeEvents(TAG, document, () => {});
    document.dispatchEvent(new SqCookieBannerForceEvent());
    document.dispatchEvent(new SqCookieBannerUnforceEvent());
    const el = (await fixture<HTMLElement>(html`<div><sq-cookie-banner></sq-cookie-banner></div>`)).firstElementChild!;
    await whenRendered();
    await whenRendered();
    expect(banner(el)).to.equal(null);
  });
});
