// The popup overlay's rules as a table (visitor §4 "Popup overlay"; reference §3.7 keys date-closed, version,
// submitted): displayFrequency days (-1 never again), show-until-signup after a submit, a version upgrade.
import { expect } from '@open-wc/testing';
import { DAY_MS, POPUP_OVERLAY_DEFAULTS } from '../catalog/site-modules.ts';
import { POPUP_OVERLAY_STORAGE_KEYS } from '../catalog/site.ts';
import { resetStorage } from '../runtime/storage.ts';
import {
  popupOverlayDue, popupOverlayKey, readPopupOverlaySettings, readPopupOverlayStored, recordPopupOverlayClosed,
  recordPopupOverlayShown, recordPopupOverlaySubmitted, type PopupOverlayStored,
} from '../runtime/site/popup-overlay-rules.ts';

const NOW = 1_700_000_000_000;
const fresh: PopupOverlayStored = { dateClosed: null, version: null, submitted: false };

describe('popupOverlayDue (visitor §4 "Popup overlay")', () => {
  const CASES: Array<[string, Record<string, unknown>, Partial<PopupOverlayStored>, boolean]> = [
    ['never shown: shows', {}, {}, true],
    ['style none: never', { style: 1 }, {}, false],
    ['closed 0.5 day ago, frequency 1: not yet', { displayFrequency: 1 }, { dateClosed: NOW - DAY_MS / 2 }, false],
    ['closed 1 day - 1 ms ago, frequency 1: not yet', { displayFrequency: 1 }, { dateClosed: NOW - DAY_MS + 1 }, false],
    ['closed exactly 1 day ago, frequency 1: shows', { displayFrequency: 1 }, { dateClosed: NOW - DAY_MS }, true],
    ['closed 6 days ago, frequency 7: not yet', { displayFrequency: 7 }, { dateClosed: NOW - 6 * DAY_MS }, false],
    ['closed 7 days ago, frequency 7: shows', { displayFrequency: 7 }, { dateClosed: NOW - 7 * DAY_MS }, true],
    ['frequency 0: shows again on the next page', { displayFrequency: 0 }, { dateClosed: NOW }, true],
    ['frequency -1, closed a year ago: never again', { displayFrequency: -1 }, { dateClosed: NOW - 365 * DAY_MS }, false],
    ['frequency -1, never closed: shows', { displayFrequency: -1 }, {}, true],
    ['show-until-signup after a submit: hidden', { showUntilSignup: true }, { submitted: true }, false],
    ['show-until-signup, frequency passed, submitted: hidden', { showUntilSignup: true, displayFrequency: 1 },
      { submitted: true, dateClosed: NOW - 30 * DAY_MS }, false],
    ['submitted without show-until-signup: the frequency rules', { displayFrequency: 1 },
      { submitted: true, dateClosed: NOW - 2 * DAY_MS }, true],
    ['version upgrade after a -1 close: shows', { displayFrequency: -1, version: 2 }, { dateClosed: NOW, version: 1 }, true],
    ['version upgrade after a sign-up: shows', { showUntilSignup: true, version: 3 }, { submitted: true, version: 2 }, true],
    ['same version after a -1 close: never', { displayFrequency: -1, version: 2 }, { dateClosed: NOW, version: 2 }, false],
    ['older settings version: no upgrade', { displayFrequency: -1, version: 1 }, { dateClosed: NOW, version: 2 }, false],
    ['nothing stored but the version: shows', { version: 1 }, { version: 1 }, true],
  ];
  for (const [name, raw, stored, expected] of CASES) {
    it(name, () => {
      expect(popupOverlayDue(readPopupOverlaySettings(raw), { ...fresh, ...stored }, NOW)).to.equal(expected);
    });
  }
});

describe('popup overlay settings and storage', () => {
  beforeEach(() => { localStorage.clear(); resetStorage(); });
  after(() => { localStorage.clear(); resetStorage(); });

  it('takes the defaults for missing or wrong fields', () => {
    expect(readPopupOverlaySettings(null)).to.deep.equal({ ...POPUP_OVERLAY_DEFAULTS });
    const wrong = readPopupOverlaySettings({ displayFrequency: -5, version: 'x', showUntilSignup: 'yes', title: 3 });
    expect([wrong.displayFrequency, wrong.version, wrong.showUntilSignup, wrong.title]).to.deep.equal([1, 0, false, '']);
  });

  it('uses the spec keys, prefixed per site', () => {
    expect(POPUP_OVERLAY_STORAGE_KEYS.map((k) => popupOverlayKey('site-1', k)))
      .to.deep.equal(['sq:popup-overlay:site-1:date-closed', 'sq:popup-overlay:site-1:version', 'sq:popup-overlay:site-1:submitted']);
  });

  it('records shown, closed and submitted; an upgrade forgets the close and the sign-up', () => {
    const settings = readPopupOverlaySettings({ version: 1 });
    recordPopupOverlayShown('s', settings, readPopupOverlayStored('s'));
    recordPopupOverlayClosed('s', NOW);
    recordPopupOverlaySubmitted('s');
    expect(readPopupOverlayStored('s')).to.deep.equal({ dateClosed: NOW, version: 1, submitted: true });
    expect(readPopupOverlayStored('other')).to.deep.equal(fresh);
    recordPopupOverlayShown('s', readPopupOverlaySettings({ version: 2 }), readPopupOverlayStored('s'));
    expect(readPopupOverlayStored('s')).to.deep.equal({ dateClosed: null, version: 2, submitted: false });
  });

  it('drops tampered numbers instead of throwing', () => {
    localStorage.setItem(popupOverlayKey('s', 'date-closed'), 'yesterday');
    localStorage.setItem(popupOverlayKey('s', 'version'), '');
    expect(readPopupOverlayStored('s')).to.deep.equal(fresh);
    expect(localStorage.getItem(popupOverlayKey('s', 'date-closed'))).to.equal(null);
  });
});
