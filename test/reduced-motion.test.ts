// The page's one reduced-motion policy (issue 6: "prefers-reduced-motion honoured everywhere through one runtime
// policy that reacts when the preference changes"; visitor §2 "Query nomotion=true disables autoplay").
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { REDUCED_MOTION_QUERY, UTILITY_WARNINGS } from '../catalog/utilities.ts';
import { autoplayAllowed } from '../react-core/gallery/model/autoplay.ts';
import { motionReducedBy, onReducedMotionChange, prefersReducedMotion } from '../runtime/reduced-motion.ts';
import { watchedQueries } from '../runtime/utils/media-query.ts';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { captureLogs } from './support/logs.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { activeIndex, gallery } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

const address = `${location.pathname}${location.search}${location.hash}`;
const withQuery = (search: string) => history.replaceState(history.state, '', `${location.pathname}${search}`);
/** A change event has had time to arrive: two frames after the emulation changed. */
const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('reduced-motion policy', () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => { await emulateMedia({ reducedMotion: 'no-preference' }); });
  afterEach(async () => {
    for (const stop of stops) stop();
    stops = [];
    history.replaceState(history.state, '', address);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('the rule: the media query, or nomotion=true in the page address', () => {
    const CASES: [string, boolean, boolean][] = [
      ['', false, false],
      ['', true, true],
      ['?nomotion=true', false, true],
      ['?a=1&nomotion=true', false, true],
      ['?nomotion=false', false, false],
      ['?nomotion=TRUE', false, false],
      ['?nomotion', false, false],
      ['?nomotion=false', true, true],
    ];
    for (const [search, media, reduced] of CASES) {
      it(`${JSON.stringify(search)} with the media query ${media ? 'matching' : 'not matching'} → ${reduced}`, () => {
        expect(motionReducedBy(search, media)).to.equal(reduced);
      });
    }
  });

  it('follows prefers-reduced-motion as emulated (reduce, then no-preference)', async () => {
    expect(prefersReducedMotion()).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.equal(true);
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.equal(false);
  });

  it('counts nomotion=true in the page address', () => {
    withQuery('?nomotion=true');
    expect(prefersReducedMotion()).to.equal(true);
    withQuery('?nomotion=false');
    expect(prefersReducedMotion()).to.equal(false);
  });

  it('tells listeners when the preference changes, both ways, until they unsubscribe', async () => {
    const heard: boolean[] = [];
    const stop = onReducedMotionChange((reduced) => heard.push(reduced));
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => heard.length === 1, 'heard reduce');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitUntil(() => heard.length === 2, 'heard no-preference');
    stop();
    await emulateMedia({ reducedMotion: 'reduce' });
    await settle();
    expect(heard).to.deep.equal([true, false]);
  });

  it('keeps one page listener for the query however many subscribe, and none once all leave', async () => {
    const before = watchedQueries().filter((q) => q === REDUCED_MOTION_QUERY).length;
    expect(before).to.equal(0);
    const a = onReducedMotionChange(() => {});
    const b = onReducedMotionChange(() => {});
    expect(watchedQueries().filter((q) => q === REDUCED_MOTION_QUERY)).to.deep.equal([REDUCED_MOTION_QUERY]);
    a();
    expect(watchedQueries()).to.include(REDUCED_MOTION_QUERY);
    b();
    expect(watchedQueries()).not.to.include(REDUCED_MOTION_QUERY);
  });

  it('says nothing while nomotion=true holds motion reduced anyway', async () => {
    withQuery('?nomotion=true');
    const heard: boolean[] = [];
    stops.push(onReducedMotionChange((reduced) => heard.push(reduced)));
    await emulateMedia({ reducedMotion: 'reduce' });
    await settle();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await settle();
    expect(heard).to.deep.equal([]);
  });

  it('logs a listener that throws and still tells the others', async () => {
    const logs = captureLogs();
    const heard: boolean[] = [];
    stops.push(onReducedMotionChange(() => { throw new Error('boom'); }));
    stops.push(onReducedMotionChange((reduced) => heard.push(reduced)));
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => heard.length === 1, 'the second listener heard');
    logs.stop();
    expect(logs.messages()).to.deep.equal([UTILITY_WARNINGS.listenerFailed('reduced-motion')]);
  });

  it('is what the gallery\'s autoplay asks by default', async () => {
    expect(autoplayAllowed()).to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(autoplayAllowed()).to.equal(false);
    await emulateMedia({ reducedMotion: 'no-preference' });
    withQuery('?nomotion=true');
    expect(autoplayAllowed()).to.equal(false);
  });

  it('a gallery already autoplaying stops when the preference changes to reduce, and plays again after', async () => {
    const el = await gallery('design="slideshow" autoplay', 3);
    const pauseButton = () => el.querySelector('.sq-gallery__pause');
    expect(pauseButton() !== null, 'autoplay is on').to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => pauseButton() === null, 'autoplay stopped with the preference');
    const clock = installFakeClock();
    try {
      clock.tick(10000);
      await settle();
      expect(activeIndex(el)).to.equal(0);
      await emulateMedia({ reducedMotion: 'no-preference' });
      await waitUntil(() => pauseButton() !== null, 'autoplay back with the preference');
      // The pause button commits before the effect that sets autoplay's timer has run: tick once it is set
      // (every earlier timer has run, so the one pending is autoplay's).
      await waitUntil(() => clock.pending() > 0, 'autoplay\'s timer set');
      clock.tick(5000);
      await waitUntil(() => activeIndex(el) === 1, 'advanced 5000 ms later');
    } finally {
      clock.restore();
    }
  });
});
