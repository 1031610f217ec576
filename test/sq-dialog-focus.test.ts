// <sq-dialog> focus and keys (issue 6 "Dialogs": focus-trapped with focus returned, Esc closes the topmost;
// visitor §2 "Keyboard Escape", §9 "Modal base z-index 30000"): where focus goes on show and hide, the Tab
// trap, two stacked dialogs, one Escape closing one dialog (an information popup too, with focus on the
// page), an information popup above a confirmation leaving it the Tab trap, and reduced motion.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';
import { define } from '../runtime/define.ts';
import { closeTopmost, hasOpenLayer } from '../runtime/dialog-stack.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { whenRendered } from '../react-core/portal-root.tsx';

define('sq-dialog', SqDialogElement);

const rootOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog')!;
const panelOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog__panel')!;
const button = (el: Element, action: string) => el.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
const isShown = (el: Element) => !rootOf(el).hidden;
const focused = (target: Element) => document.activeElement === target;
const shiftTab = async () => {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
};

/** A page with a button, the button focused, and a dialog after it (closed unless `open`). */
async function page(dialog: ReturnType<typeof html>) {
  const parent = await fixture<HTMLElement>(html`<div><button type="button" id="opener">Open</button>${dialog}</div>`);
  const opener = parent.querySelector<HTMLButtonElement>('#opener')!;
  const el = parent.querySelector<SqDialogElement>('sq-dialog')!;
  opener.focus();
  await whenRendered();
  return { parent, opener, el };
}

async function open(el: SqDialogElement) {
  el.open = true;
  await whenRendered();
}

describe('<sq-dialog> focus', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(hasOpenLayer(), 'every test leaves the dialog layer empty').to.equal(false);
  });

  it('moves focus to the first button on show (the answer that changes nothing), and back on hide', async () => {
    const { opener, el } = await page(html`<sq-dialog dialog-style="confirm-reject" heading="Delete?"></sq-dialog>`);
    await open(el);
    expect(focused(button(el, 'reject')), 'Reject has focus').to.equal(true);
    button(el, 'confirm').click();
    await whenRendered();
    expect(focused(opener), 'focus is back on the opener').to.equal(true);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { el } = await page(html`<sq-dialog dialog-style="confirm-cancel" heading="Sure?"></sq-dialog>`);
    await open(el);
    const [first, last] = [button(el, 'cancel'), button(el, 'confirm')];
    await sendKeys({ press: 'Tab' });
    expect(focused(last), 'Tab: Confirm').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(focused(first), 'Tab from the last wraps to Cancel').to.equal(true);
    await shiftTab();
    expect(focused(last), 'Shift+Tab from the first wraps to Confirm').to.equal(true);
    await shiftTab();
    expect(focused(first), 'Shift+Tab: Cancel').to.equal(true);
    el.open = false;
    await whenRendered();
  });

  it('keeps Tab on the dialog itself when it has no buttons', async () => {
    const { el } = await page(html`<sq-dialog dialog-style="no-buttons" heading="Saving…"></sq-dialog>`);
    await open(el);
    expect(focused(panelOf(el))).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(focused(panelOf(el))).to.equal(true);
    await shiftTab();
    expect(focused(panelOf(el))).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect(isShown(el)).to.equal(false);
  });

  it('pulls Tab back in when focus was lost to the page', async () => {
    const { el } = await page(html`<sq-dialog dialog-style="confirm-cancel"></sq-dialog>`);
    await open(el);
    (document.activeElement as HTMLElement).blur();
    await sendKeys({ press: 'Tab' });
    expect(focused(button(el, 'cancel'))).to.equal(true);
    el.open = false;
    await whenRendered();
  });

  it('a click on the backdrop keeps focus in the dialog and answers nothing', async () => {
    const { el } = await page(html`<sq-dialog dialog-style="confirm-cancel" heading="Sure?"></sq-dialog>`);
    await open(el);
    let answers = 0;
    for (const type of ['sq-dialog-confirm', 'sq-dialog-cancel']) el.addEventListener(type, () => { answers += 1; });
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(focused(button(el, 'cancel'))).to.equal(true);
    expect([answers, isShown(el)]).to.deep.equal([0, true]);
    el.open = false;
    await whenRendered();
  });

  it('an information popup does not take focus, and gives it back only if it held it', async () => {
    const { opener, el } = await page(html`<sq-dialog kind="info" heading="Saved" auto-hide="0"></sq-dialog>`);
    await open(el);
    expect(focused(opener)).to.equal(true);
    button(el, 'cancel').focus();
    await sendKeys({ press: 'Enter' });
    await whenRendered();
    expect([isShown(el), focused(opener)]).to.deep.equal([false, true]);
  });
});

