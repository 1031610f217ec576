import { expect } from '@open-wc/testing';
import { validateColumnWidth, validateDesign, validateTransition } from '../react-core/gallery/model/validate.ts';
import { captureLogs } from './support/logs.ts';

describe('gallery validators (visitor §5 "Gallery")', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  describe('an unknown design raises "These are not the gallery designs you are looking for…"', () => {
    it('keeps each of the eight designs without a message', () => {
      for (const design of ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list']) {
        expect(validateDesign(design)).to.equal(design);
      }
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs the message with the name and uses stacked', () => {
      expect(validateDesign('mosaic')).to.equal('stacked');
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([[
        'error',
        'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
      ]]);
    });

    it('gives stacked silently when no design is given', () => {
      expect(validateDesign(undefined)).to.equal('stacked');
      expect(validateDesign('')).to.equal('stacked');
      expect(logs.entries).to.deep.equal([]);
    });
  });

  describe('an unknown transition raises "Could not find transition named ..."', () => {
    it('keeps fade, ken-burns, new-swipe, scroll and swipe', () => {
      for (const name of ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']) expect(validateTransition(name)).to.equal(name);
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs the message with the name and uses fade', () => {
      expect(validateTransition('wipe')).to.equal('fade');
      expect(logs.messages()).to.deep.equal(['Could not find transition named wipe']);
      expect(logs.entries[0]!.level).to.equal('error');
    });
  });

  describe('autocolumns columnWidth must be a positive number (strings parsed as integers)', () => {
    it('keeps a positive number: 300', () => {
      expect(validateColumnWidth(300)).to.equal(300);
    });

    it('parses strings as integers: "320" is 320, "300px" is 300, "250.9" is 250', () => {
      expect(validateColumnWidth('320')).to.equal(320);
      expect(validateColumnWidth('300px')).to.equal(300);
      expect(validateColumnWidth('250.9')).to.equal(250);
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs the parser message and uses 250 for 0, -10, "wide" and {}', () => {
      expect([0, -10, 'wide', {}].map(validateColumnWidth)).to.deep.equal([250, 250, 250, 250]);
      expect(logs.messages()).to.deep.equal([
        'Expected a positive number for columnWidth but 0 found.',
        'Expected a positive number for columnWidth but -10 found.',
        'Expected a positive number for columnWidth but "wide" found.',
        'Expected a positive number for columnWidth but {} found.',
      ]);
    });

    it('gives 250 silently when absent', () => {
      expect(validateColumnWidth(undefined)).to.equal(250);
      expect(logs.entries).to.deep.equal([]);
    });
  });
});
