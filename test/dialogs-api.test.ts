// Sq.confirm / Sq.alert / Sq.info (react-core/dialogs/api.ts; visitor §3 "Confirmation: title, message,
// style, strings, width", §4 "Confirmation" hide fallback 600 ms, "Information popup" auto-hide 2000 ms,
// §2 information popups top right): the promises and their answers, the timers on the fake clock, the
// element each call adds and removes, server strings as text, information popups stacked in a column and
// announced.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { UI } from '../catalog/constants.ts';
import { alert, confirm, info } from '../react-core/dialogs/api.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { hasOpenLayer } from '../runtime/dialog-stack.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { dangerIn, resetXss, XSS_PAYLOADS, xssRan } from './support/xss-payloads.ts';

const dialogs = () => [...document.querySelectorAll<HTMLElement>('body > sq-dialog')];
const only = () => {
  expect(dialogs().length).to.equal(1);
  return dialogs()[0]!;
};
const button = (el: Element, action: string) => el.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
const labels = (el: Element) => [...el.querySelectorAll('button')].map((b) => b.textContent);
const textOf = (el: Element, part: string) => el.querySelector(`.sq-dialog__${part}`)?.textContent;
const stateOf = (el: Element) => el.querySelector<HTMLElement>('.sq-dialog')!.dataset.state;

/** Lets the settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** Waits for the entry transition (fade and scale in) to end. */
async function entered(el: Element) {
  await new Promise(requestAnimationFrame);
  await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
}

/** Exit transitions switched off (a theme's `transition: none`): only the 600 ms fallback can hide a dialog. */
function withoutTransitions(): () => void {
  const style = document.createElement('style');
  style.textContent = '.sq-dialog, .sq-dialog__panel { transition: none !important; }';
  document.head.append(style);
  return () => style.remove();
}

// The api imports the element's code on first use; defined here so every test starts with it loaded
// (a failed load is ./dialogs-api-load.test.ts, on a page where it is not defined).
define('sq-dialog', SqDialogElement);

afterEach(async () => {
  for (const el of dialogs()) el.remove();
  await whenRendered();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('Sq.confirm', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));

  for (const [style, action] of [['confirm/reject', 'confirm'], ['confirm/reject', 'reject'], ['confirm/cancel', 'cancel']] as const) {
    it(`style '${style}': resolves with '${action}' once hidden, and removes its element`, async () => {
      const answer = confirm({ title: 'Delete page?', message: 'This cannot be undone.', style });
      await whenRendered();
      const el = only();
      expect([textOf(el, 'title'), textOf(el, 'message')]).to.deep.equal(['Delete page?', 'This cannot be undone.']);
      button(el, action).click();
      expect(await answer).to.equal(action);
      expect(dialogs().length).to.equal(0);
      expect(hasOpenLayer()).to.equal(false);
    });
  }

  it("takes the dashed style names too, and defaults to confirm/cancel with 'Cancel' and 'Confirm'", async () => {
    void confirm({ title: 'a', style: 'confirm-only' });
    void confirm({ title: 'b' });
    await whenRendered();
    expect(dialogs().map(labels)).to.deep.equal([['Confirm'], ['Cancel', 'Confirm']]);
  });

  it("style 'no buttons': only Escape answers, with 'cancel'", async () => {
    const answer = confirm({ title: 'Working…', style: 'no buttons' });
    await whenRendered();
    expect(labels(only())).to.deep.equal([]);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await answer).to.equal('cancel');
  });

  it('takes strings for its buttons, and its width', async () => {
    void confirm({ title: 'Leave?', style: 'confirm/reject', strings: { confirm: 'Leave', reject: 'Stay' }, width: 420 });
    await whenRendered();
    const el = only();
    expect(labels(el)).to.deep.equal(['Stay', 'Leave']);
    expect(getComputedStyle(el.querySelector('.sq-dialog__panel')!).width).to.equal('420px');
  });

  it("resolves 'cancel' when its element is taken out of the page", async () => {
    const answer = confirm({ title: 'x' });
    await whenRendered();
    only().remove();
    expect(await answer).to.equal('cancel');
  });

  it('never throws on bad options: no object, wrong types', async () => {
    const logs = captureLogs();
    try {
      const answers = [
        confirm(undefined as never), confirm(null as never), confirm({ title: 42, message: {}, style: 'sideways', strings: 'x' } as never),
      ];
      await whenRendered();
      expect(dialogs().length).to.equal(3);
      expect(textOf(dialogs()[2]!, 'title')).to.equal('42');
      expect(logs.messages()).to.deep.equal([
        'Expected one of confirm-reject, confirm-cancel, confirm-only, no-buttons for <sq-dialog dialog-style> but "sideways" found.',
      ]);
      for (const el of dialogs()) button(el, 'cancel').click();
      expect(await Promise.all(answers)).to.deep.equal(['cancel', 'cancel', 'cancel']);
    } finally {
      logs.stop();
    }
  });
});

