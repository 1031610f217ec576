// <sq-follow-button> (visitor §3 "Follow button: username", §7 "a social follow widget script GET (10 s
// time-out)", §8 "Follow-widget failure is ignored silently"): a plain profile link, the provider's script
// loaded once per page through the script loader, and every failure silent: no console output at all.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqFollowButtonElement, SqFollowButtonLoadEvent } from '../elements/sq-follow-button.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { installFakeClock } from './support/fake-clock.ts';

define('sq-follow-button', SqFollowButtonElement);
resetServerAfterEach();

const FAKE = '/__fake/follow-widget.js';
const globals = window as unknown as Record<string, { loads: number; query: Record<string, string> } | undefined>;
const link = (el: Element) => el.querySelector<HTMLAnchorElement>('a.sq-follow-button__link');
const scriptTag = (src: string) => document.head.querySelector(`script[src="${src}"]`);

async function mount(src: string, username = 'squarespace') {
  const el = await fixture<SqFollowButtonElement>(html`
    <sq-follow-button username=${username} script-src=${src}><a href="https://x.com/${username}">Follow</a></sq-follow-button>`);
  await whenRendered();
  return el;
}

/** Everything written to the console by any means, and every unhandled rejection. */
function watchConsole() {
  const written: unknown[][] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const saved = methods.map((name) => console[name]);
  for (const name of methods) console[name] = (...args: unknown[]) => { written.push([name, ...args]); };
  const onRejection = (event: PromiseRejectionEvent) => written.push(['unhandledrejection', event.reason]);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    written,
    stop() {
      methods.forEach((name, i) => { console[name] = saved[i]!; });
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

describe('<sq-follow-button>', () => {
  let logs: ReturnType<typeof captureLogs>;
  let output: ReturnType<typeof watchConsole>;
  beforeEach(() => { logs = captureLogs(); output = watchConsole(); });
  afterEach(() => { output.stop(); logs.stop(); delete globals.__sqFakeFollowWidget; });

  it("shows a plain link to the profile, opening a new window, and loads nothing with script-src=''", async () => {
    const el = await mount('');
    const a = link(el)!;
    expect(a.href).to.equal('https://x.com/squarespace');
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener noreferrer');
    expect(a.classList.contains('twitter-follow-button')).to.equal(true);
    expect(a.textContent).to.equal('Follow @squarespace (opens in a new window)');
    expect(el.querySelectorAll('a').length).to.equal(1);
    expect(await readLog(FAKE)).to.deep.equal([]);
    await expect(el).to.be.accessible();
    expect(logs.messages()).to.deep.equal([]);
  });

  it("loads the provider's script by default", () => {
    expect(SqFollowButtonElement.definition.attributes.scriptSrc.default).to.equal('https://platform.twitter.com/widgets.js');
  });

  it('loads the widget script once for every button, then says so with sq-follow-button-load', async () => {
    const src = `${FAKE}?case=once`;
    // Listening before the markup goes in: the script can load before fixture() returns.
    const seen: Event[] = [];
    const record = (event: Event) => seen.push(event);
    document.addEventListener(SqFollowButtonLoadEvent.type, record);
    let box: HTMLElement;
    try {
      box = await fixture<HTMLElement>(html`<div>
        <sq-follow-button username="@first" script-src=${src}></sq-follow-button>
        <sq-follow-button username="second" script-src=${src}></sq-follow-button></div>`);
      await waitUntil(() => seen.length === 2, 'both buttons said the script loaded');
    } finally {
      document.removeEventListener(SqFollowButtonLoadEvent.type, record);
    }
    const [one, two] = [...box.querySelectorAll('sq-follow-button')] as SqFollowButtonElement[];
    expect(seen.map((event) => event.target)).to.have.members([one, two]);
    const [event] = seen as [Event];
    expect(event instanceof SqFollowButtonLoadEvent).to.equal(true);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(globals.__sqFakeFollowWidget?.loads).to.equal(1);
    expect((await readLog(FAKE)).length).to.equal(1);
    expect(link(one!)!.href).to.equal('https://x.com/first');
    expect(link(two!)!.href).to.equal('https://x.com/second');
    expect(output.written).to.deep.equal([]);
  });

  describe('failure ignored silently (visitor §8)', () => {
    it('gives up after 10 s, keeping the link, saying nothing', async () => {
      const clock = installFakeClock();
      try {
        const src = `${FAKE}?case=slow`;
        await setSwitch({ route: FAKE, delayMs: 3000 });
        let events = 0;
        const el = await mount(src);
        el.addEventListener(SqFollowButtonLoadEvent.type, () => { events += 1; });
        expect(scriptTag(src)).to.not.equal(null);
        clock.tick(9999);
        expect(scriptTag(src)).to.not.equal(null);
        clock.tick(1);
        expect(scriptTag(src)).to.equal(null);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(events).to.equal(0);
        expect(link(el)!.href).to.equal('https://x.com/squarespace');
        expect(output.written).to.deep.equal([]);
        expect(logs.messages()).to.deep.equal([]);
      } finally {
        clock.restore();
      }
    });

    for (const [name, fault] of [['a 404', { status: 404 }], ['a network error', { networkError: true }]] as const) {
      it(`keeps the link and says nothing on ${name}`, async () => {
        const src = `${FAKE}?case=${encodeURIComponent(name)}`;
        await setSwitch({ route: FAKE, ...fault });
        const el = await mount(src);
        await waitUntil(async () => (await readLog(FAKE)).length === 1 && scriptTag(src) === null, 'the load failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(link(el)!.href).to.equal('https://x.com/squarespace');
        // This case's script never ran (a slower earlier case's late script may have set the global).
        expect(globals.__sqFakeFollowWidget?.query.case === name).to.equal(false);
        expect(output.written).to.deep.equal([]);
        expect(logs.messages()).to.deep.equal([]);
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('username', () => {
    it('drops a leading @ and follows a changed username', async () => {
      const el = await mount('', '@sq_news');
      expect(el.username).to.equal('sq_news');
      el.setAttribute('username', 'other');
      await whenRendered();
      expect(link(el)!.href).to.equal('https://x.com/other');
      expect(el.querySelectorAll('a').length).to.equal(1);
    });

    it('logs the parser message for an invalid one and shows the server-rendered content', async () => {
      const el = await fixture<SqFollowButtonElement>(html`
        <sq-follow-button username="not a name!" script-src=""><a href="https://x.com/sq">Follow us</a></sq-follow-button>`);
      await whenRendered();
      expect(logs.messages()).to.deep.equal(['Expected a username for <sq-follow-button username> but "not a name!" found.']);
      expect(link(el)).to.equal(null);
      expect(el.querySelector('a')!.textContent).to.equal('Follow us');
      await expect(el).to.be.accessible();
    });
  });
});
