// Issue 18, "Server-side import is safe": a framework's server render (Next, Remix, Astro) imports the
// package in Node, where there is no window, document or HTMLElement. The entry, every element subpath
// and require() (the `default` export condition) load there without throwing and without starting
// anything: no globals written, no timers or handles left behind, the `Sq` export undefined, and the
// element classes inert stand-ins that carry their definition. Runs against dist/ (`npm test` builds first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const elements = readdirSync(`${root}/dist/elements`).filter((f) => /^sq-[a-z-]+\.js$/.test(f)).map((f) => f.slice(0, -3));
const BROWSER_GLOBALS = ['window', 'document', 'HTMLElement', 'customElements', 'Sq', 'SQ_CONTEXT'];
// What could keep working after an import: timers, sockets, servers (file reads of the import itself end on their own).
const running = () => process.getActiveResourcesInfo().filter((kind) => /Timeout|Immediate|TCP|UDP|Server|Interval/.test(kind)).sort();

test('the package and every element subpath import in Node without throwing or starting anything', async () => {
  const globalsBefore = Object.getOwnPropertyNames(globalThis).sort();
  const runningBefore = running();
  const entry = await import('sq-elements');
  assert.equal(entry.Sq, undefined, 'no runtime on a server');
  assert.ok(elements.length >= 28, `every element subpath (${elements.length})`);
  for (const tag of elements) {
    const module = await import(`sq-elements/elements/${tag}`);
    const Element = module.default;
    assert.equal(typeof Element, 'function', `${tag}: a class to import`);
    assert.equal(Element.definition?.tag, tag, `${tag}: the stand-in carries its definition`);
    assert.doesNotThrow(() => new Element(), `${tag}: constructing the stand-in`);
  }
  for (const name of BROWSER_GLOBALS) assert.equal(name in globalThis, false, `no ${name} defined on the server`);
  assert.deepEqual(Object.getOwnPropertyNames(globalThis).sort(), globalsBefore, 'no globals written');
  // Let a stray timer or listener show itself.
  await new Promise((done) => setImmediate(done));
  assert.deepEqual(running(), runningBefore, 'no timers, sockets or servers left running');
});

test('require() gets the package through the `default` condition', () => {
  const entry = require('sq-elements');
  assert.equal(entry.Sq, undefined);
  const form = require('sq-elements/elements/sq-form');
  assert.equal(form.default.definition.tag, 'sq-form');
});
