// The workbench by keyboard alone (demo/workbench.html, issue 19): from the top of the page, Tab reaches
// an attribute's switch and select, Space and the arrow keys change them, the element and the shown HTML
// follow; Tab reaches "Copy HTML" and Enter copies the shown HTML. The page is axe-clean in each state.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './support/frame-axe.ts';
import { openFrame } from './support/frames.ts';
import { resetServerAfterEach } from './support/api.ts';

resetServerAfterEach();

const TAG = 'sq-marquee';

describe('demo workbench by keyboard only', function () {
  this.timeout(120000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('Tab, Space, arrows and Enter change an attribute, the element and the HTML, and copy it', async () => {
    frame = await openFrame(`/demo/workbench.html?tag=${TAG}`);
    frame.style.setProperty('width', '1280px');
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.querySelector('#workbench[data-ready]'), 'the workbench is ready', { timeout: 15000 });
    const stageFrame = doc.getElementById('wb-frame') as HTMLIFrameElement;
    const live = () => stageFrame.contentDocument!.querySelector(TAG) as HTMLElement;
    await waitUntil(() => live() && stageFrame.contentWindow!.customElements.get(TAG), `<${TAG}> upgraded on the stage`, { timeout: 15000 });
    const code = () => doc.getElementById('wb-code')!.textContent ?? '';
    expect(await axeViolations(doc)).to.deep.equal([]);

    // Keyboard focus starts at the top of the workbench's document, as after loading it.
    frame.contentWindow!.focus();
    (doc.activeElement as HTMLElement | null)?.blur();
    // Tab forward, or Shift+Tab back when the target comes before the focused control.
    const tabTo = async (id: string) => {
      const target = doc.getElementById(id)!;
      const active = doc.activeElement;
      const back = active && active !== doc.body && (target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
      for (let presses = 0; presses < 250 && doc.activeElement?.id !== id; presses += 1) {
        if (back) {
          await sendKeys({ down: 'Shift' });
          await sendKeys({ press: 'Tab' });
          await sendKeys({ up: 'Shift' });
        } else {
          await sendKeys({ press: 'Tab' });
        }
      }
      expect(doc.activeElement?.id, `Tab reaches #${id}`).to.equal(id);
    };

    // A boolean attribute: its switch, Space.
    await tabTo('wb-attr-paused-on-hover');
    const paused = doc.getElementById('wb-attr-paused-on-hover') as HTMLInputElement;
    const wasPaused = paused.checked;
    await sendKeys({ press: 'Space' });
    await waitUntil(() => paused.checked !== wasPaused, 'Space toggles the switch');
    expect(live().hasAttribute('paused-on-hover')).to.equal(!wasPaused);
    expect(code().includes('paused-on-hover')).to.equal(!wasPaused);

    // An enum attribute: its select, an arrow key.
    await tabTo('wb-attr-animation-direction');
    const direction = doc.getElementById('wb-attr-animation-direction') as HTMLSelectElement;
    const before = direction.value;
    await sendKeys({ press: before === 'right' ? 'ArrowUp' : 'ArrowDown' });
    await waitUntil(() => direction.value !== before, 'the arrow key picks another value');
    if (direction.value === '') {
      await waitUntil(() => !live().hasAttribute('animation-direction'), 'the attribute is removed');
      expect(code()).not.to.contain('animation-direction=');
    } else {
      await waitUntil(() => live().getAttribute('animation-direction') === direction.value, 'the element follows');
      expect(code()).to.contain(`animation-direction="${direction.value}"`);
    }
    expect(await axeViolations(doc)).to.deep.equal([]);

    // Copy HTML, by Enter.
    let copied = '';
    Object.defineProperty(frame.contentWindow!.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => { copied = text; } } });
    await tabTo('wb-copy');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copied !== '', 'Enter on "Copy HTML" copies');
    expect(copied).to.equal(code());
    await waitUntil(() => doc.getElementById('wb-status')!.textContent === 'HTML copied.', 'the copy is announced');
    expect(await axeViolations(doc)).to.deep.equal([]);
  });
});
