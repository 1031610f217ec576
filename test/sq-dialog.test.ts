// <sq-dialog>: the confirmation styles and their answers (visitor §4 "Confirmation", reference §4
// "Confirmation styles"), the events and their order, width 350 and padding 20 (visitor §3, §9), alert and
// information popups (visitor §2: top right), attributes with HTML semantics, server strings as text, axe.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { UI } from '../catalog/constants.ts';
import { CONFIRMATION_STYLE_OF, DIALOG_STYLES } from '../catalog/dialogs.ts';
import { define } from '../runtime/define.ts';
import {
  SqDialogCancelEvent, SqDialogConfirmEvent, SqDialogElement, SqDialogHideEvent, SqDialogRejectEvent, SqDialogShowEvent,
} from '../elements/sq-dialog.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { dangerIn, resetXss, XSS_PAYLOADS, xssRan } from './support/xss-payloads.ts';

define('sq-dialog', SqDialogElement);

const EVENTS = ['show', 'confirm', 'reject', 'cancel', 'hide'].map((e) => `sq-dialog-${e}`);
const rootOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog')!;
const panelOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog__panel')!;
const buttonsOf = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('button')];
const labelsOf = (el: Element) => buttonsOf(el).map((b) => b.textContent);
const isShown = (el: Element) => !rootOf(el).hidden;

/** Everything the element dispatches, in order. */
function record(el: Element): string[] {
  const seen: string[] = [];
  for (const type of EVENTS) el.addEventListener(type, () => seen.push(type.slice('sq-dialog-'.length)));
  return seen;
}

async function mount(markup: ReturnType<typeof html>): Promise<SqDialogElement> {
  const el = await fixture<SqDialogElement>(markup);
  await whenRendered();
  return el;
}

const EXPECTED_BUTTONS = {
  'confirm-reject': [['Reject', 'reject'], ['Confirm', 'confirm']],
  'confirm-cancel': [['Cancel', 'cancel'], ['Confirm', 'confirm']],
  'confirm-only': [['Confirm', 'confirm']],
  'no-buttons': [],
} as const;

describe('<sq-dialog> confirmation styles (confirm/reject, confirm/cancel, confirm only, no buttons)', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' })); // hides at once: the answers, not the motion
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  for (const style of DIALOG_STYLES) {
    it(`${CONFIRMATION_STYLE_OF[style]}: the buttons, an alertdialog named by its title, axe-clean`, async () => {
      const el = await mount(html`<sq-dialog open dialog-style=${style} heading="Delete page?" message="This cannot be undone."></sq-dialog>`);
      expect(buttonsOf(el).map((b) => [b.textContent, b.dataset.action])).to.deep.equal(EXPECTED_BUTTONS[style]);
      const panel = panelOf(el);
      expect([panel.getAttribute('role'), panel.getAttribute('aria-modal')]).to.deep.equal(['alertdialog', 'true']);
      expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Delete page?');
      expect(document.getElementById(panel.getAttribute('aria-describedby')!)!.textContent).to.equal('This cannot be undone.');
      await expect(el).to.be.accessible();
    });

    for (const [label, answer] of EXPECTED_BUTTONS[style]) {
      it(`${CONFIRMATION_STYLE_OF[style]}: ${label} dispatches ${answer}, hides it, then hide (result '${answer}')`, async () => {
        const el = await mount(html`<sq-dialog open dialog-style=${style} heading="Sure?"></sq-dialog>`);
        const seen = record(el);
        const hidden = oneEvent(el, 'sq-dialog-hide') as unknown as Promise<SqDialogHideEvent>;
        buttonsOf(el).find((b) => b.textContent === label)!.click();
        const hide = await hidden;
        expect(hide).to.be.instanceOf(SqDialogHideEvent);
        expect(hide.result).to.equal(answer);
        expect(seen).to.deep.equal([answer, 'hide']);
        expect(el.open).to.equal(false);
        expect(isShown(el)).to.equal(false);
      });
    }
  }

  it('answer events are classes, bubbling and composed', async () => {
    const el = await mount(html`<sq-dialog open dialog-style="confirm-reject"></sq-dialog>`);
    const events: Event[] = [];
    for (const type of EVENTS) document.addEventListener(type, (e) => events.push(e), { once: true });
    buttonsOf(el)[0]!.click(); // reject
    await whenRendered();
    el.open = true;
    await whenRendered();
    buttonsOf(el)[1]!.click(); // confirm
    await whenRendered();
    el.open = true;
    await whenRendered();
    el.dialogStyle = 'confirm-cancel';
    await whenRendered();
    buttonsOf(el)[0]!.click(); // cancel
    await whenRendered();
    const classes = [SqDialogShowEvent, SqDialogRejectEvent, SqDialogHideEvent, SqDialogConfirmEvent, SqDialogCancelEvent];
    expect(events.map((e) => e.constructor)).to.have.members(classes);
    expect(events.every((e) => e.bubbles && e.composed)).to.equal(true);
  });

  it('defaults to confirm/cancel; a bad dialog-style says so and keeps the default', async () => {
    const logs = captureLogs();
    try {
      const el = await mount(html`<sq-dialog open dialog-style="maybe"></sq-dialog>`);
      expect(labelsOf(el)).to.deep.equal(['Cancel', 'Confirm']);
      expect(logs.messages()).to.deep.equal(
        ['Expected one of confirm-reject, confirm-cancel, confirm-only, no-buttons for <sq-dialog dialog-style> but "maybe" found.']);
    } finally {
      logs.stop();
    }
  });

  it('takes the strings for its buttons', async () => {
    const el = await mount(html`<sq-dialog open dialog-style="confirm-reject" confirm-label="Yes, delete" reject-label="Keep it"></sq-dialog>`);
    expect(labelsOf(el)).to.deep.equal(['Keep it', 'Yes, delete']);
    el.cancelLabel = 'Never mind';
    el.dialogStyle = 'confirm-cancel';
    await whenRendered();
    expect(labelsOf(el)).to.deep.equal(['Never mind', 'Yes, delete']);
  });

  it('Escape is a cancel in every style, no buttons included', async () => {
    const el = await mount(html`<sq-dialog open dialog-style="no-buttons" heading="Working…"></sq-dialog>`);
    expect(document.activeElement === panelOf(el), 'the dialog itself holds focus').to.equal(true);
    const seen = record(el);
    panelOf(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await whenRendered();
    expect(seen).to.deep.equal(['cancel', 'hide']);
  });

  it('one answer per opening: a second click while it leaves does nothing', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await mount(html`<sq-dialog open dialog-style="confirm-reject"></sq-dialog>`);
    const seen = record(el);
    const hidden = oneEvent(el, 'sq-dialog-hide') as unknown as Promise<SqDialogHideEvent>;
    const [reject, confirm] = buttonsOf(el);
    confirm!.click();
    reject!.click();
    await whenRendered();
    expect(rootOf(el).inert, 'inert while it leaves').to.equal(true);
    confirm!.click();
    await hidden;
    expect(seen).to.deep.equal(['confirm', 'hide']);
  });
});

