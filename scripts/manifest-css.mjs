// The CSS custom properties custom-elements.json lists. The design tokens are declared once, on :root in
// runtime/styles/tokens.css (a part runtime/styles/sq.css imports), and inherited: a theme overrides them on
// :root or on any ancestor, and an element's look is drawn from shared pieces (dialogs, the lightbox, the
// spinner), so which element reads which token is no contract. Each element therefore lists every token. The
// few element-specific properties are read with a fallback in the element's styles (`var(--sq-map-height,
// 300px)`); that fallback is their default. Build-time only: nothing here ships in dist/ JS.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readStylesheet } from './css-source.mjs';

/** What each family of tokens is for; `n` is the step, `last` the family's highest. */
const FAMILIES = [
  { prefix: 'font-size-', syntax: '<length>', about: (n, last) => `Font size, step ${n} of 1-${last} (smallest to largest).` },
  { prefix: 'font-weight-', syntax: '<number>', about: (n, last) => `Font weight, step ${n} of 1-${last} (regular to bold).` },
  { prefix: 'radius-', syntax: '<length>', about: (n, last) => `Corner radius, step ${n} of 0-${last} (0: square corners).` },
  { prefix: 'space-', syntax: '<length>', about: (n, last) => `Spacing, step ${n} of 0-${last}: gaps, paddings and margins.` },
  {
    prefix: 'duration-', syntax: '<time>',
    about: (n, last) => `Motion duration, step ${n} of 0-${last}${n === '0' ? '' : '; 0ms under prefers-reduced-motion: reduce'}.`,
  },
  { prefix: 'color-text', syntax: '<color>', about: () => 'Text colour of what the library draws (the dark cookie banner: its background).' },
  { prefix: 'color-background', syntax: '<color>', about: () => 'Background of what the library draws: dialogs, popups, banners.' },
  { prefix: 'color-accent', syntax: '<color>', about: () => 'Accent: filled buttons, focus rings, the selected option.' },
  { prefix: 'color-on-accent', syntax: '<color>', about: () => 'Text on the accent colour.' },
  { prefix: 'color-error', syntax: '<color>', about: () => "Errors: a form field's message and border, a failed add to cart." },
  { prefix: 'z-modal', syntax: '<integer>', about: () => 'The lightbox\'s z-index; the cookie banner sits one below it.' },
];

/** Element-specific properties: tag -> [name, syntax, description]; the default is read from the sources. */
const LIGHTBOX_COLOURS = [
  ['--sq-lightbox-dark-background', '<color>', "The dark lightbox's backdrop. The lightbox opens at the end of the body: set it on :root."],
  ['--sq-lightbox-dark-foreground', '<color>', "The dark lightbox's icons and text."],
  ['--sq-lightbox-light-background', '<color>', "The light lightbox's backdrop. The lightbox opens at the end of the body: set it on :root."],
  ['--sq-lightbox-light-foreground', '<color>', "The light lightbox's icons and text."],
];
const ELEMENT_PROPERTIES = {
  'sq-map': [['--sq-map-height', '<length>', "The map canvas's minimum height, also kept for it while the map loads."]],
  'sq-lightbox': LIGHTBOX_COLOURS,
  'sq-gallery': LIGHTBOX_COLOURS,
};

/** The tokens of sq.css's first :root block, with their defaults, in order. */
export function designTokens(root) {
  const css = readStylesheet(join(root, 'runtime/styles/sq.css'));
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const tokens = [...block.matchAll(/(--sq-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({ name, default: value.trim() }));
  return tokens.map((token) => {
    const short = token.name.slice('--sq-'.length);
    const family = FAMILIES.find((f) => short.startsWith(f.prefix));
    if (!family) throw new Error(`scripts/manifest-css.mjs: no description for ${token.name}, declared in sq.css`);
    const step = short.slice(family.prefix.length);
    const last = tokens.map((t) => t.name.slice('--sq-'.length)).filter((n) => n.startsWith(family.prefix))
      .map((n) => n.slice(family.prefix.length)).at(-1);
    return { name: token.name, syntax: family.syntax, default: token.default, description: family.about(step, last) };
  });
}

function sourceText(root) {
  const texts = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|css)$/.test(name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const folder of ['runtime', 'react-core']) walk(join(root, folder));
  return texts.join('\n');
}

/** tag -> the CSS properties of the manifest: every token, then the element's own. */
export function cssPropertiesByTag(root, tags) {
  const tokens = designTokens(root);
  const sources = sourceText(root);
  const own = (name) => {
    const fallback = new RegExp(`var\\(${name},\\s*([^)]+)\\)`).exec(sources)?.[1]?.trim();
    if (!fallback) throw new Error(`scripts/manifest-css.mjs: ${name} is read nowhere with a fallback (var(${name}, …))`);
    return fallback;
  };
  for (const tag of Object.keys(ELEMENT_PROPERTIES)) {
    if (!tags.includes(tag)) throw new Error(`scripts/manifest-css.mjs: no element ${tag}`);
  }
  return Object.fromEntries(tags.map((tag) => [tag, [
    ...tokens,
    ...(ELEMENT_PROPERTIES[tag] ?? []).map(([name, syntax, description]) => ({ name, syntax, default: own(name), description })),
  ]]));
}
