// The popup overlay in the page (visitor §4 "Popup overlay", §2 screenshot flag, §6, §8 "Others"): shown on the
// dialog layer when due, closed by Escape (sendKeys), the × button or the backdrop, each storing date-closed;
// a sq-form-success inside it stores submitted, and with showUntilSignup closes it 2000 ms later (fake
// clock); the template's markup is hidden until shown; ?screenshot
// suppresses it; the owner's overlays manager previews it ignoring the rules. An information popup above it
// takes the first Escape (focus still in the overlay) but not the Tab trap.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { DAY_MS, SITE_MODULE_LABELS, SITE_MODULE_NAMES } from '../catalog/site-modules.ts';
import { normaliseContext } from '../runtime/context.ts';
import { define } from '../runtime/define.ts';
import { hasOpenLayer } from '../runtime/dialog-stack.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqFormSuccessEvent } from '../react-core/form/events.ts';
import { startOverlaysManager } from '../runtime/site/overlays-manager.ts';
import { popupOverlayKey } from '../runtime/site/popup-overlay-rules.ts';
import { startPopupOverlay } from '../runtime/site/popup-overlay.ts';
import { SIGNUP_CLOSE_DELAY_MS } from '../runtime/site/popup-overlay-controls.ts';
import { resetStorage } from '../runtime/storage.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-dialog', SqDialogElement);

const SITE = 'site-popup';
const START = 1_700_000_000_000;
const context = (settings: Record<string, unknown> | null, account: Record<string, unknown> | null = null) =>
  normaliseContext({ website: { id: SITE }, websiteSettings: { popupOverlaySettings: settings }, authenticatedAccount: account });
const overlay = () => document.querySelector<HTMLElement>('.sq-popup-overlay');
const panel = () => document.querySelector<HTMLElement>('.sq-popup-overlay-panel');
const closeX = () => document.querySelector<HTMLButtonElement>('.sq-popup-overlay .sq-site-close');
const stored = (key: 'date-closed' | 'version' | 'submitted') => localStorage.getItem(popupOverlayKey(SITE, key));
const TEXT = { title: 'Join our list', message: 'News once a month.', buttonLabel: 'Read more', buttonUrl: '/news' };

