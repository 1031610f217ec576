// The standalone theme editor (demo/theme.html, issue 19): the workbench's token editor
// (demo/workbench-theme.js, the tokens of the manifest's cssProperties) live on a page of several
// elements, each as its workbench starts it (the first example of its doc page, demo/workbench-sources.js).
import { h } from '/demo/workbench-dom.js';
import { renderTheme } from '/demo/workbench-theme.js';
import { startingExample } from '/demo/workbench-sources.js';

/** The elements shown: ones whose looks the tokens reach (type, colours, radii, spacing, motion). */
export const THEME_TAGS = ['sq-accordion', 'sq-pricing-toggle', 'sq-product-price', 'sq-tooltip', 'sq-spinner', 'sq-cart-link', 'sq-form'];

async function start() {
  const main = document.getElementById('theme');
  const status = document.getElementById('theme-status');
  const [manifest, examples] = await Promise.all([
    fetch('/dist/custom-elements.json').then((response) => response.json()),
    Promise.all(THEME_TAGS.map((tag) => startingExample(tag))),
  ]);
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((decl) => decl.tagName);
  const box = document.getElementById('theme-elements');
  THEME_TAGS.forEach((tag, index) => {
    const { element } = examples[index];
    box.append(h('figure', { class: 'wb-theme-figure' }, document.importNode(element, true),
      h('figcaption', {}, h('code', { text: `<${tag}>` }), ' · ', h('a', { href: `/demo/workbench.html?tag=${tag}`, text: 'workbench' }))));
  });
  renderTheme(document.getElementById('wb-theme'), declarations, (name, value) => {
    if (value === null) document.documentElement.style.removeProperty(name);
    else document.documentElement.style.setProperty(name, value);
  }, (message) => { status.textContent = message; });
  main.setAttribute('data-ready', '');
}

void start();
