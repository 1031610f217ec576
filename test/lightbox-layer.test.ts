// The lightbox on the page's dialog stack (visitor §2 "Keyboard Escape": it closes the topmost open
// dialog; §4 gallery lightbox "Esc closes"; §9 "Modal base z-index 30000"): a signed-in owner's Escape
// closes the lightbox and nothing else (the chrome does not go to config), its z-index comes from the
// stack, and an information popup opened above it takes the first Escape.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { openLightbox, type LightboxHandle } from '../react-core/lightbox/open-lightbox.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { chromeSeams, defaultChromeSeams } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';
import { define } from '../runtime/define.ts';
import { hasOpenLayer, openLayer } from '../runtime/dialog-stack.ts';
import { closeLightbox, lightboxRoot, makeSlides } from './support/lightbox.ts';

define('sq-dialog', SqDialogElement);

const SITE = 'site-1';
const owner = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'a' }, websiteRoles: { [SITE]: [1] } });

describe('lightbox as a dialog layer', () => {
  let handle: LightboxHandle | undefined;
  let navigations: string[];
  let stop: () => void = () => {};
  before(() => setViewport({ width: 1024, height: 768 }));

  beforeEach(() => {
    navigations = [];
    chromeSeams.navigate = (url) => { navigations.push(url); };
    chromeSeams.framed = () => false;
    stop = startChrome(owner);
  });

  afterEach(async () => {
    await closeLightbox(handle);
    handle = undefined;
    stop();
    Object.assign(chromeSeams, defaultChromeSeams);
    expect(hasOpenLayer(), 'every test leaves the stack empty').to.equal(false);
  });

  async function escape(): Promise<void> {
    await sendKeys({ press: 'Escape' });
    await loadChrome(); // had the chrome noted the press, it would have acted by now
  }

  it("an owner's Escape closes the lightbox and does not go to config", async () => {
    handle = await openLightbox({ slides: makeSlides(3) });
    expect(hasOpenLayer(), 'open: on the stack').to.equal(true);
    await escape();
    expect(handle.state).to.equal('hidden');
    await handle.closed;
    expect(hasOpenLayer(), 'destroyed: off the stack').to.equal(false);
    expect(navigations).to.deep.equal([]);
    await escape();
    expect(navigations, 'with the lightbox gone, Escape is the chrome\'s again').to.have.length(1);
  });

  it('takes its z-index from the stack: one above a layer already open', async () => {
    const below = openLayer({ dismiss: () => {} });
    try {
      handle = await openLightbox({ slides: makeSlides(2) });
      expect(getComputedStyle(lightboxRoot()!).zIndex).to.equal(String(MODAL_BASE_Z_INDEX + 1));
    } finally {
      below.release();
    }
  });

  it('a modal confirmation opened above it keeps the focus: the lightbox does not pull it back', async () => {
    handle = await openLightbox({ slides: makeSlides(3) });
    await sendKeys({ press: 'ArrowRight' }); // the lightbox holds focus and answers keys
    const confirm = await fixture<SqDialogElement>(html`<sq-dialog kind="confirm" heading="Delete?" dialog-style="confirm-cancel"></sq-dialog>`);
    confirm.open = true;
    await whenRendered();
    const buttons = () => [...confirm.querySelectorAll('button')];
    buttons().at(-1)!.focus();
    await sendKeys({ press: 'Tab' });
    await whenRendered();
    expect(confirm.contains(document.activeElement), `focus stays in the confirmation (${document.activeElement?.outerHTML.slice(0, 80)})`).to.equal(true);
    expect(lightboxRoot()!.contains(document.activeElement)).to.equal(false);
    confirm.open = false;
    await whenRendered();
    confirm.remove();
  });

  it('an information popup opened above it takes the first Escape; the next closes the lightbox', async () => {
    handle = await openLightbox({ slides: makeSlides(3) });
    const info = await fixture<SqDialogElement>(html`<sq-dialog kind="info" heading="Saved" auto-hide="0"></sq-dialog>`);
    info.open = true;
    await whenRendered();
    await escape();
    await whenRendered();
    expect([info.open, handle.state], 'only the info closed').to.deep.equal([false, 'open']);
    await escape();
    expect(handle.state).to.equal('hidden');
    await handle.closed;
    expect(navigations).to.deep.equal([]);
  });
});
