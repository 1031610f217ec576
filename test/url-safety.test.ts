// The one URL-safety rule (runtime/utils/safe-url.ts, issue 21): a table of spellings for each use, and
// the navigation it guards, run for real in the browser (a javascript: address that got through would
// run `top.__sqXss=1` in this page).
import { expect } from '@open-wc/testing';
import { URL_RULES, URL_SAFETY_MESSAGES } from '../catalog/messages/url-safety.ts';
import { navigate, safeUrl, type UrlUse } from '../runtime/utils/safe-url.ts';
import { captureLogs } from './support/logs.ts';
import { resetXss, XSS_RUN, xssRan } from './support/xss-payloads.ts';

const HERE = location.origin;
const JS = `javascript:${XSS_RUN}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// [what, address, same-site, web, link]: the text each use gives back, or null for refused. `=` stands
// for the address itself.
type Row = [string, string, string | null, string | null, string | null];
const SAME = '=';
const ROWS: Row[] = [
  ['javascript:', JS, null, null, null],
  ['upper case', `JAVASCRIPT:${XSS_RUN}`, null, null, null],
  ['mixed case', `JaVaScRiPt:${XSS_RUN}`, null, null, null],
  ['a leading space', ` ${JS}`, null, null, null],
  ['leading spaces and a tab', ` \t ${JS}`, null, null, null],
  ['a leading \\u0001', `\u0001${JS}`, null, null, null],
  ['a leading NUL', `\u0000${JS}`, null, null, null],
  ['a trailing NUL', `${JS}\u0000`, null, null, null],
  ['a tab inside the scheme', `java\tscript:${XSS_RUN}`, null, null, null],
  ['a newline inside the scheme', `java\nscript:${XSS_RUN}`, null, null, null],
  ['a carriage return inside the scheme', `java\rscript:${XSS_RUN}`, null, null, null],
  ['a tab before the colon', `javascript\t:${XSS_RUN}`, null, null, null],
  ['a NUL before the colon', `javascript\u0000:${XSS_RUN}`, null, null, null],
  ['a NUL inside the scheme', `jav\u0000ascript:${XSS_RUN}`, null, null, null],
  ['a DEL inside the scheme', `java\u007fscript:${XSS_RUN}`, null, null, null],
  ['an escape character inside', `/a\u001bb`, null, null, null],
  ['javascript://%0a', `javascript://%0a${XSS_RUN}`, null, null, null],
  ['a very long javascript: URL', `javascript:${XSS_RUN};${'/'.repeat(20000)}`, null, null, null],
  ['vbscript:', 'vbscript:msgbox(1)', null, null, null],
  ['VBScript: mixed case', 'VBScript:msgbox(1)', null, null, null],
  ['data: HTML', 'data:text/html,<script>top.__sqXss=1</script>', null, null, null],
  ['data: base64', 'data:text/html;base64,PHNjcmlwdD50b3AuX19zcVhzcz0xPC9zY3JpcHQ+', null, null, null],
  ['DATA: with a leading space', ' DATA:text/html,x', null, null, null],
  ['blob:', `blob:${HERE}/0f1e2d3c`, null, null, null],
  ['file:', 'file:///etc/passwd', null, null, null],
  ['about:', 'about:blank', null, null, null],
  ['an invalid port', 'https://site.example:99999/', null, null, null],
  ['an unclosed IPv6 host', 'http://[::1/', null, null, null],
  ['protocol-relative //host', '//evil.example/x', null, SAME, SAME],
  ['backslash /\\host', '/\\evil.example/x', null, SAME, SAME],
  ['double backslash \\\\host', '\\\\evil.example/x', null, SAME, SAME],
  ['another origin', 'https://evil.example/', null, SAME, SAME],
  ['another origin in capitals', 'HTTPS://EVIL.EXAMPLE/', null, SAME, SAME],
  ['this origin as user info of another host', `${HERE}@evil.example/`, null, SAME, SAME],
  ['this origin', `${HERE}/members`, SAME, SAME, SAME],
  ['a root-relative path', '/members', SAME, SAME, SAME],
  ['a relative path with a query', 'members?x=1', SAME, SAME, SAME],
  ['a hash', '#top', SAME, SAME, SAME],
  ['a query', '?q=1', SAME, SAME, SAME],
  ['spaces and a newline around a path', ' /members\n', '/members', '/members', '/members'],
  ['a tab inside a path', '/mem\tbers', '/members', '/members', '/members'],
  ['entity-encoded colon (the library never decodes entities: a path)', `javascript&#58;${XSS_RUN}`, SAME, SAME, SAME],
  ['named entity colon (a path)', `javascript&colon;${XSS_RUN}`, SAME, SAME, SAME],
  ['percent-encoded colon (a path)', `javascript%3A${XSS_RUN}`, SAME, SAME, SAME],
  ['percent-encoded j (a path)', `%6Aavascript:${XSS_RUN}`, SAME, SAME, SAME],
  ['a line separator before the scheme (not trimmed: a path)', `\u2028${JS}`, SAME, SAME, SAME],
  ['mailto:', 'mailto:a@b.co', null, null, SAME],
  ['tel:', 'tel:+15550100', null, null, SAME],
  ['sms:', 'sms:+15550100', null, null, SAME],
  ['https elsewhere for a script', 'https://cdn.example/x.js', null, SAME, SAME],
];

const USES: UrlUse[] = ['same-site', 'web', 'link'];

