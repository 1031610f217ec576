// @ts-check
// Stand-ins for the external scripts the elements load by URL (section 7: the maps script with its
// callback, the social follow widget). Tests and the demo point those URLs here. Each script sets a
// global describing how it was loaded and calls the function named by the `callback` query parameter
// (a dotted path from window, looked up, never evaluated). Switches apply, so a test can make one
// slow, missing or broken.
//
//   GET /__fake/maps.js?callback=&key=&v=&language=&region=  -> window.__sqFakeMaps
//   GET /__fake/follow-widget.js?callback=&username=          -> window.__sqFakeFollowWidget
// The global is { loads: <times this page ran the script>, query: { ...the query } }.

/**
 * JSON that is also safe inside an inline <script> (no "</script>" can close it).
 * @param {unknown} value
 */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * @param {string} globalName
 * @param {Record<string, string | string[]>} query
 */
export function fakeScript(globalName, query) {
  const callback = typeof query.callback === 'string' ? query.callback : '';
  return `// Fake external script served by demo/server (routes/fake-scripts.mjs).
(() => {
  const previous = window[${scriptJson(globalName)}];
  window[${scriptJson(globalName)}] = { loads: (previous ? previous.loads : 0) + 1, query: ${scriptJson(query)} };
  const callback = ${scriptJson(callback)}.split('.').filter(Boolean)
    .reduce((owner, name) => (owner == null ? undefined : owner[name]), window);
  if (typeof callback === 'function') callback();
})();
`;
}

/**
 * @param {string} path
 * @param {string} globalName
 * @returns {import('./index.mjs').Route}
 */
const script = (path, globalName) => ({
  method: 'GET', path, kind: 'scripts',
  answer: ({ query }) => ({ status: 200, text: fakeScript(globalName, query), type: 'text/javascript; charset=utf-8' }),
});

/** @returns {import('./index.mjs').Route[]} */
export function fakeScriptRoutes() {
  return [
    script('/__fake/maps.js', '__sqFakeMaps'),
    script('/__fake/follow-widget.js', '__sqFakeFollowWidget'),
  ];
}
