import { expect } from '@open-wc/testing';
import { onTouchSwipe } from '../react-core/gallery/model/gestures.ts';
import { galleryKeyAction, keyShortcuts, NO_GALLERY_KEYS, parseGalleryKeys } from '../react-core/gallery/model/keys.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

function pointer(target: Element, type: string, x: number, y = 100, init: PointerEventInit = {}) {
  target.dispatchEvent(new PointerEvent(type, {
    bubbles: true, pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, ...init,
  }));
}

describe('gallery touch swipe (visitor §9: 50 px within 250 ms)', () => {
  let fake: FakeClock;
  let element: HTMLElement;
  let swipes: string[];
  let dispose: () => void;
  beforeEach(() => {
    fake = installFakeClock();
    element = document.createElement('div');
    document.body.append(element);
    swipes = [];
    dispose = onTouchSwipe(element, (direction) => swipes.push(direction));
  });
  afterEach(() => { dispose(); element.remove(); fake.restore(); });

  it('a leftward move of 50 px within 250 ms goes next', () => {
    pointer(element, 'pointerdown', 200);
    fake.tick(250);
    pointer(element, 'pointerup', 150);
    expect(swipes).to.deep.equal(['next']);
  });

  it('a rightward move of 50 px goes previous', () => {
    pointer(element, 'pointerdown', 100);
    fake.tick(100);
    pointer(element, 'pointerup', 180, 110);
    expect(swipes).to.deep.equal(['previous']);
  });

  it('49 px does nothing', () => {
    pointer(element, 'pointerdown', 200);
    fake.tick(50);
    pointer(element, 'pointerup', 151);
    expect(swipes).to.deep.equal([]);
  });

  it('a move taking 251 ms does nothing', () => {
    pointer(element, 'pointerdown', 200);
    fake.tick(251);
    pointer(element, 'pointerup', 100);
    expect(swipes).to.deep.equal([]);
  });

  it('a mostly vertical move does nothing', () => {
    pointer(element, 'pointerdown', 200, 100);
    pointer(element, 'pointerup', 140, 200);
    expect(swipes).to.deep.equal([]);
  });

  it('a mouse drag is not a swipe', () => {
    pointer(element, 'pointerdown', 200, 100, { pointerType: 'mouse' });
    pointer(element, 'pointerup', 100, 100, { pointerType: 'mouse' });
    expect(swipes).to.deep.equal([]);
  });

  it('a cancelled pointer (the browser took the pan) does nothing', () => {
    pointer(element, 'pointerdown', 200);
    pointer(element, 'pointercancel', 190);
    pointer(element, 'pointerup', 100);
    expect(swipes).to.deep.equal([]);
  });

  it('counts swipes starting on a child, and stops after dispose', () => {
    const child = element.appendChild(document.createElement('img'));
    pointer(child, 'pointerdown', 200);
    pointer(child, 'pointerup', 100);
    expect(swipes).to.deep.equal(['next']);
    dispose();
    pointer(element, 'pointerdown', 200);
    pointer(element, 'pointerup', 100);
    expect(swipes).to.deep.equal(['next']);
  });

  it('follows the first finger only', () => {
    pointer(element, 'pointerdown', 200);
    pointer(element, 'pointerdown', 300, 100, { pointerId: 2, isPrimary: false });
    pointer(element, 'pointerup', 400, 100, { pointerId: 2, isPrimary: false });
    expect(swipes).to.deep.equal([]);
    pointer(element, 'pointerup', 100);
    expect(swipes).to.deep.equal(['next']);
  });
});

describe('gallery keys (visitor §9: 37 previous, 39 next, 13 and 32 activate)', () => {
  const key = (init: KeyboardEventInit & { keyCode?: number }) => new KeyboardEvent('keydown', init);

  it('reads KeyboardEvent.key: ArrowLeft previous, ArrowRight next, Enter and Space activate', () => {
    expect(galleryKeyAction(key({ key: 'ArrowLeft' }))).to.equal('previous');
    expect(galleryKeyAction(key({ key: 'ArrowRight' }))).to.equal('next');
    expect(galleryKeyAction(key({ key: 'Enter' }))).to.equal('activate');
    expect(galleryKeyAction(key({ key: ' ' }))).to.equal('activate');
  });

  it('reads the legacy keyCode: 37 previous, 39 next, 13 and 32 activate', () => {
    expect(galleryKeyAction(key({ keyCode: 37 }))).to.equal('previous');
    expect(galleryKeyAction(key({ keyCode: 39 }))).to.equal('next');
    expect(galleryKeyAction(key({ keyCode: 13 }))).to.equal('activate');
    expect(galleryKeyAction(key({ keyCode: 32 }))).to.equal('activate');
  });

  it('other keys give null: 38, 40, Tab, a', () => {
    expect(galleryKeyAction(key({ keyCode: 38 }))).to.equal(null);
    expect(galleryKeyAction(key({ key: 'ArrowDown', keyCode: 40 }))).to.equal(null);
    expect(galleryKeyAction(key({ key: 'Tab' }))).to.equal(null);
    expect(galleryKeyAction(key({ key: 'a', keyCode: 65 }))).to.equal(null);
  });

  it('leaves browser shortcuts alone: Alt+ArrowLeft, Ctrl+ArrowRight, Meta+Enter give null', () => {
    expect(galleryKeyAction(key({ key: 'ArrowLeft', altKey: true }))).to.equal(null);
    expect(galleryKeyAction(key({ key: 'ArrowRight', ctrlKey: true }))).to.equal(null);
    expect(galleryKeyAction(key({ key: 'Enter', metaKey: true }))).to.equal(null);
  });
});

describe('gallery keys setting (visitor §3 keys, keyboard)', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

  it('block data key codes replace 37/39: PageUp/PageDown, letters either case; Enter and Space still activate', () => {
    const keys = parseGalleryKeys({ previous: [33, 74], next: 34 });
    expect(galleryKeyAction(key({ key: 'PageUp' }), keys)).to.equal('previous');
    expect(galleryKeyAction(key({ key: 'J' }), keys)).to.equal('previous');
    expect(galleryKeyAction(key({ key: 'j' }), keys)).to.equal('previous');
    expect(galleryKeyAction(key({ key: 'PageDown' }), keys)).to.equal('next');
    expect(galleryKeyAction(key({ key: 'ArrowRight' }), keys)).to.equal(null);
    expect(galleryKeyAction(key({ key: 'Enter' }), keys)).to.equal('activate');
    expect(keyShortcuts(keys)).to.equal('PageUp J PageDown Enter Space');
  });

  it('keyboard off: no key goes previous or next; Enter and Space activate', () => {
    expect(galleryKeyAction(key({ key: 'ArrowLeft' }), NO_GALLERY_KEYS)).to.equal(null);
    expect(galleryKeyAction(key({ key: ' ' }), NO_GALLERY_KEYS)).to.equal('activate');
    expect(keyShortcuts(NO_GALLERY_KEYS)).to.equal('Enter Space');
  });

  it('a missing field keeps its default (37 or 39)', () => {
    expect(parseGalleryKeys({ next: [75] })).to.deep.equal({ previous: [37], next: [75] });
  });
});