describe('URL safety: one rule for every address the library follows or writes', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); resetXss(); });
  afterEach(() => logs.stop());

  it(`has at least 40 spellings (${ROWS.length})`, () => expect(ROWS.length).to.be.at.least(40));

  for (const [what, address, ...expected] of ROWS) {
    it(`${what}: ${JSON.stringify(address.slice(0, 40))}`, () => {
      USES.forEach((use, i) => {
        const want = expected[i] === SAME ? address : expected[i];
        expect(safeUrl(address, use, 'a test'), use).to.equal(want);
        // Whatever is accepted, the browser reads as an allowed scheme.
        const got = safeUrl(address, use, 'a test', { quiet: true });
        if (got !== null) expect(['http:', 'https:', 'mailto:', 'tel:', 'sms:']).to.include(new URL(got, document.baseURI).protocol);
      });
    });
  }

  it('logs the catalogued warning once per refusal, naming where and the rule; empty addresses are silent', () => {
    expect(safeUrl('https://evil.example/', 'same-site', 'a member redirect (data-sq-redirect)')).to.equal(null);
    expect(safeUrl('', 'same-site', 'x')).to.equal(null);
    expect(safeUrl(null, 'web', 'x')).to.equal(null);
    expect(safeUrl(42, 'web', 'x')).to.equal(null);
    expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([
      ['warn', URL_SAFETY_MESSAGES.refused('a member redirect (data-sq-redirect)', 'https://evil.example/', URL_RULES['same-site'])],
    ]);
    expect(logs.messages()[0]).to.equal('Sq: refused the address "https://evil.example/" for a member redirect (data-sq-redirect): only an address on this site or an allowed origin may be used.');
  });

  it('quotes a long address short in the warning', () => {
    safeUrl(`javascript:${'x'.repeat(5000)}`, 'web', 'a test');
    expect(logs.messages()[0]!.length).to.be.below(200);
  });

  it('the javascript: payload does run when followed unchecked (the checks below can fail)', async () => {
    location.assign(JS);
    await settle();
    expect(xssRan()).to.equal(true);
  });

  for (const [what, address] of ROWS.filter(([, a, ...uses]) => /script/i.test(a) && uses.every((u) => u === null))) {
    it(`navigate() does not follow ${what}, and the page stays`, async () => {
      const before = location.href;
      navigate(address, 'web', 'a test');
      await settle();
      expect(xssRan(), `${XSS_RUN} ran`).to.equal(false);
      expect(location.href).to.equal(before);
      expect(logs.entries.filter((e) => e.level === 'warn')).to.have.length(1);
    });
  }
});

describe('URL safety: script addresses and the owner\'s allowed origins', () => {
  let logs: ReturnType<typeof captureLogs>;
  const meta = document.createElement('meta');
  meta.name = 'sq-allowed-origins';
  beforeEach(() => { logs = captureLogs(); resetXss(); });
  afterEach(() => { logs.stop(); meta.remove(); });

  const SCRIPTS: Array<[string, boolean]> = [
    ['/__fake/maps.js', true], [`${HERE}/__fake/follow-widget.js`, true],
    ['https://maps.googleapis.com/maps/api/js?v=weekly', true], ['https://www.google.com/recaptcha/api.js', true],
    ['https://platform.twitter.com/widgets.js', true], ['https://use.typekit.net/abc.js', true],
    ['https://site-name.disqus.com/count.js', true],
    ['http://maps.googleapis.com/maps/api/js', false], ['https://disqus.com.evil.example/count.js', false],
    ['https://evil.example/x.js', false], ['//evil.example/x.js', false], ['/\\evil.example/x.js', false],
    [`data:text/javascript,${XSS_RUN}`, false], [`blob:${HERE}/0f1e`, false], [JS, false],
  ];
  for (const [address, allowed] of SCRIPTS) {
    it(`a script from ${JSON.stringify(address)} is ${allowed ? 'allowed' : 'refused'}`, () => {
      expect(safeUrl(address, 'script', 'a script')).to.equal(allowed ? address : null);
    });
  }

  it('the owner\'s meta allows its origins as redirect targets and script sources, and nothing else', () => {
    meta.content = 'https://shop.example not-a-url https://cdn.example:8443/path';
    document.head.append(meta);
    expect(safeUrl('https://shop.example/thanks', 'same-site', 'a test')).to.equal('https://shop.example/thanks');
    expect(safeUrl('https://cdn.example:8443/x.js', 'script', 'a test')).to.equal('https://cdn.example:8443/x.js');
    expect(safeUrl('https://cdn.example/x.js', 'script', 'a test'), 'another port').to.equal(null);
    expect(safeUrl('http://shop.example/thanks', 'same-site', 'a test'), 'another scheme').to.equal(null);
    expect(safeUrl('https://evil.shop.example/', 'same-site', 'a test'), 'a subdomain').to.equal(null);
    expect(safeUrl('javascript:1', 'same-site', 'a test')).to.equal(null);
  });

  it('the script loader refuses a data: script: nothing is added to the page and nothing runs', async () => {
    const { loadScript } = await import('../runtime/script-loader.ts');
    const before = document.scripts.length;
    let failed = false;
    await loadScript(`data:text/javascript,${XSS_RUN}`).catch(() => { failed = true; });
    await settle();
    expect([failed, document.scripts.length, xssRan()]).to.deep.equal([true, before, false]);
    expect(logs.messages()).to.deep.equal([URL_SAFETY_MESSAGES.refused('a script', `data:text/javascript,${XSS_RUN}`, URL_RULES.script)]);
  });
});
