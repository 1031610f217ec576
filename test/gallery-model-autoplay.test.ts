import { expect } from '@open-wc/testing';
import { Autoplay, autoplayAllowed, randomOtherIndex } from '../react-core/gallery/model/autoplay.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

function player(options: { count?: number; current?: number; timeoutMs?: number; randomize?: boolean; random?: () => number } = {}) {
  const advances: (number | null)[] = [];
  let current = options.current ?? 0;
  const autoplay = new Autoplay({
    timeoutMs: options.timeoutMs,
    randomize: options.randomize,
    random: options.random,
    onAdvance: (random) => { advances.push(random); current = random ?? current + 1; },
    count: () => options.count ?? 5,
    current: () => current,
  });
  return { autoplay, advances, current: () => current };
}

describe('gallery autoplay (visitor §4 "Autoplay")', () => {
  let fake: FakeClock;
  beforeEach(() => { fake = installFakeClock(); });
  afterEach(() => fake.restore());

  describe('it advances every timeout (default 5000 ms)', () => {
    it('advances after 5000 ms, not at 4999, and again 5000 ms later', () => {
      const { autoplay, advances } = player();
      autoplay.start();
      expect(autoplay.running).to.equal(true);
      fake.tick(4999);
      expect(advances).to.deep.equal([]);
      fake.tick(1);
      expect(advances).to.deep.equal([null]);
      fake.tick(5000);
      expect(advances).to.deep.equal([null, null]);
    });

    it('uses a given timeout, and 5000 ms for one that is not a positive number', () => {
      expect(player({ timeoutMs: 2000 }).autoplay.timeoutMs).to.equal(2000);
      for (const timeoutMs of [0, -1, NaN, Infinity]) expect(player({ timeoutMs }).autoplay.timeoutMs).to.equal(5000);
    });

    it('does nothing before start and after stop', () => {
      const { autoplay, advances } = player();
      fake.tick(10000);
      autoplay.start();
      autoplay.stop();
      expect(autoplay.running).to.equal(false);
      fake.tick(10000);
      expect(advances).to.deep.equal([]);
      expect(fake.pending()).to.equal(0);
    });

    it('does not advance a gallery of one slide', () => {
      const { autoplay, advances } = player({ count: 1 });
      autoplay.start();
      fake.tick(15000);
      expect(advances).to.deep.equal([]);
    });
  });

  describe('it can randomise the next slide', () => {
    it('randomize never repeats current', () => {
      let seed = 7;
      const random = () => { seed = (seed * 16807) % 2147483647; return (seed - 1) / 2147483646; };
      const { autoplay, advances } = player({ count: 4, randomize: true, random });
      autoplay.start();
      let previous = 0;
      for (let i = 0; i < 50; i++) {
        fake.tick(5000);
        const picked = advances[i]!;
        expect(picked).to.not.equal(previous);
        expect(picked).to.be.within(0, 3);
        previous = picked;
      }
    });

    it('picks each other slide equally: random 0 gives the first other, random just under 1 the last', () => {
      expect(randomOtherIndex(5, 0, () => 0)).to.equal(1);
      expect(randomOtherIndex(5, 2, () => 0)).to.equal(0);
      expect(randomOtherIndex(5, 4, () => 0.9999)).to.equal(3);
      expect(randomOtherIndex(5, 2, () => 0.9999)).to.equal(4);
      expect(randomOtherIndex(5, 4, () => 1)).to.equal(3); // a random() of 1 stays in range
    });
  });

  describe('pauses (pointer over the gallery, a video showing) and resumes', () => {
    it('is paused by hover and resumes with the full 5000 ms', () => {
      const { autoplay, advances } = player();
      autoplay.start();
      fake.tick(4000);
      autoplay.pause('hover');
      expect(autoplay.running).to.equal(false);
      fake.tick(10000);
      expect(advances).to.deep.equal([]);
      autoplay.resume('hover');
      expect(autoplay.running).to.equal(true);
      fake.tick(4999);
      expect(advances).to.deep.equal([]);
      fake.tick(1);
      expect(advances).to.deep.equal([null]);
    });

    it('runs only once every reason is gone: hover and video', () => {
      const { autoplay, advances } = player();
      autoplay.start();
      autoplay.pause('hover');
      autoplay.pause('video');
      autoplay.resume('hover');
      fake.tick(10000);
      expect(advances).to.deep.equal([]);
      autoplay.resume('video');
      fake.tick(5000);
      expect(advances).to.deep.equal([null]);
    });

    it('resuming a reason that was not given changes nothing', () => {
      const { autoplay, advances } = player();
      autoplay.start();
      fake.tick(3000);
      autoplay.resume('hover');
      fake.tick(2000);
      expect(advances).to.deep.equal([null]);
    });

    it('a reason given before start keeps it paused', () => {
      const { autoplay, advances } = player();
      autoplay.pause('video');
      autoplay.start();
      fake.tick(10000);
      expect(advances).to.deep.equal([]);
    });
  });

  describe('stopped by nomotion=true and by prefers-reduced-motion', () => {
    const motion = () => ({ matches: false });
    const reduced = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' });

    it('is allowed by default', () => {
      expect(autoplayAllowed(new URL('https://example.com/gallery'), motion)).to.equal(true);
      expect(autoplayAllowed(new URL('https://example.com/?nomotion=false'), motion)).to.equal(true);
    });

    it('is not allowed with nomotion=true in the query string', () => {
      expect(autoplayAllowed(new URL('https://example.com/gallery?a=1&nomotion=true'), motion)).to.equal(false);
    });

    it('is not allowed when the visitor prefers reduced motion', () => {
      expect(autoplayAllowed(new URL('https://example.com/gallery'), reduced)).to.equal(false);
    });

    it('reads the page location and matchMedia by default', () => {
      const expected = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        && new URLSearchParams(window.location.search).get('nomotion') !== 'true';
      expect(autoplayAllowed()).to.equal(expected);
    });
  });
});
