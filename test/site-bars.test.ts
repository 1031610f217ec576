// The mobile info bar (visitor §4: only at width 1024 or less; reference §3.7 styles none 1, light 2, dark 3),
// followed through resizes (setViewport), and the dismissible notices: announcement bar, site badge,
// licensed-assets bar (visitor §6), each dismissal remembered for the browser session; a dismissal from the
// focused × hands focus on (the next focusable element, else <main>), never dropping it to <body>.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { SITE_MODULE_LABELS } from '../catalog/site-modules.ts';
import { normaliseContext } from '../runtime/context.ts';
import { startAnnouncementBar } from '../runtime/site/announcement-bar.ts';
import { startLicensedAssetsBar } from '../runtime/site/licensed-assets-bar.ts';
import { readMobileInfoBarSettings, startMobileInfoBar } from '../runtime/site/mobile-info-bar.ts';
import { startSiteBadge } from '../runtime/site/site-badge.ts';
import { resetStorage } from '../runtime/storage.ts';

const context = (info: Record<string, unknown> | null = null) =>
  normaliseContext({ website: { id: 'site-bars' }, websiteSettings: { mobileInfoBarSettings: info } });
const bar = () => document.querySelector<HTMLElement>('.sq-mobile-info-bar');
const INFO = { style: 2, text: 'Open today 9–5', linkUrl: '/contact', linkLabel: 'Contact us' };

