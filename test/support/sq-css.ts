// runtime/styles/sq.css as one text, its `@import url("./part.css");` rules replaced by the parts, as the
// build ships it (scripts/css-source.mjs). test/styles.test.ts checks that both readings have the same rules.
const CSS_IMPORT = /@import\s+url\("([^"]+)"\)\s*;/g;

export async function sqCssSource(url = '/runtime/styles/sq.css'): Promise<string> {
  const text = await (await fetch(url)).text();
  const parts = await Promise.all([...text.matchAll(CSS_IMPORT)].map((m) => sqCssSource(new URL(m[1]!, new URL(url, location.href)).pathname)));
  let i = 0;
  return text.replace(CSS_IMPORT, () => parts[i++]!);
}

/** Links sq.css as a real page does (sq.js links it when the template did not); resolves once it applied. */
export async function linkSqCss(): Promise<HTMLLinkElement> {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/runtime/styles/sq.css' });
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
  document.head.append(link);
  await loaded;
  return link;
}
