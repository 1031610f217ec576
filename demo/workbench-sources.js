// What the workbench reads and writes as text (demo/workbench.js, issue 19): an element's starting markup
// from its doc page or a demo page, the catalogued parser message and the API routes from the catalog's
// sources, an attribute as an author writes it, and which control fits an attribute's manifest type.
import { DEMO_PAGES } from '/demo/nav.mjs';

/** One attribute as an author writes it: a bare name for an empty value, single quotes around JSON. */
export function writeAttribute(name, value) {
  if (value === '') return name;
  if (value.includes('"') && !value.includes("'")) return `${name}='${value.replace(/&/g, '&amp;')}'`;
  return `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** The first ```html block of a Markdown text that holds `<tag`, or null. */
export function htmlBlockWith(markdown, tag) {
  for (const match of markdown.matchAll(/```html\n([\s\S]*?)```/g)) {
    if (match[1].includes(`<${tag}`)) return match[1];
  }
  return null;
}

// The demo's own Trusted Types policy (the demo CSP lists `sq-demo` beside the library's `sq`, as a site
// lists its own): examples are parsed into an inert document only, never inserted as HTML.
let demoPolicy;
const inert = (html) => {
  demoPolicy ??= globalThis.trustedTypes?.createPolicy('sq-demo', { createHTML: (text) => text }) ?? null;
  return demoPolicy ? demoPolicy.createHTML(html) : html;
};

/** The first `tag` element of an HTML text, parsed (inert), or null. */
export function firstElement(html, tag) {
  const doc = new DOMParser().parseFromString(inert(`<!doctype html><body>${html}`), 'text/html');
  return doc.querySelector(tag);
}

export async function text(url) {
  const response = await fetch(url);
  return response.ok ? response.text() : '';
}

/** The element's starting markup: docs/elements/<tag>.md first, then the demo pages. */
export async function startingExample(tag) {
  const block = htmlBlockWith(await text(`/docs/elements/${tag}.md`), tag);
  const fromDocs = block && firstElement(block, tag);
  if (fromDocs) return { element: fromDocs, source: `docs/elements/${tag}.md` };
  for (const [href] of DEMO_PAGES) {
    const page = href === '/' ? '/demo/index.html' : href;
    if (!page.startsWith('/demo/') || page === '/demo/workbench.html' || page === '/demo/theme.html') continue;
    const found = firstElement(await text(page), tag);
    if (found) return { element: found, source: page.slice(1) };
  }
  return { element: document.createElement(tag), source: 'an empty element (no example found)' };
}

/** PARSER_MESSAGES.expected of catalog/messages/parser.ts, read from its source (the one wording). */
export async function parserExpected() {
  const source = await text('/catalog/messages/parser.ts');
  const template = /expected:\s*\(expected(?::\s*string)?,\s*found(?::\s*string)?\)\s*=>\s*`([^`]*)`/.exec(source)?.[1];
  if (!template) return (expected, found) => `${expected}: ${found}`;
  return (expected, found) => template.replace('${expected}', expected).replace('${found}', found);
}

/** The paths of catalog/network.ts API_PATHS, read from its source. */
export async function apiPaths() {
  const source = await text('/catalog/network.ts');
  const block = /API_PATHS\s*=\s*\{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/'(\/[^']+)'/g)].map((m) => m[1]);
}

/** A value of an event field, short and readable. */
export function describeValue(value) {
  if (value instanceof Element) return `<${value.localName}>`;
  if (typeof value === 'function') return 'function';
  try {
    const json = JSON.stringify(value, (key, item) => (item instanceof Element ? `<${item.localName}>` : item));
    return json === undefined ? String(value) : json;
  } catch {
    return String(value);
  }
}

/** How an attribute's type is edited. */
export function controlKind(typeText) {
  const text = typeText ?? 'string';
  if (/^boolean( \| null)?$/.test(text)) return 'boolean';
  if (/^number( \| null)?$/.test(text)) return 'number';
  if (/^'[^']*'( \| '[^']*')+$/.test(text)) return 'union';
  if (/^string( \| null)?$/.test(text)) return 'string';
  return 'json';
}

export const unionValues = (typeText) => [...typeText.matchAll(/'([^']*)'/g)].map((m) => m[1]).filter((v) => v !== '');
