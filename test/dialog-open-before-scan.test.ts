// <sq-dialog> opened by a module script after sq.js, as its docs write it (`dialog.open = true`): that
// script runs before sq.js's first scan, so the dialog is not waiting yet and the property is an own
// property of the undefined element. The dialog is asked for as soon as the scan finds it, not at the
// idle moment, and shows. The tag is not defined when this file starts: the autoloader defines it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { startAutoloader } from '../runtime/autoloader.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { holdIdle } from './support/held-idle.ts';

const TAG = 'sq-dialog';

describe('<sq-dialog>: opened before the first scan', () => {
  // Shown at once, without the opening fade: the accessibility check reads the dialog's settled colours.
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
  it('its open property, set before sq.js looked, upgrades it with the first scan, and it shows', async () => {
    // An idle moment that does not come during this test (the page's load event has passed).
    const { held, release } = holdIdle();
    const loads: string[] = [];
    try {
      const el = (await fixture<HTMLElement>(html`<div><sq-dialog kind="alert" heading="Saved"></sq-dialog></div>`))
        .firstElementChild as HTMLElement & { open: boolean };
      el.open = true;
      const loader = startAutoloader({ [TAG]: () => { loads.push(TAG); return import('../elements/sq-dialog.ts'); } });
      try {
        await waitUntil(() => el.matches(':defined'), 'upgraded without the idle moment');
        await whenRendered();
        expect(loads).to.deep.equal([TAG]);
        expect(held.length, 'no idle moment came').to.be.at.most(1);
        expect(el.querySelector<HTMLElement>('.sq-dialog')!.hidden, 'shown').to.equal(false);
        expect(el.hasAttribute('open')).to.equal(true);
        await expect(el).to.be.accessible();
        el.open = false;
        await waitUntil(() => el.querySelector<HTMLElement>('.sq-dialog')!.hidden, 'closed');
      } finally {
        loader.stop();
      }
    } finally {
      release();
    }
  });
});
