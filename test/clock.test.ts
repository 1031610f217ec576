import { expect } from '@open-wc/testing';
import { clock, debounce, throttle } from '../runtime/clock.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

describe('the clock seam', () => {
  let fake: FakeClock;
  beforeEach(() => { fake = installFakeClock(); });
  afterEach(() => fake.restore());

  it('runs timers in order only when time is advanced past them', () => {
    const calls: string[] = [];
    clock.setTimeout(() => calls.push('b'), 200);
    clock.setTimeout(() => calls.push('a'), 100);
    fake.tick(99);
    expect(calls).to.deep.equal([]);
    fake.tick(101);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('debounce calls once, the given time after the last call', () => {
    let calls = 0;
    const d = debounce(() => { calls += 1; }, 100);
    d(); fake.tick(60); d(); fake.tick(60);
    expect(calls).to.equal(0);
    fake.tick(40);
    expect(calls).to.equal(1);
  });

  it('throttle drops calls closer than the given time', () => {
    let calls = 0;
    const t = throttle(() => { calls += 1; }, 200);
    t(); fake.tick(199); t();
    expect(calls).to.equal(1);
    fake.tick(1); t();
    expect(calls).to.equal(2);
  });

  it('restore puts the real clock back', () => {
    fake.restore();
    expect(Math.abs(clock.now() - Date.now())).to.be.below(1000);
  });
});
