// The package that tools understand (issue 18): dist/custom-elements.json against the Custom Elements
// Manifest schema (the `custom-elements-manifest` package's schema.json), then what the issue asks of it
// beyond the schema, and the editor data made from it. Reads dist/ as `npm test` built it; builds first
// when there is none (`node --test test/node/manifest.test.mjs` on a fresh clone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@cfworker/json-schema';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
if (!existsSync(join(root, 'dist/custom-elements.json'))) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
const manifest = read('dist/custom-elements.json');
const pkg = read('package.json');
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
const registry = readFileSync(join(root, 'runtime/registry.ts'), 'utf8');
const TAGS = [...new Set([...registry.matchAll(/'(sq-[a-z-]+)'\s*:/g)].map(([, tag]) => tag))];

/** The --sq-* tokens sq.css declares on :root, with their values; and every --sq-* it declares anywhere. */
const SQ_CSS = readFileSync(join(root, 'dist/styles/sq.css'), 'utf8');
const declared = (css) => [...css.matchAll(/(--sq-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({ name, value: value.trim() }));
const TOKENS = declared(/:root\s*\{([^}]*)\}/.exec(SQ_CSS)[1]);

const BUILTIN = new Set(['string', 'number', 'boolean', 'null', 'undefined', 'object', 'unknown', 'any', 'never', 'void',
  'true', 'false', 'Event', 'CustomEvent', 'Record', 'Array', 'ReadonlyArray', 'Readonly', 'Partial']);
const typeNames = (text) => [...text.replace(/'[^']*'/g, '').matchAll(/[A-Za-z_$][\w$]*/g)].map(([n]) => n).filter((n) => !BUILTIN.has(n));
const isUnion = (text) => text.split('|').every((part) => /^\s*'[^']*'\s*$/.test(part));

test('custom-elements.json is valid against the Custom Elements Manifest schema', () => {
  const schema = read('node_modules/custom-elements-manifest/schema.json');
  const errors = (validator, value) => {
    const result = validator.validate(value);
    return result.valid ? [] : result.errors.slice(-8).map((e) => `${e.instanceLocation}: ${e.error}`);
  };
  assert.deepEqual(errors(new Validator(schema, '7', false), manifest), []);
  // A declaration passes the schema as soon as it is any declaration (a plain class allows any extra field),
  // so each element is checked again as what it says it is: a CustomElementDeclaration.
  const element = new Validator({ $schema: schema.$schema, definitions: schema.definitions, $ref: '#/definitions/CustomElementDeclaration' }, '7', false);
  for (const d of elements) assert.deepEqual(errors(element, d), [], d.tagName);
  // The schema it validates against is the one the manifest says it follows.
  assert.match(manifest.schemaVersion, /^2\.\d+\.\d+$/);
  assert.equal(pkg.devDependencies['custom-elements-manifest'].replace(/^\^/, '').split('.')[0], manifest.schemaVersion.split('.')[0]);
});

test('its shape: one module per element, with its class, tag, typed attributes, typed events and CSS properties', () => {
  assert.deepEqual(elements.map((d) => d.tagName).sort(), [...TAGS].sort());
  for (const module of manifest.modules) {
    assert.equal(module.kind, 'javascript-module');
    assert.ok(existsSync(join(root, module.path)), `${module.path} exists`);
    const [d] = module.declarations;
    assert.equal(d.kind, 'class');
    assert.match(d.name, /^Sq[A-Za-z]+Element$/);
    assert.ok(d.description, `${d.tagName} has a description`);
    assert.deepEqual(module.exports.map((e) => e.kind).sort(), ['custom-element-definition', 'js']);
    assert.equal(module.exports.find((e) => e.kind === 'custom-element-definition').name, d.tagName);
    for (const a of d.attributes) {
      assert.match(a.name, /^[a-z][a-z0-9-]*$/, `${d.tagName} attribute name`);
      assert.ok(a.type?.text, `${d.tagName} [${a.name}] has a type`);
      assert.ok(a.description, `${d.tagName} [${a.name}] has a description`);
    }
    for (const e of d.events) {
      assert.match(e.name, new RegExp(`^${d.tagName}-[a-z-]+$`), 'events are named sq-<element>-<what>');
      assert.ok(e.type?.text, `${e.name} has a type`);
      assert.ok(e.description, `${e.name} has a description`);
    }
    for (const p of d.cssProperties) {
      assert.match(p.name, /^--sq-[a-z0-9-]+$/);
      assert.ok(p.description && p.default, `${d.tagName} ${p.name} has a description and a default`);
    }
  }
});

test('every --sq-* token of sq.css is a CSS property of every element, with its declared default', () => {
  assert.ok(TOKENS.length >= 29, `${TOKENS.length} tokens read from sq.css`);
  // Any other --sq-* that sq.css declares is a token too (the reduced-motion :root repeats some), except the
  // values the galleries' loading layouts compute from their attributes (runtime/styles/loading-media.css):
  // the list's image share, the masonry's gutter, column width, count and ratio, the rows' height and gutter,
  // the carousel's slides at a time (the owner's, and at most 3 and 2 for narrower widths), its gap and the room for its controls; the gallery owner's settings (runtime/styles/loading-gallery-settings.css:
  // ratio, slides per row, gutter, padding, the strip's margin, thumbnails, v-size and height, the slider's
  // margin inside its padding); and the image block's shape ratio from its shape attribute (runtime/styles/loading-widgets.css).
  const others = [...new Set(declared(SQ_CSS).map((d) => d.name))].filter((name) => !TOKENS.some((t) => t.name === name));
  assert.deepEqual(others.sort(), ['--sq-carousel-controls', '--sq-carousel-gap', '--sq-carousel-per-row',
    '--sq-carousel-per-row-2', '--sq-carousel-per-row-3', '--sq-column', '--sq-column-width', '--sq-columns', '--sq-columns-gap',
    '--sq-list-image', '--sq-owner-gap', '--sq-owner-margin', '--sq-owner-padding', '--sq-owner-per-row', '--sq-owner-ratio',
    '--sq-owner-strip', '--sq-owner-thumbs', '--sq-owner-v-size', '--sq-picture-ratio', '--sq-row-height', '--sq-rows-gap',
    '--sq-shape-ratio', '--sq-strip-margin-inside']);
  for (const d of elements) {
    for (const token of TOKENS) {
      const property = d.cssProperties.find((p) => p.name === token.name);
      assert.ok(property, `${d.tagName} lists ${token.name}`);
      assert.equal(property.default, token.value, `${token.name}'s default`);
    }
  }
  // Element-specific properties sit on their element only.
  const has = (tag, name) => elements.find((d) => d.tagName === tag).cssProperties.some((p) => p.name === name);
  assert.equal(has('sq-map', '--sq-map-height'), true);
  assert.equal(has('sq-cart', '--sq-map-height'), false);
});

test('enum attributes are unions of their values, never a bare string (sq-gallery design, transition)', () => {
  const gallery = elements.find((d) => d.tagName === 'sq-gallery');
  const type = (name) => gallery.attributes.find((a) => a.name === name).type.text;
  assert.equal(type('design'), "'stacked' | 'slider' | 'slideshow' | 'grid' | 'autogrid' | 'autocolumns' | 'carousel' | 'list' | ''");
  assert.equal(type('transition'), "'fade' | 'ken-burns' | 'new-swipe' | 'scroll' | 'swipe' | ''");
  // A description that lists the values ("dark (default) or light.", "Caption position: top, bottom
  // (default), …") belongs to an enum: such an attribute typed `string` lost its values.
  const listsValues = /^(?:[^:]*: )?[a-z][a-z-]*(?: \(default\))?(?:(?:, | or )[a-z][a-z-]*(?: \(default\))?)+\.?$/;
  const bare = elements.flatMap((d) => d.attributes.filter((a) => a.type.text === 'string' && listsValues.test(a.description))
    .map((a) => `${d.tagName} [${a.name}]: ${a.description}`));
  assert.deepEqual(bare, []);
  // And each union's description names every value its type allows.
  const unnamed = elements.flatMap((d) => d.attributes.filter((a) => isUnion(a.type.text)).flatMap((a) => a.type.text.split('|')
    .map((v) => v.trim().slice(1, -1)).filter((v) => v && !a.description.includes(v)).map((v) => `${d.tagName} [${a.name}]: ${v}`)));
  assert.deepEqual(unnamed, []);
});

test('every type the manifest names is exported by the package\'s types entry', () => {
  const entry = join(root, pkg.exports['.'].types);
  assert.equal(pkg.types, pkg.exports['.'].types);
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], strict: true, noEmit: true,
  });
  const checker = program.getTypeChecker();
  const exported = new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry))).map((s) => s.name));
  const referenced = new Set(elements.flatMap((d) => [
    d.name,
    ...[...d.attributes, ...d.members, ...d.events].flatMap((x) => typeNames(x.type.text)),
  ]));
  assert.ok(referenced.size > elements.length, 'the manifest names types beyond the element classes');
  assert.deepEqual([...referenced].filter((name) => !exported.has(name)), []);
  // The four the issue found unimportable, and an event class.
  for (const name of ['FormDefinition', 'MapLocation', 'MapSettings', 'PriceProduct', 'SqFormSubmitEvent']) {
    assert.equal(exported.has(name), true, name);
  }
});

