// Promise and idle fallbacks (visitor §9 "Page and blocks": 50 and 100 ms).
import { expect } from '@open-wc/testing';
import { IDLE_FALLBACK_MS, PROMISE_FALLBACK_MS } from '../catalog/constants.ts';
import { UTILITY_WARNINGS } from '../catalog/utilities.ts';
import { nextTick, whenIdle } from '../runtime/utils/fallbacks.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

/**
 * A page's requestIdleCallback that goes idle when the test says: the engines differ (WebKit has none,
 * so on the real page it takes the fallback path), and the test must not depend on which one runs it.
 */
function idleScope() {
  const waiting = new Map<number, () => void>();
  let lastId = 0;
  return {
    requestIdleCallback: (callback: () => void) => { waiting.set(++lastId, callback); return lastId; },
    cancelIdleCallback: (id: number) => { waiting.delete(id); },
    goIdle: () => { const due = [...waiting.values()]; waiting.clear(); due.forEach((run) => run()); },
  };
}

describe('promise and idle fallbacks (visitor §9: 50 and 100 ms)', () => {
  let clock: FakeClock;
  beforeEach(() => { clock = installFakeClock(); });
  afterEach(() => clock.restore());

  it('uses the spec\'s 50 and 100 ms', () => {
    expect([PROMISE_FALLBACK_MS, IDLE_FALLBACK_MS]).to.deep.equal([50, 100]);
  });

  describe('nextTick', () => {
    it('runs after the current code, in a microtask, with no timer', async () => {
      const order: string[] = [];
      nextTick(() => order.push('tick'));
      order.push('sync');
      expect(clock.pending()).to.equal(0);
      await Promise.resolve();
      expect(order).to.deep.equal(['sync', 'tick']);
    });

    it('uses a Promise where queueMicrotask is missing', async () => {
      let ran = false;
      nextTick(() => { ran = true; }, { Promise });
      expect(ran).to.equal(false);
      await Promise.resolve();
      await Promise.resolve();
      expect(ran).to.equal(true);
    });

    it('falls back to a 50 ms timer where the page has no Promise', () => {
      let ran = 0;
      nextTick(() => { ran += 1; }, {});
      clock.tick(49);
      expect(ran).to.equal(0);
      clock.tick(1);
      expect(ran).to.equal(1);
    });

    it('can be cancelled, on either path', async () => {
      let ran = 0;
      nextTick(() => { ran += 1; })();
      nextTick(() => { ran += 1; }, {})();
      await Promise.resolve();
      clock.tick(100);
      expect(ran).to.equal(0);
      expect(clock.pending()).to.equal(0);
    });

    it('logs a callback that throws instead of throwing it', async () => {
      const logs = captureLogs();
      nextTick(() => { throw new Error('boom'); }, {});
      expect(() => clock.tick(50)).not.to.throw();
      logs.stop();
      expect(logs.messages()).to.deep.equal([UTILITY_WARNINGS.callbackFailed('next-tick')]);
    });
  });

  describe('whenIdle', () => {
    it('runs when the browser is idle, with requestIdleCallback and no timer', () => {
      const scope = idleScope();
      let ran = false;
      whenIdle(() => { ran = true; }, scope);
      expect(clock.pending()).to.equal(0);
      expect(ran, 'not before the browser is idle').to.equal(false);
      scope.goIdle();
      expect(ran).to.equal(true);
    });

    it('falls back to a 100 ms timer without requestIdleCallback', () => {
      let ran = 0;
      whenIdle(() => { ran += 1; }, {});
      clock.tick(99);
      expect(ran).to.equal(0);
      clock.tick(1);
      expect(ran).to.equal(1);
    });

    it('can be cancelled, on either path', () => {
      let ran = 0;
      const scope = idleScope();
      whenIdle(() => { ran += 1; }, scope)();
      whenIdle(() => { ran += 1; }, {})();
      clock.tick(200);
      scope.goIdle();
      expect(ran).to.equal(0);
    });

    it('logs a callback that throws instead of throwing it', () => {
      const logs = captureLogs();
      whenIdle(() => { throw new Error('boom'); }, {});
      expect(() => clock.tick(100)).not.to.throw();
      logs.stop();
      expect(logs.messages()).to.deep.equal([UTILITY_WARNINGS.callbackFailed('idle')]);
    });
  });
});
