// The start-up consent check (runtime/index.ts) when its code cannot load: a page whose visitor declined
// imports the choice module at start-up to clear the visitor cookies and tell the page's tags (visitor §9).
// If that chunk fails (the dev server fails its request, test/support/module-faults.mjs), the library
// warns once with the catalogued message, like every lazy module, and the page keeps working: `Sq` is
// there, the state still reads the decline, and a later Sq.consent call loads the code and does its work
// (in an engine that fetches a failed module again: REFETCHES_AFTER; Firefox keeps the failure, and the
// later call warns again).
// This page imports runtime/index.ts only here, with the cookie set first.
import { expect, waitUntil } from '@open-wc/testing';
import { CONSENT_COOKIE } from '../catalog/consent-cookie.ts';
import { VISITOR_COOKIES } from '../catalog/cookies.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { ChunkLoadError } from '../runtime/chunk-loader.ts';
import { captureLogs } from './support/logs.ts';
import { ENGINE, failModule, moduleRequests, REFETCHES_AFTER, restoreModules } from './support/module-faults.ts';

const CHOICE_MODULE = '/runtime/consent-choice.ts';
const VISITOR_COOKIE = VISITOR_COOKIES[0];
const hasCookie = (name: string) => document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));
const removeCookie = (name: string) => { document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; };

describe('the start-up consent check when its code cannot load', () => {
  after(async () => {
    await restoreModules();
    removeCookie(CONSENT_COOKIE);
    removeCookie(VISITOR_COOKIE);
  });

  it("warns 'Sq: the consent module could not be loaded.' once, keeps the page working, and a later call does the work", async () => {
    document.cookie = `${CONSENT_COOKIE}=false; path=/`;
    document.cookie = `${VISITOR_COOKIE}=left-from-before; path=/`;
    await failModule(CHOICE_MODULE, 'network');
    const logs = captureLogs();
    try {
      await import('../runtime/index.ts');
      await waitUntil(() => logs.entries.length > 0, 'the failure was reported', { timeout: 8000 });
      expect(await moduleRequests(CHOICE_MODULE), 'the start-up check asked for the chunk').to.be.above(0);
      // Give a second warning the time to come, then count.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['warn', LIBRARY_MESSAGES.moduleLoadFailed('consent')]]);
      const cause = logs.entries[0]!.detail[0] as ChunkLoadError;
      expect(cause).to.be.instanceOf(ChunkLoadError);
      expect([cause.type, cause.request]).to.deep.equal(['error', 'consent']);

      // The page still starts: the API is there and reads the decline; only the clearing waits for the code.
      const Sq = window.Sq!;
      expect(Sq, 'window.Sq').to.be.an('object');
      expect(Sq.consent.state).to.include({ choice: false, visitorDataAllowed: false });
      expect(hasCookie(VISITOR_COOKIE), 'nothing cleared without the code').to.equal(true);

      // Once the chunk can load, a decline made again clears the visitor cookies as a decline does.
      await restoreModules();
      logs.entries.length = 0;
      if (REFETCHES_AFTER[ENGINE].network) {
        await Sq.consent.decline();
        expect(hasCookie(VISITOR_COOKIE), 'cleared by the decline').to.equal(false);
        expect(Sq.consent.state.choice).to.equal(false);
        expect(logs.messages()).to.deep.equal([]);
      } else {
        const again = await Sq.consent.decline().then(() => null, (error: Error) => error);
        expect(again?.message).to.equal(LIBRARY_MESSAGES.moduleLoadFailed('consent'));
        expect(logs.messages()).to.deep.equal([LIBRARY_MESSAGES.moduleLoadFailed('consent')]);
      }
    } finally {
      logs.stop();
    }
  });
});
