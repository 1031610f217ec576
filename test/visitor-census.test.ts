// runtime/visitor/census.ts against the local API server (visitor §7): button render and click census, quick
// views, the overlay census, watchButtons on template button blocks, the consent gate (§4), swallowed
// failures; and the form's form-render census gated the same way (react-core/form/census.ts).
import { expect } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { recordFormRender } from '../react-core/form/census.ts';
import { configureConsent } from '../runtime/consent.ts';
import { setConsent } from '../runtime/consent-choice.ts';
import {
  readButton, recordButtonClick, recordButtonRender, recordOverlay, recordQuickView, watchButtons, type ButtonCensus,
} from '../runtime/visitor/census.ts';
import { onlyEntry, readLog, resetServerAfterEach, setSwitch, waitForEntry, type LogEntry } from './support/api.ts';
import { beacon } from '../runtime/transport.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

resetServerAfterEach();

const RENDER = API_PATHS.buttonRender;
const CLICK = API_PATHS.buttonClick;
const VISITOR = '7|1700000000|1700000000|3|1';
const button: ButtonCensus = {
  id: 'b1', buttonText: 'Shop now', clickthroughUrl: '/shop', alignment: 'center', size: 'medium', newWindow: true, context: 'block',
};
const fields = { ...button, newWindow: 'true', visitorCookie: VISITOR };

let serial = 0;
const uniqueId = (prefix: string) => `${prefix}-${Date.now()}-${serial++}`;

