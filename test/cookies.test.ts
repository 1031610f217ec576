// runtime/cookies.ts: the cookie seam. It writes js-cookie's encoding (the characters RFC 6265 allows
// in a value stay as they are, so the server reads `ss_cvr=1|2|3|4|5`), and reads never throw.
import { expect } from '@open-wc/testing';
import { getCookie, removeCookie, setCookie } from '../runtime/cookies.ts';
import { setCookies } from './support/cookies.ts';

const raw = (name: string) => document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);

describe('cookies (runtime/cookies.ts)', () => {
  afterEach(() => setCookies({ sq_t: null, 'sq t': null, sq_q: null, sq_bad: null, sq_other: null }));

  it('keeps the characters a cookie value allows, and encodes the rest', () => {
    setCookie('sq_t', '1|2|3|4|5');
    expect(raw('sq_t')).to.equal('1|2|3|4|5');
    setCookie('sq_t', 'a b;c,d"e\\f');
    expect(raw('sq_t')).to.equal('a%20b%3Bc%2Cd%22e%5Cf');
  });

  for (const value of ['1|2|3|4|5', 'a b;c,d"e\\f', 'é ü 日本', '100%', '=x=', '', '[]{}!#$&+/:<>?@^`~']) {
    it(`reads back ${JSON.stringify(value)}`, () => {
      setCookie('sq_t', value);
      expect(getCookie('sq_t')).to.equal(value);
    });
  }

  it('encodes names too', () => {
    setCookie('sq t', 'v');
    expect(getCookie('sq t')).to.equal('v');
  });

  it('reads a quoted value without its quotes', () => {
    document.cookie = 'sq_q="quoted"; path=/';
    expect(getCookie('sq_q')).to.equal('quoted');
  });

  it('treats an undecodable value as absent, and still finds the others', () => {
    document.cookie = 'sq_bad=%E0%A4%A; path=/';
    document.cookie = 'sq_other=fine; path=/';
    expect(getCookie('sq_bad')).to.equal(undefined);
    expect(getCookie('sq_other')).to.equal('fine');
  });

  it('answers undefined for a cookie that is not there', () => {
    expect(getCookie('sq_nothing_here')).to.equal(undefined);
  });

  it('removes a cookie on /', () => {
    setCookie('sq_t', 'v', 60_000);
    removeCookie('sq_t');
    expect(getCookie('sq_t')).to.equal(undefined);
  });
});
