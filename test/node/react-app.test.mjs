// Issue 18, "Examples that run": the example React 19 app (examples/react-app/), built by its own
// build.mjs with esbuild (React's development build) and loaded in Chromium. Its elements upgrade and
// render the children React gave them, the gallery keeps the `currentIndex` the app set as a property
// before the element was defined, nothing logs an error or 404s, and the page runs one React (the
// app's; test/node/one-react.test.mjs counts it both ways). The add/remove/reorder/re-key/unmount steps
// are test/node/react-app-live.test.mjs. Runs against dist/ (`npm test` builds first).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startExample, view } from './react-app-setup.mjs';

const REACT_DEFINITION = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;

let example;
before(async () => { example = await startExample(); });
after(() => example?.close());

test('the example app: the gallery and the accordion upgrade and render, on the app\'s one React', async () => {
  const { tab, context, report, scripts } = await example.visit();
  await tab.waitForSelector('sq-accordion .sq-accordion__button', { timeout: 20000 });
  await tab.waitForFunction(() => document.querySelector('#status')?.textContent.includes('defined'), null, { timeout: 20000 });
  await tab.waitForSelector('sq-gallery .sq-gallery__item', { timeout: 20000 });
  const shown = await view(tab);
  const gallery = await tab.evaluate(() => {
    const el = document.querySelector('sq-gallery');
    return { currentIndex: el.currentIndex, attribute: el.getAttribute('current-index'), stray: el.hasAttribute('currentindex') };
  });
  const loaded = await scripts();
  await context.close();
  assert.deepEqual(report.errors, [], 'no uncaught error');
  assert.deepEqual(report.consoleErrors, [], 'no console error');
  assert.deepEqual(report.missing, [], 'nothing 404s');
  assert.deepEqual(shown, {
    status: 'sq-gallery: defined, currentIndex 1, 3 slides',
    slides: ['alpine sunrise', 'city lights', 'coastal cliffs'],
    accordionButtons: 2,
  });
  assert.deepEqual(gallery, { currentIndex: 1, attribute: '1', stray: false }, 'the property set before definition is kept and reflected');
  const reacts = loaded.flatMap(({ text }) => [...text.matchAll(REACT_DEFINITION)]).length;
  assert.equal(reacts, 1, 'one React in the scripts the page loaded');
});