describe('popup overlay module', () => {
  let fake: FakeClock;
  let stops: Array<() => void> = [];
  let original: string;
  const start = (ctx = context(TEXT)) => { stops.push(startPopupOverlay(ctx)); };

  beforeEach(() => {
    original = location.href;
    localStorage.clear();
    resetStorage();
    fake = installFakeClock(START);
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    fake.restore();
    history.replaceState(history.state, '', original);
    document.querySelectorAll('[data-sq-popup-overlay], .sq-overlays-manager, .sq-popup-overlay').forEach((el) => el.remove());
    localStorage.clear();
    resetStorage();
  });

  it('shows the settings content as an accessible modal with focus on its close button', async () => {
    const before = document.createElement('button');
    before.textContent = 'page button';
    document.body.append(before);
    before.focus();
    start();
    expect(overlay() !== null && hasOpenLayer()).to.equal(true);
    expect(panel()!.getAttribute('role')).to.equal('dialog');
    expect(panel()!.getAttribute('aria-modal')).to.equal('true');
    expect(document.getElementById(panel()!.getAttribute('aria-labelledby')!)!.textContent).to.equal(TEXT.title);
    expect(panel()!.querySelector('.sq-popup-overlay-message')!.textContent).to.equal(TEXT.message);
    expect(panel()!.querySelector('a')!.getAttribute('href')).to.equal('/news');
    expect(document.activeElement === closeX()).to.equal(true);
    expect(closeX()!.getAttribute('aria-label')).to.equal(SITE_MODULE_LABELS.closePopup);
    expect(stored('version')).to.equal('0');
    await expect(overlay()!).to.be.accessible();
    closeX()!.click();
    expect(document.activeElement === before, 'focus returned').to.equal(true);
    before.remove();
  });

  it('Escape closes it, stores date-closed, and it shows again only after displayFrequency days', async () => {
    start(context({ ...TEXT, displayFrequency: 2 }));
    await sendKeys({ press: 'Escape' });
    expect(overlay() === null && !hasOpenLayer()).to.equal(true);
    expect(stored('date-closed')).to.equal(String(START));
    fake.tick(2 * DAY_MS - 1);
    start(context({ ...TEXT, displayFrequency: 2 }));
    expect(overlay(), 'not yet').to.equal(null);
    fake.tick(1);
    start(context({ ...TEXT, displayFrequency: 2 }));
    expect(overlay() !== null, 'after two days').to.equal(true);
  });

  it('-1 never shows it again after a close, until a version upgrade', () => {
    start(context({ ...TEXT, displayFrequency: -1, version: 1 }));
    closeX()!.click();
    fake.tick(400 * DAY_MS);
    start(context({ ...TEXT, displayFrequency: -1, version: 1 }));
    expect(overlay()).to.equal(null);
    start(context({ ...TEXT, displayFrequency: -1, version: 2 }));
    expect(overlay() !== null, 'the upgrade re-shows it').to.equal(true);
    expect([stored('version'), stored('date-closed')]).to.deep.equal(['2', null]);
  });

  it('a click on the backdrop closes it; a click in the panel does not', () => {
    start();
    panel()!.click();
    expect(overlay() !== null).to.equal(true);
    overlay()!.click();
    expect(overlay() === null && stored('date-closed') !== null).to.equal(true);
  });

  it('keeps Tab inside the dialog', async () => {
    start();
    const link = panel()!.querySelector('a')!;
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === link).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === closeX(), 'wrapped to the first').to.equal(true);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(document.activeElement === link, 'wrapped to the last').to.equal(true);
  });

  it('an information popup above it: Tab stays in the overlay, Escape closes the info first, then the overlay', async () => {
    start();
    const info = await fixture<SqDialogElement>(html`<sq-dialog kind="info" heading="Saved" auto-hide="0"></sq-dialog>`);
    info.open = true;
    await whenRendered();
    const link = panel()!.querySelector('a')!;
    expect(document.activeElement === closeX(), 'the info takes no focus').to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === closeX(), 'Tab wrapped inside the overlay').to.equal(true);
    info.querySelector<HTMLButtonElement>('button')!.focus();
    expect(document.activeElement === closeX(), 'focus that leaves the overlay is pulled back').to.equal(true);
    expect(link.isConnected).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([info.open, overlay() !== null, stored('date-closed')], 'only the info closed').to.deep.equal([false, true, null]);
    await sendKeys({ press: 'Escape' });
    expect(overlay() === null && !hasOpenLayer(), 'the next Escape closes the overlay').to.equal(true);
  });

  it('shows the template markup (hidden until shown), and puts it back hidden on close', async () => {
    const markup = document.createElement('div');
    markup.setAttribute('data-sq-popup-overlay', '');
    markup.innerHTML = '<h2>Template title</h2><p>Template text</p>';
    document.body.append(markup);
    start(context({ displayFrequency: -1 }));
    expect(panel()!.contains(markup) && !markup.hidden).to.equal(true);
    expect(document.getElementById(panel()!.getAttribute('aria-labelledby')!)!.textContent).to.equal('Template title');
    await expect(overlay()!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    expect(markup.parentElement === document.body && markup.hidden).to.equal(true);
    start(context({ displayFrequency: -1 }));
    expect(overlay() === null && markup.hidden, 'not due: the markup stays hidden').to.equal(true);
  });

  const signUpMarkup = () => {
    const markup = document.createElement('div');
    markup.setAttribute('data-sq-popup-overlay', '');
    markup.innerHTML = '<p>Sign up</p><span class="form"></span>';
    document.body.append(markup);
    return markup;
  };
  const signUp = (markup: HTMLElement) =>
    markup.querySelector('.form')!.dispatchEvent(new SqFormSuccessEvent({ email: 'a@b.co' }, 'id-1'));

  it(`with showUntilSignup, a sign-up (sq-form-success) closes it ${SIGNUP_CLOSE_DELAY_MS} ms later and hides it for good`, () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const markup = signUpMarkup();
    start(context({ showUntilSignup: true, displayFrequency: 0 }));
    expect(SqFormSuccessEvent.type).to.equal('sq-form-success');
    signUp(markup);
    signUp(markup); // a second success does not restart the count
    expect(stored('submitted')).to.equal('true');
    fake.tick(SIGNUP_CLOSE_DELAY_MS - 1);
    expect(overlay() !== null, 'the success message stays up meanwhile').to.equal(true);
    fake.tick(1);
    expect([overlay(), hasOpenLayer(), fake.pending()]).to.deep.equal([null, false, 0]);
    expect(markup.hidden && document.activeElement === before, 'markup put back, focus returned').to.equal(true);
    before.remove();
    start(context({ showUntilSignup: true, displayFrequency: 0 }));
    expect(overlay(), 'signed up: hidden').to.equal(null);
    localStorage.removeItem(popupOverlayKey(SITE, 'submitted'));
    start(context({ showUntilSignup: true, displayFrequency: 0 }));
    expect(overlay() !== null, 'frequency 0 without the sign-up: shown').to.equal(true);
  });

  it('without showUntilSignup, a sign-up is stored and leaves it open; a close before the delay cancels it', () => {
    const markup = signUpMarkup();
    start(context({ displayFrequency: 0 }));
    signUp(markup);
    fake.tick(10 * SIGNUP_CLOSE_DELAY_MS);
    expect([overlay() !== null, stored('submitted')]).to.deep.equal([true, 'true']);
    closeX()!.click();
    localStorage.clear();
    resetStorage();
    start(context({ showUntilSignup: true, displayFrequency: 0 }));
    signUp(markup);
    closeX()!.click();
    expect([overlay(), fake.pending()]).to.deep.equal([null, 0]);
  });

  it('is suppressed by the screenshot query flag', () => {
    history.replaceState(history.state, '', `${location.pathname}?screenshot`);
    start();
    expect(overlay() === null && stored('version') === null).to.equal(true);
  });

  it('does nothing without content, or with style none', () => {
    start(context({ displayFrequency: 0 }));
    start(context({ ...TEXT, style: 1 }));
    expect(overlay()).to.equal(null);
  });

  it('drops an unsafe button link', () => {
    start(context({ ...TEXT, buttonUrl: 'javascript:alert(1)' }));
    expect(panel()!.querySelector('a')).to.equal(null);
  });

  it('logs the module warning and breaks nothing when starting fails', () => {
    const logs = captureLogs();
    const broken = { querySelector: () => { throw new Error('broken'); } } as unknown as Document;
    const stop = startPopupOverlay(context(TEXT), broken);
    logs.stop();
    expect(logs.messages()).to.deep.equal([ELEMENT_LIBRARY_MESSAGES.moduleFailed(SITE_MODULE_NAMES.popupOverlay)]);
    expect(() => stop()).not.to.throw();
  });

  describe('overlays manager', () => {
    it('gives a signed-in owner a Preview popup button that ignores the rules and stores nothing', async () => {
      localStorage.setItem(popupOverlayKey(SITE, 'date-closed'), String(START));
      localStorage.setItem(popupOverlayKey(SITE, 'version'), '0');
      resetStorage();
      stops.push(startOverlaysManager(context({ ...TEXT, displayFrequency: -1 }, { id: 'owner' })));
      const button = document.querySelector<HTMLButtonElement>('.sq-overlays-manager')!;
      expect(button.textContent).to.equal(SITE_MODULE_LABELS.previewPopup);
      await expect(button).to.be.accessible();
      const closedAt = stored('date-closed');
      button.focus();
      button.click();
      expect(overlay() !== null).to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(overlay() === null && stored('date-closed') === closedAt).to.equal(true);
      await waitUntil(() => document.activeElement === button, 'focus back on the button');
    });

    it('adds nothing for a visitor, or without a popup to preview', () => {
      stops.push(startOverlaysManager(context(TEXT)));
      stops.push(startOverlaysManager(context(null, { id: 'owner' })));
      expect(document.querySelector('.sq-overlays-manager')).to.equal(null);
    });
  });
});
