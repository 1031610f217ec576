// The local API server (demo/server/, helpers in test/support/api.ts): the crumb (CSRF) rule, the inspector,
// the fake external scripts and the static fall-through.
import { expect } from '@open-wc/testing';
import { post, postJson, readLog, onlyEntry, cookie, submitForm, resetServerAfterEach } from './support/api.ts';

resetServerAfterEach();

describe('the crumb (CSRF) rule', () => {
  it('is set by the test page load, readable by scripts', () => {
    expect(cookie('crumb')).to.be.a('string').and.not.equal('');
  });

  it('is set by a page GET when absent, and kept when present', async () => {
    document.cookie = 'crumb=; Max-Age=0; Path=/';
    expect(cookie('crumb')).to.equal(undefined);
    await fetch('/docs/spec/README.md', { headers: { accept: 'text/html' } });
    const crumb = cookie('crumb');
    expect(crumb).to.be.a('string').and.not.equal('');
    await fetch('/docs/spec/README.md', { headers: { accept: 'text/html' } });
    expect(cookie('crumb')).to.equal(crumb);
  });

  it('GET /api/crumb answers the current crumb, or sets one', async () => {
    expect(await (await fetch('/api/crumb')).json()).to.deep.equal({ crumb: cookie('crumb') });
    document.cookie = 'crumb=; Max-Age=0; Path=/';
    const { crumb } = await (await fetch('/api/crumb')).json();
    expect(crumb).to.be.a('string').and.equal(cookie('crumb'));
  });

  it('accepts RecordJavascriptErrors with X-CSRF-Token equal to the crumb cookie', async () => {
    const events = [{ event: 'error', data: { message: 'boom' }, timestamp: 1 }];
    const response = await postJson('/api/events/RecordJavascriptErrors', events, { 'X-CSRF-Token': cookie('crumb')! });
    expect(response.status).to.equal(204);
    const entry = await onlyEntry('/api/events/RecordJavascriptErrors');
    expect(entry.kind).to.equal('errors');
    expect(entry.headers['x-csrf-token']).to.equal(cookie('crumb'));
    expect(entry.headers.cookie).to.contain(`crumb=${cookie('crumb')}`);
    expect(entry.body).to.deep.equal(events);
  });

  it('refuses a missing or wrong token with 401 crumbFail and sets the new crumb', async () => {
    const tries: Record<string, string>[] = [{}, { 'X-CSRF-Token': 'stale' }];
    for (const headers of tries) {
      const before = cookie('crumb');
      const response = await postJson('/api/events/RecordJavascriptErrors', [], headers);
      expect(response.status).to.equal(401);
      const data = await response.json();
      expect(data.crumbFail).to.equal(true);
      expect(data.crumb).to.be.a('string').and.not.equal(before);
      expect(cookie('crumb')).to.equal(data.crumb);
    }
  });

  it('takes the crumb from the form body of RecordEvent, and refuses it without', async () => {
    const fields = { event: 'click', data: '{}' };
    const refused = await post('/api/events/RecordEvent', new URLSearchParams(fields));
    expect(refused.status).to.equal(401);
    const accepted = await post('/api/events/RecordEvent', new URLSearchParams({ ...fields, crumb: cookie('crumb')! }));
    expect(accepted.status).to.equal(204);
  });
});