describe('<sq-dialog> events order', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('show when opened, then the answer, then hide once its exit transition has ended', async () => {
    const el = await fixture<SqDialogElement>(html`<sq-dialog dialog-style="confirm-cancel" heading="Go on?"></sq-dialog>`);
    const seen = record(el);
    await whenRendered();
    expect([seen, isShown(el)]).to.deep.equal([[], false]);
    el.open = true;
    await whenRendered();
    expect([seen, isShown(el)]).to.deep.equal([['show'], true]);
    const hidden = oneEvent(el, 'sq-dialog-hide') as unknown as Promise<SqDialogHideEvent>;
    buttonsOf(el)[1]!.click();
    await whenRendered();
    expect(rootOf(el).dataset.state).to.equal('closing');
    expect(seen).to.deep.equal(['show', 'confirm']);
    await hidden;
    expect(seen).to.deep.equal(['show', 'confirm', 'hide']);
    expect(isShown(el)).to.equal(false);
  });

  it('removing open hides it with no answer (hide result null)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount(html`<sq-dialog open heading="x"></sq-dialog>`);
    const seen = record(el);
    const hidden = oneEvent(el, 'sq-dialog-hide') as unknown as Promise<SqDialogHideEvent>;
    el.removeAttribute('open');
    expect((await hidden).result).to.equal(null);
    expect(seen).to.deep.equal(['hide']);
  });

  it('taken out of the page while shown, it still reports hide', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount(html`<sq-dialog open heading="x"></sq-dialog>`);
    const seen = record(el);
    el.remove();
    await whenRendered();
    expect(seen).to.deep.equal(['hide']);
  });
});

