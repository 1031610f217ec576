import { expect, waitUntil } from '@open-wc/testing';

// Sq.session's first-landing and first-session flags (visitor §4 "Session"), from dist/ as a site loads it:
// read and stored in a task after sq.js's start-up, or at the page's first read of either, whichever comes
// first (runtime/index.ts). The frame shares this page's session and local storage.
type Flags = { firstLanding: boolean; firstSession: boolean };
type Call = { name: string; key: string; afterEvaluation: boolean };
type FrameWindow = Window & { Sq?: { session: Flags }; storageCalls: Call[]; early?: Flags };

async function openPage(query = ''): Promise<{ frame: HTMLIFrameElement; win: FrameWindow }> {
  const frame = document.createElement('iframe');
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
  afterEach(() => { sessionStorage.clear(); localStorage.clear(); });

  it('sq.js touches no storage while it starts, and stores the session ids in a task after it unasked', async () => {
    const { frame, win } = await openPage();
    // Nothing on the page reads the flags: the library stores the ids by itself.
    await waitUntil(() => stored(win), 'the session ids were stored without a read');
    expect(win.storageCalls.length).to.be.above(0);
    expect(win.storageCalls.filter((call) => !call.afterEvaluation), 'storage calls during sq.js start-up').to.deep.equal([]);
    expect(sessionStorage.getItem('sq:session-id')).to.be.a('string');
    expect(localStorage.getItem('sq:first-session-id')).to.equal(sessionStorage.getItem('sq:session-id'));
    expect(flags(win)).to.deep.equal({ firstLanding: true, firstSession: true });
    frame.remove();

    // The next page of this session, and a page of a new session of the same visitor.
    const next = await openPage();
    expect(flags(next.win)).to.deep.equal({ firstLanding: false, firstSession: true });
    next.frame.remove();
    sessionStorage.clear();
    const later = await openPage();
    expect(flags(later.win)).to.deep.equal({ firstLanding: true, firstSession: false });
    later.frame.remove();
  });

  it("a page's read right after sq.js starts gets the flags at once, and the library's own read keeps them", async () => {
    const { frame, win } = await openPage('?read');
    expect(win.early).to.deep.equal({ firstLanding: true, firstSession: true });
    const id = sessionStorage.getItem('sq:session-id');
    expect(id).to.be.a('string');
    // A task later the library's own read has run: the same page view, the same flags and ids.
    await new Promise((resolve) => win.setTimeout(resolve, 50));
    expect(flags(win)).to.deep.equal({ firstLanding: true, firstSession: true });
    expect(sessionStorage.getItem('sq:session-id')).to.equal(id);
    expect(win.storageCalls.filter((call) => call.name === 'setItem' && call.key === 'sq:session-id')).to.have.length(1);
    frame.remove();
  });
});
