// The animation helper (visitor §4 and §5 "Tween", §8 "Others", §9 "Animation default 0.3 s"): start, pause,
// resume, end; 300 ms by default; the two validation messages; the unsupported-global warning; reduced motion.
// Time is the fake clock and frames are stepped by hand through the frame seam.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { TWEEN_STATES } from '../catalog/blocks.ts';
import { UI } from '../catalog/constants.ts';
import { ANIMATION_MESSAGES } from '../catalog/messages/animation.ts';
import { TWEEN_FALLBACK_FRAME_MS, UTILITY_WARNINGS } from '../catalog/utilities.ts';
import { createFrameSource, frames } from '../runtime/utils/frames.ts';
import { easeInOutCubic, linear, tween, type Tween } from '../runtime/utils/tween.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

/** Frames stepped by hand: `flush()` runs the frames requested so far. */
function installFakeFrames() {
  const saved = { ...frames };
  const queue = new Map<number, () => void>();
  let nextId = 1;
  frames.request = (callback) => { queue.set(nextId, callback); return nextId++; };
  frames.cancel = (id) => { if (id !== undefined) queue.delete(id); };
  return {
    pending: () => queue.size,
    flush() {
      const due = [...queue.values()];
      queue.clear();
      for (const callback of due) callback();
    },
    restore() { Object.assign(frames, saved); },
  };
}

describe('tween (visitor §5 "Tween")', () => {
  let clock: FakeClock;
  let fakeFrames: ReturnType<typeof installFakeFrames>;
  let steps: number[];
  const record = (p: number) => { steps.push(p); };
  /** Advances the clock by `ms`, then runs one frame. */
  const frameAfter = (ms: number) => { clock.tick(ms); fakeFrames.flush(); };
  // Every tween a test makes is ended after it, so none hears a later test's change of preference.
  let made: Tween[] = [];
  const make = (...args: Parameters<typeof tween>) => { const t = tween(...args); made.push(t); return t; };

  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    clock = installFakeClock();
    fakeFrames = installFakeFrames();
    steps = [];
  });
  afterEach(async () => {
    for (const t of made) t.end();
    made = [];
    fakeFrames.restore();
    clock.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('validation', () => {
    for (const bad of [undefined, null, 'step', 42, {}]) {
      it(`throws '[Tween] First parameter needs to be a function.' for ${JSON.stringify(bad) ?? 'undefined'}`, () => {
        expect(() => tween(bad as unknown as () => void)).to.throw(TypeError, ANIMATION_MESSAGES.firstParameterNotFunction);
      });
    }
    for (const duration of [NaN, Infinity, -Infinity, '300', true]) {
      it(`throws '[Tween] Duration is not a finite number.' for ${String(duration)}`, () => {
        expect(() => make(record, { duration: duration as number })).to.throw(TypeError, ANIMATION_MESSAGES.durationNotFinite);
      });
    }
    it('spells both messages as the spec', () => {
      expect(ANIMATION_MESSAGES.firstParameterNotFunction).to.equal('[Tween] First parameter needs to be a function.');
      expect(ANIMATION_MESSAGES.durationNotFinite).to.equal('[Tween] Duration is not a finite number.');
    });
  });

  describe('timing', () => {
    it('lasts 300 ms by default (animation default 0.3 s), ending on exactly 1', async () => {
      expect(UI.tweenDefaultMs).to.equal(300);
      const t = make(record, { easing: linear }).start();
      frameAfter(0);
      frameAfter(150);
      frameAfter(149);
      expect(steps).to.deep.equal([0, 0.5, 299 / 300]);
      expect(t.state).to.equal('start');
      frameAfter(1);
      expect(steps.at(-1)).to.equal(1);
      expect(t.state).to.equal('end');
      expect(fakeFrames.pending()).to.equal(0);
      await t.finished;
    });

    it('uses the given duration and easing; the default easing is ease-in-out', () => {
      make(record, { duration: 1000, easing: (p) => p * p }).start();
      frameAfter(0); frameAfter(500); frameAfter(500);
      expect(steps).to.deep.equal([0, 0.25, 1]);
      steps = [];
      make(record).start();
      frameAfter(0); frameAfter(75); frameAfter(75);
      expect(steps).to.deep.equal([0, easeInOutCubic(0.25), 0.5]);
      expect(easeInOutCubic(0.25)).to.equal(0.0625);
    });

    it('ends on the first frame with a duration of 0 or less', () => {
      for (const duration of [0, -50]) {
        steps = [];
        const t = make(record, { duration }).start();
        expect(steps).to.deep.equal([]);
        frameAfter(0);
        expect(steps).to.deep.equal([1]);
        expect(t.state).to.equal('end');
      }
    });
  });

  describe('states start, pause, resume, end', () => {
    it('goes through the spec\'s four states, null before start', () => {
      expect([...TWEEN_STATES]).to.deep.equal(['start', 'pause', 'resume', 'end']);
      const t = make(record, { easing: linear });
      expect(t.state).to.equal(null);
      const seen = [t.start().state];
      t.pause(); seen.push(t.state);
      t.resume(); seen.push(t.state);
      t.end(); seen.push(t.state);
      expect(seen).to.deep.equal(['start', 'pause', 'resume', 'end']);
    });

    it('pause stops time; resume goes on from where it paused', () => {
      const t = make(record, { easing: linear }).start();
      frameAfter(0); frameAfter(100);
      t.pause();
      expect(fakeFrames.pending()).to.equal(0);
      clock.tick(5000);
      t.resume();
      frameAfter(0);
      frameAfter(100);
      expect(steps).to.deep.equal([0, 1 / 3, 1 / 3, 2 / 3]);
      frameAfter(100);
      expect(steps.at(-1)).to.equal(1);
      expect(t.state).to.equal('end');
    });

    it('end jumps to 1 at once and resolves finished; later calls do nothing', async () => {
      const t = make(record, { easing: linear }).start();
      frameAfter(0);
      t.end();
      expect(steps).to.deep.equal([0, 1]);
      await t.finished;
      t.end(); t.resume(); t.start(); frameAfter(100);
      expect(steps).to.deep.equal([0, 1]);
      expect(t.state).to.equal('end');
    });

    it('ignores pause before start, resume while running, and a second start', () => {
      const t = make(record, { easing: linear });
      t.pause(); t.resume();
      expect(t.state).to.equal(null);
      t.start(); t.resume(); t.start();
      expect(t.state).to.equal('start');
      expect(fakeFrames.pending()).to.equal(1);
    });

    it('a step that throws is logged and ends the tween, without throwing out of the frame', async () => {
      const logs = captureLogs();
      const t = make(() => { throw new Error('boom'); }).start();
      expect(() => frameAfter(0)).not.to.throw();
      logs.stop();
      expect(logs.messages()).to.deep.equal([UTILITY_WARNINGS.callbackFailed('tween step')]);
      expect(t.state).to.equal('end');
      await t.finished;
    });
  });

  describe('reduced motion (one runtime policy)', () => {
    it('jumps to the end at once under prefers-reduced-motion: reduce', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const t = make(record).start();
      expect(steps).to.deep.equal([1]);
      expect(t.state).to.equal('end');
      expect(fakeFrames.pending()).to.equal(0);
      await t.finished;
    });

    it('jumps to the end when the preference changes mid-way, also while paused', async () => {
      const running = make(record, { easing: linear }).start();
      const paused = make(() => {}, { easing: linear }).start();
      frameAfter(0); frameAfter(30);
      paused.pause();
      await emulateMedia({ reducedMotion: 'reduce' });
      await waitUntil(() => running.state === 'end' && paused.state === 'end', 'both tweens ended');
      expect(steps).to.deep.equal([0, 0.1, 1]);
    });
  });
});