describe('Sq.alert', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));

  it("shows its title and message with an 'OK' button, and resolves once OK hid it", async () => {
    let done = false;
    const closed = alert({ title: 'Saved', message: 'Your changes are saved.' }).then(() => { done = true; });
    await whenRendered();
    const el = only();
    expect(labels(el)).to.deep.equal(['OK']);
    await settle();
    expect(done).to.equal(false);
    button(el, 'confirm').click();
    await closed;
    expect(dialogs().length).to.equal(0);
  });
});

describe(`Sq.info: auto-hides after ${UI.infoPopupAutoHideMs} ms`, () => {
  let clock: FakeClock;
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = installFakeClock();
  });
  afterEach(() => clock.restore());

  it(`is shown until ${UI.infoPopupAutoHideMs} ms have passed, then hides and resolves`, async () => {
    let done = false;
    const hidden = info({ title: 'Logout Successful', message: 'You have been successfully logged out.' }).then(() => { done = true; });
    await whenRendered();
    const el = only();
    await waitUntil(() => el.querySelector('[role="status"]')!.textContent !== '', 'the status text');
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('Logout SuccessfulYou have been successfully logged out.');
    clock.tick(UI.infoPopupAutoHideMs - 1);
    await whenRendered();
    await settle();
    expect([done, stateOf(el)]).to.deep.equal([false, 'open']);
    clock.tick(1);
    await hidden;
    expect(dialogs().length).to.equal(0);
  });

  it('takes autoHideMs, and 0 keeps it until closed', async () => {
    void info({ title: 'Short', autoHideMs: 500 });
    void info({ title: 'Stays', autoHideMs: 0 });
    await whenRendered();
    clock.tick(500);
    await whenRendered();
    await waitUntil(() => dialogs().length === 1 && textOf(only(), 'title') !== undefined, 'the status text');
    expect(dialogs().map((el) => textOf(el, 'title'))).to.deep.equal(['Stays']);
    clock.tick(60_000);
    await whenRendered();
    expect(dialogs().length).to.equal(1);
    button(only(), 'cancel').click();
    await whenRendered();
    expect(dialogs().length).to.equal(0);
  });

  it('pauses while the pointer is over it, and counts the full time again once it leaves', async () => {
    void info({ title: 'Hover me' });
    await whenRendered();
    const box = only().querySelector('.sq-dialog__panel')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    clock.tick(UI.infoPopupAutoHideMs * 5);
    await whenRendered();
    expect(dialogs().length).to.equal(1);
    await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
    clock.tick(UI.infoPopupAutoHideMs - 1);
    await whenRendered();
    expect(dialogs().length).to.equal(1);
    clock.tick(1);
    await whenRendered();
    expect(dialogs().length).to.equal(0);
  });

  it('pauses while focus is inside it', async () => {
    void info({ title: 'Focus me' });
    await whenRendered();
    button(only(), 'cancel').focus();
    clock.tick(UI.infoPopupAutoHideMs * 5);
    await whenRendered();
    expect(dialogs().length).to.equal(1);
    button(only(), 'cancel').blur();
    clock.tick(UI.infoPopupAutoHideMs);
    await whenRendered();
    expect(dialogs().length).to.equal(0);
  });
});

