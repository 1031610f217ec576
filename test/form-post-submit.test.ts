// react-core/form/post-submit.ts: the site owner's post-submit HTML through DOMPurify, and the success
// redirect through the URL rules (visitor §4 "Form"; issue 4 "Security and bad input").
import { expect, waitUntil } from '@open-wc/testing';
import { postSubmitFragment } from '../react-core/form/post-submit.ts';
import { safeRedirect } from '../react-core/form/redirect.ts';
import { XSS_PAYLOADS, XSS_RUN, dangerIn, resetXss, xssRan } from './support/xss-payloads.ts';

/** Resolves once an image that cannot load has reported its error: by then the payloads' have too. */
function imageErrorSettled(): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onerror = () => resolve();
    img.src = 'data:image/png;base64,AAAA'; // undecodable: fails without a request
  });
}

describe('post-submit HTML (the site owner\'s content, sanitised)', () => {
  const host = document.createElement('div');
  before(() => document.body.append(host));
  afterEach(() => { host.replaceChildren(); resetXss(); });

  it('keeps the owner\'s markup: text, emphasis, links, images', () => {
    const fragment = postSubmitFragment(
      '<h3>Thank you!</h3><p>We got it, <strong>Ada</strong>. <a href="/next" title="Next">Next</a></p><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" alt="Wave">');
    host.append(fragment);
    expect(host.querySelector('h3')?.textContent).to.equal('Thank you!');
    expect(host.querySelector('strong')?.textContent).to.equal('Ada');
    expect(host.querySelector('a')?.getAttribute('href')).to.equal('/next');
    expect(host.querySelector('img')?.getAttribute('alt')).to.equal('Wave');
  });

  it('returns nodes of this document, ready to append', () => {
    const fragment = postSubmitFragment('<p>Thanks</p>');
    expect(fragment).to.be.instanceOf(DocumentFragment);
    expect(fragment.ownerDocument).to.equal(document);
  });

  it('drops forms and fields from the message (they would post outside the form\'s rules)', () => {
    host.append(postSubmitFragment('<p>Hi</p><form action="/x"><input name="a"><button>Go</button></form>'));
    expect(host.querySelector('form, input, button')).to.equal(null);
    expect(host.textContent).to.contain('Hi');
  });

  it('treats text that is not HTML as text, and bad input as empty', () => {
    host.append(postSubmitFragment('1 < 2 & 3 > 2'));
    expect(host.textContent).to.equal('1 < 2 & 3 > 2');
    expect(postSubmitFragment(undefined as unknown as string).childNodes).to.have.length(0);
  });

  it(`has at least 60 XSS payloads to feed through (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).to.be.at.least(60);
    expect(new Set(XSS_PAYLOADS).size).to.equal(XSS_PAYLOADS.length);
  });

  it('the payloads do run when not sanitised (the check below can fail)', async () => {
    const unsafe = document.createElement('div');
    unsafe.innerHTML = XSS_PAYLOADS.find((payload) => payload.startsWith('<img src=x onerror='))!;
    host.append(unsafe);
    await waitUntil(xssRan, 'the unsanitised payload ran');
    expect(dangerIn(unsafe)).not.to.deep.equal([]);
  });

  XSS_PAYLOADS.forEach((payload, index) => {
    it(`payload ${index + 1} leaves no script, handler or script URL: ${payload.slice(0, 60)}`, async () => {
      const fragment = postSubmitFragment(payload);
      expect(dangerIn(fragment)).to.deep.equal([]);
      const mounted = document.createElement('div');
      mounted.append(fragment);
      host.append(mounted);
      await imageErrorSettled();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // Links stay links but cannot run script when followed.
      for (const link of mounted.querySelectorAll('a[href]')) {
        expect(link.getAttribute('href')!.replace(/\s/g, '').toLowerCase()).not.to.contain('script:');
      }
      expect(xssRan(), `${XSS_RUN} ran`).to.equal(false);
    });
  });
});

describe('success redirect (this site, or an origin the owner allows)', () => {
  const meta = document.createElement('meta');
  meta.name = 'sq-allowed-origins';
  afterEach(() => meta.remove());

  it('accepts an address on another origin only when the owner allows it (meta sq-allowed-origins)', () => {
    expect(safeRedirect('https://example.com/thanks?a=1#top')).to.equal(null);
    meta.content = 'https://example.com  http://other.example:8080/ignored-path';
    document.head.append(meta);
    expect(safeRedirect('https://example.com/thanks?a=1#top')).to.equal('https://example.com/thanks?a=1#top');
    expect(safeRedirect('  https://example.com/x  ')).to.equal('https://example.com/x');
    expect(safeRedirect('http://other.example:8080/y')).to.equal('http://other.example:8080/y');
    expect(safeRedirect('http://example.com/'), 'another scheme is another origin').to.equal(null);
    expect(safeRedirect('https://evil.example.com/'), 'a subdomain is another origin').to.equal(null);
  });

  it('accepts this site\'s addresses, resolved against the page', () => {
    expect(safeRedirect('/thanks')).to.equal(`${location.origin}/thanks`);
    expect(safeRedirect('?sent=1')).to.equal(`${location.origin}${location.pathname}?sent=1`);
    expect(safeRedirect(`${location.origin}/x`)).to.equal(`${location.origin}/x`);
  });

  for (const url of [
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
    'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>',
    'mailto:ada@example.com', 'tel:+15551234', 'ftp://example.com/f', 'file:///etc/passwd', 'blob:https://example.com/x',
    '//example.com/x', '/\\example.com/x', 'https://example.com/', `${location.origin}@example.com/`,
  ]) {
    it(`refuses ${JSON.stringify(url)}`, () => {
      expect(safeRedirect(url)).to.equal(null);
    });
  }

  it('refuses no URL, an empty one and a malformed one', () => {
    expect(safeRedirect(undefined)).to.equal(null);
    expect(safeRedirect('')).to.equal(null);
    expect(safeRedirect('   ')).to.equal(null);
    expect(safeRedirect('http://[::1')).to.equal(null);
    expect(safeRedirect(42 as unknown as string)).to.equal(null);
  });
});
