import MagicString from 'magic-string';
import { STYLE_CONSTANT, minifyTemplateBody, templateEnd } from './style-text.mjs';

// Ships each view's style constant minified (scripts/style-text.mjs says which and how): its comments and
// line breaks were a fifth of some element chunks (1.5 KB of the accordion's).
export const styleText = () => ({
  name: 'sq-style-text',
  transform(code, id) {
    // The library's own modules only: a dependency's constants are its own.
    if (!code.includes('STYLES') || id.includes('/node_modules/')) return null;
    const out = new MagicString(code);
    let changed = false;
    for (const match of code.matchAll(STYLE_CONSTANT)) {
      const start = match.index + match[0].length;
      const end = templateEnd(code, start);
      if (end < 0) this.error(`${id}: the template literal of ${match[0]} does not end`);
      const body = code.slice(start, end);
      const small = minifyTemplateBody(body);
      if (small !== body) { out.overwrite(start, end, small); changed = true; }
    }
    return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
  },
});
