// The example React app (examples/react-app/), built by its own build.mjs into a temporary folder and
// served with the repository's demo images, for test/node/react-app*.test.mjs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExample } from '../../examples/react-app/build.mjs';
import { launch, open, root, serve } from './browser-page.mjs';

export const EXAMPLE = '/examples/react-app/';

/** Builds and serves the example; resolves to { visit(), close() }. visit() opens it in a fresh page. */
export async function startExample() {
  const out = mkdtempSync(join(tmpdir(), 'sq-react-app-'));
  await buildExample({ outdir: out });
  const server = await serve({
    pages: { [EXAMPLE]: readFileSync(join(root, 'examples/react-app/index.html'), 'utf8') },
    folders: { [`${EXAMPLE}build/`]: out, '/demo/images/': join(root, 'demo/images') },
  });
  const browser = await launch();
  return {
    visit: () => open(browser, `${server.base}${EXAMPLE}`),
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** What the page shows: the status line, the gallery view's slides (their pictures' alt text), the accordion's buttons. */
export const view = (tab) => tab.evaluate(() => ({
  status: document.querySelector('#status')?.textContent ?? null,
  slides: Array.from(document.querySelectorAll('sq-gallery .sq-gallery__item img'), (img) => img.alt),
  accordionButtons: document.querySelectorAll('sq-accordion .sq-accordion__button').length,
}));
