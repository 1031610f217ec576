import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { IMAGE_MESSAGES } from '../catalog/messages/images.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { imagePosition, readImageConfig, type ImageConfig } from '../runtime/images/image-config.ts';
import { captureLogs } from './support/logs.ts';

const SOURCE = '/demo/images/alpine-sunrise.svg';

async function img(attributes: Record<string, string> = { 'data-src': SOURCE }) {
  const el = await fixture<HTMLImageElement>(html`<img alt="Alpine sunrise">`);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

async function config(overrides: Partial<ImageConfig> = {}, attributes?: Record<string, string>) {
  return readImageConfig(await img(attributes), overrides)!;
}

describe('image config (visitor §3 "Image config", reference §3.10)', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  describe('reading an <img>', () => {
    it('reads data-src, data-image-dimensions "1500x1000" and data-image-focal-point "0.3,0.7"', async () => {
      const c = await config({}, { 'data-src': SOURCE, 'data-image-dimensions': '1500x1000', 'data-image-focal-point': '0.3,0.7' });
      expect(c.source).to.equal(SOURCE);
      expect(c.dimensions).to.deep.equal({ width: 1500, height: 1000 });
      expect(c.focalPoint).to.deep.equal({ x: 0.3, y: 0.7 });
      expect(logs.messages()).to.deep.equal([]);
    });

    it('has the spec’s defaults: focal point 0.5,0.5, sizeAdjustment 1, stretch true, dprMin 0, dprMax unlimited', async () => {
      const c = await config();
      expect(c).to.include({ sizeAdjustment: 1, stretch: true, dprMin: 0, dprMax: Number.POSITIVE_INFINITY,
        cropMode: 'none', sizeFormat: 'queryString', useBgImage: false, load: true, allowConcurrentLoads: false });
      expect(c.focalPoint).to.deep.equal({ x: 0.5, y: 0.5 });
      expect(c.dimensions).to.equal(null);
      expect(c.fitAlignment).to.deep.equal([]);
    });

    it('lets overrides win over the attributes', async () => {
      const c = await config({ source: '/other.jpg', focalPoint: { x: 0, y: 1 }, cropMode: 'cover' },
        { 'data-src': SOURCE, 'data-image-focal-point': '0.3,0.7' });
      expect(c.source).to.equal('/other.jpg');
      expect(c.focalPoint).to.deep.equal({ x: 0, y: 1 });
      expect(c.cropMode).to.equal('cover');
    });

    it('logs "Element is not a valid image element." for a non-image element and returns null', async () => {
      const div = await fixture(html`<div data-src=${SOURCE}></div>`);
      expect(readImageConfig(div)).to.equal(null);
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['error', IMAGE_MESSAGES.invalidElement]]);
      expect(IMAGE_MESSAGES.invalidElement).to.equal('Element is not a valid image element.');
    });

    it('logs "Invalid or missing image source." without data-src (or with a blank one) and returns null', async () => {
      expect(readImageConfig(await img({}))).to.equal(null);
      expect(readImageConfig(await img({ 'data-src': '  ' }))).to.equal(null);
      expect(logs.messages()).to.deep.equal([IMAGE_MESSAGES.invalidSource, IMAGE_MESSAGES.invalidSource]);
      expect(IMAGE_MESSAGES.invalidSource).to.equal('Invalid or missing image source.');
    });

    it('logs "No image" for no element at all', () => {
      expect(readImageConfig(null as unknown as Element)).to.equal(null);
      expect(logs.messages()).to.deep.equal(['No image']);
    });
  });

  describe('normalisation', () => {
    it('malformed dimensions are unknown and a malformed focal point is centred, with the parser message', async () => {
      const c = await config({}, { 'data-src': SOURCE, 'data-image-dimensions': 'big', 'data-image-focal-point': '0.3' });
      expect(c.dimensions).to.equal(null);
      expect(c.focalPoint).to.deep.equal({ x: 0.5, y: 0.5 });
      expect(logs.messages()).to.deep.equal([
        PARSER_MESSAGES.expected('widthxheight for data-image-dimensions', '"big"'),
        PARSER_MESSAGES.expected('x,y fractions for data-image-focal-point', '"0.3"'),
      ]);
    });

    it('clamps a focal point to fractions 0-1', async () => {
      expect((await config({}, { 'data-src': SOURCE, 'data-image-focal-point': '-1,1.5' })).focalPoint).to.deep.equal({ x: 0, y: 1 });
    });

    it('keeps sizeAdjustment at 0 or above', async () => {
      expect((await config({ sizeAdjustment: -2 })).sizeAdjustment).to.equal(0);
      expect((await config({ sizeAdjustment: 0 })).sizeAdjustment).to.equal(0);
      expect((await config({ sizeAdjustment: 2 })).sizeAdjustment).to.equal(2);
    });

    it('keeps dprMin at 0 or above and dprMax at dprMin or above', async () => {
      expect(await config({ dprMin: -1, dprMax: Number.NaN })).to.include({ dprMin: 0, dprMax: Number.POSITIVE_INFINITY });
      expect(await config({ dprMin: 2, dprMax: 1 })).to.include({ dprMin: 2, dprMax: 2 });
    });

    it('an unknown crop mode or size format warns and falls back to none / queryString', async () => {
      const c = await config({ cropMode: 'zoom' as never, sizeFormat: 'path' as never });
      expect(c).to.include({ cropMode: 'none', sizeFormat: 'queryString' });
      expect(logs.messages()).to.deep.equal([
        ELEMENT_LIBRARY_MESSAGES.unknownOption('cropMode', 'zoom', 'none'),
        ELEMENT_LIBRARY_MESSAGES.unknownOption('sizeFormat', 'path', 'queryString'),
      ]);
    });

    it('reads fitAlignment flags from a list or text, dropping unknown flags with the parser message', async () => {
      expect((await config({ fitAlignment: ['top', 'left'] })).fitAlignment).to.deep.equal(['top', 'left']);
      expect((await config({ fitAlignment: 'bottom right' as never })).fitAlignment).to.deep.equal(['bottom', 'right']);
      expect((await config({ fitAlignment: ['top', 'middle'] as never })).fitAlignment).to.deep.equal(['top']);
      expect(logs.messages()).to.deep.equal([
        PARSER_MESSAGES.expected('one of top, left, center, right, bottom for fitAlignment', '"middle"'),
      ]);
    });
  });

  describe('positions', () => {
    it('cover places the focal point: 0.3,0.7 is object-position 30% 70%', async () => {
      const c = await config({ cropMode: 'cover', focalPoint: { x: 0.3, y: 0.7 } });
      expect(imagePosition(c)).to.deep.equal({ objectFit: 'cover', objectPosition: '30% 70%' });
    });

    it('cover centres the default focal point', async () => {
      expect(imagePosition(await config({ cropMode: 'cover' }))).to.deep.equal({ objectFit: 'cover', objectPosition: '50% 50%' });
    });

    it('cover with useAdvancedPositioning centres the focal point exactly, within the edges', async () => {
      // 1500x1000 in a 300x300 box is drawn 450x300: x 0.4 sits at 180 px, so shifting by -30 px centres it.
      const c = await config({ cropMode: 'cover', useAdvancedPositioning: true, dimensions: { width: 1500, height: 1000 },
        focalPoint: { x: 0.4, y: 0.7 } });
      expect(imagePosition(c, { width: 300, height: 300 }).objectPosition).to.equal('-30px 0px');
      expect(imagePosition(c).objectPosition, 'without a box').to.equal('40% 70%');
      const edge = { ...c, focalPoint: { x: 0, y: 0.5 } };
      expect(imagePosition(edge, { width: 300, height: 300 }).objectPosition).to.equal('0px 0px');
      const far = { ...c, focalPoint: { x: 1, y: 0.5 } };
      expect(imagePosition(far, { width: 300, height: 300 }).objectPosition).to.equal('-150px 0px');
    });

    it('contain (fit) follows the fitAlignment flags', async () => {
      const fit = async (flags: string[]) =>
        imagePosition(await config({ cropMode: 'contain', fitAlignment: flags as never })).objectPosition;
      expect(await fit(['top'])).to.equal('50% 0%');
      expect(await fit(['bottom'])).to.equal('50% 100%');
      expect(await fit(['left'])).to.equal('0% 50%');
      expect(await fit(['right'])).to.equal('100% 50%');
      expect(await fit(['center'])).to.equal('50% 50%');
      expect(await fit(['top', 'left'])).to.equal('0% 0%');
      expect(await fit(['bottom', 'right'])).to.equal('100% 100%');
      expect(imagePosition(await config({ cropMode: 'contain', fitAlignment: ['top'] })).objectFit).to.equal('contain');
      expect(logs.messages()).to.deep.equal([]);
    });

    it('a fit-mode image without alignment warns and defaults to centre', async () => {
      const position = imagePosition(await config({ cropMode: 'contain' }));
      expect(position).to.deep.equal({ objectFit: 'contain', objectPosition: '50% 50%' });
      expect(logs.entries.map((e) => [e.level, e.message]))
        .to.deep.equal([['warn', ELEMENT_LIBRARY_MESSAGES.imageFitAlignmentMissing(SOURCE)]]);
    });

    it('none leaves the picture filling its own box', async () => {
      expect(imagePosition(await config())).to.deep.equal({ objectFit: 'fill', objectPosition: '50% 50%' });
    });

    it('without stretch a picture is never scaled up (scale-down)', async () => {
      expect(imagePosition(await config({ stretch: false })).objectFit).to.equal('scale-down');
      expect(imagePosition(await config({ stretch: false, cropMode: 'contain', fitAlignment: ['top'] })).objectFit)
        .to.equal('scale-down');
      expect(imagePosition(await config({ stretch: false, cropMode: 'cover' })).objectFit).to.equal('cover');
    });
  });
});
