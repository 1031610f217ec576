// Sq.confirm / Sq.info asked twice on a fresh page, before the dialog code has arrived
// (react-core/dialogs/api.ts, runtime/dialog-stack.ts): they stack in the order asked for, whatever order
// their views render in, so Escape closes the one asked for last (visitor §2 "It closes the topmost open
// dialog"). Its own page: <sq-dialog> starts undefined, and the code arrives when the test says so.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { confirm, dialogSeams, info } from '../react-core/dialogs/api.ts';
import { whenRendered } from '../react-core/portal-root.tsx';

const dialogs = () => [...document.querySelectorAll<HTMLElement>('body > sq-dialog')];
const root = (el: HTMLElement) => el.querySelector<HTMLElement>('.sq-dialog')!;
const shown = (el: HTMLElement) => el.isConnected && el.querySelector('.sq-dialog:not([hidden])') !== null;
const titled = (title: string) => dialogs().find((el) => el.querySelector('.sq-dialog__title')?.textContent === title)!;

describe('dialogs asked for before their code has loaded', () => {
  afterEach(async () => {
    for (const el of dialogs()) el.remove();
    await whenRendered();
  });

  it('two confirmations stack in the order asked, even when the second renders first: Escape closes the second, then the first', async () => {
    expect(customElements.get('sq-dialog'), 'not defined on this page yet').to.equal(undefined);
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => { arrive = resolve; });
    dialogSeams.load = async () => { await arrived; return { SqDialogElement }; };
    const answers: string[] = [];
    const first = confirm({ title: 'First' }).then((a) => { answers.push(`first:${a}`); });
    const second = confirm({ title: 'Second' }).then((a) => { answers.push(`second:${a}`); });
    // The second's view renders before the first's (upgrades go in document order), as when the code
    // reaches it first.
    const [a, b] = dialogs();
    document.body.insertBefore(b!, a!);
    arrive();
    await waitUntil(() => dialogs().length === 2 && dialogs().every(shown), 'both shown');
    const [one, two] = [titled('First'), titled('Second')];
    expect(Number(root(two).style.zIndex), 'the second above the first').to.be.greaterThan(Number(root(one).style.zIndex));

    await sendKeys({ press: 'Escape' });
    await second;
    expect(answers).to.deep.equal(['second:cancel']);
    expect(shown(one), 'the first stays open').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await first;
    expect(answers).to.deep.equal(['second:cancel', 'first:cancel']);
  });

  it('two information popups too: the one asked for last is the topmost', async () => {
    const firstInfo = info({ title: 'Saved', autoHideMs: 0 });
    const secondInfo = info({ title: 'Published', autoHideMs: 0 });
    const [a, b] = dialogs();
    document.body.insertBefore(b!, a!);
    await waitUntil(() => dialogs().length === 2 && dialogs().every(shown), 'both shown');
    expect(Number(root(titled('Published')).style.zIndex)).to.be.greaterThan(Number(root(titled('Saved')).style.zIndex));
    await sendKeys({ press: 'Escape' });
    await secondInfo;
    expect(shown(titled('Saved')), 'the first stays').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await firstInfo;
  });
});
