// The theme developer's workbench (issue 19): demo/workbench.html?tag=sq-… shows one element live in a
// frame (demo/workbench-frame.html) with controls for its attributes, its HTML, an event and request
// timeline, the local API's fault switches, viewport presets, reduced motion, a dark page and the theme
// tokens. Nothing here is a hand-kept list of the library: the elements, attributes, events and tokens
// come from dist/custom-elements.json; each element's starting markup from the first ```html block of
// docs/elements/<tag>.md holding it (or, for an element without one, the first demo page holding it);
// the parser message and the API routes from the catalog's sources (catalog/messages/parser.ts,
// catalog/network.ts), read as text. Without ?tag= the page is the index of all elements.
import { h } from '/demo/workbench-dom.js';
import { renderTheme } from '/demo/workbench-theme.js';
import { writeAttribute, htmlBlockWith, firstElement, text, startingExample, parserExpected, apiPaths, describeValue, unionValues, controlKind } from '/demo/workbench-sources.js';

export { manifestTokens } from '/demo/workbench-theme.js';
export { controlKind };

const MANIFEST_URL = '/dist/custom-elements.json';
const FRAME_URL = '/demo/workbench-frame.html';
const VIEWPORTS = [375, 768, 1280];

/**
 * The API routes each element calls, for its fault switches (the calls live in the library's sources,
 * not the manifest, so this small map is the one hand-kept part; every other route of catalog/network.ts
 * API_PATHS is offered too, under "All API routes").
 */
export const ELEMENT_ROUTES = {
  'sq-form': ['/api/form/SaveFormSubmission', '/api/form/FormSubmissionKey', '/api/census/form-render'],
  'sq-widget': ['/api/widget/GetWidgetRendering'],
  'sq-add-to-cart': ['/api/commerce/cart/items', '/api/commerce/cart'],
  'sq-cart': ['/api/commerce/cart*'],
  'sq-search-preview': ['/api/search/preview'],
  'sq-follow-button': ['/__fake/*'],
  'sq-map': ['/__fake/*'],
  'sq-booking': ['/__fake/*'],
  'sq-share-buttons': ['/__fake/*'],
};

/** The fault buttons: a label and the switch it posts (demo/server/switches.mjs). */
export const FAULTS = [
  ['Slow', { delayMs: 3000 }],
  ['404', { status: 404 }],
  ['429', { status: 429 }],
  ['500', { status: 500 }],
  ['Garbage', { malformed: true }],
  ['Offline', { networkError: true }],
];

// ---------------------------------------------------------------------------------------------------
// Small helpers

// ---------------------------------------------------------------------------------------------------
// The index

function renderIndex(main, declarations) {
  document.getElementById('wb-title').textContent = 'Workbench: every element';
  const list = h('ul', { class: 'wb-index' });
  for (const decl of declarations) {
    list.append(h('li', {}, h('a', { href: `/demo/workbench.html?tag=${decl.tagName}` }, h('code', { text: `<${decl.tagName}>` })),
      ` ${decl.description ?? ''}`));
  }
  main.append(h('h2', { text: 'Elements' }), list);
}

// ---------------------------------------------------------------------------------------------------
// One element's workbench

