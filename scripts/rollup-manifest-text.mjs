import MagicString from 'magic-string';

// Text only the element manifest reads (custom-elements.json: an element's description, its attributes'
// and events' docs) is marked in the source with a `/* manifest-only */` comment before the string.
// scripts/types.mjs builds the manifest from the sources, so it keeps the text; in dist/ the string is
// '' and the browser never downloads it (nothing at run time reads it). Only string literals directly
// after the marker are emptied.
const MARKED = /\/\*\s*manifest-only\s*\*\/\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

export const manifestText = () => ({
  name: 'sq-manifest-text',
  transform(code, id) {
    if (!code.includes('manifest-only')) return null;
    const out = new MagicString(code);
    for (const match of code.matchAll(MARKED)) out.overwrite(match.index, match.index + match[0].length, "''");
    return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
  },
});
