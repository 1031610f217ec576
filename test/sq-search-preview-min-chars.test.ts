// <sq-search-preview min-chars> (visitor §7 "lazy chunks: search preview"; elements/sq-search-preview.ts: the
// characters typed before a preview is asked for, 2 by default), against the local API server's
// /api/search/preview, its request log read as test/sq-search-preview.test.ts reads it; debounced through the
// fake clock.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqSearchPreviewElement } from '../elements/sq-search-preview.ts';
import { SEARCH_PREVIEW_PATH } from '../catalog/members.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { readLog, resetServerAfterEach } from './support/api.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

define('sq-search-preview', SqSearchPreviewElement);

const input = (el: Element) => el.querySelector<HTMLInputElement>('input[role=combobox]')!;
const options = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=option]')];
const expanded = (el: Element) => input(el).getAttribute('aria-expanded') === 'true';

describe('<sq-search-preview min-chars>', () => {
  let clock: FakeClock;
  resetServerAfterEach();
  beforeEach(() => { clock = installFakeClock(); });
  afterEach(() => clock.restore());

  it('min-chars="4": three characters ask for nothing, the fourth asks for the preview', async () => {
    const el = await fixture<HTMLElement>(html`
      <sq-search-preview min-chars="4">
        <form action="/search" method="get"><label for="sq-min-q">Search the shop</label><input id="sq-min-q" type="search" name="q"></form>
      </sq-search-preview>`);
    await whenRendered();
    input(el).focus();
    await sendKeys({ type: 'mug' });
    clock.tick(1000);
    await whenRendered();
    expect(clock.pending(), 'no preview waiting to be asked').to.equal(0);
    expect(expanded(el)).to.equal(false);
    expect(await readLog(SEARCH_PREVIEW_PATH), 'nothing sent for 3 characters').to.have.length(0);
    await sendKeys({ type: 's' });
    clock.tick(250);
    await waitUntil(() => options(el).length > 0, 'the preview shows');
    expect((await readLog(SEARCH_PREVIEW_PATH)).map((e) => e.query)).to.deep.equal([{ q: 'mugs', limit: '5' }]);
    expect(expanded(el)).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