describe('<sq-dialog> size and kinds', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it(`is ${UI.confirmation.width} px wide with padding ${UI.confirmation.padding} by default, centred over a backdrop`, async () => {
    const el = await mount(html`<sq-dialog open heading="Sure?" message="Really?"></sq-dialog>`);
    const style = getComputedStyle(panelOf(el));
    expect([style.width, style.paddingTop, style.paddingLeft]).to.deep.equal(['350px', '20px', '20px']);
    const root = rootOf(el).getBoundingClientRect();
    expect([root.top, root.left, root.width, root.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    const panel = panelOf(el).getBoundingClientRect();
    expect(Math.abs(panel.left + panel.width / 2 - innerWidth / 2)).to.be.below(1);
  });

  it('takes the width attribute, never wider than the viewport', async () => {
    const el = await mount(html`<sq-dialog open width="500"></sq-dialog>`);
    expect(getComputedStyle(panelOf(el)).width).to.equal('500px');
    el.width = 5000;
    await whenRendered();
    expect(panelOf(el).getBoundingClientRect().width).to.be.at.most(innerWidth);
  });

  it("an alert has one 'OK' button (its confirm), and is axe-clean", async () => {
    const el = await mount(html`<sq-dialog open kind="alert" heading="Saved" dialog-style="confirm-reject"></sq-dialog>`);
    expect(buttonsOf(el).map((b) => [b.textContent, b.dataset.action])).to.deep.equal([['OK', 'confirm']]);
    expect(panelOf(el).getAttribute('role')).to.equal('alertdialog');
    await expect(el).to.be.accessible();
    const seen = record(el);
    buttonsOf(el)[0]!.click();
    await whenRendered();
    expect(seen).to.deep.equal(['confirm', 'hide']);
  });

  it('an information popup shows top right, a status with a Close button, no backdrop, focus left where it was', async () => {
    const page = await fixture<HTMLButtonElement>(html`<button type="button">Page</button>`);
    page.focus();
    const el = await mount(html`<sq-dialog open kind="info" heading="Logout Successful" message="You have been successfully logged out."></sq-dialog>`);
    const status = el.querySelector('[role="status"]')!;
    // The region goes in empty and its text a frame later, so screen readers announce it.
    await waitUntil(() => status.textContent !== '', 'the status text arrived');
    expect(status.textContent).to.equal('Logout SuccessfulYou have been successfully logged out.');
    expect(buttonsOf(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Close']);
    expect(panelOf(el).hasAttribute('aria-modal')).to.equal(false);
    const box = rootOf(el).getBoundingClientRect();
    expect([Math.round(innerWidth - box.right), Math.round(box.top)]).to.deep.equal([20, 20]);
    expect(document.activeElement === page, 'focus stays on the page').to.equal(true);
    await expect(el).to.be.accessible();
    const seen = record(el);
    buttonsOf(el)[0]!.click();
    await whenRendered();
    expect(seen).to.deep.equal(['cancel', 'hide']);
  });

  it('takes its message from its own text when there is no message attribute', async () => {
    const el = await mount(html`<sq-dialog open heading="Note">  Your   changes
      are saved. </sq-dialog>`);
    expect(el.querySelector('.sq-dialog__message')!.textContent).to.equal('Your changes are saved.');
    expect(el.querySelectorAll('.sq-dialog__message').length).to.equal(1);
  });

  it('without a title it is named by its message', async () => {
    const el = await mount(html`<sq-dialog open message="Discard the draft?"></sq-dialog>`);
    const panel = panelOf(el);
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Discard the draft?');
    expect(panel.hasAttribute('aria-describedby')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('a bad kind says so and is a confirmation', async () => {
    const logs = captureLogs();
    try {
      const el = await mount(html`<sq-dialog open kind="toast"></sq-dialog>`);
      expect(rootOf(el).dataset.kind).to.equal('confirm');
      expect(logs.messages()).to.deep.equal(['Expected one of confirm, alert, info for <sq-dialog kind> but "toast" found.']);
    } finally {
      logs.stop();
    }
  });
});

describe('<sq-dialog> server strings are text', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it(`shows ${XSS_PAYLOADS.length} XSS payloads in title, message and labels as the same literal text; none runs`, async () => {
    resetXss();
    for (const payload of XSS_PAYLOADS) {
      const el = await mount(html`<sq-dialog open dialog-style="confirm-reject" heading=${payload} message=${payload}
        confirm-label=${payload} reject-label=${payload}></sq-dialog>`);
      expect(el.querySelector('.sq-dialog__title')!.textContent).to.equal(payload);
      expect(el.querySelector('.sq-dialog__message')!.textContent).to.equal(payload);
      expect(labelsOf(el)).to.deep.equal([payload, payload]);
      expect(dangerIn(el)).to.deep.equal([]);
      expect(el.querySelectorAll('img, svg:not(.sq-dialog__close svg), script, a, iframe').length).to.equal(0);
      el.remove();
      await whenRendered();
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // let any stray handler run
    expect(xssRan()).to.equal(false);
  });
});
