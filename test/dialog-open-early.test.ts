// <sq-dialog> opened by site code while it waits for its code (runtime/upgrade-later.ts): the dialog waits
// for an idle moment by default, and `dialog.open = true` (its docs' example) upgrades it at once; the
// value reaches the upgraded element. The tag is not defined when this file starts: the autoloader
// defines it, as sq.js does. test/dialog-open-before-scan.test.ts has a property set before the scan.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { startAutoloader } from '../runtime/autoloader.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { afterFirstPaint } from './support/frames.ts';
import { holdIdle } from './support/held-idle.ts';

const TAG = 'sq-dialog';
const shown = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog')?.hidden === false;

describe('<sq-dialog>: opened while it waits for its code', () => {
  // Shown at once, without the opening fade: the accessibility check reads the dialog's settled colours.
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
  it('its open property set while it waits for the idle moment upgrades it at once, and it shows', async () => {
    // An idle moment that does not come during this test (the page's load event has passed).
    const { held, release } = holdIdle();
    const loads: string[] = [];
    const loader = startAutoloader({ [TAG]: () => { loads.push(TAG); return import('../elements/sq-dialog.ts'); } });
    try {
      const el = (await fixture<HTMLElement>(html`<div><sq-dialog heading="Subscribe?">Our letter comes monthly.</sq-dialog></div>`))
        .firstElementChild as HTMLElement & { open: boolean };
      await afterFirstPaint();
      await waitUntil(() => held.length > 0, 'waiting for the idle moment');
      expect(loads, 'not asked for before the idle moment').to.deep.equal([]);
      el.open = true;
      await waitUntil(() => customElements.get(TAG) && el.matches(':defined'), 'upgraded without the idle moment');
      await whenRendered();
      expect(loads).to.deep.equal([TAG]);
      expect(held.length, 'the idle callback never ran').to.equal(1);
      expect(shown(el), 'shown').to.equal(true);
      expect(el.open).to.equal(true);
      expect(el.hasAttribute('open'), 'reflected by the upgraded element').to.equal(true);
      expect(el.querySelector('[role="dialog"], [role="alertdialog"]')!.textContent).to.contain('Subscribe?');
      await expect(el).to.be.accessible();
      el.open = false;
      await waitUntil(() => !shown(el), 'closed by its property, as any dialog (after its closing animation)');
    } finally {
      loader.stop();
      release();
    }
  });
});
