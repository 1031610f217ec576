// Query-string parsing and writing (visitor §9 "Page and blocks": query-string maxKeys 1000).
import { expect } from '@open-wc/testing';
import { PAGE_BLOCKS } from '../catalog/constants.ts';
import { decodeQueryComponent, parseQuery, queryValue, stringifyQuery, type Query } from '../runtime/utils/query-string.ts';

/** A plain object copy, so deep.equal compares values and not the parsed object's missing prototype. */
const plain = (query: Query) => ({ ...query });

const PARSE: [string, Record<string, string | string[]>][] = [
  ['', {}],
  ['?', {}],
  ['?a=1', { a: '1' }],
  ['a=1&b=2', { a: '1', b: '2' }],
  ['?a=1&a=2&a=3', { a: ['1', '2', '3'] }],
  ['?q=hello+world', { q: 'hello world' }],
  ['?q=a%2Bb', { q: 'a+b' }],
  ['?q=caf%C3%A9', { q: 'café' }],
  ['?q=100%', { q: '100%' }],
  ['?q=%zz%41', { q: '%zzA' }],
  ['?q=%E0%A4%A', { q: '%E0%A4%A' }],
  ['?q=%C3%A9%FF', { q: '%C3%A9%FF' }],
  ['?flag', { flag: '' }],
  ['?flag=', { flag: '' }],
  ['?=x', { '': 'x' }],
  ['?a=1&&b=2&', { a: '1', b: '2' }],
  ['?a=b=c', { a: 'b=c' }],
  ['?my+key=v', { 'my key': 'v' }],
];

describe('query string (visitor §9: maxKeys 1000)', () => {
  describe('parseQuery', () => {
    for (const [search, expected] of PARSE) {
      it(`${JSON.stringify(search)} → ${JSON.stringify(expected)}`, () => {
        const parsed = parseQuery(search);
        expect(Object.keys(parsed)).to.deep.equal(Object.keys(expected));
        for (const key of Object.keys(expected)) expect(parsed[key]).to.deep.equal(expected[key as keyof typeof expected]);
      });
    }

    it('reads 1000 pairs by default and not the 1001st', () => {
      expect(PAGE_BLOCKS.queryStringMaxKeys).to.equal(1000);
      const search = Array.from({ length: 1001 }, (_, i) => `k${i}=${i}`).join('&');
      const parsed = parseQuery(search);
      expect(Object.keys(parsed)).to.have.length(1000);
      expect(parsed.k999).to.equal('999');
      expect(parsed.k1000).to.equal(undefined);
    });

    it('counts repeated keys as pairs, skips empty parts, and takes another maxKeys (0 or less: all)', () => {
      expect(plain(parseQuery('a=1&a=2&b=3', { maxKeys: 2 }))).to.deep.equal({ a: ['1', '2'] });
      expect(plain(parseQuery('&&a=1&&b=2', { maxKeys: 1 }))).to.deep.equal({ a: '1' });
      const many = Array.from({ length: 1500 }, (_, i) => `k${i}`).join('&');
      expect(Object.keys(parseQuery(many, { maxKeys: 0 }))).to.have.length(1500);
      expect(Object.keys(parseQuery(many, { maxKeys: -1 }))).to.have.length(1500);
    });

    it('never throws, and gives an empty query for what is not a string', () => {
      for (const bad of ['%', '%%%', '?%=%', '?a=%E0%80%80', '?\u0000=\uFFFF']) expect(() => parseQuery(bad)).not.to.throw();
      expect(plain(parseQuery(undefined as unknown as string))).to.deep.equal({});
    });

    it('keeps keys named __proto__ and constructor as plain keys, with no power over objects', () => {
      const parsed = parseQuery('?__proto__=x&constructor=y');
      expect(Object.keys(parsed)).to.deep.equal(['__proto__', 'constructor']);
      expect([parsed['__proto__'], parsed.constructor]).to.deep.equal(['x', 'y']);
      expect(Object.getPrototypeOf(parsed)).to.equal(null);
      expect(({} as Record<string, unknown>).x).to.equal(undefined);
    });

    it('queryValue gives the first value of a key, or null', () => {
      const parsed = parseQuery('?a=1&a=2&b=3');
      expect([queryValue(parsed, 'a'), queryValue(parsed, 'b'), queryValue(parsed, 'c')]).to.deep.equal(['1', '3', null]);
    });

    it('decodeQueryComponent keeps each malformed escape as written', () => {
      expect(decodeQueryComponent('a%20b%2%41%')).to.equal('a b%2A%');
    });
  });

  describe('stringifyQuery', () => {
    const CASES: [Parameters<typeof stringifyQuery>[0], string][] = [
      [{}, ''],
      [{ a: 1, b: 'x' }, 'a=1&b=x'],
      [{ b: ['x', 'y z'] }, 'b=x&b=y%20z'],
      [{ c: null, d: undefined, e: true }, 'c=&e=true'],
      [{ 'a&b': 'c=d', q: 'café+1' }, 'a%26b=c%3Dd&q=caf%C3%A9%2B1'],
    ];
    for (const [input, expected] of CASES) {
      it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => expect(stringifyQuery(input)).to.equal(expected));
    }

    it('round-trips through parseQuery', () => {
      const input = { a: 'x y', b: ['1', '2'], 'k+ey': '100%', empty: '' };
      expect(plain(parseQuery(stringifyQuery(input)))).to.deep.equal(input);
    });
  });
});
