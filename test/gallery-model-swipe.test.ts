import { expect } from '@open-wc/testing';
import {
  SwipeDrag, SWIPE_DESIGN_SLIDE_MS, snapBounds, swipeDesignAction, swipeDesignThreshold,
} from '../react-core/gallery/model/gestures.ts';

/** A drag in a 1000 px wide gallery whose time is moved by hand. */
function drag(viewportWidth = 1200, width = 1000) {
  let t = 0;
  const swipe = new SwipeDrag({ width, viewportWidth, now: () => t });
  return { swipe, at: (ms: number) => { t = ms; } };
}

describe('swipe transition drag (visitor §9 "Swipe transition")', () => {
  describe('a drag over 10 px sets the axis', () => {
    it('has no axis up to 10 px and does not move the slide', () => {
      const { swipe } = drag();
      swipe.start(500, 300);
      expect(swipe.move(510, 300)).to.deep.equal({ axis: null, offsetX: 0 });
    });

    it('locks x at 11 px horizontal and moves the slide by the drag', () => {
      const { swipe } = drag();
      swipe.start(500, 300);
      expect(swipe.move(489, 303)).to.deep.equal({ axis: 'x', offsetX: -11 });
      // Locked: a later vertical drift does not change the axis.
      expect(swipe.move(470, 340)).to.deep.equal({ axis: 'x', offsetX: -30 });
    });

    it('locks y at 11 px vertical; the slide stays and the release stays', () => {
      const { swipe } = drag();
      swipe.start(500, 300);
      expect(swipe.move(505, 311)).to.deep.equal({ axis: 'y', offsetX: 0 });
      expect(swipe.move(0, 320)).to.deep.equal({ axis: 'y', offsetX: 0 });
      expect(swipe.end().action).to.equal('stay');
    });
  });

  describe('it advances if the drag exceeds half the width or velocity exceeds 1', () => {
    it('a slow leftward drag of 501 px of 1000 goes next', () => {
      const { swipe, at } = drag();
      swipe.start(800, 0);
      at(2000);
      swipe.move(299, 0);
      expect(swipe.end().action).to.equal('next');
    });

    it('a slow rightward drag of 501 px goes previous; 500 px stays', () => {
      const a = drag();
      a.swipe.start(0, 0);
      a.at(2000);
      a.swipe.move(501, 0);
      expect(a.swipe.end().action).to.equal('previous');
      const b = drag();
      b.swipe.start(0, 0);
      b.at(2000);
      b.swipe.move(500, 0);
      expect(b.swipe.end().action).to.equal('stay');
    });

    it('a short fast drag goes: 101 px in 100 ms (1.01 px/ms); 100 px in 100 ms stays', () => {
      const a = drag();
      a.swipe.start(500, 0);
      a.at(100);
      a.swipe.move(399, 0);
      expect(a.swipe.end().action).to.equal('next');
      const b = drag();
      b.swipe.start(500, 0);
      b.at(100);
      b.swipe.move(400, 0);
      expect(b.swipe.end().action).to.equal('stay');
    });

    it('start resets a previous drag', () => {
      const { swipe, at } = drag();
      swipe.start(800, 0);
      at(10);
      swipe.move(0, 0);
      swipe.start(500, 0);
      expect(swipe.end().action).to.equal('stay');
    });
  });

  describe('snap duration is clamped 0.2–0.4 s under 767 px, 0.3–0.5 s otherwise', () => {
    it('bounds: 200–400 ms at 766 px wide (under 767), 300–500 ms at 767', () => {
      expect(snapBounds(375)).to.deep.equal({ min: 200, max: 400 });
      expect(snapBounds(766)).to.deep.equal({ min: 200, max: 400 });
      expect(snapBounds(767)).to.deep.equal({ min: 300, max: 500 });
    });

    it('is the remaining distance at the drag velocity inside the bounds: 600 px left at 2 px/ms is 300 ms', () => {
      const { swipe, at } = drag(375);
      swipe.start(900, 0);
      at(200);
      swipe.move(500, 0); // 400 px in 200 ms, 600 px to go
      expect(swipe.end()).to.deep.equal({ action: 'next', snapMs: 300 });
    });

    it('clamps a very fast flick to the minimum: 200 ms narrow, 300 ms wide', () => {
      for (const [viewport, min] of [[375, 200], [1200, 300]] as const) {
        const { swipe, at } = drag(viewport);
        swipe.start(500, 0);
        at(10);
        swipe.move(300, 0); // 20 px/ms
        expect(swipe.end().snapMs).to.equal(min);
      }
    });

    it('clamps a slow release to the maximum: 400 ms narrow, 500 ms wide', () => {
      for (const [viewport, max] of [[375, 400], [1200, 500]] as const) {
        const { swipe, at } = drag(viewport);
        swipe.start(500, 0);
        at(3000);
        swipe.move(400, 0); // 100 px back at 0.03 px/ms
        expect(swipe.end()).to.deep.equal({ action: 'stay', snapMs: max });
      }
    });
  });
});

describe('swipe design (visitor §9: threshold width/2.25, slide animation 0.28 s, long-press 250 ms)', () => {
  it('the threshold is the width divided by 2.25: 900 px gives 400', () => {
    expect(swipeDesignThreshold(900)).to.equal(400);
  });

  it('a drag past the threshold changes slide: 401 px left next, 401 right previous, 400 stays', () => {
    expect(swipeDesignAction(-401, 900)).to.equal('next');
    expect(swipeDesignAction(401, 900)).to.equal('previous');
    expect(swipeDesignAction(400, 900)).to.equal('stay');
  });

  it('slides animate for 280 ms', () => {
    expect(SWIPE_DESIGN_SLIDE_MS).to.equal(280);
  });
});
