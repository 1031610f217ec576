// After rollup: the .d.ts files, then custom-elements.json and the JSX typings, both generated
// from the element definitions themselves (each element class carries its `definition`), and the
// editor data made from the manifest (scripts/editor-data.mjs).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { vscodeCssData, vscodeHtmlData, webTypes } from './editor-data.mjs';
import { cssPropertiesByTag } from './manifest-css.mjs';
import { root, step } from './run.mjs';

step('declarations (tsc)', 'tsc', ['-p', 'tsconfig.build.json']);

const files = readdirSync(`${root}elements`).filter((f) => f.endsWith('.ts')).sort();
const tmp = `${root}node_modules/.cache/sq-manifest`;
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
await build({
  entryPoints: files.map((f) => `${root}elements/${f}`), outdir: tmp, bundle: true, format: 'esm',
  platform: 'node', outExtension: { '.js': '.mjs' }, logLevel: 'error', external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
});
// Defining a class that extends HTMLElement is all the element modules do at load time, besides
// module-level seams that only keep a reference to the page's window (runtime/utils/frames.ts).
globalThis.HTMLElement ??= class {};
globalThis.window ??= globalThis;

const classes = [];
for (const file of files) {
  const name = file.replace(/\.ts$/, '');
  const module = await import(`${tmp}/${name}.mjs`);
  const exported = Object.entries(module).find(([key, value]) => key !== 'default' && value?.definition);
  if (!exported) throw new Error(`elements/${file} exports no element class`);
  classes.push({ name, className: exported[0], definition: exported[1].definition, module });
}

const dashed = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// Each event's type, as the declarations give it to GlobalEventHandlersEventMap (an Sq…Event class, or a
// CustomEvent<…> for an event without one): what addEventListener gives a TypeScript listener.
const eventTypes = new Map();
for (const entry of readdirSync(`${root}dist/types`, { recursive: true })) {
  if (!entry.endsWith('.d.ts')) continue;
  const text = readFileSync(`${root}dist/types/${entry}`, 'utf8');
  for (const [, body] of text.matchAll(/interface GlobalEventHandlersEventMap\s*\{([^}]*)\}/g)) {
    for (const [, name, type] of body.matchAll(/'(sq-[\w-]+)'\s*:\s*([^;\n]+)/g)) {
      if (!eventTypes.has(name)) eventTypes.set(name, type.trim());
    }
  }
}
const eventType = (className, module, event) => {
  const type = eventTypes.get(event);
  if (!type) throw new Error(`${className} dispatches ${event}, which no GlobalEventHandlersEventMap entry declares`);
  // An event class the element module exports must be the declared type, so the two never drift.
  const cls = Object.entries(module).find(([, value]) => typeof value === 'function' && value.type === event);
  if (cls && cls[0] !== type) throw new Error(`${event}: declared as ${type}, but the element module exports ${cls[0]} for it`);
  return type;
};

// The type names a type text references (`FormDefinition | null` -> FormDefinition); the package's types
// entry exports each, so that `import type { … } from 'sq-elements'` finds whatever the manifest names.
const BUILTIN_TYPES = new Set(['string', 'number', 'boolean', 'null', 'undefined', 'object', 'unknown', 'any', 'never',
  'void', 'true', 'false', 'Event', 'CustomEvent', 'Record', 'Array', 'ReadonlyArray', 'Readonly', 'Partial']);