describe('Sq.info: stacked in a column, and announced', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' })); // no scale: the rects are the layout's
  const status = (el: Element) => el.querySelector('[role="status"]')!;
  const box = (el: Element) => el.querySelector('.sq-dialog__panel')!.getBoundingClientRect();

  it('puts its status region in the page empty, and fills that same region on the next frame', async () => {
    void info({ title: 'Saved', message: 'Your changes are saved.', autoHideMs: 0 });
    await whenRendered();
    const region = status(only());
    expect([region.isConnected, region.textContent]).to.deep.equal([true, '']);
    await new Promise(requestAnimationFrame);
    await waitUntil(() => region.textContent !== '', 'the text arrives');
    expect(region.textContent).to.equal('SavedYour changes are saved.');
    expect(status(only()) === region, 'the same live region, not a new one').to.equal(true);
  });

  it('two at once do not overlap: the later one sits below, and moves up when the first closes', async () => {
    void info({ title: 'First', message: 'One', autoHideMs: 0 });
    void info({ title: 'Second', message: 'Two\nlines of text', autoHideMs: 0 });
    await whenRendered();
    const [first, second] = dialogs() as [HTMLElement, HTMLElement];
    await waitUntil(() => status(first).textContent !== '' && status(second).textContent !== '', 'both texts');
    await waitUntil(() => box(second).top >= box(first).bottom, 'the second below the first');
    const [a, b] = [box(first), box(second)];
    expect([Math.round(a.top), Math.round(innerWidth - a.right), Math.round(innerWidth - b.right)]).to.deep.equal([20, 20, 20]);
    expect(b.top - a.bottom).to.be.closeTo(8, 1);
    button(first, 'cancel').click();
    await whenRendered();
    await waitUntil(() => Math.round(box(second).top) === 20, 'the second moved up');
    expect(dialogs().length).to.equal(1);
  });
});

describe(`hide fallback: ${UI.confirmation.hideFallbackMs} ms`, () => {
  let clock: FakeClock;
  beforeEach(() => { clock = installFakeClock(); });
  afterEach(() => clock.restore());

  it(`without a transitionend, a confirmation hides at ${UI.confirmation.hideFallbackMs} ms`, async () => {
    const restore = withoutTransitions();
    try {
      let answer: string | undefined;
      void confirm({ title: 'x' }).then((a) => { answer = a; });
      await whenRendered();
      const el = only();
      button(el, 'confirm').click();
      await whenRendered();
      clock.tick(UI.confirmation.hideFallbackMs - 1);
      await whenRendered();
      await settle();
      expect([stateOf(el), answer, el.isConnected]).to.deep.equal(['closing', undefined, true]);
      clock.tick(1);
      await settle();
      expect([answer, el.isConnected]).to.deep.equal(['confirm', false]);
    } finally {
      restore();
    }
  });

  it(`an information popup too: ${UI.infoPopupAutoHideMs} ms, then at most ${UI.confirmation.hideFallbackMs} ms more`, async () => {
    const restore = withoutTransitions();
    try {
      let done = false;
      void info({ title: 'x' }).then(() => { done = true; });
      await whenRendered();
      clock.tick(UI.infoPopupAutoHideMs);
      await whenRendered();
      expect(stateOf(only())).to.equal('closing');
      clock.tick(UI.confirmation.hideFallbackMs);
      await settle();
      expect([done, dialogs().length]).to.deep.equal([true, 0]);
    } finally {
      restore();
    }
  });

  it('with a transition, the transitionend hides it before the fallback is due', async () => {
    const answer = confirm({ title: 'x' });
    await whenRendered();
    const el = only();
    await entered(el);
    const hidden = oneEvent(el, 'sq-dialog-hide');
    button(el, 'cancel').click();
    await whenRendered();
    expect(clock.pending()).to.equal(1); // the fallback, never ticked
    await hidden;
    expect(await answer).to.equal('cancel');
    expect(clock.pending()).to.equal(0);
  });
});

describe('Sq.confirm/alert/info show server strings as text', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));

  it(`${XSS_PAYLOADS.length} XSS payloads in title and message are the same literal text, and none runs`, async function () {
    this.timeout(40_000); // three dialogs opened and closed per payload: over 10 s in WebKit here
    resetXss();
    for (const payload of XSS_PAYLOADS) {
      const answers = [confirm({ title: payload, message: payload }), alert({ title: payload, message: payload }),
        info({ title: payload, message: payload, autoHideMs: 0 })];
      await whenRendered();
      await waitUntil(() => dialogs().every((el) => textOf(el, 'title') !== undefined), 'the information popup\'s text');
      for (const el of dialogs()) {
        expect([textOf(el, 'title'), textOf(el, 'message')]).to.deep.equal([payload, payload]);
        expect(dangerIn(el)).to.deep.equal([]);
      }
      for (const el of dialogs()) button(el, el.querySelector('[data-action="cancel"]') ? 'cancel' : 'confirm').click();
      await Promise.all(answers);
    }
    await waitUntil(() => dialogs().length === 0);
    await new Promise((resolve) => setTimeout(resolve, 50)); // let any stray handler run
    expect(xssRan()).to.equal(false);
  });
});
