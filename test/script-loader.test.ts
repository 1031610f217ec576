// runtime/script-loader.ts: external scripts by URL, once per page, with a time-out (DESIGN "Data and the
// network"; the chunk time-out of reference §2 by default). Scripts come from the local server's fakes.
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { expect } from '@open-wc/testing';
import { CHUNK_LOAD_TIMEOUT_MS } from '../catalog/chunks.ts';
import { loadScript } from '../runtime/script-loader.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

resetServerAfterEach();

const MAPS = '/__fake/maps.js';
const globals = window as unknown as Record<string, { loads: number } | undefined>;

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the load to fail');
}

describe('loadScript', () => {
  afterEach(() => { delete globals.__sqFakeMaps; });

  it('loads a URL once: later calls share the promise, one request, the script runs once', async () => {
    const url = `${MAPS}?case=once`;
    const first = loadScript(url);
    expect(loadScript(url)).to.equal(first);
    await first;
    await loadScript(url);
    expect(globals.__sqFakeMaps?.loads).to.equal(1);
    expect(await readLog(MAPS)).to.have.length(1);
  });

  it('gives the provider script the nonce of the page\'s scripts (a nonce-based CSP)', async () => {
    const marker = document.createElement('script');
    marker.type = 'application/json'; // never runs
    marker.setAttribute('nonce', 'page-nonce');
    document.head.prepend(marker);
    try {
      await loadScript(`${MAPS}?nonce-test`);
      const loaded = [...document.scripts].find((s) => s.src.endsWith(`${MAPS}?nonce-test`))!;
      expect(loaded.nonce).to.equal('page-nonce');
    } finally {
      marker.remove();
    }
  });

  it('loads a different URL on its own', async () => {
    await loadScript(`${MAPS}?case=a`);
    await loadScript(`${MAPS}?case=b`);
    expect(globals.__sqFakeMaps?.loads).to.equal(2);
  });

  it('rejects when the script fails to load, and a later call tries again', async () => {
    const url = `${MAPS}?case=error`;
    await setSwitch({ route: MAPS, status: 404, times: 1 });
    const error = await rejection(loadScript(url));
    expect(error.message).to.equal(ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url));
    await loadScript(url);
    expect(globals.__sqFakeMaps?.loads).to.equal(1);
    expect((await readLog(MAPS)).map((entry) => entry.status)).to.deep.equal([404, 200]);
  });

  describe('time-out', () => {
    let clock: FakeClock;
    beforeEach(() => { clock = installFakeClock(); });
    afterEach(() => clock.restore());

    it('rejects after timeoutMs when the script has not loaded', async () => {
      const url = `${MAPS}?case=slow`;
      await setSwitch({ route: MAPS, delayMs: 3000 });
      const loading = loadScript(url, { timeoutMs: 500 });
      clock.tick(500);
      const error = await rejection(loading);
      expect(error.message).to.equal(ELEMENT_LIBRARY_MESSAGES.scriptLoadTimedOut(url, 500));
      expect(document.querySelector(`script[src="${url}"]`)).to.equal(null);
    });

    it(`waits ${CHUNK_LOAD_TIMEOUT_MS} ms (the chunk time-out) when no time-out is given`, async () => {
      const url = `${MAPS}?case=default`;
      await setSwitch({ route: MAPS, delayMs: 3000 });
      let failed = false;
      const loading = loadScript(url).catch((error: Error) => { failed = true; throw error; });
      clock.tick(CHUNK_LOAD_TIMEOUT_MS - 1);
      await Promise.resolve();
      expect(failed).to.equal(false);
      clock.tick(1);
      expect((await rejection(loading)).message).to.equal(ELEMENT_LIBRARY_MESSAGES.scriptLoadTimedOut(url, CHUNK_LOAD_TIMEOUT_MS));
    });
  });
});
