// react-core/dialogs/styles.ts: a closing dialog's panel shrinks to "scale-hide 0.94" (visitor §9 "Lightbox
// and UI", UI.scaleHide) while it fades. Transitions are switched off so the computed style is the closing
// state's own value, and the fake clock holds the 600 ms hide fallback so the closing state stays.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { UI } from '../catalog/constants.ts';
import { confirm } from '../react-core/dialogs/api.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { define } from '../runtime/define.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

define('sq-dialog', SqDialogElement);

const dialogs = () => [...document.querySelectorAll<HTMLElement>('body > sq-dialog')];
const panelOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog__panel')!;
const stateOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog')!.dataset.state;

describe('a closing dialog', () => {
  let clock: FakeClock;
  let style: HTMLStyleElement;
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    clock = installFakeClock();
    style = document.createElement('style');
    style.textContent = '.sq-dialog, .sq-dialog__panel { transition: none !important; }';
    document.head.append(style);
  });
  afterEach(async () => {
    clock.tick(UI.confirmation.hideFallbackMs);
    clock.restore();
    style.remove();
    for (const el of dialogs()) el.remove();
    await whenRendered();
  });

  it(`scales its panel to ${UI.scaleHide} while closing, from 1 while open`, async () => {
    void confirm({ title: 'Delete page?' });
    await whenRendered();
    const [el] = dialogs();
    expect(stateOf(el!)).to.equal('open');
    expect(new DOMMatrix(getComputedStyle(panelOf(el!)).transform).a).to.equal(1);
    el!.querySelector<HTMLButtonElement>('button[data-action="cancel"]')!.click();
    await whenRendered();
    expect(stateOf(el!)).to.equal('closing');
    const closing = new DOMMatrix(getComputedStyle(panelOf(el!)).transform);
    expect(closing.a).to.be.closeTo(UI.scaleHide, 1e-6);
    expect(closing.d).to.be.closeTo(UI.scaleHide, 1e-6);
  });
});
