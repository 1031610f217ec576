// runtime/visitor/visit-cookies.ts: the visitor record ss_cvr (id|n|n|n|count, 2 years) and the visit token
// ss_cvt (30 minutes), visitor §4, §5 "Visit cookies", §9 "Cookies". Tampered values are replaced, never thrown on.
import { expect } from '@open-wc/testing';
import { VISIT_TOKEN_MAX_AGE_MS, VISITOR_RECORD_MAX_AGE_MS } from '../catalog/constants.ts';
import {
  browserJar, ensureVisitCookies, parseVisitorRecord, parseVisitToken, visitorCookieValue, type CookieJar,
} from '../runtime/visitor/visit-cookies.ts';
import { cookie } from './support/api.ts';
import { recordCookieLines, setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const NOW = 1_700_000_000_000;
const RECORD = /^([1-9][0-9]*)\|([1-9][0-9]*)\|([1-9][0-9]*)\|([1-9][0-9]*)\|([1-9][0-9]*)$/;
const clear = () => setCookies({ ss_cvr: null, ss_cvt: null });

/** A jar over the real cookies that remembers every write and its lifetime. */
function recordingJar(): CookieJar & { writes: Array<[string, string, number]> } {
  const writes: Array<[string, string, number]> = [];
  return {
    writes,
    get: (name) => browserJar.get(name),
    set: (name, value, maxAgeMs) => { writes.push([name, value, maxAgeMs]); browserJar.set(name, value, maxAgeMs); },
  };
}

describe('visit cookies: a new visitor (visitor §4)', () => {
  afterEach(clear);

  it('creates a record id|first|last|pageViews|visits and a token when there are none', () => {
    const result = ensureVisitCookies(NOW);
    expect(result.newVisitor).to.equal(true);
    expect(result.newVisit).to.equal(true);
    expect(result.record).to.match(RECORD);
    expect(cookie('ss_cvr')).to.equal(result.record);
    expect(cookie('ss_cvt')).to.equal(result.token);
    expect(parseVisitToken(result.token)).to.be.a('number');
    const record = parseVisitorRecord(result.record)!;
    expect(record).to.include({ firstVisitSeconds: NOW / 1000, lastPageViewSeconds: NOW / 1000, pageViews: 1, visits: 1 });
    expect(Number.isSafeInteger(record.id) && record.id > 0).to.equal(true);
  });

  it('gives two new visitors different ids', () => {
    const first = parseVisitorRecord(ensureVisitCookies(NOW).record)!.id;
    clear();
    expect(parseVisitorRecord(ensureVisitCookies(NOW).record)!.id).to.not.equal(first);
  });
});

describe('visit cookies: the same visit and a new visit (visitor §4)', () => {
  afterEach(clear);

  it('a page view within 30 minutes keeps the visit and its token, and counts the page view', () => {
    const first = ensureVisitCookies(NOW);
    const second = ensureVisitCookies(NOW + VISIT_TOKEN_MAX_AGE_MS - 1000);
    expect(second).to.include({ newVisitor: false, newVisit: false, token: first.token });
    const record = parseVisitorRecord(second.record)!;
    expect(record).to.include({ id: parseVisitorRecord(first.record)!.id, pageViews: 2, visits: 1 });
    expect(record.lastPageViewSeconds).to.equal((NOW + VISIT_TOKEN_MAX_AGE_MS - 1000) / 1000);
  });

  it('30 minutes after the last page view the visit count increments and the token changes', () => {
    const first = ensureVisitCookies(NOW);
    const later = NOW + VISIT_TOKEN_MAX_AGE_MS;
    const second = ensureVisitCookies(later);
    expect(second).to.include({ newVisitor: false, newVisit: true });
    expect(second.token).to.not.equal(first.token);
    expect(parseVisitorRecord(second.record)).to.deep.equal({
      id: parseVisitorRecord(first.record)!.id, firstVisitSeconds: NOW / 1000, lastPageViewSeconds: later / 1000,
      pageViews: 2, visits: 2,
    });
  });

  it('every page view renews the 30-minute window: three views 20 minutes apart are one visit', () => {
    ensureVisitCookies(NOW);
    ensureVisitCookies(NOW + 20 * 60_000);
    const third = ensureVisitCookies(NOW + 40 * 60_000);
    expect(third.newVisit).to.equal(false);
    expect(parseVisitorRecord(third.record)).to.include({ pageViews: 3, visits: 1 });
  });

  it('an expired (removed) token with a valid record starts a new visit', () => {
    setCookies({ ss_cvr: '42|1600000000|1700000000|9|3' });
    const result = ensureVisitCookies(NOW);
    expect(result).to.include({ newVisitor: false, newVisit: true });
    expect(result.record).to.equal(`42|1600000000|${NOW / 1000}|10|4`);
  });

  it('keeps a valid record and token written by an earlier page', () => {
    setCookies({ ss_cvr: `42|1600000000|${NOW / 1000 - 60}|9|3`, ss_cvt: '777' });
    const result = ensureVisitCookies(NOW);
    expect(result).to.deep.equal({ record: `42|1600000000|${NOW / 1000}|10|3`, token: '777', newVisitor: false, newVisit: false });
  });
});

// Values a visitor, an extension or a broken proxy could leave in the cookies. Each is read by the
// browser jar (js-cookie decodes %XX) and must be rejected by the parser.
const TAMPERED_RECORDS: Array<[string, string]> = [
  ['empty', ''],
  ['four parts', '1|2|3|4'],
  ['six parts', '1|2|3|4|5|6'],
  ['a zero', '0|2|3|4|5'],
  ['a negative', '1|-2|3|4|5'],
  ['a float', '1|2|3.5|4|5'],
  ['hex', '0x1F|2|3|4|5'],
  ['an exponent', '1e3|2|3|4|5'],
  ['huge, above MAX_SAFE_INTEGER', '99999999999999999999|2|3|4|5'],
  ['MAX_SAFE_INTEGER + 1', '9007199254740992|2|3|4|5'],
  ['spaces inside', '1|2 |3|4|5'],
  ['letters', 'abc|def|ghi|jkl|mno'],
  ['a trailing pipe', '1|2|3|4|5|'],
  ['an empty part', '1||3|4|5'],
  ['only pipes', '||||'],
  ['a leading zero', '01|2|3|4|5'],
  ['a plus sign', '+1|2|3|4|5'],
  ['Infinity', 'Infinity|1|1|1|1'],
  ['commas', '1,2,3,4,5'],
  ['URI-encoded junk', '%E0%A4%A'],
  ['URI-encoded script text', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['script text', '<script>alert(1)</script>'],
  ['Arabic-Indic digits (URI-encoded)', '%D9%A1|%D9%A2|%D9%A3|%D9%A4|%D9%A5'],
  ['fullwidth digits (URI-encoded)', '%EF%BC%91|2|3|4|5'],
  ['JSON', '{"id":1}'],
  ['null', 'null'],
];

describe('visit cookies: tampered records are replaced, never thrown on (visitor §5)', () => {
  afterEach(clear);

  for (const [name, value] of TAMPERED_RECORDS) {
    it(`${name}: ${JSON.stringify(value)}`, () => {
      setCookies({ ss_cvr: value, ss_cvt: '12345' });
      const seen = browserJar.get('ss_cvr');
      expect(parseVisitorRecord(seen), `parsed ${JSON.stringify(seen)}`).to.equal(null);
      expect(visitorCookieValue()).to.equal('');
      const logs = captureLogs();
      try {
        const result = ensureVisitCookies(NOW);
        expect(result).to.include({ newVisitor: true, newVisit: true });
        expect(result.token).to.not.equal('12345');
        expect(parseVisitorRecord(result.record)).to.include({ pageViews: 1, visits: 1 });
        expect(cookie('ss_cvr')).to.equal(result.record);
        expect(logs.entries).to.deep.equal([]);
      } finally {
        logs.stop();
      }
    });
  }

  it('at least 15 tampered cases are checked', () => {
    expect(TAMPERED_RECORDS.length).to.be.at.least(15);
  });
});

const TAMPERED_TOKENS = ['', '0', '-5', '1.5', 'abc', '0x10', '1e5', '99999999999999999999', '12 34', '%3Cb%3E'];

describe('visit cookies: tampered tokens start a new visit (visitor §5)', () => {
  afterEach(clear);

  for (const token of TAMPERED_TOKENS) {
    it(`token ${JSON.stringify(token)}`, () => {
      setCookies({ ss_cvr: `42|1600000000|${NOW / 1000 - 60}|9|3`, ss_cvt: token });
      const result = ensureVisitCookies(NOW);
      expect(result).to.include({ newVisitor: false, newVisit: true });
      expect(result.record).to.equal(`42|1600000000|${NOW / 1000}|10|4`);
      expect(parseVisitToken(cookie('ss_cvt'))).to.be.a('number');
    });
  }
});

describe('visit cookies: lifetimes (visitor §9)', () => {
  afterEach(clear);

  it('writes ss_cvr for 2 years and ss_cvt for 30 minutes, on every page view', () => {
    const jar = recordingJar();
    ensureVisitCookies(NOW, jar);
    ensureVisitCookies(NOW + 1000, jar);
    expect(jar.writes.map(([name, , maxAge]) => [name, maxAge])).to.deep.equal([
      ['ss_cvr', VISITOR_RECORD_MAX_AGE_MS], ['ss_cvt', VISIT_TOKEN_MAX_AGE_MS],
      ['ss_cvr', 63072000000], ['ss_cvt', 1800000],
    ]);
  });

  // What the page asks of the browser, read from the cookie lines it writes: how long a browser then
  // keeps them is its own rule (Chromium caps every lifetime at 400 days; only Chromium lists expiries).
  it('the browser jar writes ss_cvr to expire in 2 years and ss_cvt in 30 minutes', () => {
    const lines = recordCookieLines();
    try {
      ensureVisitCookies();
    } finally {
      lines.stop();
    }
    const expiresIn = (name: string) => {
      const line = lines.written.find((l) => l.startsWith(`${name}=`)) ?? '';
      return Date.parse(/;\s*expires=([^;]+)/i.exec(line)?.[1] ?? '') - Date.now();
    };
    const within = (ms: number, maxAge: number) => Math.abs(ms - maxAge) < 60_000;
    expect(within(expiresIn('ss_cvr'), VISITOR_RECORD_MAX_AGE_MS), lines.written.join(' / ')).to.equal(true);
    expect(within(expiresIn('ss_cvt'), VISIT_TOKEN_MAX_AGE_MS), lines.written.join(' / ')).to.equal(true);
    expect(cookie('ss_cvr'), 'and the browser took them').to.match(RECORD);
  });

  it('a jar that throws on every read and write does not break the page view', () => {
    const broken: CookieJar = { get: () => { throw new Error('blocked'); }, set: () => { throw new Error('blocked'); } };
    const result = ensureVisitCookies(NOW, broken);
    expect(result.newVisitor).to.equal(true);
    expect(result.record).to.match(RECORD);
    expect(visitorCookieValue(broken)).to.equal('');
  });
});

describe('visitorCookieValue (census field)', () => {
  afterEach(clear);

  it("is '' without a record and the record when it is valid", () => {
    expect(visitorCookieValue()).to.equal('');
    setCookies({ ss_cvr: '7|1|2|3|1' });
    expect(visitorCookieValue()).to.equal('7|1|2|3|1');
  });
});
