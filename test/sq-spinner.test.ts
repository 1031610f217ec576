// <sq-spinner> (visitor §2 "A spinner"): a busy indicator announced as a status with its label, turning,
// and still under reduced motion (runtime/reduced-motion.ts).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqSpinnerElement } from '../elements/sq-spinner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
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

  it('is a status saying its label, the turning wheel hidden from screen readers', async () => {
    const el = await mount();
    // Mounted empty, then given its words: a live region announces changes, not what it was inserted with.
    expect(status(el).textContent).to.equal('');
    await expect(el).to.be.accessible();
    await said(el, 'Loading comments');
    expect(wheel(el).getAttribute('aria-hidden')).to.equal('true');
    expect(animation(el)).to.equal('sq-spinner-turn');
    await expect(el).to.be.accessible();
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
