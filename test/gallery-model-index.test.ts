import { expect } from '@open-wc/testing';
import { GalleryIndex, normaliseIndex, type GalleryIndexEvent } from '../react-core/gallery/model/gallery-index.ts';

function record(index: GalleryIndex): GalleryIndexEvent[] {
  const events: GalleryIndexEvent[] = [];
  index.subscribe((event) => events.push(event));
  return events;
}

describe('gallery index (visitor §4 "Gallery index")', () => {
  describe('currentIndex is normalised', () => {
    it('non-numbers become 0', () => {
      for (const value of [undefined, null, 'abc', '', {}, [], true, NaN, Infinity, -Infinity]) {
        expect(normaliseIndex(value, 5), String(value)).to.equal(0);
      }
    });

    it('numeric strings count as numbers: "3" of 5 is 3', () => {
      expect(normaliseIndex('3', 5)).to.equal(3);
      expect(normaliseIndex(' -1 ', 5)).to.equal(4);
    });

    it('negatives wrap from the end: -1 of 5 is 4, -5 is 0, -6 is 4', () => {
      expect(normaliseIndex(-1, 5)).to.equal(4);
      expect(normaliseIndex(-5, 5)).to.equal(0);
      expect(normaliseIndex(-6, 5)).to.equal(4);
    });

    it('values wrap modulo the slide count: 5 of 5 is 0, 12 of 5 is 2 (fractions truncated)', () => {
      expect(normaliseIndex(5, 5)).to.equal(0);
      expect(normaliseIndex(12, 5)).to.equal(2);
      expect(normaliseIndex(2.7, 5)).to.equal(2);
    });

    it('a count of 0 gives 0', () => {
      expect(normaliseIndex(3, 0)).to.equal(0);
      expect(normaliseIndex(-1, 0)).to.equal(0);
    });

    it('the constructor and goTo normalise: index -1 of 5 starts at 4, goTo(7) goes to 2', () => {
      const index = new GalleryIndex({ count: 5, index: -1 });
      expect(index.current).to.equal(4);
      expect(index.goTo(7)).to.equal(true);
      expect(index.current).to.equal(2);
    });
  });

  describe('changes', () => {
    it('emit change with the index and the previous one; the current slide is not a change', () => {
      const index = new GalleryIndex({ count: 5 });
      const events = record(index);
      expect(index.goTo(3)).to.equal(true);
      expect(index.goTo('3')).to.equal(false);
      expect(events).to.deep.equal([{ type: 'change', index: 3, previous: 0 }]);
    });

    it('stop reaching a listener once it unsubscribes', () => {
      const index = new GalleryIndex({ count: 5 });
      const events: GalleryIndexEvent[] = [];
      const unsubscribe = index.subscribe((event) => events.push(event));
      unsubscribe();
      index.next();
      expect(events).to.deep.equal([]);
    });
  });

  describe('changes are refused while the gallery, or a linked gallery with a different index, is in motion', () => {
    it('refuses a change while the gallery is in motion, and emits nothing', () => {
      const index = new GalleryIndex({ count: 5, index: 4 });
      const events = record(index);
      index.setInMotion(true);
      expect(index.inMotion).to.equal(true);
      expect(index.goTo(2)).to.equal(false);
      expect(index.next()).to.equal(false); // not even reachedEnd
      expect(index.previous()).to.equal(false);
      expect(index.current).to.equal(4);
      expect(events).to.deep.equal([]);
      index.setInMotion(false);
      expect(index.goTo(2)).to.equal(true);
    });

    it('refuses a change while a linked gallery at another index is in motion', () => {
      const slideshow = new GalleryIndex({ count: 5 });
      const strip = new GalleryIndex({ count: 5 });
      slideshow.link(strip);
      strip.setInMotion(true);
      // The strip is moving but at the slideshow's index (0): allowed; it takes 2 when it stops.
      expect(slideshow.goTo(2)).to.equal(true);
      expect(strip.current).to.equal(0);
      // Now the moving strip is at another index (0, not 2): refused.
      expect(slideshow.goTo(3)).to.equal(false);
      expect(slideshow.next()).to.equal(false);
      expect(slideshow.current).to.equal(2);
      const stripEvents = record(strip);
      strip.setInMotion(false);
      expect(strip.current).to.equal(2);
      expect(stripEvents).to.deep.equal([{ type: 'change', index: 2, previous: 0 }]);
      expect(slideshow.goTo(3)).to.equal(true);
      expect(strip.current).to.equal(3);
    });

    it('is not refused by a gallery in motion that is not linked', () => {
      const moving = new GalleryIndex({ count: 5, index: 1 });
      const other = new GalleryIndex({ count: 5 });
      moving.setInMotion(true);
      expect(other.goTo(3)).to.equal(true);
    });
  });

  describe('previous at the first slide and next at the last', () => {
    it('next at the last wraps to the first with loop', () => {
      const index = new GalleryIndex({ count: 3, index: 2, loop: true });
      expect(index.next()).to.equal(true);
      expect(index.current).to.equal(0);
    });

    it('previous at the first wraps to the last with loop', () => {
      const index = new GalleryIndex({ count: 3, loop: true });
      expect(index.previous()).to.equal(true);
      expect(index.current).to.equal(2);
    });

    it('next at the last signals reachedEnd without loop and stays', () => {
      const index = new GalleryIndex({ count: 3, index: 2 });
      const events = record(index);
      expect(index.next()).to.equal(false);
      expect(index.current).to.equal(2);
      expect(events).to.deep.equal([{ type: 'reachedEnd' }]);
    });

    it('previous at the first signals reachedBeginning without loop and stays', () => {
      const index = new GalleryIndex({ count: 3 });
      const events = record(index);
      expect(index.previous()).to.equal(false);
      expect(index.current).to.equal(0);
      expect(events).to.deep.equal([{ type: 'reachedBeginning' }]);
    });

    it('next and previous step by one in between', () => {
      const index = new GalleryIndex({ count: 3, index: 1 });
      const events = record(index);
      index.next();
      index.previous();
      expect(events).to.deep.equal([
        { type: 'change', index: 2, previous: 1 },
        { type: 'change', index: 1, previous: 2 },
      ]);
    });
  });

  describe('without loop, next/previous are disabled at the ends', () => {
    it('atBeginning on the first slide of 3, atEnd on the last, neither in between', () => {
      const index = new GalleryIndex({ count: 3 });
      expect([index.atBeginning, index.atEnd]).to.deep.equal([true, false]);
      index.next();
      expect([index.atBeginning, index.atEnd]).to.deep.equal([false, false]);
      index.next();
      expect([index.atBeginning, index.atEnd]).to.deep.equal([false, true]);
    });

    it('a single slide is at both ends', () => {
      const index = new GalleryIndex({ count: 1 });
      expect([index.atBeginning, index.atEnd]).to.deep.equal([true, true]);
    });
  });

  describe('linked galleries keep indexes in sync', () => {
    it('a thumbnail strip linked to a slideshow follows it, and the slideshow follows the strip', () => {
      const slideshow = new GalleryIndex({ count: 5 });
      const strip = new GalleryIndex({ count: 5 });
      slideshow.link(strip);
      const stripEvents = record(strip);
      slideshow.goTo(3);
      expect(strip.current).to.equal(3);
      expect(stripEvents).to.deep.equal([{ type: 'change', index: 3, previous: 0 }]);
      strip.previous();
      expect(slideshow.current).to.equal(2);
    });

    it('the linked gallery takes the linking gallery\'s index when linked', () => {
      const slideshow = new GalleryIndex({ count: 5, index: 4 });
      const strip = new GalleryIndex({ count: 5, index: 1 });
      slideshow.link(strip);
      expect(strip.current).to.equal(4);
      expect(slideshow.current).to.equal(4);
    });

    it('follows through a chain of links, each gallery once', () => {
      const a = new GalleryIndex({ count: 5 });
      const b = new GalleryIndex({ count: 5 });
      const c = new GalleryIndex({ count: 5 });
      a.link(b);
      b.link(c);
      const events = record(c);
      a.goTo(4);
      expect([b.current, c.current]).to.deep.equal([4, 4]);
      expect(events).to.have.length(1);
    });

    it('galleries of different counts follow the index normalised into their own: 7 of 8 is 1 of 3', () => {
      const slideshow = new GalleryIndex({ count: 8 });
      const strip = new GalleryIndex({ count: 3 });
      slideshow.link(strip);
      slideshow.goTo(7);
      expect(strip.current).to.equal(1);
      expect(slideshow.current).to.equal(7); // not bounced back to 1
    });

    it('unlink stops following', () => {
      const a = new GalleryIndex({ count: 5 });
      const b = new GalleryIndex({ count: 5 });
      const unlink = a.link(b);
      unlink();
      a.goTo(2);
      expect(b.current).to.equal(0);
      b.setInMotion(true);
      expect(a.goTo(3)).to.equal(true);
    });

    it('a gallery linked to itself is no link', () => {
      const a = new GalleryIndex({ count: 5 });
      a.link(a)();
      expect(a.goTo(1)).to.equal(true);
    });
  });

  describe('the page edits the slides (follow)', () => {
    it('takes the new count and place silently, and a move after it is a change again', () => {
      const index = new GalleryIndex({ count: 4, index: 1 });
      const other = new GalleryIndex({ count: 4, index: 1 });
      index.link(other);
      const events = record(index);
      const linked = record(other);
      index.follow(5, 2);
      expect([index.count, index.current, index.followed]).to.deep.equal([5, 2, true]);
      expect(events, 'nothing emitted').to.deep.equal([]);
      expect(other.current, 'a linked gallery is not pulled along').to.equal(1);
      expect(index.goTo(3)).to.equal(true);
      expect(index.followed, 'a move clears the mark').to.equal(false);
      expect(events).to.deep.equal([{ type: 'change', index: 3, previous: 2 }]);
      expect(linked, 'the link holds').to.deep.equal([{ type: 'change', index: 3, previous: 1 }]);
      index.follow(5, 1);
      index.clearFollowed();
      expect([index.current, index.followed], 'a visitor\'s hand on the gallery clears the mark').to.deep.equal([1, false]);
    });

    it('keeps a move\'s lock, normalises the place, and marks nothing when the place is the same', () => {
      const index = new GalleryIndex({ count: 3, index: 0 });
      index.setInMotion(true);
      index.follow(3, 0);
      expect(index.followed).to.equal(false);
      index.follow(2, -1);
      expect([index.count, index.current, index.inMotion]).to.deep.equal([2, 1, true]);
      expect(index.goTo(0), 'still locked').to.equal(false);
      index.follow(0, 0);
      expect([index.count, index.current, index.started]).to.deep.equal([0, 0, false]);
    });

    it('brings a linked gallery\'s change, waiting for the move to end, within the slides there are now', () => {
      const index = new GalleryIndex({ count: 5, index: 0 });
      const other = new GalleryIndex({ count: 5, index: 0 });
      index.link(other);
      index.setInMotion(true);
      other.goTo(4);
      index.follow(3, 0);
      const events = record(index);
      index.setInMotion(false);
      expect(index.current, 'the fifth of five is the second of three').to.equal(1);
      expect(events).to.deep.equal([{ type: 'change', index: 1, previous: 0 }]);
    });
  });

  describe('a gallery with no slides does not start', () => {
    it('is not started and refuses every move, signalling nothing', () => {
      const index = new GalleryIndex({ count: 0, index: 3 });
      const events = record(index);
      expect(index.started).to.equal(false);
      expect(index.current).to.equal(0);
      expect(index.goTo(1)).to.equal(false);
      expect(index.next()).to.equal(false);
      expect(index.previous()).to.equal(false);
      expect(events).to.deep.equal([]);
      expect([index.atBeginning, index.atEnd]).to.deep.equal([true, true]);
    });

    it('a gallery with slides has started', () => {
      expect(new GalleryIndex({ count: 1 }).started).to.equal(true);
    });

    it('is skipped by the galleries linked to it', () => {
      const empty = new GalleryIndex({ count: 0 });
      const a = new GalleryIndex({ count: 5 });
      a.link(empty);
      expect(a.goTo(2)).to.equal(true);
      expect(empty.current).to.equal(0);
    });
  });
});