async function waitForCount(route: string, count: number): Promise<LogEntry[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const entries = await readLog(route);
    if (entries.length >= count && entries.every((entry) => entry.status !== undefined)) return entries;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} requests to ${route}`);
}

const isSentinel = (entry: LogEntry) => (entry.body as { sentinel?: string } | null)?.sentinel === 'yes';

/** Lets anything already sent reach the server: waits for a sentinel beacon (and request) sent after it. */
async function settle(): Promise<void> {
  beacon(API_PATHS.overlay, 'sentinel=yes', 'application/x-www-form-urlencoded');
  await fetch(API_PATHS.overlay, { method: 'POST', body: new URLSearchParams({ sentinel: 'yes' }) });
  await waitForCount(API_PATHS.overlay, 2);
}

/** The census requests received, without the sentinels. */
const censusLog = async (route = '/api/census/*') => (await readLog(route)).filter((entry) => !isSentinel(entry));

function cleanUp(): void {
  configureConsent({});
  setCookies({ ss_cookieAllowed: null, ss_cvr: null, ss_cvt: null });
}

describe('button census (visitor §7)', () => {
  beforeEach(() => setCookies({ ss_cvr: VISITOR }));
  afterEach(cleanUp);

  it('button-render POSTs the button fields and visitorCookie, form-encoded, without a crumb', async () => {
    await recordButtonRender(button);
    const entry = await onlyEntry(RENDER);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.headers['x-csrf-token']).to.equal(undefined);
    expect(entry.body).to.deep.equal(fields);
  });

  it('button-click goes by beacon with the same fields', async () => {
    recordButtonClick({ ...button, newWindow: false });
    const entry = await waitForEntry(CLICK);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.body).to.deep.equal({ ...fields, newWindow: 'false' });
  });

  it("a tampered visitor record is sent as ''", async () => {
    setCookies({ ss_cvr: '1|2|3' });
    await recordButtonRender(button);
    expect((await onlyEntry(RENDER)).body).to.include({ visitorCookie: '' });
  });

  for (const [name, fault] of [['a 500', { status: 500 }], ['a network error', { networkError: true }]] as const) {
    it(`button-render swallows ${name}`, async () => {
      await setSwitch({ route: RENDER, ...fault });
      const logs = captureLogs();
      try {
        expect(await recordButtonRender(button)).to.equal(undefined);
        expect(logs.entries).to.deep.equal([]);
      } finally {
        logs.stop();
      }
    });
  }

  it('button-render gives up after the 2.5 s tracking time-out', async function () {
    this.timeout(8000);
    await setSwitch({ route: RENDER, delayMs: 6000 });
    expect(await recordButtonRender(button)).to.equal(undefined);
    const [entry] = await readLog(RENDER);
    expect(entry?.status, 'resolved before the server answered').to.equal(undefined);
  });
});

describe('quick view and overlay census (visitor §7)', () => {
  beforeEach(() => setCookies({ ss_cvr: VISITOR }));
  afterEach(cleanUp);

  it('RecordQuickView/{id} encodes the id and sends visitorCookie', async () => {
    await recordQuickView('item 42/x');
    const [entry, ...rest] = await readLog(`${API_PATHS.recordQuickView}*`);
    expect(rest).to.deep.equal([]);
    expect(entry!.path).to.equal('/api/census/RecordQuickView/item%2042%2Fx');
    expect(entry!.outcome).to.deep.equal({ id: 'item 42/x' });
    expect(entry!.body).to.deep.equal({ visitorCookie: VISITOR });
  });

  it('an empty quick-view id sends nothing', async () => {
    await recordQuickView('');
    await settle();
    expect(await censusLog(`${API_PATHS.recordQuickView}*`)).to.deep.equal([]);
  });

  it('overlay POSTs the given fields and visitorCookie', async () => {
    await recordOverlay({ overlayId: 'o1', action: 'shown' });
    expect((await onlyEntry(API_PATHS.overlay)).body).to.deep.equal({ overlayId: 'o1', action: 'shown', visitorCookie: VISITOR });
  });

  it('swallows failures', async () => {
    await setSwitch([{ route: API_PATHS.overlay, status: 503 }, { route: `${API_PATHS.recordQuickView}*`, networkError: true }]);
    expect(await recordOverlay({})).to.equal(undefined);
    expect(await recordQuickView('q1')).to.equal(undefined);
  });
});

describe('census: consent (visitor §4)', () => {
  afterEach(cleanUp);

  const cases: Array<[string, () => void]> = [
    ['after a decline', () => setConsent(false)],
    ['under a restrictive policy without a choice', () => configureConsent({ isRestrictiveCookiePolicyEnabled: true })],
    ['with visitor data restricted', () => configureConsent({ isVisitorDataRestricted: true })],
  ];
  for (const [name, arrange] of cases) {
    it(`sends nothing ${name}, checked at call time`, async () => {
      arrange();
      await recordButtonRender(button);
      recordButtonClick(button);
      await recordQuickView('q2');
      await recordOverlay({ overlayId: 'o2' });
      await settle();
      expect(await censusLog()).to.deep.equal([]);
    });
  }
});

describe('watchButtons: template button blocks', () => {
  let root: HTMLElement;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    setCookies({ ss_cvr: VISITOR });
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    stop();
    root.remove();
    cleanUp();
  });

  const block = (id: string, attrs = '') =>
    `<a href="#census-${id}" data-sq-button-id="${id}" data-sq-button-alignment="left" data-sq-button-size="large" ${attrs}>  Go\n  now </a>`;

  it('reads a block from its data attributes, href, text and target', () => {
    root.innerHTML = `${block('r1', 'target="_blank" data-sq-button-context="header"')}
      <div data-sq-button-id="r2" data-sq-button-text="Label" data-sq-button-url="/x"><a href="/y">Inner</a></div>
      <div data-sq-button-id=" "></div>`;
    const [first, second, third] = [...root.children];
    expect(readButton(first!)).to.deep.equal({
      id: 'r1', buttonText: 'Go now', clickthroughUrl: '#census-r1', alignment: 'left', size: 'large', newWindow: true, context: 'header',
    });
    expect(readButton(second!)).to.deep.equal({
      id: 'r2', buttonText: 'Label', clickthroughUrl: '/x', alignment: '', size: '', newWindow: false, context: 'block',
    });
    expect(readButton(third!)).to.equal(null);
  });

  it('counts each id rendered once per page, also blocks added later', async () => {
    const [a, b, c] = [uniqueId('a'), uniqueId('b'), uniqueId('c')];
    root.innerHTML = block(a) + block(b) + block(a);
    stop = watchButtons(root);
    const second = watchButtons(root); // a second watcher does not count them again
    second();
    await waitForCount(RENDER, 2);
    root.insertAdjacentHTML('beforeend', block(c) + block(b));
    const entries = await waitForCount(RENDER, 3);
    await settle();
    const ids = (await censusLog(RENDER)).map((entry) => (entry.body as { id: string }).id);
    expect(ids.sort()).to.deep.equal([a, b, c].sort());
    expect(entries[0]!.body).to.include({ alignment: 'left', size: 'large', buttonText: 'Go now', visitorCookie: VISITOR });
  });

  it('sends the click census on click without preventing navigation', async () => {
    const id = uniqueId('click');
    root.innerHTML = block(id, 'data-sq-button-context="footer"').replace('Go', '<span>Go</span>');
    stop = watchButtons(root);
    let prevented: boolean | null = null;
    const check = (event: Event) => { prevented = event.defaultPrevented; event.preventDefault(); };
    document.addEventListener('click', check);
    try {
      root.querySelector('span')!.click();
    } finally {
      document.removeEventListener('click', check);
    }
    expect(prevented).to.equal(false);
    const entry = await waitForEntry(CLICK);
    expect(entry.body).to.deep.equal({
      id, buttonText: 'Go now', clickthroughUrl: `#census-${id}`, alignment: 'left', size: 'large', newWindow: 'false',
      context: 'footer', visitorCookie: VISITOR,
    });
  });

  it('stops watching: no click census, no render for new blocks', async () => {
    stop = watchButtons(root);
    stop();
    root.innerHTML = block(uniqueId('late'));
    root.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    root.querySelector('a')!.click();
    await settle();
    expect(await censusLog('/api/census/button-*')).to.deep.equal([]);
  });

  it('sends no render or click census without consent', async () => {
    setConsent(false);
    root.innerHTML = block(uniqueId('declined'));
    stop = watchButtons(root);
    root.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    root.querySelector('a')!.click();
    await settle();
    expect(await censusLog('/api/census/button-*')).to.deep.equal([]);
  });
});

describe('form-render census: consent (react-core/form/census.ts, visitor §4)', () => {
  afterEach(cleanUp);

  it('sends nothing after a decline, and counts the form once an accept allows it', async () => {
    const formId = uniqueId('form');
    setConsent(false);
    await recordFormRender(formId);
    expect(await readLog(API_PATHS.formRender)).to.deep.equal([]);
    setConsent(true);
    await recordFormRender(formId);
    expect((await onlyEntry(API_PATHS.formRender)).body).to.include({ formId });
  });
});
