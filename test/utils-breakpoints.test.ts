// Breakpoints (reference §9: mobile up to 432 px, desktop from 433 px; other breakpoints 800 and 1024), with
// the viewport set through setViewport.
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { BREAKPOINTS, FLUID_BREAKPOINT_PX } from '../catalog/constants.ts';
import { UTILITY_WARNINGS } from '../catalog/utilities.ts';
import {
  currentViewportClass, isBelow, onBreakpointChange, viewportClass, type BreakpointChange,
} from '../runtime/utils/breakpoints.ts';
import { captureLogs } from './support/logs.ts';

const resize = (width: number) => setViewport({ width, height: 700 });
const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('breakpoints (reference §9)', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('uses 432/433, 800 and 1024 px', () => {
    expect(FLUID_BREAKPOINT_PX).to.deep.equal({ mobileMax: 432, desktopMin: 433 });
    expect([...BREAKPOINTS]).to.deep.equal([800, 1024]);
  });

  describe('viewportClass: mobile up to 432 px, desktop from 433 px', () => {
    const CASES: [number, 'mobile' | 'desktop'][] = [
      [0, 'mobile'], [320, 'mobile'], [431, 'mobile'], [432, 'mobile'], [433, 'desktop'], [800, 'desktop'],
      [1920, 'desktop'], [NaN, 'desktop'], [-1, 'desktop'],
    ];
    for (const [width, expected] of CASES) {
      it(`${width} px is ${expected}`, () => expect(viewportClass(width)).to.equal(expected));
    }

    for (const [width, expected] of [[432, 'mobile'], [433, 'desktop']] as const) {
      it(`a ${width} px viewport is ${expected}`, async () => {
        await resize(width);
        expect([viewportClass(), currentViewportClass()]).to.deep.equal([expected, expected]);
      });
    }
  });

  describe('isBelow: at or under the breakpoint, as (max-width: …px)', () => {
    const CASES: [number, 800 | 1024, boolean][] = [
      [799, 800, true], [800, 800, true], [801, 800, false], [1023, 1024, true], [1024, 1024, true], [1025, 1024, false],
    ];
    for (const [width, breakpoint, below] of CASES) {
      it(`a ${width} px viewport is ${below ? '' : 'not '}below ${breakpoint}`, async () => {
        await resize(width);
        expect(isBelow(breakpoint)).to.equal(below);
      });
    }
  });

  describe('onBreakpointChange', () => {
    it('reports each crossing of 1024, 800 and 432 px, both ways, until unsubscribed', async () => {
      await resize(1200);
      const heard: BreakpointChange[] = [];
      const stop = onBreakpointChange((change) => heard.push(change));
      await resize(1000);
      await waitUntil(() => heard.length === 1, 'crossed 1024');
      await resize(700);
      await waitUntil(() => heard.length === 2, 'crossed 800');
      await resize(400);
      await waitUntil(() => heard.length === 3, 'crossed 432');
      await resize(1200);
      await waitUntil(() => heard.length === 6, 'crossed all three back');
      stop();
      await resize(400);
      await settle();
      expect(heard.slice(0, 3)).to.deep.equal([
        { breakpoint: 1024, below: true }, { breakpoint: 800, below: true }, { breakpoint: 432, below: true }]);
      expect(heard.slice(3).map((c) => c.below)).to.deep.equal([false, false, false]);
      expect(heard.slice(3).map((c) => c.breakpoint).sort()).to.deep.equal([1024, 432, 800]);
    });

    it('says nothing for a resize that crosses no breakpoint', async () => {
      await resize(900);
      const heard: BreakpointChange[] = [];
      const stop = onBreakpointChange((change) => heard.push(change));
      await resize(950);
      await settle();
      stop();
      expect(heard).to.deep.equal([]);
    });

    it('logs a listener that throws and still tells the others', async () => {
      await resize(1200);
      const logs = captureLogs();
      const heard: BreakpointChange[] = [];
      const stops = [onBreakpointChange(() => { throw new Error('boom'); }), onBreakpointChange((c) => heard.push(c))];
      await resize(1000);
      await waitUntil(() => heard.length === 1, 'the second listener heard');
      for (const stop of stops) stop();
      logs.stop();
      expect(logs.messages()).to.deep.equal([UTILITY_WARNINGS.listenerFailed('breakpoint')]);
    });
  });
});
