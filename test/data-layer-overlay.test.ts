// runtime/data-layer/error-overlay.ts: the full-screen system error overlay of visitor §8 "Data layer"
// ("authorizationFail or an unhandled error shows a full-screen system error overlay with reload and clear
// buttons. Cleaned errors read 'Something Went Wrong!'"): ARIA, focus, the Tab trap, Escape, the buttons, one at a time,
// and an information popup above it (it gets Escape, not the Tab trap).
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';
import { hideSystemError, showSystemError, systemErrorSeams } from '../runtime/data-layer/error-overlay.ts';
import { define } from '../runtime/define.ts';
import { hasOpenLayer } from '../runtime/dialog-stack.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { cookie } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

define('sq-dialog', SqDialogElement);

const reload = systemErrorSeams.reload;
let reloads = 0;
const root = () => document.querySelector<HTMLElement>('.sq-system-error');
const buttons = () => [...root()!.querySelectorAll<HTMLButtonElement>('button')];
const shiftTab = async () => {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
};
const text = (selector: string) => root()!.querySelector(selector)!.textContent;

beforeEach(() => {
  reloads = 0;
  systemErrorSeams.reload = () => { reloads += 1; };
});

afterEach(async () => {
  hideSystemError();
  systemErrorSeams.reload = reload;
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('system error overlay: what it shows', () => {
  it("is an alertdialog, aria-modal, labelled by its title 'Something Went Wrong!' and described by the detail", () => {
    showSystemError('Unauthorized request');
    const el = root()!;
    expect(el.getAttribute('role')).to.equal('alertdialog');
    expect(el.getAttribute('aria-modal')).to.equal('true');
    expect(document.getElementById(el.getAttribute('aria-labelledby')!)!.textContent).to.equal('Something Went Wrong!');
    expect(document.getElementById(el.getAttribute('aria-describedby')!)!.textContent).to.equal('Unauthorized request');
  });

  it('has a Reload and a Clear and reload button', () => {
    showSystemError();
    expect(buttons().map((b) => [b.textContent, b.type])).to.deep.equal([['Reload', 'button'], ['Clear and reload', 'button']]);
  });

  it('sets the detail as text, never as HTML', () => {
    const payload = '<img src=x onerror="window.__sqOverlayXss = 1"><b>bold</b>';
    showSystemError(payload);
    expect(text('.sq-system-error-detail')).to.equal(payload);
    expect(root()!.querySelector('img, b') === null, 'no element from the detail').to.equal(true);
  });

  it('without a detail it has no description', () => {
    showSystemError();
    expect(root()!.hasAttribute('aria-describedby')).to.equal(false);
    expect(root()!.querySelector<HTMLElement>('.sq-system-error-detail')!.hidden).to.equal(true);
  });

  it(`covers the whole viewport at z-index ${MODAL_BASE_Z_INDEX}`, () => {
    showSystemError('x');
    const style = getComputedStyle(root()!);
    expect(style.position).to.equal('fixed');
    expect(style.zIndex).to.equal(String(MODAL_BASE_Z_INDEX));
    const box = root()!.getBoundingClientRect();
    expect([box.top, box.left, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
  });

  it('fades in, and not under prefers-reduced-motion: reduce', async () => {
    showSystemError('x');
    expect(getComputedStyle(root()!).animationName).to.equal('sq-system-error-in');
    hideSystemError();
    await emulateMedia({ reducedMotion: 'reduce' });
    showSystemError('x');
    expect(getComputedStyle(root()!).animationName).to.equal('none');
  });

  it('is accessible (axe)', async () => {
    showSystemError('This service is temporarily unavailable. Please try again later.');
    // At rest: halfway through the fade-in axe would measure faded colours (it did in Firefox).
    await Promise.all(root()!.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await expect(root()!).to.be.accessible();
  });

  it('is one at a time: showing it again updates the detail of the one shown', () => {
    showSystemError('first');
    showSystemError('second');
    expect(document.querySelectorAll('.sq-system-error').length).to.equal(1);
    expect(text('.sq-system-error-detail')).to.equal('second');
  });

  it('hideSystemError removes it; hiding when none is shown does nothing', () => {
    showSystemError('x');
    hideSystemError();
    expect(root() === null).to.equal(true);
    hideSystemError();
    expect(root() === null).to.equal(true);
  });
});

describe('system error overlay: focus and keys', () => {
  it('moves focus to the first button, and back to where it was on hide', async () => {
    const page = await fixture<HTMLButtonElement>(html`<button type="button">Page button</button>`);
    page.focus();
    showSystemError('x');
    expect(document.activeElement === buttons()[0], 'Reload has focus').to.equal(true);
    hideSystemError();
    expect(document.activeElement === page, 'focus is back').to.equal(true);
  });

  it('traps Tab and Shift+Tab on its two buttons', async () => {
    await fixture(html`<div><button type="button">Before</button><button type="button">After</button></div>`);
    showSystemError('x');
    const [first, last] = buttons();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === last, 'Tab: Clear').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === first, 'Tab from the last wraps to Reload').to.equal(true);
    await shiftTab();
    expect(document.activeElement === last, 'Shift+Tab from the first wraps to Clear').to.equal(true);
    await shiftTab();
    expect(document.activeElement === first, 'Shift+Tab: Reload').to.equal(true);
  });

  it("traps the Shift+Tab that WebKitGTK (GNOME Web) reports as key 'Unidentified', code 'Tab'", () => {
    showSystemError('x');
    const [first, last] = buttons();
    const shiftTabGtk = new KeyboardEvent('keydown', { key: 'Unidentified', code: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    first!.dispatchEvent(shiftTabGtk);
    expect(shiftTabGtk.defaultPrevented, 'the browser does not move focus itself').to.equal(true);
    expect(document.activeElement === last, 'wrapped to Clear').to.equal(true);
  });

  it('pulls focus that lands on the page back to its first button', async () => {
    const page = await fixture<HTMLButtonElement>(html`<button type="button">Page button</button>`);
    showSystemError('x');
    buttons()[1]!.focus();
    page.focus();
    expect(document.activeElement === buttons()[0], 'back on Reload').to.equal(true);
  });

  it('does not dismiss on Escape, and the page below does not see the Escape', async () => {
    let pageSawEscape = false;
    const listener = (event: KeyboardEvent) => { if (event.key === 'Escape') pageSawEscape = true; };
    document.addEventListener('keydown', listener);
    try {
      showSystemError('x');
      await sendKeys({ press: 'Escape' });
    } finally {
      document.removeEventListener('keydown', listener);
    }
    expect(root() === null, 'still shown').to.equal(false);
    expect(pageSawEscape).to.equal(false);
  });

  it('an information popup above it gets the Escape (closes) but not the Tab trap; the overlay stays', async () => {
    showSystemError('x');
    const info = await fixture<SqDialogElement>(html`<sq-dialog kind="info" heading="Saved" auto-hide="0"></sq-dialog>`);
    info.open = true;
    await whenRendered();
    const [first, last] = buttons();
    expect(document.activeElement === first).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === first, 'Tab wrapped on the overlay').to.equal(true);
    expect(last!.isConnected).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([info.open, root() !== null], 'the info closed, the error stays').to.deep.equal([false, true]);
    await sendKeys({ press: 'Escape' });
    expect([root() !== null, hasOpenLayer()], 'the next Escape is refused').to.deep.equal([true, true]);
  });

  it('releases its key and focus listeners on hide', async () => {
    const page = await fixture<HTMLButtonElement>(html`<button type="button">Page button</button>`);
    showSystemError('x');
    hideSystemError();
    page.focus();
    expect(document.activeElement === page, 'focus stays on the page').to.equal(true);
  });
});

describe('system error overlay: the buttons', () => {
  it('Reload reloads the page', () => {
    showSystemError('x');
    buttons()[0]!.click();
    expect(reloads).to.equal(1);
  });

  it("Clear removes the library's 'sq:' storage keys and the crumb cookie, keeps the rest, then reloads", () => {
    localStorage.setItem('sq:session:cart', '{"value":1}');
    localStorage.setItem('site-own', 'kept');
    sessionStorage.setItem('sq:landed', '1');
    sessionStorage.setItem('site-own', 'kept');
    setCookies({ crumb: 'abc', other: 'kept' });
    try {
      showSystemError('x');
      buttons()[1]!.click();
      expect(localStorage.getItem('sq:session:cart')).to.equal(null);
      expect(sessionStorage.getItem('sq:landed')).to.equal(null);
      expect(localStorage.getItem('site-own')).to.equal('kept');
      expect(sessionStorage.getItem('site-own')).to.equal('kept');
      expect(cookie('crumb')).to.equal(undefined);
      expect(cookie('other')).to.equal('kept');
      expect(reloads).to.equal(1);
    } finally {
      localStorage.removeItem('site-own');
      sessionStorage.removeItem('site-own');
      setCookies({ other: null });
    }
  });

  it('a failing reload never throws out of the click listener; the overlay stays', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => { errors.push(event.error); event.preventDefault(); };
    window.addEventListener('error', onError);
    systemErrorSeams.reload = () => { throw new Error('reload blocked'); };
    try {
      showSystemError('x');
      buttons()[0]!.click();
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
    expect(root() === null, 'still shown').to.equal(false);
  });
});
