// web-test-runner sends each file's results from the page with structuredClone (@web/dev-server-core
// 0.7.5's `stable()`, modernweb-dev/web#2967, open-wc/open-wc#2880). A failed assertion whose actual or
// expected value is a DOM node (`expect(el).to.equal(other)`) cannot be cloned: the results are never
// sent, and the file times out after two minutes ('Browser tests did not finish') in every engine, instead
// of naming the test that failed and why. This plugin makes the page's copy of `stable()` clone what it
// can and write what it cannot as text (a node as its opening tag, a property that throws as
// '[unreadable]'), so the failure is reported as it is and the message is always sent.
// Before that, mocha's reporter writes a failed comparison's two values out for its diff with
// `Mocha.utils.stringify`, which throws on a cyclic value that is not a plain object or a node (a
// window: `expect(frame.contentWindow).to.equal(player)`): the throw stops mocha, and the file timed out
// the same way. The page's mocha gets a stringify that writes such a value as text instead.
const NEEDLE = 'var target = structuredClone(obj)';
const FILE = '/__web-dev-server__web-socket.js';
const MOCHA = '/@web/test-runner-mocha/dist/autorun.js';

// Runs in the page, appended to the module (function declarations are hoisted).
const HELPERS = `
function sqCloneable(value) {
  try { return structuredClone(value); } catch {}
  try { return structuredClone(sqPlain(value, new Map())); } catch { return String(value); }
}
function sqText(value) {
  try { return String(sqPlain(value, new Map())); } catch { return '[unreadable]'; }
}
function sqPlain(value, seen) {
  if (typeof value === 'function') return '[function ' + (value.name || 'anonymous') + ']';
  if (typeof value === 'symbol') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  // Told by their shape, not instanceof: a node or window of a test's iframe is of another realm.
  if (typeof value.nodeType === 'number' && typeof value.nodeName === 'string') {
    return value.nodeType === 1
      ? '<' + value.localName + Array.from(value.attributes, (a) => ' ' + a.name + '="' + a.value + '"').join('') + '>'
      : '[' + value.nodeName + ']';
  }
  if (value.window === value) return '[Window]';
  if (seen.has(value)) return seen.get(value);
  if (Object.prototype.toString.call(value) === '[object Error]') return { name: value.name, message: value.message, stack: value.stack };
  const out = Array.isArray(value) ? [] : {};
  seen.set(value, out);
  for (const key of Object.keys(value)) {
    try { out[key] = sqPlain(value[key], seen); } catch { out[key] = '[unreadable]'; }
  }
  return out;
}
`;

// Appended to the mocha module, whose bundle has set window.Mocha by then. Mocha's own output where it
// can write the value; a node, a window or whatever else it cannot, as sqPlain writes them.
const MOCHA_STRINGIFY = `
;(() => {
  const utils = window.Mocha && window.Mocha.utils;
  if (!utils || typeof utils.stringify !== 'function') throw new Error('test/support/readable-failures.mjs: Mocha.utils.stringify is gone');
  const own = utils.stringify;
  utils.stringify = function (value) {
    try { return own.apply(this, arguments); } catch { return sqText(value); }
  };
  ${HELPERS}
})();
`;

export function readableFailures() {
  return {
    name: 'sq-readable-failures',
    transform(context) {
      if (context.path.endsWith(MOCHA)) return { body: String(context.body) + MOCHA_STRINGIFY };
      if (context.path !== FILE) return undefined;
      const body = String(context.body);
      // A newer dev server that no longer clones this way: this plugin is then not needed (or must follow it).
      if (!body.includes(NEEDLE)) throw new Error(`test/support/readable-failures.mjs: '${NEEDLE}' is no longer in ${FILE}`);
      return { body: body.replace(NEEDLE, 'var target = sqCloneable(obj)') + HELPERS };
    },
  };
}
