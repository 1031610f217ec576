// A hostile or locked-down page (issue 22): tampered cookies and storage, blocked cookies, a clobbered
// context. Every value the library reads from them is checked where it is read: the catalogued message,
// a safe default, and no uncaught error.
import { expect, waitUntil } from '@open-wc/testing';
import { TRANSPORT_MESSAGES } from '../catalog/messages/transport.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { MEMBER_API_PATHS, MEMBER_XSRF_STORAGE_KEY } from '../catalog/members.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { STORAGE_MESSAGES } from '../catalog/messages/storage.ts';
import { readCartQuantity } from '../runtime/cart-cookies.ts';
import { consentState } from '../runtime/consent.ts';
import { readContext } from '../runtime/context.ts';
import { getSessionData } from '../runtime/session-data.ts';
import { memberLogout, memberXsrfToken } from '../runtime/site/member-session.ts';
import { CRUMB_HEADER, request } from '../runtime/transport.ts';
import { parseVisitorRecord, parseVisitToken, visitorCookieValue } from '../runtime/visitor/visit-cookies.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

resetServerAfterEach();
const ECHO = '/api/test/echo';
const header = CRUMB_HEADER.toLowerCase();

/** Tampered values: unicode, CR/LF, 4 KB, wrong JSON shapes, numbers where text is expected. */
const TAMPERED = [
  'é', '☃', '\u{1F600}', 'a\r\nSet-Cookie: x=1', '\n', '\u0000', ' ', 'x'.repeat(4096), '{"a":1}', '[1,2,3]', 'null',
  'true', '42', '-1', '1e309', 'NaN', '%', '%E0%A4%A', '"quoted"', '<script>top.__sqXss=1</script>', '1|2|3', '||||',
  'a|b|c|d|e', '9|9|9|9|9|9|9', 'abc|99999999999', '|', '0x1F', 'undefined', '{"__proto__":{"polluted":1}}', 'ﾠ',
];

describe('tampered cookies and storage: each reader keeps a safe default', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => {
    logs.stop();
    setCookies({ hasCart: null, CART: null, ss_cookieAllowed: null, ss_cvr: null, ss_cvt: null, crumb: null });
    localStorage.removeItem(MEMBER_XSRF_STORAGE_KEY);
  });

  it(`has at least 30 tampered values (${TAMPERED.length})`, () => expect(TAMPERED.length).to.be.at.least(30));

  TAMPERED.forEach((value, i) => {
    it(`value ${i + 1} ${JSON.stringify(value.slice(0, 24))} in CART, ss_cookieAllowed, ss_cvr, ss_cvt, session data and the member token`, () => {
      setCookies({ hasCart: 'true', CART: encodeURIComponent(value), ss_cookieAllowed: encodeURIComponent(value),
        ss_cvr: encodeURIComponent(value), ss_cvt: encodeURIComponent(value) });
      const quantity = readCartQuantity();
      expect(Number.isInteger(quantity) && quantity >= 0, 'cart count').to.equal(true);
      expect(typeof consentState().visitorDataAllowed, 'consent').to.equal('boolean');
      const record = parseVisitorRecord(value);
      expect(record === null || typeof record === 'object', 'visitor record').to.equal(true);
      const token = parseVisitToken(value);
      expect(token === null || Number.isFinite(token), 'visit token').to.equal(true);
      expect(typeof visitorCookieValue(), 'visitor cookie').to.equal('string');
      localStorage.setItem('sq:session:tampered', value);
      expect(() => getSessionData('tampered')).not.to.throw();
      localStorage.setItem(MEMBER_XSRF_STORAGE_KEY, value);
      const kept = memberXsrfToken();
      expect(kept === null || /^[\x21-\x7e]+$/.test(kept), 'member token is header text or discarded').to.equal(true);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  });
});

describe('header values from tampered cookies and storage', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); setCookies({ crumb: null }); localStorage.removeItem(MEMBER_XSRF_STORAGE_KEY); });

  it('a crumb cookie with non-ASCII characters is left out of the header, said once, and the requests still go', async () => {
    await setSwitch({ route: ECHO, body: { ok: true } });
    setCookies({ crumb: encodeURIComponent('crümb') });
    await request(ECHO);
    await request(ECHO);
    const entries = await readLog(ECHO);
    expect(entries.map((e) => e.headers[header])).to.deep.equal([undefined, undefined]);
    expect(logs.messages().filter((m) => m === TRANSPORT_MESSAGES.headerDropped(CRUMB_HEADER)).length).to.be.at.most(1);
  });

  it('with a non-ASCII crumb cookie a form still gets its submission key (the server hands out a new crumb)', async () => {
    setCookies({ crumb: encodeURIComponent('crümb') });
    const { data } = await request<{ key?: string }>('/api/form/FormSubmissionKey', { method: 'POST' });
    expect(data.key).to.be.a('string').and.not.equal('');
  });

  it('a member token holding CR/LF or non-ASCII is discarded, and logout still reaches the server', async () => {
    localStorage.setItem(MEMBER_XSRF_STORAGE_KEY, 'tok\r\nX-Evil: 1');
    expect(memberXsrfToken()).to.equal(null);
    expect(localStorage.getItem(MEMBER_XSRF_STORAGE_KEY)).to.equal(null);
    localStorage.setItem(MEMBER_XSRF_STORAGE_KEY, 'tökén');
    const result = await memberLogout();
    expect(result.ok, 'logout answered').to.equal(true);
    expect((await readLog(MEMBER_API_PATHS.logout)).length).to.equal(1);
  });
});

