import { expect } from '@open-wc/testing';
import { clickAction, clickTarget, inClickMargin } from '../react-core/lightbox/clicks.ts';

// A 1000 x 500 screen: the 2% click margin is 20 px left and right, 10 px top and bottom.
const screen = { x: 1000, y: 500 };

describe('lightbox clicks (visitor §2, click margin 2%)', () => {
  it('goes next on the right half and previous on the left half of the image', () => {
    expect(clickAction({ x: 500, y: 250 }, screen, 'image')).to.equal('next');
    expect(clickAction({ x: 499, y: 250 }, screen, 'image')).to.equal('previous');
  });

  it('closes in the outer 2% margin on every side', () => {
    expect(inClickMargin({ x: 19, y: 250 }, screen)).to.equal(true);
    expect(inClickMargin({ x: 20, y: 250 }, screen)).to.equal(false);
    expect(inClickMargin({ x: 981, y: 250 }, screen)).to.equal(true);
    expect(inClickMargin({ x: 500, y: 9 }, screen)).to.equal(true);
    expect(inClickMargin({ x: 500, y: 491 }, screen)).to.equal(true);
    expect(clickAction({ x: 990, y: 250 }, screen, 'image')).to.equal('close');
  });

  it('closes on a non-image area and leaves other targets (controls, videos) alone', () => {
    expect(clickAction({ x: 700, y: 250 }, screen, 'background')).to.equal('close');
    expect(clickAction({ x: 700, y: 250 }, screen, 'other')).to.equal(null);
  });

  it("tells PhotoSwipe's image and slide background apart from anything else", () => {
    const el = (className: string) => Object.assign(document.createElement('div'), { className });
    expect(clickTarget(el('pswp__img'))).to.equal('image');
    expect(clickTarget(el('pswp__item'))).to.equal('background');
    expect(clickTarget(el('pswp__zoom-wrap'))).to.equal('background');
    expect(clickTarget(el('pswp__content'))).to.equal('other');
    expect(clickTarget(null)).to.equal('other');
  });
});