describe('<sq-dialog> stacking and Escape', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(hasOpenLayer(), 'every test leaves the dialog layer empty').to.equal(false);
  });

  async function twoDialogs() {
    const parent = await fixture<HTMLElement>(html`<div>
      <button type="button" id="opener">Open</button>
      <sq-dialog id="lower" dialog-style="confirm-cancel" heading="First"></sq-dialog>
      <sq-dialog id="upper" dialog-style="confirm-reject" heading="Second"></sq-dialog>
    </div>`);
    const opener = parent.querySelector<HTMLButtonElement>('#opener')!;
    const lower = parent.querySelector<SqDialogElement>('#lower')!;
    const upper = parent.querySelector<SqDialogElement>('#upper')!;
    opener.focus();
    await open(lower);
    button(lower, 'confirm').focus(); // the lower dialog's button opens the upper one
    await open(upper);
    return { opener, lower, upper };
  }

  it(`stacks from z-index ${MODAL_BASE_Z_INDEX}: the first at ${MODAL_BASE_Z_INDEX}, the next at ${MODAL_BASE_Z_INDEX + 1}`, async () => {
    const { lower, upper } = await twoDialogs();
    expect([getComputedStyle(rootOf(lower)).zIndex, getComputedStyle(rootOf(upper)).zIndex])
      .to.deep.equal([String(MODAL_BASE_Z_INDEX), String(MODAL_BASE_Z_INDEX + 1)]);
    const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2)!;
    expect(upper.contains(middle), 'the upper dialog is on top').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    await sendKeys({ press: 'Escape' });
    await whenRendered();
  });

  it('Escape closes only the top one (a cancel), focus returns to the lower one; the next Escape closes that', async () => {
    const { opener, lower, upper } = await twoDialogs();
    const answers: string[] = [];
    for (const el of [lower, upper]) el.addEventListener('sq-dialog-cancel', () => answers.push(el.id));
    expect(focused(button(upper, 'reject'))).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([isShown(lower), isShown(upper), answers]).to.deep.equal([true, false, ['upper']]);
    expect(focused(button(lower, 'confirm')), 'focus is back on the lower dialog').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([isShown(lower), answers]).to.deep.equal([false, ['upper', 'lower']]);
    expect(focused(opener)).to.equal(true);
  });

  it('an Escape handled in a dialog does not reach the site chrome on document (one Escape, one dialog)', async () => {
    const { lower, upper } = await twoDialogs();
    let chromeSaw = 0;
    const chrome = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      chromeSaw += 1;
      closeTopmost();
    };
    document.addEventListener('keydown', chrome);
    try {
      await sendKeys({ press: 'Escape' });
      await whenRendered();
      expect([isShown(lower), isShown(upper), chromeSaw]).to.deep.equal([true, false, 0]);
    } finally {
      document.removeEventListener('keydown', chrome);
    }
    await sendKeys({ press: 'Escape' });
    await whenRendered();
  });

  it("with focus outside every dialog, the chrome's closeTopmost() closes the top one only", async () => {
    const { lower, upper } = await twoDialogs();
    (document.activeElement as HTMLElement).blur();
    expect(closeTopmost()).to.equal(true);
    await whenRendered();
    expect([isShown(lower), isShown(upper)]).to.deep.equal([true, false]);
    expect(closeTopmost()).to.equal(true);
    await whenRendered();
    expect(isShown(lower)).to.equal(false);
    expect(closeTopmost()).to.equal(false);
  });

  it('Escape in a confirmation closes an information popup above it first', async () => {
    const parent = await fixture<HTMLElement>(html`<div>
      <sq-dialog id="confirm" heading="Sure?"></sq-dialog>
      <sq-dialog id="info" kind="info" heading="Saved" auto-hide="0"></sq-dialog>
    </div>`);
    const confirm = parent.querySelector<SqDialogElement>('#confirm')!;
    const info = parent.querySelector<SqDialogElement>('#info')!;
    await open(confirm);
    await open(info);
    expect(confirm.contains(document.activeElement)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([isShown(confirm), isShown(info)]).to.deep.equal([true, false]);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect(isShown(confirm)).to.equal(false);
  });

  it('an information popup above a confirmation leaves it the Tab trap (a non-modal layer)', async () => {
    const parent = await fixture<HTMLElement>(html`<div>
      <button type="button" id="opener">Open</button>
      <sq-dialog id="confirm" dialog-style="confirm-cancel" heading="Sure?"></sq-dialog>
      <sq-dialog id="info" kind="info" heading="Saved" auto-hide="0"></sq-dialog>
    </div>`);
    const confirm = parent.querySelector<SqDialogElement>('#confirm')!;
    const info = parent.querySelector<SqDialogElement>('#info')!;
    await open(confirm);
    await open(info);
    const [first, last] = [button(confirm, 'cancel'), button(confirm, 'confirm')];
    expect(focused(first)).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(focused(last), 'Tab: Confirm').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(focused(first), 'Tab from the last wraps within the confirmation').to.equal(true);
    await shiftTab();
    expect(focused(last), 'Shift+Tab from the first wraps within the confirmation').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([isShown(confirm), isShown(info)], 'Escape still closes the info above first').to.deep.equal([true, false]);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect(isShown(confirm)).to.equal(false);
  });

  it('an information popup closes on Escape pressed anywhere on the page (no site chrome needed)', async () => {
    const { opener, el } = await page(html`<sq-dialog kind="info" heading="Saved" auto-hide="0"></sq-dialog>`);
    await open(el);
    expect(focused(opener), 'focus stays on the page').to.equal(true);
    let answers = 0;
    el.addEventListener('sq-dialog-cancel', () => { answers += 1; });
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([isShown(el), answers]).to.deep.equal([false, 1]);
  });

  it('the Tab trap belongs to the top dialog only', async () => {
    const { lower, upper } = await twoDialogs();
    await sendKeys({ press: 'Tab' });
    expect(focused(button(upper, 'confirm'))).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(focused(button(upper, 'reject')), 'wraps within the upper dialog').to.equal(true);
    expect(lower.contains(document.activeElement)).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    await sendKeys({ press: 'Escape' });
    await whenRendered();
  });
});

