// The system error overlay (visitor §8 "Data layer") on the page's one dialog layer (issue 6: "The
// full-screen system error overlay of the data layer uses the same dialog layer"): its z-index comes from
// the stack, Escape never dismisses it, and dialogs below or above it keep their own order.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';
import { define } from '../runtime/define.ts';
import { closeTopmost, hasOpenLayer } from '../runtime/dialog-stack.ts';
import { hideSystemError, showSystemError } from '../runtime/data-layer/error-overlay.ts';
import { SqDialogElement } from '../elements/sq-dialog.ts';
import { whenRendered } from '../react-core/portal-root.tsx';

define('sq-dialog', SqDialogElement);

const overlay = () => document.querySelector<HTMLElement>('.sq-system-error');
const zIndexOf = (el: Element) => getComputedStyle(el).zIndex;
const button = (el: Element, action: string) => el.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
const isShown = (el: Element) => !el.querySelector<HTMLElement>('.sq-dialog')!.hidden;

async function openDialog(markup = html`<sq-dialog heading="Sure?"></sq-dialog>`) {
  const el = await fixture<SqDialogElement>(markup);
  el.open = true;
  await whenRendered();
  return el;
}

describe('system error overlay on the dialog layer', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    hideSystemError();
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(hasOpenLayer(), 'every test leaves the dialog layer empty').to.equal(false);
  });

  it(`alone it is at z-index ${MODAL_BASE_Z_INDEX}, and leaves the layer when hidden`, () => {
    showSystemError('x');
    expect([zIndexOf(overlay()!), hasOpenLayer()]).to.deep.equal([String(MODAL_BASE_Z_INDEX), true]);
    hideSystemError();
    expect(hasOpenLayer()).to.equal(false);
  });

  it('over an open dialog it stacks above it, takes focus, and Escape closes neither', async () => {
    const dialog = await openDialog();
    showSystemError('Unauthorized request');
    expect([zIndexOf(dialog.querySelector('.sq-dialog')!), zIndexOf(overlay()!)])
      .to.deep.equal([String(MODAL_BASE_Z_INDEX), String(MODAL_BASE_Z_INDEX + 1)]);
    expect(overlay()!.contains(document.activeElement)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(closeTopmost(), 'the overlay is the topmost layer, and refuses').to.equal(true);
    await whenRendered();
    expect([overlay() !== null, isShown(dialog)]).to.deep.equal([true, true]);

    hideSystemError();
    expect(dialog.contains(document.activeElement), 'focus is back in the dialog').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect(isShown(dialog)).to.equal(false);
  });

  it('a dialog opened above it gets Escape and Tab; the overlay stays', async () => {
    showSystemError('x');
    const dialog = await openDialog(html`<sq-dialog heading="Details" dialog-style="confirm-reject"></sq-dialog>`);
    expect(zIndexOf(dialog.querySelector('.sq-dialog')!)).to.equal(String(MODAL_BASE_Z_INDEX + 1));
    expect(document.activeElement === button(dialog, 'reject')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === button(dialog, 'confirm'), 'Tab stays in the dialog').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await whenRendered();
    expect([isShown(dialog), overlay() !== null]).to.deep.equal([false, true]);
    expect(overlay()!.contains(document.activeElement), 'focus is back on the overlay').to.equal(true);
  });
});
