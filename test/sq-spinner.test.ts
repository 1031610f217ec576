// <sq-spinner> (visitor §2 "A spinner"): a busy indicator announced as a status with its label, turning,
// and still under reduced motion (runtime/reduced-motion.ts).
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqSpinnerElement } from '../elements/sq-spinner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { ANNOUNCE_AFTER_MS } from '../react-core/spinner/spinner.tsx';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-spinner', SqSpinnerElement);

async function mount(markup = html`<sq-spinner label="Loading comments"></sq-spinner>`) {
  const el = await fixture<SqSpinnerElement>(markup);
  await whenRendered();
  return el;
}
const status = (el: Element) => el.querySelector<HTMLElement>('[role="status"]')!;
const spinner = (el: Element) => el.querySelector<HTMLElement>('.sq-spinner')!;
const said = (el: Element, words: string) => waitUntil(() => status(el).textContent === words, `the status says '${words}'`);
const wheel = (el: Element) => el.querySelector<HTMLElement>('.sq-spinner__wheel')!;
const animation = (el: Element) => getComputedStyle(wheel(el)).animationName;

describe('<sq-spinner>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => {
    expect(logs.messages()).to.deep.equal([]);
    logs.stop();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('the status mounts empty and gets its words 100 ms later (the clock seam)', () => {
    let clock: FakeClock;
    beforeEach(() => { clock = installFakeClock(); });
    afterEach(async () => {
      // Unmounted on the fake clock, so the view's cleanup clears its own timer, not a real one by that id.
      fixtureCleanup();
      await whenRendered();
      clock.restore();
    });
    /** Mounts, then waits until the view's announce timer is on the fake clock. */
    const mounted = async (markup?: ReturnType<typeof html>) => {
      const el = await mount(markup);
      await waitUntil(() => clock.pending() === 1, 'the announce timer is set');
      return el;
    };
    /** The status region's words after each change, from now on. */
    const record = (el: Element) => {
      const seen: string[] = [];
      const observer = new MutationObserver(() => seen.push(status(el).textContent ?? ''));
      observer.observe(status(el), { childList: true, characterData: true, subtree: true });
      const stop = () => {
        if (observer.takeRecords().length > 0) seen.push(status(el).textContent ?? '');
        observer.disconnect();
      };
      return { seen, stop };
    };

    it('is a status saying its label, the turning wheel hidden from screen readers', async () => {
      expect(ANNOUNCE_AFTER_MS).to.equal(100);
      const el = await mounted();
      // Mounted empty, then given its words: a live region announces changes, not what it was inserted with.
      expect(status(el).textContent).to.equal('');
      await expect(el).to.be.accessible();
      clock.tick(99);
      await whenRendered();
      expect(status(el).textContent).to.equal('', 'still empty at 99 ms');
      clock.tick(1);
      await said(el, 'Loading comments');
      expect(wheel(el).getAttribute('aria-hidden')).to.equal('true');
      expect(animation(el)).to.equal('sq-spinner-turn');
      await expect(el).to.be.accessible();
    });

    it('a label changed within the first 100 ms: the region ends with the new label, never the old one after it', async () => {
      const el = await mounted();
      const words = record(el);
      clock.tick(50);
      el.setAttribute('label', 'Loading the map');
      await whenRendered();
      expect(status(el).textContent).to.equal('', 'still empty at 50 ms');
      clock.tick(50);
      await said(el, 'Loading the map');
      clock.tick(1000);
      await whenRendered();
      words.stop();
      const first = words.seen.indexOf('Loading the map');
      expect(first, 'the new label was said').to.not.equal(-1);
      expect(words.seen.slice(first), 'nothing but the new label after it').to.not.include('Loading comments');
      expect(words.seen[words.seen.length - 1]).to.equal('Loading the map');
      expect(status(el).textContent).to.equal('Loading the map');
    });
  });

  it("says 'Loading…' without a label, and follows a changed label", async () => {
    const el = await mount(html`<sq-spinner></sq-spinner>`);
    await said(el, 'Loading…');
    el.label = 'Loading the map';
    await whenRendered();
    expect(el.getAttribute('label')).to.equal('Loading the map');
    expect(status(el).textContent).to.equal('Loading the map');
  });

  it('stands still under reduced motion, showing its label', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount();
    expect(spinner(el).hasAttribute('data-still')).to.equal(true);
    expect(animation(el)).to.equal('none');
    // Shown at once (read once, through the status: the shown copy is hidden from screen readers).
    const shown = el.querySelector<HTMLElement>('.sq-spinner__label')!;
    expect(shown.textContent).to.equal('Loading comments');
    expect(shown.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(shown.getAttribute('aria-hidden')).to.equal('true');
    await said(el, 'Loading comments');
    await expect(el).to.be.accessible();
  });

  it('stops turning when the preference changes while it shows', async () => {
    const el = await mount();
    expect(animation(el)).to.equal('sq-spinner-turn');
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => animation(el) === 'none', 'the wheel stops');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitUntil(() => animation(el) === 'sq-spinner-turn', 'the wheel turns again');
  });
});