describe('<sq-dialog> motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('fades and scales in and out, gives focus back as it starts to leave, and hides once the transition ends', async () => {
    const { el, opener } = await page(html`<sq-dialog heading="Sure?"></sq-dialog>`);
    await open(el);
    expect(getComputedStyle(rootOf(el)).transitionDuration).to.not.equal('0s');
    const hidden = oneEvent(el, 'sq-dialog-hide');
    button(el, 'confirm').click();
    await whenRendered();
    expect([rootOf(el).dataset.state, isShown(el)]).to.deep.equal(['closing', true]);
    expect(focused(opener), 'focus is back on the opener').to.equal(true);
    await hidden;
    expect(isShown(el)).to.equal(false);
  });

  it('under prefers-reduced-motion: no transition, and it hides at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await page(html`<sq-dialog heading="Sure?"></sq-dialog>`);
    await open(el);
    expect([getComputedStyle(rootOf(el)).transitionDuration, getComputedStyle(panelOf(el)).transitionDuration])
      .to.deep.equal(['0s', '0s']);
    let hidden = false;
    el.addEventListener('sq-dialog-hide', () => { hidden = true; });
    button(el, 'confirm').click();
    await whenRendered();
    expect([hidden, isShown(el)]).to.deep.equal([true, false]);
  });
});
