// The workbench's theme editor (demo/workbench.js, issue 19): every --sq-* token of the manifest's
// cssProperties (one source, not a hand-kept list) with an input by its syntax, live on the page and the
// stage, and "Copy as CSS" of the changed ones only.
import { h } from '/demo/workbench-dom.js';

/** Every distinct --sq-* token of the manifest's cssProperties, in first-seen order. */
export function manifestTokens(declarations) {
  const found = new Map();
  for (const decl of declarations) for (const token of decl.cssProperties ?? []) if (!found.has(token.name)) found.set(token.name, token);
  return [...found.values()];
}

const HEX = /^#[0-9a-f]{6}$/i;

export function renderTheme(section, declarations, setToken, announce) {
  const list = h('div', { class: 'wb-tokens' });
  /** @type {Map<string, string>} */
  const changed = new Map();
  for (const token of manifestTokens(declarations)) {
    const id = `wb-token-${token.name.slice(2)}`;
    const fallback = token.default ?? '';
    let input;
    let read;
    if (token.syntax === '<color>' && HEX.test(fallback)) {
      input = h('input', { type: 'color', id, value: fallback });
      read = () => input.value;
    } else if (token.syntax === '<time>' && /^-?[\d.]+m?s$/.test(fallback)) {
      const ms = fallback.endsWith('ms') ? parseFloat(fallback) : parseFloat(fallback) * 1000;
      input = h('input', { type: 'number', id, value: String(ms), min: '0', step: '1' });
      read = () => `${input.value}ms`;
    } else if (token.syntax === '<number>' || token.syntax === '<integer>') {
      input = h('input', { type: 'number', id, value: fallback, step: token.syntax === '<integer>' ? '1' : 'any' });
      read = () => input.value;
    } else {
      input = h('input', { type: 'text', id, value: fallback, size: '10' });
      read = () => input.value;
    }
    input.setAttribute('data-token', token.name);
    input.setAttribute('aria-describedby', `${id}-help`);
    const onChange = () => {
      const value = read();
      if (input.value === '' || value === fallback) { changed.delete(token.name); setToken(token.name, null); } else { changed.set(token.name, value); setToken(token.name, value); }
    };
    input.addEventListener('input', onChange);
    input.addEventListener('change', onChange);
    list.append(h('div', { class: 'wb-token' }, h('label', { for: id }, h('code', { text: token.name })),
      token.syntax === '<time>' && input.type === 'number' ? h('span', {}, input, ' ms') : input,
      h('span', { class: 'wb-help', id: `${id}-help`, text: `${token.syntax ?? ''} default ${fallback}. ${token.description ?? ''}` })));
  }
  const css = h('pre', { class: 'wb-code', id: 'wb-theme-css', tabindex: '0', role: 'region', 'aria-label': 'Changed tokens as CSS' });
  const cssText = () => (changed.size ? `:root {\n${[...changed].map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n` : '');
  list.addEventListener('input', () => { css.textContent = cssText(); });
  list.addEventListener('change', () => { css.textContent = cssText(); });
  const copy = h('button', { type: 'button', id: 'wb-copy-css', text: 'Copy as CSS' });
  copy.addEventListener('click', async () => {
    try { await navigator.clipboard.writeText(cssText()); } catch { /* the text is shown above to select by hand */ }
    announce(changed.size ? 'Changed tokens copied as CSS.' : 'No token changed yet.');
  });
  const reset = h('button', { type: 'button', id: 'wb-reset-tokens', text: 'Reset tokens' });
  reset.addEventListener('click', () => {
    for (const name of [...changed.keys()]) setToken(name, null);
    changed.clear();
    for (const input of list.querySelectorAll('input')) input.value = input.defaultValue;
    css.textContent = '';
  });
  section.append(h('p', { class: 'wb-help', text: 'Live on this page and the stage; only the changed ones are copied.' }), list, css, copy, ' ', reset);
}
