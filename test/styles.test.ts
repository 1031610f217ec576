import { expect } from '@open-wc/testing';
import { DESIGN_TOKENS } from '../catalog/constants.ts';
import { ELEMENT_TAGS, SHOWN_WHILE_LOADING } from '../runtime/registry.ts';
import { sqCssSource } from './support/sq-css.ts';

let css = '';
const tokens = (prefix: string) => {
  const root = css.slice(css.indexOf(':root'), css.indexOf('}'));
  return Array.from(root.matchAll(new RegExp(`--sq-${prefix}-\\d+:\\s*([\\d.]+)`, 'g')), (m) => Number(m[1]));
};

describe('shared stylesheet: design tokens (visitor §9 "Page and blocks")', () => {
  before(async () => { css = await sqCssSource(); });

  it('font sizes run from 9.75 to 28', () => {
    const sizes = tokens('font-size');
    expect(Math.min(...sizes)).to.equal(DESIGN_TOKENS.fontSizes.min);
    expect(Math.max(...sizes)).to.equal(DESIGN_TOKENS.fontSizes.max);
    expect(DESIGN_TOKENS.fontSizes).to.deep.equal({ min: 9.75, max: 28 });
  });

  it('weights are 400, 500, 600 and radii 0, 4, 8', () => {
    expect(tokens('font-weight')).to.deep.equal([...DESIGN_TOKENS.fontWeights]);
    expect(tokens('radius')).to.deep.equal([...DESIGN_TOKENS.radii]);
    expect(tokens('font-weight')).to.deep.equal([400, 500, 600]);
  });

  it('spacing runs from 0 to 55 and durations from 0 to 600 ms', () => {
    expect([Math.min(...tokens('space')), Math.max(...tokens('space'))]).to.deep.equal([0, 55]);
    expect([Math.min(...tokens('duration')), Math.max(...tokens('duration'))]).to.deep.equal([0, 600]);
  });

  it('durations drop to 0 under prefers-reduced-motion', () => {
    const reduced = css.slice(css.indexOf('prefers-reduced-motion'));
    const zeroed = Array.from(reduced.slice(0, reduced.indexOf('}')).matchAll(/--sq-duration-\d+:\s*0ms/g));
    expect(zeroed.length).to.equal(tokens('duration').length - 1);
  });

  it('in the page, an element waiting for its code is hidden, and shown once its code failed', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.documentElement.classList.add('sq-js');
    // Nothing in this file defines sq-cart-link, so it stays undefined, as while its chunk loads.
    const el = document.createElement('sq-cart-link');
    el.innerHTML = '<a href="/cart">Cart</a>';
    document.body.append(el);
    try {
      expect(getComputedStyle(el).visibility).to.equal('hidden');
      el.setAttribute('data-sq-failed', '');
      expect(getComputedStyle(el).visibility).to.equal('visible');
      el.removeAttribute('data-sq-failed');
      document.documentElement.classList.remove('sq-js'); // JavaScript off: the server view shows
      expect(getComputedStyle(el).visibility).to.equal('visible');
    } finally {
      el.remove();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });

  it('every element the autoloader knows is hidden until defined, unless its code failed', () => {
    const rule = /html\.sq-js :is\(([^)]*)\):is\(:not\(:defined\), :state\(loading\)\):not\(\[data-sq-failed\]\)/.exec(css);
    expect(rule, 'the :not(:defined) rule').to.not.equal(null);
    const tags = rule![1]!.split(',').map((t) => t.trim());
    expect(tags.sort()).to.deep.equal(ELEMENT_TAGS.filter((t) => !SHOWN_WHILE_LOADING.includes(t)).sort());
  });
});

const read = (text: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return { text, rules: [...sheet.cssRules].map((rule) => rule.cssText) };
};

describe('shared stylesheet as a page links it (runtime/styles/sq.css and its parts)', () => {
  it('the page gets every rule of the parts, in order: sq.css holds only their imports', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/runtime/styles/sq.css' });
    await new Promise((resolve, reject) => { link.onload = resolve; link.onerror = reject; document.head.append(link); });
    try {
      const flat = (sheet: CSSStyleSheet): string[] => [...sheet.cssRules].flatMap((rule) =>
        rule instanceof CSSImportRule ? flat(rule.styleSheet!) : [rule.cssText]);
      const imports = [...link.sheet!.cssRules].filter((rule) => rule instanceof CSSImportRule);
      expect(imports.length).to.equal(link.sheet!.cssRules.length);
      expect(flat(link.sheet!)).to.deep.equal(read(await sqCssSource()).rules);
    } finally {
      link.remove();
    }
  });
});

describe('shared stylesheet as shipped (dist/styles/sq.css)', () => {
  it('is the source without its comments and spaces: the same rules, as the browser reads them, in fewer bytes', async () => {
    const [source, shipped] = await Promise.all([sqCssSource().then(read), fetch('/dist/styles/sq.css').then((r) => r.text()).then(read)]);
    expect(source.rules.length).to.be.above(50);
    expect(shipped.rules).to.deep.equal(source.rules);
    expect(shipped.text).to.not.include('/*');
    expect(shipped.text.length).to.be.below(source.text.length * 0.75);
  });
});