describe('the inspector (GET /__sq/inspector)', () => {
  it('lists form submissions with every value escaped', async () => {
    await submitForm({ 'text-1': '<script>window.inspectorHacked = true</script>' });
    const response = await fetch('/__sq/inspector');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('text/html');
    expect(response.headers.get('content-security-policy')).to.contain("script-src 'self'");
    const html = await response.text();
    expect(html.toLowerCase()).not.to.contain('<script>');
    const page = new DOMParser().parseFromString(html, 'text/html');
    // The one script is the live view's own file; nothing a browser sent becomes a script.
    expect([...page.querySelectorAll('script')].map((script) => script.getAttribute('src'))).to.deep.equal(['/__sq/inspector.js']);
    expect(page.querySelector('#form-submissions')!.textContent).to.contain('<script>window.inspectorHacked = true</script>');
  });

  it('shows the newest first', async () => {
    await post('/api/census/overlay?n=1');
    await post('/api/census/overlay?n=2');
    const page = new DOMParser().parseFromString(await (await fetch('/__sq/inspector')).text(), 'text/html');
    const rows = [...page.querySelectorAll('#beacons tbody tr')].map((row) => row.textContent ?? '');
    expect(rows).to.have.length(2);
    expect(rows[0]).to.contain('"n": "2"');
  });
});

describe('the live inspector (GET /__sq/stream, /__sq/inspector.js)', () => {
  it('streams each answered request as a server-sent event', async () => {
    const source = new EventSource('/__sq/stream');
    try {
      await new Promise((resolve, reject) => { source.onopen = resolve; source.onerror = reject; });
      const arrived = new Promise<{ path: string; status: number; query: Record<string, string> }>((resolve) => {
        source.onmessage = (event) => {
          const entry = JSON.parse(event.data as string);
          if (entry.path === '/api/census/overlay') resolve(entry);
        };
      });
      await post('/api/census/overlay?live=1');
      const entry = await arrived;
      expect(entry.status).to.equal(204);
      expect(entry.query).to.deep.equal({ live: '1' });
    } finally {
      source.close();
    }
  });

  it('serves the live view script, which writes text only', async () => {
    const response = await fetch('/__sq/inspector.js');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('javascript');
    const code = await response.text();
    expect(code).to.contain("new EventSource('/__sq/stream')");
    expect(code).not.to.match(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });
});

describe('fake external scripts (/__fake/maps.js, /__fake/follow-widget.js)', () => {
  const globals = window as unknown as Record<string, unknown>;
  afterEach(() => {
    for (const name of ['__sqFakeMaps', '__sqFakeFollowWidget', 'sqTestCallbacks']) delete globals[name];
  });

  // The script leaves the page once it has run (or failed), not as soon as it is inserted: WebKit once
  // never fired either event for a script removed while its request was under way (a 10 s time-out in CI).
  const loadScript = (src: string) => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = (event) => { script.remove(); resolve(event); };
    script.onerror = (event) => { script.remove(); reject(event); };
    document.head.append(script);
  });

  it('set their global and call the callback named in the query', async () => {
    const calls: string[] = [];
    globals.sqTestCallbacks = { maps: () => calls.push('maps'), follow: () => calls.push('follow') };
    await loadScript('/__fake/maps.js?callback=sqTestCallbacks.maps&key=k1&v=3&language=fr');
    await loadScript('/__fake/follow-widget.js?callback=sqTestCallbacks.follow&username=ada');
    expect(calls).to.deep.equal(['maps', 'follow']);
    expect(globals.__sqFakeMaps).to.deep.equal({
      loads: 1, query: { callback: 'sqTestCallbacks.maps', key: 'k1', v: '3', language: 'fr' },
    });
    expect((globals.__sqFakeFollowWidget as { query: unknown }).query).to.include({ username: 'ada' });
    expect((await readLog('/__fake/*')).map((entry) => entry.status)).to.deep.equal([200, 200]);
  });

  it('never evaluate the callback parameter', async () => {
    await loadScript(`/__fake/maps.js?callback=${encodeURIComponent('alert(1);window.sqHacked=1')}`);
    expect(globals.sqHacked).to.equal(undefined);
    expect((globals.__sqFakeMaps as { loads: number }).loads).to.equal(1);
  });
});

describe('requests the API does not own', () => {
  it('fall through to the static files (GET /docs/spec/README.md)', async () => {
    const response = await fetch('/docs/spec/README.md');
    expect(response.status).to.equal(200);
    expect(await response.text()).to.contain('# The specification');
  });
});