const typeNames = (text) => [...text.replace(/'[^']*'/g, '').matchAll(/[A-Za-z_$][\w$]*/g)]
  .map(([name]) => name).filter((name) => !BUILTIN_TYPES.has(name));

const cssProperties = cssPropertiesByTag(root, classes.map(({ definition: d }) => d.tag));
const manifest = {
  schemaVersion: '2.1.0',
  modules: classes.map(({ name, className, definition: d, module }) => {
    const attrs = Object.entries(d.attributes);
    return {
      kind: 'javascript-module',
      path: `dist/elements/${name}.js`,
      declarations: [{
        kind: 'class', name: className, tagName: d.tag, customElement: true, description: d.description,
        superclass: { name: 'HTMLElement' },
        attributes: attrs.map(([prop, a]) => ({
          name: dashed(prop), fieldName: prop, type: { text: a.type }, default: JSON.stringify(a.default), description: a.doc,
        })),
        members: attrs.map(([prop, a]) => ({
          kind: 'field', name: prop, type: { text: a.type }, default: JSON.stringify(a.default), description: a.doc, attribute: dashed(prop),
        })),
        events: Object.entries(d.events ?? {}).map(([event, description]) => ({
          name: event, type: { text: eventType(className, module, event) }, description,
        })),
        cssProperties: cssProperties[d.tag],
      }],
      exports: [
        { kind: 'js', name: className, declaration: { name: className, module: `dist/elements/${name}.js` } },
        { kind: 'custom-element-definition', name: d.tag, declaration: { name: className, module: `dist/elements/${name}.js` } },
      ],
    };
  }),
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
writeFileSync(`${root}dist/custom-elements.json`, json(manifest));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
writeFileSync(`${root}dist/vscode.html-custom-data.json`, json(vscodeHtmlData(manifest)));
writeFileSync(`${root}dist/vscode.css-custom-data.json`, json(vscodeCssData(manifest)));
writeFileSync(`${root}dist/web-types.json`, json(webTypes(manifest, pkg)));

// React 19 JSX typings: `ref` as the element's class; attributes as JSX gives them (booleans as boolean,
// a union's values, numbers as number or text, the rest as text); and each event as React 19 listens on a
// custom element, `on` + the event's name (`onsq-form-submit`), typed with its event class.
const jsxImports = [];
const jsx = manifest.modules.map(({ path, declarations: [d] }) => {
  const types = [...new Set([d.name, ...d.events.flatMap((e) => typeNames(e.type.text))])];
  jsxImports.push(`import type { ${types.join(', ')} } from './elements/${path.split('/').pop()}';`);
  const valueType = (text) => (text === 'boolean' ? 'boolean'
    : /^'[^']*'( \| '[^']*')*$/.test(text) ? text
      : /^number( \| null)?$/.test(text) ? 'number | string' : 'string');
  const attrs = d.attributes.map((a) => `        '${a.name}'?: ${valueType(a.type.text)};`);
  const events = d.events.map((e) => `        'on${e.name}'?: (event: ${e.type.text}) => void;`);
  return `      '${d.tagName}': React.DetailedHTMLProps<React.HTMLAttributes<${d.name}>, ${d.name}> & {\n${[...attrs, ...events].join('\n')}\n      };`;
}).join('\n');
writeFileSync(`${root}dist/types/jsx.d.ts`, `// Generated by scripts/types.mjs from the element definitions.
import type * as React from 'react';
${jsxImports.join('\n')}
export {};
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx}
    }
  }
}
`);
// Each element module for its HTMLElementTagNameMap entry, and, as types only (dist/sq.js exports no
// element code), its class and every type its manifest entry names.
const elementsIndex = manifest.modules.map(({ path, declarations: [d] }) => {
  const names = [...new Set([d.name, ...[...d.attributes, ...d.events].flatMap((x) => typeNames(x.type.text))])];
  return `export type { ${names.join(', ')} } from './elements/${path.split('/').pop()}';`;
}).join('\n');
writeFileSync(`${root}dist/types/index.d.ts`, `// Generated: the runtime API, every element's class and HTMLElementTagNameMap entry, the types the manifest names, and the JSX typings.
export * from './runtime/index.js';
${elementsIndex}
import './jsx.js';
`);
console.log(`custom-elements.json, vscode.html-custom-data.json, vscode.css-custom-data.json, web-types.json: ${classes.length} element(s)`);

// tsc keeps the source's `.ts` / `.tsx` import specifiers in declarations; consumers resolve `.js`.
for (const entry of readdirSync(`${root}dist/types`, { recursive: true })) {
  const file = `${root}dist/types/${entry}`;
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(/(["'](?:\.\.?\/)[^"']*?)\.tsx?(["'])/g, '$1.js$2');
  if (fixed !== text) writeFileSync(file, fixed);
}

// What a TypeScript user of the package sees: the tag map, the classes and the React 19 JSX typings.
step('consumer typings (test/types)', 'tsc', ['-p', 'test/types/tsconfig.json']);
