// The workbench's one DOM helper (demo/workbench.js, demo/workbench-theme.js): an element with attributes
// (or its text) and children, built without HTML strings.

/** @param {string} tag @param {Record<string, string>} [props] @param {...(Node | string)} children */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') el.textContent = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  el.append(...children);
  return el;
}
