// <sq-pricing-toggle> (visitor §2, §4 "Pricing toggle"): two options swapping their prices and join
// buttons; a radio group with a legend; arrow keys; `selected` is the state.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { define } from '../runtime/define.ts';
import { SqPricingToggleElement } from '../elements/sq-pricing-toggle.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-pricing-toggle', SqPricingToggleElement);

const OPTIONS = html`
  <div data-sq-option="monthly" data-sq-label="Monthly"><p class="price">$10 a month</p><a href="/join?plan=monthly">Join monthly</a></div>
  <div data-sq-option="annual" data-sq-label="Annual"><p class="price">$100 a year</p><a href="/join?plan=annual">Join annually</a></div>`;

async function toggle(markup = html`<sq-pricing-toggle>${OPTIONS}</sq-pricing-toggle>`) {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}
const radios = (el: Element) => [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')];
/** The prices and join links a visitor can see. */
const visible = (el: Element) => [...el.querySelectorAll<HTMLElement>('.price, a')]
  .filter((node) => node.closest('[hidden]') === null).map((node) => node.textContent);

describe('<sq-pricing-toggle>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('shows a labelled radio group and only the first option\'s price and join button', async () => {
    const el = await toggle();
    expect(el.querySelector('legend')!.textContent).to.equal('Billing period');
    expect(radios(el).map((r) => r.checked)).to.deep.equal([true, false]);
    expect(radios(el).map((r) => r.closest('label')!.textContent)).to.deep.equal(['Monthly', 'Annual']);
    expect(visible(el)).to.deep.equal(['$10 a month', 'Join monthly']);
    expect(el.querySelectorAll('[data-sq-option]').length, 'options moved, not copied').to.equal(2);
    expect(logs.messages()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('swaps the prices and join buttons on a click, writing `selected`', async () => {
    const el = await toggle(html`<sq-pricing-toggle label="Pay">${OPTIONS}</sq-pricing-toggle>`);
    const changes: string[] = [];
    el.addEventListener('sq-pricing-toggle-change', (e) => changes.push(e.option));
    expect(el.querySelector('legend')!.textContent).to.equal('Pay');
    radios(el)[1]!.click();
    await waitUntil(() => visible(el).join() === '$100 a year,Join annually');
    expect(el.getAttribute('selected')).to.equal('annual');
    expect(changes).to.deep.equal(['annual']);
    await expect(el).to.be.accessible();
    el.setAttribute('selected', 'monthly');
    await whenRendered();
    expect(visible(el)).to.deep.equal(['$10 a month', 'Join monthly']);
    expect(radios(el)[0]!.checked).to.equal(true);
  });

  it('swaps from the keyboard: arrow keys in the radio group', async () => {
    const el = await toggle();
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => el.getAttribute('selected') === 'annual', 'Right chooses annual');
    expect(visible(el)).to.deep.equal(['$100 a year', 'Join annually']);
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => el.getAttribute('selected') === 'monthly', 'Left chooses monthly');
  });

  it('starts on the option `selected` names; an unknown name is logged and the first is used', async () => {
    const el = await toggle(html`<sq-pricing-toggle selected="annual">${OPTIONS}</sq-pricing-toggle>`);
    expect(visible(el)).to.deep.equal(['$100 a year', 'Join annually']);
    const bad = await toggle(html`<sq-pricing-toggle selected="weekly">${OPTIONS}</sq-pricing-toggle>`);
    await whenRendered();
    expect(visible(bad)).to.deep.equal(['$10 a month', 'Join monthly']);
    expect(logs.messages()).to.deep.equal([ELEMENT_LIBRARY_MESSAGES.unknownOption('<sq-pricing-toggle selected>', 'weekly', 'monthly')]);
  });

  it('keeps the markup as it is, logged, with fewer than two options', async () => {
    const el = await toggle(html`<sq-pricing-toggle><div data-sq-option="only"><p class="price">$5</p></div></sq-pricing-toggle>`);
    expect(radios(el).length).to.equal(0);
    expect(visible(el)).to.deep.equal(['$5']);
    expect(logs.messages()).to.deep.equal([ELEMENT_LIBRARY_MESSAGES.elementRenderFailed('sq-pricing-toggle')]);
  });
});
