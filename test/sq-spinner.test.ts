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
    expect(status(el).textContent).to.equal('Loading comments');
    expect(wheel(el).getAttribute('aria-hidden')).to.equal('true');
    expect(animation(el)).to.equal('sq-spinner-turn');
    await expect(el).to.be.accessible();
  });

  it("says 'Loading…' without a label, and follows a changed label", async () => {
    const el = await mount(html`<sq-spinner></sq-spinner>`);
    expect(status(el).textContent).to.equal('Loading…');
    el.label = 'Loading the map';
    await whenRendered();
    expect(el.getAttribute('label')).to.equal('Loading the map');
    expect(status(el).textContent).to.equal('Loading the map');
  });

  it('stands still under reduced motion, showing its label', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount();
    expect(status(el).hasAttribute('data-still')).to.equal(true);
    expect(animation(el)).to.equal('none');
    expect(el.querySelector('.sq-spinner__label')!.textContent).to.equal('Loading comments');
    expect(el.querySelector('.sq-visually-hidden')).to.equal(null);
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