describe('frame source (visitor §8: the unsupported tween global)', () => {
  let clock: FakeClock;
  beforeEach(() => { clock = installFakeClock(); });
  afterEach(() => clock.restore());

  it('without requestAnimationFrame, warns once and steps on a 16 ms clock timer', () => {
    const logs = captureLogs();
    const source = createFrameSource({});
    let ran = 0;
    source.request(() => { ran += 1; });
    const second = source.request(() => { ran += 10; });
    source.cancel(second);
    logs.stop();
    expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal(
      [['warn', UTILITY_WARNINGS.tweenGlobalUnsupported(TWEEN_FALLBACK_FRAME_MS)]]);
    clock.tick(TWEEN_FALLBACK_FRAME_MS - 1);
    expect(ran).to.equal(0);
    clock.tick(1);
    expect(ran).to.equal(1);
    expect(clock.pending()).to.equal(0);
  });

  it('uses requestAnimationFrame where the page has it, without a warning', async () => {
    const logs = captureLogs();
    const source = createFrameSource(window);
    let ran = false;
    source.request(() => { ran = true; });
    await waitUntil(() => ran, 'a real animation frame ran');
    const cancelled = { ran: false };
    source.cancel(source.request(() => { cancelled.ran = true; }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    logs.stop();
    expect(cancelled.ran).to.equal(false);
    expect(logs.entries).to.deep.equal([]);
    expect(clock.pending()).to.equal(0);
  });
});

describe('tween on the real page frames and clock', () => {
  it('runs to 1 and resolves', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const seen: number[] = [];
    const t = tween((p) => seen.push(p), { duration: 60 }).start();
    await t.finished;
    expect(seen.at(-1)).to.equal(1);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).to.equal(true);
  });
});