describe('a clobbered or unreadable context', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); delete (window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT; });

  const page = (body: string) => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = body;
    return doc;
  };

  it('an element of the owner\'s content with id="sq-context" before the real script is not the context', () => {
    const doc = page('<div id="sq-context">{"website":{"id":"owner-text"}}</div>'
      + '<script type="application/json" id="sq-context">{"website":{"id":"real-site"}}</script>');
    expect(readContext(doc).website.id).to.equal('real-site');
    expect(logs.messages()).to.deep.equal([]);
  });

  it('the first JSON script counts, whatever its type spelling', () => {
    const doc = page('<script type="Application/JSON" id="sq-context">{"website":{"id":"first"}}</script>');
    expect(readContext(doc).website.id).to.equal('first');
  });

  it('without a JSON script, a clobbering element is ignored and window.SQ_CONTEXT is read', () => {
    (window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT = { website: { id: 'from-window' } };
    expect(readContext(page('<p id="sq-context">{"website":{"id":"owner"}}</p>')).website.id).to.equal('from-window');
  });

  it('a window.SQ_CONTEXT whose getters throw is logged and treated as missing', () => {
    (window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT = { get website(): never { throw new Error('hostile getter'); } };
    const context = readContext(page(''));
    expect(context.website.id).to.equal('');
    expect(logs.messages()).to.deep.equal([PARSER_MESSAGES.expected('a readable window.SQ_CONTEXT', 'one that throws')]);
  });
});

describe('a page where cookies and storage throw', function () {
  this.timeout(30000);

  it('the runtime starts, elements upgrade, cookie features degrade with one message each, nothing uncaught', async () => {
    const frame = document.createElement('iframe');
    // The frame locks its own cookies and storage down before the library loads (as a sandboxed or
    // locked-down browser does), and keeps what the console and the page's error handler see.
    frame.srcdoc = `<!doctype html><html lang="en"><head><title>Locked down</title>
      <script>
        window.__warnings = []; window.__errors = [];
        const keep = (list) => (...args) => list.push(args.map(String).join(' '));
        console.warn = keep(window.__warnings); console.error = keep(window.__errors);
        addEventListener('error', (e) => window.__errors.push('uncaught: ' + e.message));
        addEventListener('unhandledrejection', (e) => window.__errors.push('unhandled: ' + e.reason));
        const blocked = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
        Object.defineProperty(document, 'cookie', { get: blocked, set: blocked, configurable: true });
        Object.defineProperty(window, 'localStorage', { get: blocked, configurable: true });
        Object.defineProperty(window, 'sessionStorage', { get: blocked, configurable: true });
      </script>
      <script type="application/json" id="sq-context">{"website":{"id":"locked"}}</script>
      <script type="module" src="/dist/sq.js"></script></head>
      <body><sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">0</span></a></sq-cart-link></body></html>`;
    document.body.append(frame);
    try {
      await waitUntil(() => (frame.contentWindow as { Sq?: unknown } | null)?.Sq !== undefined, 'window.Sq', { timeout: 15000 });
      const win = frame.contentWindow as Window & { Sq: { consent: { accept(): Promise<void>; state: { visitorDataAllowed: boolean } }; session: { firstLanding: boolean } }; __warnings: string[]; __errors: string[] };
      await waitUntil(() => win.customElements.get('sq-cart-link') !== undefined, 'the cart link defined', { timeout: 15000 });
      await win.Sq.consent.accept();
      // The session flags read storage at the page's first read (else when it is idle): kept in memory here.
      expect(win.Sq.session.firstLanding).to.equal(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win.__errors).to.deep.equal([]);
      expect(win.__warnings.filter((w) => w === LIBRARY_MESSAGES.cookiesUnavailable)).to.have.length(1);
      expect(win.__warnings.filter((w) => w === STORAGE_MESSAGES.storageUnavailable)).to.have.length(1);
      expect(frame.contentDocument!.querySelector('sq-cart-link a')?.textContent).to.contain('Cart');
    } finally {
      frame.remove();
    }
  });
});
