// Every demo page (demo/nav.mjs), as a theme developer first meets the library: loaded from the built
// dist/ in a frame against the local API server, every sq-* element upgrades (or is marked failed), and
// the whole page is axe-clean. The pages log on purpose where they demonstrate bad input, so the console
// is not checked here; the elements' own suites do that.
import { expect, waitUntil } from '@open-wc/testing';
// @ts-expect-error demo/ is plain JavaScript checked with // @ts-check, outside this project's types
import { DEMO_PAGES } from '../demo/nav.mjs';
import { openFrame, quiet } from './support/frames.ts';

type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
type FrameWindow = Window & { axe?: { run(context: Document, options: object): Promise<AxeResult> } };

const pages = [
  ...(DEMO_PAGES as Array<readonly [string, string]>).map(([href]) => (href === '/' ? '/demo/index.html' : href)).filter((href) => href.startsWith('/demo/')),
  '/demo/reviews.html',
];

describe('demo pages', function () {
  this.timeout(30000);

  for (const path of pages) {
    it(`${path}: its elements upgrade and the page is axe-clean`, async () => {
      const frame = await openFrame(path);
      try {
        const win = frame.contentWindow as FrameWindow;
        const doc = frame.contentDocument!;
        const pending = () => [...doc.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('sq-') && !win.customElements.get(el.localName) && !el.hasAttribute('data-sq-failed'));
        await waitUntil(() => pending().length === 0, `${path}: every sq-* element defined`, { timeout: 20000 });
        await quiet(win);
        const script = doc.createElement('script');
        script.src = '/node_modules/axe-core/axe.min.js';
        const loaded = new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
        doc.head.append(script);
        await loaded;
        const result = await win.axe!.run(doc, { resultTypes: ['violations'] });
        const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        expect(found, path).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });
  }
});
