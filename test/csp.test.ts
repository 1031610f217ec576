// Strict Content Security Policy and Trusted Types (issue 17): every demo page, served from dist/ with the
// policy a security-minded owner sends as a real response header (demo/server/csp.mjs), gets no violation
// at all; the browser reports each one to the local server, read back here. A deliberate violation
// (an image from a host the policy does not allow) is the barrier: once its report is in, every earlier
// one is too (WebKit may send reports out of order, seen once in CI: the deliberate inline style below
// waits for its own report). The pages' own inline configurators carry the demo nonce; the library has no exemption.
import { expect, waitUntil } from '@open-wc/testing';
// @ts-expect-error demo/ is plain JavaScript checked with // @ts-check, outside this project's types
import { DEMO_PAGES } from '../demo/nav.mjs';
import { readLog, resetServer } from './support/api.ts';
import { openFrame, quiet } from './support/frames.ts';

const REPORTS = '/api/__sq/csp-report';
const pages: string[] = [
  ...(DEMO_PAGES as Array<readonly [string, string]>).map(([href]) => (href === '/' ? '/demo/index.html' : href)).filter((href) => href.startsWith('/demo/')),
  '/demo/reviews.html?token=order-1',
];

type Report = { 'csp-report'?: { 'blocked-uri'?: string; 'violated-directive'?: string; 'effective-directive'?: string; 'source-file'?: string; 'script-sample'?: string } };
const describeReport = (body: unknown) => {
  const r = (body as Report)['csp-report'] ?? {};
  return `${r['effective-directive'] ?? r['violated-directive']} ${r['blocked-uri']} ${r['source-file'] ?? ''} ${r['script-sample'] ?? ''}`.trim();
};

const withPolicy = (path: string, policy: string) => `${path}${path.includes('?') ? '&' : '?'}sq-csp=${policy}`;

/** The violations reported for the frame, after a deliberate one has arrived. */
async function violations(doc: Document): Promise<string[]> {
  const barrier = `https://csp-barrier.invalid/${Math.random().toString(36).slice(2)}.png`;
  const img = doc.createElement('img');
  img.alt = '';
  img.src = barrier;
  doc.body.append(img);
  let reports: unknown[] = [];
  await waitUntil(async () => {
    reports = (await readLog(REPORTS)).map((entry) => entry.body);
    return reports.some((body) => describeReport(body).includes(barrier));
  }, 'the barrier violation was reported', { timeout: 10000, interval: 200 });
  return reports.map(describeReport).filter((text) => !text.includes(barrier));
}

async function settled(frame: HTMLIFrameElement): Promise<Document> {
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  const pending = () => [...doc.querySelectorAll('*')]
    .filter((el) => el.localName.startsWith('sq-') && !win.customElements.get(el.localName) && !el.hasAttribute('data-sq-failed'));
  await waitUntil(() => pending().length === 0, 'every sq-* element defined', { timeout: 20000 });
  await quiet(win);
  return doc;
}

for (const policy of ['strict', 'trusted-types']) {
  describe(`demo pages under a ${policy === 'strict' ? 'strict CSP' : 'strict CSP with Trusted Types'}`, function () {
    this.timeout(40000);
    beforeEach(() => resetServer());

    for (const path of pages) {
      it(`${path}: no violation`, async () => {
        const frame = await openFrame(withPolicy(path, policy));
        try {
          const doc = await settled(frame);
          expect(await violations(doc), path).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });
    }

    it('the gallery lightbox opens and closes, with no violation', async () => {
      const frame = await openFrame(withPolicy('/demo/galleries.html', policy));
      try {
        const doc = await settled(frame);
        const trigger = doc.querySelector<HTMLElement>('sq-gallery[lightbox] img, sq-lightbox img');
        expect(trigger, 'a lightbox image on the page').to.not.equal(null);
        trigger!.click();
        await waitUntil(() => doc.querySelector('.pswp .sq-lightbox__close'), 'the lightbox opened', { timeout: 10000 });
        doc.querySelector<HTMLElement>('.pswp .sq-lightbox__close')!.click();
        expect(await violations(doc)).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });

    it('the checks can fail: an inline style the page adds without the nonce is reported', async () => {
      const frame = await openFrame(withPolicy('/demo/widgets.html', policy));
      try {
        const doc = await settled(frame);
        const style = doc.createElement('style');
        style.textContent = 'body { outline: 0 }';
        doc.head.append(style);
        // Waited for, not read behind the barrier: WebKit may send the barrier's report before this one.
        await waitUntil(async () => (await readLog(REPORTS)).some((entry) => describeReport(entry.body).startsWith('style-src')),
          'the inline style was reported', { timeout: 10000, interval: 200 });
      } finally {
        frame.remove();
      }
    });
  });
}
