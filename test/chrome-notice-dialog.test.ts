// The logout notice through the real dialogs (react-core/dialogs, the info seam's default): a page loaded with
// ?logout=true shows <sq-dialog kind="info"> with 'Logout Successful' / 'You have been successfully logged out.'
// (visitor §2 "Logout notice") on the dialog layer, and Escape pressed outside it closes it through the site
// chrome's listener (visitor §2 "Keyboard Escape": it closes the topmost open dialog).
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { resetLogoutNotice } from '../runtime/chrome/logout.ts';
import { normaliseContext } from '../runtime/context.ts';
import { hasOpenLayer } from '../runtime/dialog-stack.ts';

describe('logout notice in the real information dialog', () => {
  let original: string;
  let stop: () => void = () => {};

  beforeEach(() => {
    original = location.href;
    resetLogoutNotice();
  });

  afterEach(() => {
    stop();
    history.replaceState(history.state, '', original);
    document.querySelectorAll('sq-dialog').forEach((el) => el.remove());
  });

  it('opens with the catalogued texts, and an Escape outside it closes it', async () => {
    history.replaceState(history.state, '', `${location.pathname}?logout=true`);
    stop = startChrome(normaliseContext({ website: { id: 'site-1' } }));
    await waitUntil(() => document.querySelector('sq-dialog .sq-dialog__title') !== null, 'the dialog rendered', { timeout: 5000 });
    const dialog = document.querySelector('sq-dialog')!;
    expect(dialog.getAttribute('kind')).to.equal('info');
    expect(dialog.querySelector('.sq-dialog__title')!.textContent).to.equal('Logout Successful');
    expect(dialog.querySelector('.sq-dialog__message')!.textContent).to.equal('You have been successfully logged out.');
    expect(location.search, 'the flag left the address').to.equal('');
    await waitUntil(() => hasOpenLayer(), 'the popup is on the dialog layer');

    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Escape' });
    await loadChrome();
    await waitUntil(() => !hasOpenLayer(), 'Escape closed the popup');
    await waitUntil(() => document.querySelector('sq-dialog') === null, 'the popup left the page');
  });
});
