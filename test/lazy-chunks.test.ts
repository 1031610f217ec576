// Issue 20: a lazy chunk that cannot load inside an `Sq` call (runtime/lazy.ts) rejects with the call's
// catalogued failure, warns once, and a later call imports the chunk again. The failures are real: the dev
// server fails the request for the chunk's file (test/support/module-faults.mjs), so import() itself
// rejects. Whether the later import() fetches again is the engine's (REFETCHES_AFTER); the first block
// records it with plain modules, the second checks each `Sq` call against it.
// On this page each chunk is loaded only by its test: runtime/index.ts is imported in `before`, and
// nothing at start-up loads them (no website id, no stored cookie choice).
import { expect, waitUntil } from '@open-wc/testing';
import { UNABLE_TO_CONNECT } from '../catalog/messages/connection.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { ChunkLoadError } from '../runtime/chunk-loader.ts';
import type { SqApi } from '../runtime/index.ts';
import { resetServer, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';
import { ENGINE, REFETCHES_AFTER, failModule, moduleRequests, restoreModules, type ModuleFault } from './support/module-faults.ts';

const PROBES = '/test/fixtures/lazy-probe';
// Never the value itself: a module namespace in a failed assertion stalls the runner's report.
const settle = (promise: Promise<unknown>): Promise<{ error?: unknown; exported?: unknown }> =>
  promise.then((value) => ({ exported: (value as { value?: unknown } | undefined)?.value }), (error: unknown) => ({ error }));

describe(`import() after a failed module fetch, in ${ENGINE}`, () => {
  afterEach(restoreModules);

  const probes: [string, ModuleFault, string, string][] = [
    ['a network failure of the module', 'network', `${PROBES}/network.js`, `${PROBES}/network.js`],
    ['a 404 for the module', 'missing', `${PROBES}/missing.js`, `${PROBES}/missing.js`],
    ["a network failure of the module's dependency", 'network', `${PROBES}/parent.js`, `${PROBES}/child.js`],
  ];
  for (const [fault, mode, url, failing] of probes) {
    const refetches = REFETCHES_AFTER[ENGINE][mode];
    it(`${fault}: a later import() ${refetches ? 'fetches it again and loads' : 'rejects again without a request'}`, async () => {
      await failModule(failing, mode);
      expect(await settle(import(url))).to.have.property('error').that.is.instanceOf(TypeError);
      await restoreModules();
      const requests = await moduleRequests(failing);
      expect(requests, 'the failed import asked the server').to.be.above(0);
      const later = await settle(import(url));
      if (refetches) {
        expect(later).to.have.property('exported').that.is.a('string');
        expect(await moduleRequests(failing)).to.be.above(requests);
      } else {
        expect(later).to.have.property('error').that.is.instanceOf(TypeError);
        expect(await moduleRequests(failing)).to.equal(requests);
      }
    });
  }
});

interface Case {
  call: string;
  /** The module name of the warning and the ChunkLoadError's request. */
  name: string;
  /** The chunk's source file, as the page requests it. */
  path: string;
  mode: ModuleFault;
  /** The rejection's message: the API's catalogued failure. */
  rejection: string;
  /** Makes the call; `succeeds` also checks what a call with its code answers. */
  attempt: (Sq: SqApi) => Promise<unknown>;
  succeeds: (Sq: SqApi) => Promise<void>;
}

const failedLoad = (name: string) => LIBRARY_MESSAGES.moduleLoadFailed(name);
const confirmButton = () => document.querySelector<HTMLButtonElement>('body > sq-dialog button[data-action="confirm"]');

const CASES: Case[] = [
  {
    call: 'Sq.money.format', name: 'money', path: '/runtime/money/api.ts', mode: 'network', rejection: failedLoad('money'),
    attempt: (Sq) => Sq.money.format(1999, 'USD'),
    succeeds: async (Sq) => { expect(await Sq.money.format(1999, 'USD')).to.equal('$19.99'); },
  },
  {
    call: 'Sq.session.set/get', name: 'session data', path: '/runtime/session-data.ts', mode: 'network', rejection: failedLoad('session data'),
    attempt: (Sq) => Sq.session.get('lazy-chunks'),
    succeeds: async (Sq) => {
      await Sq.session.set('lazy-chunks', { a: 1 });
      expect(await Sq.session.get('lazy-chunks')).to.deep.equal({ a: 1 });
      await Sq.session.remove('lazy-chunks');
    },
  },
  {
    call: 'Sq.consent.accept/reset', name: 'consent', path: '/runtime/consent-choice.ts', mode: 'network', rejection: failedLoad('consent'),
    attempt: (Sq) => Sq.consent.accept(),
    succeeds: async (Sq) => {
      await Sq.consent.accept();
      expect(Sq.consent.state.choice).to.equal(true);
      await Sq.consent.reset();
      expect(Sq.consent.state.choice).to.equal(null);
    },
  },
  {
    call: 'Sq.confirm', name: 'dialogs', path: '/react-core/dialogs/api.ts', mode: 'network', rejection: failedLoad('dialogs'),
    attempt: (Sq) => Sq.confirm({ title: 'Leave?' }),
    succeeds: async (Sq) => {
      const answer = Sq.confirm({ title: 'Leave?' });
      await waitUntil(confirmButton, 'the dialog rendered', { timeout: 8000 });
      confirmButton()!.click();
      expect(await answer).to.equal('confirm');
    },
  },
  {
    call: 'Sq.dataLayer.get', name: 'data layer', path: '/runtime/data-layer/data-layer.ts', mode: 'network', rejection: UNABLE_TO_CONNECT,
    attempt: (Sq) => Sq.dataLayer.get('/api/test/lazy-chunks'),
    succeeds: async (Sq) => {
      await setSwitch({ route: '/api/test/lazy-chunks', body: { ok: true } });
      const { status, data } = await Sq.dataLayer.get('/api/test/lazy-chunks') as { status: number; data: unknown };
      expect([status, data]).to.deep.equal([200, { ok: true }]);
      await resetServer();
    },
  },
  {
    call: 'Sq.experiments', name: 'tracking', path: '/runtime/visitor/visitor.ts', mode: 'network', rejection: failedLoad('tracking'),
    attempt: (Sq) => Sq.experiments(),
    succeeds: async (Sq) => { expect(await Sq.experiments()).to.be.an('object'); },
  },
  // A 404: the file gone after a deployment.
  {
    call: 'Sq.utils', name: 'utils', path: '/runtime/utils/api.ts', mode: 'missing', rejection: failedLoad('utils'),
    attempt: (Sq) => Sq.utils(),
    succeeds: async (Sq) => { expect((await Sq.utils()).formatFileSize(1536)).to.equal('1.5 KB'); },
  },
];

describe(`Sq calls whose code cannot load, in ${ENGINE}`, () => {
  let Sq: SqApi;
  before(async () => {
    document.cookie = 'ss_cookieAllowed=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await import('../runtime/index.ts');
    Sq = window.Sq!;
  });
  afterEach(restoreModules);

  for (const c of CASES) {
    const refetches = REFETCHES_AFTER[ENGINE][c.mode];
    const fault = c.mode === 'network' ? 'offline' : 'a 404';
    it(`${c.call} (${fault}) rejects with '${c.rejection}' and warns once; a later call ${refetches ? 'loads the code and works' : 'fails the same way, the engine keeping the failure'}`, async () => {
      const loaded = () => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === c.path);
      expect(loaded(), 'not loaded on this page before').to.equal(false);
      await failModule(c.path, c.mode);
      const logs = captureLogs();
      try {
        const { error } = await settle(c.attempt(Sq)) as { error?: Error };
        expect(error).to.be.instanceOf(Error);
        expect(error!.message).to.equal(c.rejection);
        const cause = error!.cause as ChunkLoadError;
        expect(cause).to.be.instanceOf(ChunkLoadError);
        expect([cause.type, cause.request]).to.deep.equal(['error', c.name]);
        expect(cause.cause, "the engine's own error").to.be.instanceOf(TypeError);
        expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['warn', failedLoad(c.name)]]);
        expect(logs.entries[0]!.detail[0]).to.equal(cause);

        await restoreModules();
        const requests = await moduleRequests(c.path);
        expect(requests, 'the failed import asked the server').to.be.above(0);
        logs.entries.length = 0;
        if (refetches) {
          await c.succeeds(Sq);
          expect(logs.messages()).to.deep.equal([]);
          expect(await moduleRequests(c.path)).to.be.above(requests);
        } else {
          const again = await settle(c.attempt(Sq)) as { error?: Error };
          expect(again.error?.message).to.equal(c.rejection);
          expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['warn', failedLoad(c.name)]]);
          expect(await moduleRequests(c.path), 'no new request').to.equal(requests);
        }
      } finally {
        logs.stop();
      }
    });
  }
});