test('events carry their class (or CustomEvent) type', () => {
  const events = elements.flatMap((d) => d.events);
  assert.ok(events.length >= 26);
  for (const e of events) assert.match(e.type.text, /^(Sq[A-Za-z]+Event|CustomEvent<[A-Za-z]+>)$/, e.name);
  assert.equal(events.find((e) => e.name === 'sq-form-submit').type.text, 'SqFormSubmitEvent');
});

test('the editor data is made from the manifest and named in package.json', () => {
  const html = read('dist/vscode.html-custom-data.json');
  assert.equal(html.version, 1.1);
  assert.deepEqual(html.tags.map((t) => t.name), elements.map((d) => d.tagName));
  const design = html.tags.find((t) => t.name === 'sq-gallery').attributes.find((a) => a.name === 'design');
  assert.deepEqual(design.values.map((v) => v.name), ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list']);
  assert.equal(html.tags.find((t) => t.name === 'sq-gallery').attributes.find((a) => a.name === 'loop').valueSet, 'v');
  for (const tag of html.tags) {
    const d = elements.find((x) => x.tagName === tag.name);
    assert.deepEqual(tag.attributes.map((a) => a.name), d.attributes.map((a) => a.name), tag.name);
  }
  const css = read('dist/vscode.css-custom-data.json');
  assert.deepEqual(TOKENS.map((t) => t.name).filter((n) => !css.properties.some((p) => p.name === n)), []);

  const web = read(pkg['web-types']);
  assert.equal(web.name, pkg.name);
  assert.equal(web.version, pkg.version);
  const webElements = web.contributions.html.elements;
  assert.deepEqual(webElements.map((e) => e.name), elements.map((d) => d.tagName));
  const form = webElements.find((e) => e.name === 'sq-form');
  assert.deepEqual(form.js.events.map((e) => e.name), ['sq-form-submit', 'sq-form-success', 'sq-form-failure']);
  const transition = webElements.find((e) => e.name === 'sq-gallery').attributes.find((a) => a.name === 'transition');
  assert.deepEqual(transition.values.map((v) => v.name), ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']);
  assert.deepEqual(TOKENS.map((t) => t.name).filter((n) => !web.contributions.css.properties.some((p) => p.name === n)), []);
  assert.equal(webElements.find((e) => e.name === 'sq-map').css.properties[0].name, '--sq-map-height');

  // Shipped (files: dist) and reachable by their package paths.
  assert.deepEqual(pkg.files, ['dist']);
  for (const file of ['custom-elements.json', 'vscode.html-custom-data.json', 'vscode.css-custom-data.json', 'web-types.json']) {
    assert.equal(pkg.exports[`./${file}`], `./dist/${file}`, file);
  }
  assert.equal(pkg.customElements, './dist/custom-elements.json');
});
