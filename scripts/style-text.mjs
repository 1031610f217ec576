// The views' style strings as shipped. Each element's CSS is a template literal in its module, assigned to
// a constant whose name holds STYLES (`export const ACCORDION_STYLES = \`…\``); its comments say why a rule
// is there, for the reader of the source. The build (scripts/rollup-style-text.mjs) rewrites the literal
// as sq.css is shipped: comments out, white space collapsed, none around braces and semicolons. Only the
// text between `${…}` substitutions changes; the substitutions stay as written. No imports here, so the
// browser's test (test/style-text.test.ts) runs the same function on every view's styles.

/** A style constant's template literal: `const NAME_STYLES = \``, the body scanned by templateEnd(). */
export const STYLE_CONSTANT = /\bconst\s+(?:[A-Z][A-Z0-9_]*)?STYLES[A-Z0-9_]*\s*=\s*`/g;

/** CSS text minified as sq.css is (rollup.config.mjs's minifyCss), without the trim and final newline. */
export const minifyStyleText = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
  .replace(/\s*([{};])\s*/g, '$1');

/**
 * The index of the backtick closing the template literal whose body starts at `start`, or -1. Escapes are
 * skipped; a `${` substitution runs to its matching brace (substitutions here are plain expressions).
 */
export function templateEnd(code, start) {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '\\') i++;
    else if (depth === 0 && c === '`') return i;
    else if (depth === 0 && c === '$' && code[i + 1] === '{') { depth = 1; i++; }
    else if (depth > 0 && c === '{') depth++;
    else if (depth > 0 && c === '}') depth--;
  }
  return -1;
}

/** A template literal's body with its text minified and its substitutions kept, trimmed at both ends. */
export function minifyTemplateBody(body) {
  const parts = [];
  let text = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') { text += c + (body[i + 1] ?? ''); i++; continue; }
    if (c !== '$' || body[i + 1] !== '{') { text += c; continue; }
    let depth = 0, j = i + 1;
    for (; j < body.length; j++) {
      if (body[j] === '{') depth++;
      else if (body[j] === '}' && --depth === 0) break;
    }
    parts.push(minifyStyleText(text), body.slice(i, j + 1));
    text = '';
    i = j;
  }
  parts.push(minifyStyleText(text));
  return parts.join('').trim();
}
