import { expect } from '@open-wc/testing';
import { IMAGE_SIZES } from '../catalog/media.ts';
import { imageUrl, pickImageSize } from '../runtime/images/image-size.ts';

describe('image sizes (visitor §9: 2500, 1500, 1000, 750, 500, 300, 100)', () => {
  describe('picks the smallest size covering the rendered width times the device pixel ratio', () => {
    it('takes each size exactly at its boundary and the next one just past it', () => {
      const ascending = [...IMAGE_SIZES].reverse();
      ascending.forEach((size, i) => {
        expect(pickImageSize(size, { dpr: 1 }), `${size} px`).to.equal(size);
        const next = ascending[i + 1];
        if (next) expect(pickImageSize(size + 0.5, { dpr: 1 }), `${size + 0.5} px`).to.equal(next);
      });
    });

    it('takes 100 for a zero, negative or unmeasurable width', () => {
      expect(pickImageSize(0, { dpr: 1 })).to.equal(100);
      expect(pickImageSize(-50, { dpr: 1 })).to.equal(100);
      expect(pickImageSize(Number.NaN, { dpr: 1 })).to.equal(100);
    });

    it('takes the largest, 2500, when no size covers the width', () => {
      expect(pickImageSize(2501, { dpr: 1 })).to.equal(2500);
      expect(pickImageSize(6000, { dpr: 1 })).to.equal(2500);
    });

    it('multiplies by the device pixel ratio (dpr 2: 400 px needs 800, so 1000)', () => {
      expect(pickImageSize(400, { dpr: 2 })).to.equal(1000);
      expect(pickImageSize(375, { dpr: 2 })).to.equal(750);
    });

    it('uses the window’s devicePixelRatio when no dpr is given', () => {
      const width = 760 / window.devicePixelRatio;
      expect(pickImageSize(width)).to.equal(1000);
    });
  });

  describe('dprMin and dprMax clamp the device pixel ratio (defaults 0 and unlimited)', () => {
    it('raises a ratio below dprMin', () => {
      expect(pickImageSize(400, { dpr: 1, dprMin: 2 })).to.equal(1000);
    });

    it('lowers a ratio above dprMax', () => {
      expect(pickImageSize(400, { dpr: 3, dprMax: 1 })).to.equal(500);
      expect(pickImageSize(400, { dpr: 3, dprMax: 1.5 })).to.equal(750);
    });

    it('leaves the ratio alone with the defaults, however large', () => {
      expect(pickImageSize(400, { dpr: 3 })).to.equal(1500);
      expect(pickImageSize(400, { dpr: 0.25 })).to.equal(100);
    });
  });

  describe('sizeAdjustment (default 1, minimum 0)', () => {
    it('0 asks for nothing, so the smallest size, 100', () => {
      expect(pickImageSize(2000, { dpr: 1, sizeAdjustment: 0 })).to.equal(100);
    });

    it('2 doubles the width to cover (400 px needs 800, so 1000)', () => {
      expect(pickImageSize(400, { dpr: 1, sizeAdjustment: 2 })).to.equal(1000);
      expect(pickImageSize(300, { dpr: 2, sizeAdjustment: 2 })).to.equal(1500);
    });

    it('below 0 counts as 0', () => {
      expect(pickImageSize(2000, { dpr: 1, sizeAdjustment: -1 })).to.equal(100);
    });

    it('defaults to 1', () => {
      expect(pickImageSize(600, { dpr: 1 })).to.equal(750);
      expect(pickImageSize(600, { dpr: 1, sizeAdjustment: Number.NaN })).to.equal(750);
    });
  });
});

describe('image urls in the two size formats', () => {
  describe('queryString (the default)', () => {
    it('adds ?format=750w', () => {
      expect(imageUrl('/images/photo.jpg', 750)).to.equal('/images/photo.jpg?format=750w');
      expect(imageUrl('https://cdn.example/photo.jpg', 100, 'queryString')).to.equal('https://cdn.example/photo.jpg?format=100w');
    });

    it('keeps an existing query and hash', () => {
      expect(imageUrl('/photo.jpg?v=2&crop=1#top', 1500)).to.equal('/photo.jpg?v=2&crop=1&format=1500w#top');
    });

    it('replaces a format already in the query', () => {
      expect(imageUrl('/photo.jpg?format=300w&v=2', 2500)).to.equal('/photo.jpg?v=2&format=2500w');
    });
  });

  describe('filename', () => {
    it('puts -750w before the file extension', () => {
      expect(imageUrl('/images/photo.jpg', 750, 'filename')).to.equal('/images/photo-750w.jpg');
      expect(imageUrl('/images/photo.v2.png?x=1#a', 300, 'filename')).to.equal('/images/photo.v2-300w.png?x=1#a');
    });

    it('appends the size to a name without an extension', () => {
      expect(imageUrl('https://cdn.example/content/photo', 500, 'filename')).to.equal('https://cdn.example/content/photo-500w');
    });

    it('replaces a size already in the name, and only one of the service’s sizes', () => {
      expect(imageUrl('/photo-300w.jpg', 1000, 'filename')).to.equal('/photo-1000w.jpg');
      expect(imageUrl('/photo-42w.jpg', 1000, 'filename')).to.equal('/photo-42w-1000w.jpg');
    });
  });

  it('leaves data: and blob: urls alone', () => {
    expect(imageUrl('data:image/png;base64,AAAA', 750)).to.equal('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://example/1234', 750, 'filename')).to.equal('blob:https://example/1234');
  });
});
