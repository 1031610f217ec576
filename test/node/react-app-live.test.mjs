// Issue 18, "Live light DOM", from a real React 19 app: the example app (examples/react-app/) adds,
// removes, reverses and re-keys the gallery's slides (children React owns), then unmounts the gallery
// and mounts it again. After each step the gallery's view shows exactly the slides React rendered, in
// React's order, and nothing logs an error (React's own `removeChild` NotFoundError when the element
// has detached its nodes included). The bridge's live children (runtime/bridge/live-children.ts) make
// it pass; before them the first added slide showed as raw markup after the view, and removing one
// crashed the app. Then the app adds, chooses and removes a pricing toggle's option.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startExample, view } from './react-app-setup.mjs';

const INITIAL = ['alpine sunrise', 'city lights', 'coastal cliffs'];
// Each step: the button it clicks, and the slides the gallery's view must then show ([] unmounted).
const STEPS = [
  ['add', [...INITIAL, 'desert dunes']],
  ['remove', ['city lights', 'coastal cliffs', 'desert dunes']],
  ['reverse', ['desert dunes', 'coastal cliffs', 'city lights']],
  ['rekey', ['desert dunes', 'coastal cliffs', 'city lights']],
  ['add', ['desert dunes', 'coastal cliffs', 'city lights', 'alpine sunrise']],
  ['toggle', []],
  ['toggle', ['desert dunes', 'coastal cliffs', 'city lights', 'alpine sunrise']],
  ['remove', ['coastal cliffs', 'city lights', 'alpine sunrise']],
];

let example;
before(async () => { example = await startExample(); });
after(() => example?.close());

test('the example app: add, remove, reverse, re-key, unmount and mount the gallery\'s slides; the view follows, no error', async () => {
  const { tab, context, report } = await example.visit();
  try {
    await tab.waitForFunction(() => document.querySelectorAll('sq-gallery .sq-gallery__item').length === 3, null, { timeout: 20000 });
    assert.deepEqual((await view(tab)).slides, INITIAL);
    for (const [action, expected] of STEPS) {
      await tab.click(`[data-action="${action}"]`, { timeout: 5000 });
      // The view may follow in a later frame: wait until it shows the expected slides (or give up and
      // let the assertion below report what it shows).
      await tab.waitForFunction((alts) => JSON.stringify(Array.from(
        document.querySelectorAll('sq-gallery .sq-gallery__item img'), (img) => img.alt)) === alts,
      JSON.stringify(expected), { timeout: 10000 }).catch(() => {});
      const shown = await view(tab);
      assert.deepEqual(shown.slides, expected, `after "${action}": the view shows React's slides, in order`);
      assert.equal(await tab.locator('sq-gallery > figure:visible').count(), 0, `after "${action}": no slide shows outside the view`);
      assert.equal(shown.accordionButtons, 2, `after "${action}": the app is still there`);
      assert.deepEqual(report.errors, [], `after "${action}": no uncaught error`);
      assert.deepEqual(report.consoleErrors, [], `after "${action}": no console error`);
    }
    const status = (await view(tab)).status;
    assert.match(status, /3 slides$/);
    // The pricing toggle's options are React's too: the lifetime plan comes, is chosen, and goes.
    const choices = () => tab.locator('sq-pricing-toggle .sq-pricing-toggle__choice').allTextContents();
    const prices = () => tab.locator('sq-pricing-toggle p:visible').allTextContents();
    assert.deepEqual(await choices(), ['Monthly', 'Annual']);
    await tab.click('[data-action="lifetime"]');
    await tab.waitForFunction(() => document.querySelectorAll('sq-pricing-toggle .sq-pricing-toggle__choice').length === 3, null, { timeout: 10000 }).catch(() => {});
    assert.deepEqual(await choices(), ['Monthly', 'Annual', 'Lifetime'], 'the option React added is offered');
    await tab.locator('sq-pricing-toggle .sq-pricing-toggle__choice', { hasText: 'Lifetime' }).click();
    assert.deepEqual(await prices(), ['$400 once'], 'the chosen option shows, alone');
    await tab.click('[data-action="lifetime"]');
    await tab.waitForFunction(() => document.querySelectorAll('sq-pricing-toggle .sq-pricing-toggle__choice').length === 2, null, { timeout: 10000 }).catch(() => {});
    assert.deepEqual(await choices(), ['Monthly', 'Annual'], 'the option React removed is gone');
    assert.deepEqual(await prices(), ['$12 a month'], 'the first option shows when the chosen one went');
    assert.deepEqual(report.errors, [], 'no uncaught error');
    assert.deepEqual(report.consoleErrors, [], 'no console error');
  } finally {
    await context.close();
  }
});