describe('site bars', () => {
  let stops: Array<() => void> = [];
  beforeEach(() => { sessionStorage.clear(); resetStorage(); });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    document.querySelectorAll('[data-sq-announcement-bar], [data-sq-site-badge], [data-sq-licensed-assets-bar], .after-bar')
      .forEach((el) => el.remove());
    sessionStorage.clear();
    resetStorage();
  });
  after(() => setViewport({ width: 800, height: 600 }));

  describe('mobile info bar', () => {
    it('is present at 1024 px and absent at 1025 px', async () => {
      await setViewport({ width: 1024, height: 700 });
      stops.push(startMobileInfoBar(context(INFO)));
      expect(bar() !== null).to.equal(true);
      stops.pop()!();
      expect(bar()).to.equal(null);
      await setViewport({ width: 1025, height: 700 });
      stops.push(startMobileInfoBar(context(INFO)));
      expect(bar()).to.equal(null);
    });

    it('follows resizes across 1024 px', async () => {
      await setViewport({ width: 1025, height: 700 });
      stops.push(startMobileInfoBar(context(INFO)));
      await setViewport({ width: 1024, height: 700 });
      await waitUntil(() => bar() !== null, 'shown at 1024');
      await setViewport({ width: 1025, height: 700 });
      await waitUntil(() => bar() === null, 'gone at 1025');
    });

    it('shows the text and link, is accessible, and a dismissal lasts the session', async () => {
      await setViewport({ width: 400, height: 700 });
      stops.push(startMobileInfoBar(context(INFO)));
      expect(bar()!.querySelector('p')!.textContent).to.equal(INFO.text);
      const link = bar()!.querySelector('a')!;
      expect([link.getAttribute('href'), link.textContent]).to.deep.equal(['/contact', 'Contact us']);
      expect(bar()!.classList.contains('sq-mobile-info-bar-dark')).to.equal(false);
      await expect(bar()!).to.be.accessible();
      const close = bar()!.querySelector<HTMLButtonElement>('.sq-site-close')!;
      expect(close.getAttribute('aria-label')).to.equal(SITE_MODULE_LABELS.dismissInfoBar);
      close.focus();
      await sendKeys({ press: 'Enter' });
      expect(bar()).to.equal(null);
      stops.push(startMobileInfoBar(context(INFO)));
      expect(bar(), 'dismissed for the session').to.equal(null);
    });

    it('a dismissal from its focused × puts focus on <main> (made focusable), not <body>', async () => {
      await setViewport({ width: 400, height: 700 });
      const main = document.createElement('main');
      main.className = 'after-bar';
      main.innerHTML = '<p>Page text</p>';
      document.body.prepend(main);
      stops.push(startMobileInfoBar(context(INFO)));
      bar()!.querySelector<HTMLButtonElement>('.sq-site-close')!.focus();
      await sendKeys({ press: 'Enter' });
      expect(bar()).to.equal(null);
      expect([document.activeElement === main, main.getAttribute('tabindex')]).to.deep.equal([true, '-1']);
    });

    it('has the dark style, a phone link, and nothing for style none or no content', async () => {
      await setViewport({ width: 400, height: 700 });
      stops.push(startMobileInfoBar(context({ style: 1, text: 'x' })));
      stops.push(startMobileInfoBar(context({ style: 2 })));
      stops.push(startMobileInfoBar(context(null)));
      expect(bar()).to.equal(null);
      stops.push(startMobileInfoBar(context({ style: 3, text: 'Call us', phone: '+1 555 0100' })));
      expect(bar()!.classList.contains('sq-mobile-info-bar-dark')).to.equal(true);
      expect(bar()!.querySelector('a')!.getAttribute('href')).to.equal('tel:+15550100');
      await expect(bar()!).to.be.accessible();
    });

    it('reads its settings with safe defaults', () => {
      expect(readMobileInfoBarSettings({ style: 9, text: 4 })).to.deep.equal({ style: 1, text: '', linkUrl: '', linkLabel: '', phone: '' });
      expect(readMobileInfoBarSettings({ style: 3, linkUrl: 'javascript:alert(1)' }).linkUrl).to.equal('javascript:alert(1)');
    });

    it('shows no unsafe link', async () => {
      await setViewport({ width: 400, height: 700 });
      stops.push(startMobileInfoBar(context({ style: 2, text: 'Hi', linkUrl: 'javascript:alert(1)' })));
      expect(bar()!.querySelector('a')).to.equal(null);
    });
  });

  const NOTICES = [
    ['announcement bar', 'data-sq-announcement-bar', startAnnouncementBar, SITE_MODULE_LABELS.dismissAnnouncement],
    ['site badge', 'data-sq-site-badge', startSiteBadge, SITE_MODULE_LABELS.dismissSiteBadge],
    ['licensed-assets bar', 'data-sq-licensed-assets-bar', startLicensedAssetsBar, SITE_MODULE_LABELS.dismissLicensedAssets],
  ] as const;
  for (const [name, marker, start, label] of NOTICES) {
    describe(name, () => {
      const add = () => {
        const el = document.createElement('div');
        el.setAttribute(marker, '');
        el.innerHTML = '<p>Notice text <a href="/terms">Terms</a></p>';
        document.body.append(el);
        return el;
      };

      it('gets an accessible close button; a dismissal hides it for the session', async () => {
        const el = add();
        stops.push(start(context()));
        const close = el.querySelector<HTMLButtonElement>('.sq-site-close')!;
        expect(close.getAttribute('aria-label')).to.equal(label);
        await expect(el).to.be.accessible();
        close.focus();
        await sendKeys({ press: 'Enter' });
        expect(el.hidden).to.equal(true);
        const again = add();
        stops.push(start(context()));
        expect(again.hidden && again.querySelector('.sq-site-close') === null).to.equal(true);
      });

      it('a dismissal from its focused × moves focus to the next focusable element after it', async () => {
        const el = add();
        const after = document.createElement('div');
        after.className = 'after-bar';
        after.innerHTML = '<button type="button" hidden>Hidden</button><button type="button" disabled>Off</button>'
          + '<a href="/next">Next</a>';
        el.after(after);
        stops.push(start(context()));
        el.querySelector<HTMLButtonElement>('.sq-site-close')!.focus();
        await sendKeys({ press: 'Enter' });
        expect(el.hidden).to.equal(true);
        expect(document.activeElement === after.querySelector('a'), 'on the link after the bar').to.equal(true);
      });

      it('a dismissal with focus elsewhere leaves focus where it is', () => {
        const el = add();
        const after = document.createElement('button');
        after.className = 'after-bar';
        document.body.append(after);
        stops.push(start(context()));
        after.focus();
        el.querySelector<HTMLButtonElement>('.sq-site-close')!.click();
        expect([el.hidden, document.activeElement === after]).to.deep.equal([true, true]);
      });

      it('is left as it was by the stop, and does nothing without its markup', () => {
        stops.push(start(context()));
        const el = add();
        const stop = start(context());
        expect(el.querySelector('.sq-site-close') !== null).to.equal(true);
        stop();
        expect(el.querySelector('.sq-site-close') === null && !el.hasAttribute('data-sq-dismissible')).to.equal(true);
      });
    });
  }
});