async function renderWorkbench(main, decl, declarations) {
  const tag = decl.tagName;
  document.title = `<${tag}> — Workbench — sq elements demo`;
  document.getElementById('wb-title').textContent = `Workbench: <${tag}>`;
  document.getElementById('wb-intro').textContent = decl.description ?? '';
  const status = document.getElementById('wb-status');
  const announce = (message) => { status.textContent = message; };

  const [{ element: example, source }, expected, routes] = await Promise.all([startingExample(tag), parserExpected(), apiPaths()]);

  // The authored state: the server markup (the example's content) and the attributes, in order.
  const inner = example.innerHTML;
  /** @type {Map<string, string>} */
  const attributes = new Map([...example.attributes].map((a) => [a.name, a.value]));
  const authoredHtml = () => `<${[tag, ...[...attributes].map(([name, value]) => writeAttribute(name, value))].join(' ')}>${inner}</${tag}>`;

  let live = /** @type {Element | null} */ (null);
  let reducedMotion = false;
  let dark = false;
  /** @type {Map<string, string>} */
  const tokens = new Map();

  // Layout
  const back = h('p', {}, h('a', { href: '/demo/workbench.html', text: 'All elements' }),
    ` · starting example from ${source} · `, h('a', { href: `/docs/elements/${tag}.md`, text: 'docs' }));
  const stageBar = h('div', { class: 'wb-toolbar', role: 'group', 'aria-label': 'Stage' });
  const frame = h('iframe', { class: 'wb-frame', title: `<${tag}> live`, id: 'wb-frame' });
  const stage = h('section', { class: 'wb-stage', 'aria-labelledby': 'wb-stage-title' },
    h('h2', { id: 'wb-stage-title', text: 'Live' }), stageBar, h('div', { class: 'wb-frame-box' }, frame));
  const codeOut = h('pre', { class: 'wb-code', id: 'wb-code', tabindex: '0', role: 'region', 'aria-label': 'HTML of the current state' });
  const copyButton = h('button', { type: 'button', id: 'wb-copy', text: 'Copy HTML' });
  const code = h('section', { class: 'wb-code-box', 'aria-labelledby': 'wb-code-title' },
    h('h2', { id: 'wb-code-title', text: 'HTML' }), codeOut, copyButton);
  const controls = h('form', { class: 'wb-controls', id: 'wb-controls', 'aria-labelledby': 'wb-controls-title' },
    h('h2', { id: 'wb-controls-title', text: 'Attributes' }));
  const faults = h('section', { class: 'wb-faults', 'aria-labelledby': 'wb-faults-title' }, h('h2', { id: 'wb-faults-title', text: 'API faults' }));
  const log = h('ol', { class: 'wb-log', id: 'wb-log', 'aria-label': 'Events and requests' });
  const logBox = h('section', { class: 'wb-log-box', 'aria-labelledby': 'wb-log-title' },
    h('h2', { id: 'wb-log-title', text: 'Events and requests' }), log,
    h('button', { type: 'button', id: 'wb-log-clear', text: 'Clear log' }));
  const theme = h('section', { class: 'wb-theme', id: 'wb-theme', 'aria-labelledby': 'wb-theme-title' }, h('h2', { id: 'wb-theme-title', text: 'Theme tokens' }));
  main.append(back, h('div', { class: 'wb-grid' }, stage, code, controls, faults, logBox, theme));

  // The HTML, live
  const showHtml = () => { codeOut.textContent = authoredHtml(); };
  copyButton.addEventListener('click', async () => {
    const html = codeOut.textContent ?? '';
    try {
      await navigator.clipboard.writeText(html);
    } catch {
      const area = h('textarea', { class: 'wb-offscreen', 'aria-hidden': 'true', tabindex: '-1' });
      area.value = html;
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    announce('HTML copied.');
  });

  // The timeline
  const addEntry = (kind, title, details) => {
    const time = new Date().toLocaleTimeString();
    const item = h('li', { class: `wb-log-${kind}` }, h('span', { class: 'wb-log-kind', text: kind }), ` ${time} `, h('strong', { text: title }));
    if (details) item.append(' ', h('code', { text: details }));
    log.prepend(item);
    while (log.children.length > 200) log.lastElementChild?.remove();
  };
  document.getElementById('wb-log-clear')?.addEventListener('click', () => log.replaceChildren());
  const stream = new EventSource('/__sq/stream');
  stream.addEventListener('message', (message) => {
    try {
      const entry = JSON.parse(message.data);
      const forced = entry.forced ? ' (forced by a switch)' : '';
      addEntry('request', `${entry.method} ${entry.path}`, `→ ${entry.status ?? 'no answer'}${forced}`);
    } catch { /* not an entry */ }
  });
  window.addEventListener('pagehide', () => stream.close());
  const eventNames = (decl.events ?? []).map((event) => event.name);

  // The stage frame
  const mount = () => {
    const doc = frame.contentDocument;
    const host = doc?.getElementById('stage');
    if (!doc || !host) return;
    const template = doc.createElement('template');
    template.innerHTML = authoredHtml();
    live = template.content.firstElementChild;
    host.replaceChildren(template.content);
  };
  const applyPage = () => {
    const doc = frame.contentDocument;
    if (!doc) return;
    doc.documentElement.classList.toggle('wb-dark', dark);
    for (const [name, value] of tokens) doc.documentElement.style.setProperty(name, value);
  };
  const loadFrame = () => new Promise((resolve) => {
    frame.addEventListener('load', () => {
      const win = frame.contentWindow;
      for (const name of eventNames) {
        win?.addEventListener(name, (event) => {
          const fields = Object.keys(event).map((key) => `${key}: ${describeValue(/** @type {any} */ (event)[key])}`);
          if ('detail' in event && event.detail != null && !fields.length) fields.push(`detail: ${describeValue(event.detail)}`);
          addEntry('event', event.type, fields.join(', '));
        }, true);
      }
      applyPage();
      mount();
      resolve(undefined);
    }, { once: true });
    frame.src = `${FRAME_URL}?tag=${encodeURIComponent(tag)}${reducedMotion ? '&nomotion=true' : ''}`;
  });

  // Stage toolbar: viewports, reduced motion, dark page, remount
  const setWidth = (width) => {
    frame.style.setProperty('width', `${width}px`);
    for (const button of stageBar.querySelectorAll('[data-width]')) button.setAttribute('aria-pressed', String(button.dataset.width === String(width)));
  };
  for (const width of VIEWPORTS) {
    const button = h('button', { type: 'button', 'data-width': String(width), 'aria-pressed': 'false', text: `${width} px` });
    button.addEventListener('click', () => setWidth(width));
    stageBar.append(button);
  }
  const motion = h('input', { type: 'checkbox', role: 'switch', id: 'wb-nomotion' });
  motion.addEventListener('change', () => { reducedMotion = motion.checked; void loadFrame(); });
  const darkToggle = h('input', { type: 'checkbox', role: 'switch', id: 'wb-dark' });
  darkToggle.addEventListener('change', () => { dark = darkToggle.checked; applyPage(); });
  const remount = h('button', { type: 'button', id: 'wb-remount', text: 'Reload element' });
  remount.addEventListener('click', () => mount());
  stageBar.append(h('label', {}, motion, ' Reduced motion'), h('label', {}, darkToggle, ' Dark page'), remount);
  setWidth(768);

  // Attribute controls
  const apply = (name, value) => {
    if (value === null) attributes.delete(name);
    else attributes.set(name, value);
    if (live) {
      if (value === null) live.removeAttribute(name);
      else live.setAttribute(name, value);
    }
    showHtml();
  };
  controls.addEventListener('submit', (event) => event.preventDefault());
  for (const attribute of decl.attributes ?? []) {
    const name = attribute.name;
    const kind = controlKind(attribute.type?.text);
    const id = `wb-attr-${name}`;
    const help = h('span', { class: 'wb-help', id: `${id}-help`, text: `${attribute.type?.text ?? 'string'}${attribute.default !== undefined ? `, default ${attribute.default}` : ''}. ${attribute.description ?? ''}` });
    const row = h('div', { class: `wb-control wb-control-${kind}`, 'data-attribute': name });
    const current = attributes.get(name);
    if (kind === 'boolean') {
      const input = h('input', { type: 'checkbox', role: 'switch', id, 'aria-describedby': help.id, checked: current !== undefined });
      input.addEventListener('change', () => apply(name, input.checked ? '' : null));
      row.append(h('label', { for: id }, input, ' ', h('code', { text: name })), help);
    } else if (kind === 'union') {
      const select = h('select', { id, 'aria-describedby': help.id }, h('option', { value: '', text: '(not set)' }));
      for (const value of unionValues(attribute.type.text)) select.append(h('option', { value, text: value, selected: current === value }));
      select.addEventListener('change', () => apply(name, select.value === '' ? null : select.value));
      row.append(h('label', { for: id }, h('code', { text: name })), select, help);
    } else if (kind === 'json') {
      const area = h('textarea', { id, rows: '4', spellcheck: 'false', 'aria-describedby': `${id}-error ${help.id}` });
      area.value = current ?? '';
      const error = h('span', { class: 'wb-error', id: `${id}-error`, 'aria-live': 'polite' });
      area.addEventListener('input', () => {
        const value = area.value.trim();
        if (value === '') { error.textContent = ''; area.removeAttribute('aria-invalid'); apply(name, null); return; }
        try {
          JSON.parse(value);
        } catch {
          const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
          error.textContent = expected(`JSON for ${name}`, JSON.stringify(shown));
          area.setAttribute('aria-invalid', 'true');
          return;
        }
        error.textContent = '';
        area.removeAttribute('aria-invalid');
        apply(name, area.value);
      });
      row.append(h('label', { for: id }, h('code', { text: name })), area, error, help);
    } else {
      const input = h('input', { type: kind === 'number' ? 'number' : 'text', id, 'aria-describedby': help.id, step: kind === 'number' ? 'any' : undefined });
      input.value = current ?? '';
      input.addEventListener('input', () => apply(name, input.value === '' ? null : input.value));
      row.append(h('label', { for: id }, h('code', { text: name })), input, help);
    }
    controls.append(row);
  }
  if (!(decl.attributes ?? []).length) controls.append(h('p', { text: 'No attributes.' }));

  // Fault switches
  const own = ELEMENT_ROUTES[tag] ?? [];
  const routeSelect = h('select', { id: 'wb-route' });
  if (own.length) routeSelect.append(h('optgroup', { label: 'This element calls' }, ...own.map((route) => h('option', { value: route, text: route }))));
  routeSelect.append(h('optgroup', { label: 'All API routes' }, ...routes.filter((r) => !own.includes(r)).map((route) => h('option', { value: route, text: route }))));
  const active = h('p', { id: 'wb-switches', class: 'wb-help', 'aria-live': 'polite' });
  const showSwitches = async () => {
    const { switches } = await (await fetch('/__sq/switches')).json();
    active.textContent = switches.length ? `Active: ${switches.map((s) => `${s.route} ${JSON.stringify({ ...s, id: undefined, route: undefined })}`).join('; ')}` : 'No switch active.';
  };
  const faultBar = h('div', { class: 'wb-toolbar', role: 'group', 'aria-label': 'Faults for the chosen route' });
  for (const [label, spec] of FAULTS) {
    const button = h('button', { type: 'button', 'data-fault': label, text: label });
    button.addEventListener('click', async () => {
      await fetch('/__sq/switches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: routeSelect.value, ...spec }) });
      await showSwitches();
      mount();
      announce(`${label} switched on for ${routeSelect.value}; the element was reloaded.`);
    });
    faultBar.append(button);
  }
  const clear = h('button', { type: 'button', id: 'wb-clear-switches', text: 'Clear switches' });
  clear.addEventListener('click', async () => {
    await fetch('/__sq/switches', { method: 'DELETE' });
    await showSwitches();
    announce('Every switch cleared.');
  });
  faultBar.append(clear);
  faults.append(h('label', { for: 'wb-route', text: 'Route ' }), routeSelect, faultBar, active);
  void showSwitches();

  // Theme tokens: every --sq-* token of the manifest, once
  renderTheme(theme, declarations, (name, value) => {
    if (value === null) tokens.delete(name);
    else tokens.set(name, value);
    for (const root of [document.documentElement, frame.contentDocument?.documentElement]) {
      if (!root) continue;
      if (value === null) root.style.removeProperty(name);
      else root.style.setProperty(name, value);
    }
  }, announce);

  showHtml();
  await loadFrame();
}

// ---------------------------------------------------------------------------------------------------

async function start() {
  const main = document.getElementById('workbench');
  const manifest = await (await fetch(MANIFEST_URL)).json();
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((decl) => decl.tagName);
  const tag = new URLSearchParams(location.search).get('tag');
  const decl = tag ? declarations.find((item) => item.tagName === tag) : undefined;
  if (!decl) {
    if (tag) document.getElementById('wb-status').textContent = `No element <${tag}> in the manifest.`;
    renderIndex(main, declarations);
  } else {
    await renderWorkbench(main, decl, declarations);
  }
  main.setAttribute('data-ready', '');
}

void start();
