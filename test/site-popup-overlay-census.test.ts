// The popup overlay's census (visitor §7 "POST /api/census/overlay"): the library's own overlay records
// itself when the rules show it, with the visitor record; not when it is not due, not for the owner's
// preview, not while consent holds visitor data back.
import { expect, waitUntil } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { configureConsent } from '../runtime/consent.ts';
import { setConsent } from '../runtime/consent-choice.ts';
import { normaliseContext } from '../runtime/context.ts';
import { startPopupOverlay, showPopupOverlay } from '../runtime/site/popup-overlay.ts';
import { resetStorage } from '../runtime/storage.ts';
import { readLog, resetServerAfterEach, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

const SITE = 'site-census';
const TEXT = { title: 'Join our list', message: 'News once a month.', displayFrequency: 2 };
const context = normaliseContext({ website: { id: SITE }, websiteSettings: { popupOverlaySettings: TEXT } });
const VISITOR = '77|1700000000|1700000000|1|1';

describe('popup overlay census', () => {
  let stops: Array<() => void> = [];
  resetServerAfterEach();
  beforeEach(() => { localStorage.clear(); resetStorage(); setCookies({ ss_cvr: VISITOR }); });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    document.querySelectorAll('.sq-popup-overlay').forEach((el) => el.remove());
    localStorage.clear();
    resetStorage();
    setCookies({ ss_cvr: null, ss_cookieAllowed: null });
    configureConsent({});
  });

  it('records the overlay when it shows: websiteId, action shown and the visitor record', async () => {
    stops.push(startPopupOverlay(context));
    expect(document.querySelector('.sq-popup-overlay')).to.not.equal(null);
    const entry = await waitForEntry(API_PATHS.overlay);
    expect(entry.body).to.deep.equal({ websiteId: SITE, action: 'shown', visitorCookie: VISITOR });
  });

  it('records nothing when the rules do not show it, nor for a preview, nor under a decline; once per showing', async () => {
    stops.push(startPopupOverlay(context)); // shown: one record
    await waitForEntry(API_PATHS.overlay);
    document.querySelector<HTMLButtonElement>('.sq-popup-overlay .sq-site-close')!.click(); // closed for 2 days
    stops.push(startPopupOverlay(context)); // not due: nothing
    expect(document.querySelector('.sq-popup-overlay')).to.equal(null);
    stops.push(showPopupOverlay(context, document, { preview: true })); // the owner's preview: nothing
    stops.splice(0).forEach((stop) => stop());
    setConsent(false);
    localStorage.clear();
    resetStorage();
    stops.push(startPopupOverlay(context)); // shown again, but declined: nothing
    expect(document.querySelector('.sq-popup-overlay')).to.not.equal(null);
    setConsent(true);
    stops.splice(0).forEach((stop) => stop());
    localStorage.clear();
    resetStorage();
    stops.push(startPopupOverlay(context)); // accepted: a second record
    await waitUntil(async () => (await readLog(API_PATHS.overlay)).length >= 2, 'the second record');
    expect((await readLog(API_PATHS.overlay)).length).to.equal(2);
  });
});
