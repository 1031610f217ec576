import { expect } from '@open-wc/testing';
import {
  validateColumnWidth, validateDesign, validateNewSwipeBoundaries, validateResizeEmitter, validateSnapPoints,
  validateStripAlignment, validateTransition,
} from '../react-core/gallery/model/validate.ts';
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

  describe('strip alignment must be start, middle or end', () => {
    it('keeps start, middle and end', () => {
      expect(['start', 'middle', 'end'].map(validateStripAlignment)).to.deep.equal(['start', 'middle', 'end']);
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs the parser message and uses middle for "center"', () => {
      expect(validateStripAlignment('center')).to.equal('middle');
      expect(logs.messages()).to.deep.equal(['Expected one of start, middle, end for the strip alignment but "center" found.']);
    });
  });

  describe('new-swipe boundaries must each be none, hard or inertial', () => {
    it('keeps a list of valid boundaries, as an array or a string', () => {
      expect(validateNewSwipeBoundaries(['hard', 'inertial'])).to.deep.equal(['hard', 'inertial']);
      expect(validateNewSwipeBoundaries('none, hard')).to.deep.equal(['none', 'hard']);
      expect(validateNewSwipeBoundaries(undefined)).to.deep.equal([]);
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs each wrong boundary and makes it none', () => {
      expect(validateNewSwipeBoundaries(['hard', 'soft', 3])).to.deep.equal(['hard', 'none', 'none']);
      expect(logs.messages()).to.deep.equal([
        'Expected one of none, hard, inertial for a new-swipe boundary but "soft" found.',
        'Expected one of none, hard, inertial for a new-swipe boundary but 3 found.',
      ]);
    });

    it('logs a value that is not a list and gives no boundaries', () => {
      expect(validateNewSwipeBoundaries(42)).to.deep.equal([]);
      expect(logs.messages()).to.deep.equal(['Expected a list of none, hard, inertial for the new-swipe boundaries but 42 found.']);
    });
  });

  describe('snapPoints must be a percentage or none', () => {
    it('keeps "50%", "0%", "100%", "33.3%" and "none"', () => {
      for (const value of ['50%', '0%', '100%', '33.3%', 'none']) expect(validateSnapPoints(value)).to.equal(value);
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs "50", "150%", "half" and 50 and uses none', () => {
      expect(['50', '150%', 'half', 50].map(validateSnapPoints)).to.deep.equal(['none', 'none', 'none', 'none']);
      expect(logs.messages()).to.deep.equal([
        'Expected a percentage or none for snapPoints but "50" found.',
        'Expected a percentage or none for snapPoints but "150%" found.',
        'Expected a percentage or none for snapPoints but "half" found.',
        'Expected a percentage or none for snapPoints but 50 found.',
      ]);
    });
  });

  describe('resize emitter axis must be x or y, threshold a number, resizing a boolean', () => {
    it('keeps valid options', () => {
      expect(validateResizeEmitter({ axis: 'y', threshold: 20, resizing: true })).to.deep.equal({ axis: 'y', threshold: 20, resizing: true });
      expect(logs.entries).to.deep.equal([]);
    });

    it('defaults to axis x, threshold 0, not resizing', () => {
      expect(validateResizeEmitter(undefined)).to.deep.equal({ axis: 'x', threshold: 0, resizing: false });
      expect(validateResizeEmitter({})).to.deep.equal({ axis: 'x', threshold: 0, resizing: false });
      expect(logs.entries).to.deep.equal([]);
    });

    it('logs each wrong field and defaults it', () => {
      expect(validateResizeEmitter({ axis: 'z', threshold: '20', resizing: 'yes' })).to.deep.equal({ axis: 'x', threshold: 0, resizing: false });
      expect(logs.messages()).to.deep.equal([
        'Expected x or y for the resize emitter axis but "z" found.',
        'Expected a number for the resize emitter threshold but "20" found.',
        'Expected a boolean for the resize emitter resizing but "yes" found.',
      ]);
    });

    it('logs options that are not an object', () => {
      expect(validateResizeEmitter('x')).to.deep.equal({ axis: 'x', threshold: 0, resizing: false });
      expect(logs.messages()).to.deep.equal(['Expected an object for the resize emitter options but "x" found.']);
    });
  });
});
