import { expect, waitUntil } from '@open-wc/testing';

// Sq.session's first-landing and first-session flags (visitor §4 "Session"), from dist/ as a site loads it:
// read and stored at the page's first read of either, else once the page has loaded and the browser is
// idle, or as the visitor leaves the page (runtime/index.ts). The frame shares this page's session and
// local storage.
type Flags = { firstLanding: boolean; firstSession: boolean };
type Call = { name: string; key: string; afterEvaluation: boolean };
type FrameWindow = Window & { Sq?: { session: Flags }; storageCalls: Call[]; early?: Flags };

const frames: HTMLIFrameElement[] = [];
async function openPage(query = ''): Promise<{ frame: HTMLIFrameElement; win: FrameWindow }> {
  const frame = document.createElement('iframe');
  frames.push(frame);
  frame.src = `/test/fixtures/dist-session.html${query}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as FrameWindow;
  await waitUntil(() => win.Sq, 'dist/sq.js ran');
  return { frame, win };
}
const flags = (win: FrameWindow): Flags => ({ firstLanding: win.Sq!.session.firstLanding, firstSession: win.Sq!.session.firstSession });
const stored = (win: FrameWindow) => win.storageCalls.some((call) => call.name === 'setItem' && call.key === 'sq:first-session-id');

describe('Sq.session flags from dist/', () => {
  beforeEach(() => { sessionStorage.clear(); localStorage.clear(); });
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sq.js touches no storage while it starts, and stores the session ids unasked once the page is idle', async () => {
    const { win } = await openPage();
    // Nothing on the page reads the flags: the library stores the ids by itself.
    await waitUntil(() => stored(win), 'the session ids were stored without a read', { timeout: 5000 });
    expect(win.storageCalls.filter((call) => !call.afterEvaluation), 'storage calls during sq.js start-up').to.deep.equal([]);
    expect(sessionStorage.getItem('sq:session-id')).to.be.a('string');
    expect(localStorage.getItem('sq:first-session-id')).to.equal(sessionStorage.getItem('sq:session-id'));
    expect(flags(win)).to.deep.equal({ firstLanding: true, firstSession: true });

    // The next page of this session, and a page of a new session of the same visitor.
    const next = await openPage();
    expect(flags(next.win)).to.deep.equal({ firstLanding: false, firstSession: true });
    sessionStorage.clear();
    const later = await openPage();
    expect(flags(later.win)).to.deep.equal({ firstLanding: true, firstSession: false });
  });

  // A page never idle (a browser that never calls back) stores them when it is hidden: as it is left (the
  // engine's own visibilitychange of a navigation) or switched away from (a phone's browser, which may
  // then discard the tab without a pagehide).
  it('stores the session ids as the visitor leaves a page that was never idle', async () => {
    const { frame, win } = await openPage('?leave');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem('sq:session-id'), 'nothing stored while the page stays').to.equal(null);
    expect(win.storageCalls).to.deep.equal([]);
    frame.src = 'about:blank';
    await waitUntil(() => sessionStorage.getItem('sq:session-id') !== null, 'stored as the page is left');
    expect(localStorage.getItem('sq:first-session-id')).to.equal(sessionStorage.getItem('sq:session-id'));
  });

  it('stores the session ids when a page never idle is hidden', async () => {
    const { win } = await openPage('?leave');
    expect(sessionStorage.getItem('sq:session-id')).to.equal(null);
    win.document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sessionStorage.getItem('sq:session-id'), 'stored at visibilitychange').to.be.a('string');
    expect(localStorage.getItem('sq:first-session-id')).to.equal(sessionStorage.getItem('sq:session-id'));
  });

  it("a page's read right after sq.js starts gets the flags at once, and the library's own read keeps them", async () => {
    const { win } = await openPage('?read');
    expect(win.early).to.deep.equal({ firstLanding: true, firstSession: true });
    const id = sessionStorage.getItem('sq:session-id');
    expect(id).to.be.a('string');
    // Once the page is idle the library's own read has run: the same page view, the same flags and ids.
    await new Promise((resolve) => win.requestIdleCallback ? win.requestIdleCallback(() => win.setTimeout(resolve, 200)) : win.setTimeout(resolve, 500));
    expect(flags(win)).to.deep.equal({ firstLanding: true, firstSession: true });
    expect(sessionStorage.getItem('sq:session-id')).to.equal(id);
    // One read a page view: the library's own task found the flags read.
    const calls = (name: string) => win.storageCalls.filter((call) => call.name === name && call.key === 'sq:session-id');
    expect(calls('getItem')).to.have.length(1);
    expect(calls('setItem')).to.have.length(1);
  });
});
