// <sq-menu> (visitor §4 "Menu block"): one tab selected at a time; arrow keys wrap around; Enter or Space
// select (manual activation, roving tabindex); Home/End; tablist/tab/tabpanel ARIA.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqMenuElement } from '../elements/sq-menu.ts';
import { tabAfterKey } from '../react-core/menu/menu.tsx';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-menu', SqMenuElement);

async function menu(markup = html`<sq-menu>
    <section data-sq-item id="breakfast"><h3>Breakfast</h3><p>Eggs, toast</p></section>
    <section data-sq-item id="lunch"><h3>Lunch</h3><p>Soup, salad</p></section>
    <section data-sq-item id="dinner"><h3>Dinner</h3><p>Fish, pasta</p></section>
  </sq-menu>`) {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}
const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=tab]')];
const selected = (el: Element) => tabs(el).findIndex((t) => t.getAttribute('aria-selected') === 'true');
const visiblePanels = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=tabpanel]')].map((p) => !p.hidden);
const focusedTab = (el: Element) => tabs(el).indexOf(document.activeElement as HTMLElement);
const press = async (key: string) => { await sendKeys({ press: key }); await whenRendered(); };

describe('<sq-menu>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { const said = logs.messages(); logs.stop(); expect(said).to.deep.equal([]); });

  it('renders a named tab list, the first tab selected and only its panel shown', async () => {
    const el = await menu();
    const list = el.querySelector('[role=tablist]')!;
    expect(list.getAttribute('aria-label')).to.equal('Menu sections');
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Breakfast', 'Lunch', 'Dinner']);
    expect(selected(el)).to.equal(0);
    expect(visiblePanels(el)).to.deep.equal([true, false, false]);
    const panel = el.querySelector('[role=tabpanel]')!;
    expect(tabs(el)[0]!.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.getAttribute('aria-labelledby')).to.equal(tabs(el)[0]!.id);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    expect(el.querySelectorAll('p').length, 'sections moved, not copied').to.equal(3);
    await expect(el).to.be.accessible();
  });

  it('takes its tab list name from `label`', async () => {
    const el = await menu(html`<sq-menu label="Our menus"><div data-sq-item><h4>A</h4>a</div><div data-sq-item><h4>B</h4>b</div></sq-menu>`);
    expect(el.querySelector('[role=tablist]')!.getAttribute('aria-label')).to.equal('Our menus');
  });

  it('selects a tab on click: one tab selected at a time', async () => {
    const el = await menu();
    const chosen: number[] = [];
    el.addEventListener('sq-menu-select', (e) => chosen.push(e.index));
    tabs(el)[2]!.click();
    await whenRendered();
    expect(selected(el)).to.equal(2);
    expect(visiblePanels(el)).to.deep.equal([false, false, true]);
    expect(chosen).to.deep.equal([2]);
    await expect(el).to.be.accessible();
  });

  it('arrow keys move the focus and wrap around; Home and End; the selection waits for Enter or Space', () => {
    expect(tabAfterKey('ArrowRight', 2, 3)).to.equal(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).to.equal(2);
    expect(tabAfterKey('ArrowDown', 1, 3)).to.equal(2);
    expect(tabAfterKey('ArrowUp', 0, 3)).to.equal(2);
    expect(tabAfterKey('Home', 2, 3)).to.equal(0);
    expect(tabAfterKey('End', 0, 3)).to.equal(2);
    expect(tabAfterKey('a', 0, 3)).to.equal(null);
  });

  it('drives the tabs from the keyboard', async () => {
    const el = await menu();
    tabs(el)[0]!.focus();
    await press('ArrowLeft');
    expect(focusedTab(el), 'Left from the first wraps to the last').to.equal(2);
    expect(selected(el), 'moving the focus does not select').to.equal(0);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, -1, 0]);
    await press('ArrowRight');
    expect(focusedTab(el), 'Right from the last wraps to the first').to.equal(0);
    await press('ArrowDown');
    expect(focusedTab(el)).to.equal(1);
    await press('Enter');
    await waitUntil(() => selected(el) === 1, 'Enter selects');
    await press('End');
    expect(focusedTab(el)).to.equal(2);
    await press('Space');
    await waitUntil(() => selected(el) === 2, 'Space selects');
    await press('Home');
    expect(focusedTab(el)).to.equal(0);
    expect(visiblePanels(el)).to.deep.equal([false, false, true]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.getAttribute('role'), 'Tab leaves the list for the panel').to.equal('tabpanel');
    await expect(el).to.be.accessible();
  });

  it('puts the tab stop back on the selected tab when focus leaves the list without selecting', async () => {
    const el = await menu();
    tabs(el)[0]!.focus();
    await press('ArrowRight');
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1]);
    await press('Tab');
    expect(document.activeElement!.getAttribute('role')).to.equal('tabpanel');
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    await sendKeys({ down: 'Shift' });
    await press('Tab');
    await sendKeys({ up: 'Shift' });
    expect(focusedTab(el), 'Shift+Tab comes back to the selected tab').to.equal(0);
    expect(selected(el)).to.equal(0);
  });

  it('selects the section the location hash names at first', async () => {
    history.replaceState(null, '', '#dinner');
    try {
      const el = await menu();
      expect(selected(el)).to.equal(2);
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
  });
});
