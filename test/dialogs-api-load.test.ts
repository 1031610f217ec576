// Sq.confirm / Sq.alert / Sq.info when the element's code cannot be loaded (react-core/dialogs/api.ts;
// visitor §8 "Module or trigger load failures log a warning"), through the `dialogSeams.load` seam: on this
// page <sq-dialog> starts undefined (the other api tests are ./dialogs-api.test.ts, where it is defined).
import { expect, waitUntil } from '@open-wc/testing';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { alert, confirm, dialogSeams, info } from '../react-core/dialogs/api.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { captureLogs } from './support/logs.ts';

const dialogs = () => [...document.querySelectorAll<HTMLElement>('body > sq-dialog')];
const MESSAGE = LIBRARY_MESSAGES.moduleLoadFailed('dialogs');

describe('Sq dialogs when their code cannot be loaded', () => {
  const load = dialogSeams.load;
  afterEach(async () => {
    dialogSeams.load = load;
    for (const el of dialogs()) el.remove();
    await whenRendered();
  });

  it('confirm, alert and info each warn, take their element away and reject', async () => {
    expect(customElements.get('sq-dialog'), 'not defined on this page yet').to.equal(undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    dialogSeams.load = () => Promise.reject(failure);
    const logs = captureLogs();
    try {
      const calls = [confirm({ title: 'a' }), alert({ title: 'b' }), info({ title: 'c' })];
      expect(dialogs().length, 'added at once').to.equal(3);
      const outcomes = await Promise.allSettled(calls);
      expect(outcomes.map((o) => (o.status === 'rejected' ? [(o.reason as Error).message, (o.reason as Error).cause === failure] : o.status)))
        .to.deep.equal([[MESSAGE, true], [MESSAGE, true], [MESSAGE, true]]);
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['warn', MESSAGE], ['warn', MESSAGE], ['warn', MESSAGE]]);
      expect(dialogs().length).to.equal(0);
    } finally {
      logs.stop();
    }
  });

  // Last: it leaves the element defined.
  it('a load that fails after another script defined the element still shows the dialog, without a warning', async () => {
    dialogSeams.load = async () => {
      define('sq-dialog', SqDialogElement);
      throw new Error('a second copy failed');
    };
    const logs = captureLogs();
    try {
      const answer = confirm({ title: 'Still here' });
      await waitUntil(() => dialogs()[0]?.querySelector('button[data-action="confirm"]'), 'rendered');
      dialogs()[0]!.querySelector<HTMLButtonElement>('button[data-action="confirm"]')!.click();
      expect(await answer).to.equal('confirm');
      expect(logs.messages()).to.deep.equal([]);
    } finally {
      logs.stop();
    }
  });
});
