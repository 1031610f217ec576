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
//
//   GET /__fake/captcha.js?token=                            -> window.__sqFakeCaptcha
// A reCAPTCHA-style provider (explicit rendering): besides loads and query it has
// render(container, { sitekey, callback, 'expired-callback' }) -> widget id, drawing a checkbox button
// ("I'm not a robot") that sets the widget's token when clicked; getResponse(id) -> token or '';
// reset(id); ready(fn). The token is the `token` query value when given (`?token=invalid` produces
// the token the form route refuses, forms.mjs rule 4), else 'fake-captcha-token-<n>'.

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
 * The fake captcha provider. Its DOM is built with createElement and textContent only.
 * @param {Record<string, string | string[]>} query
 */
export function fakeCaptchaScript(query) {
  const token = typeof query.token === 'string' ? query.token : '';
  return `// Fake captcha provider served by demo/server (routes/fake-scripts.mjs).
(() => {
  const previous = window.__sqFakeCaptcha;
  const widgets = [];
  let issued = 0;
  window.__sqFakeCaptcha = {
    loads: (previous ? previous.loads : 0) + 1,
    query: ${scriptJson(query)},
    ready(fn) { fn(); },
    render(container, options) {
      const id = widgets.length;
      const widget = { token: '', button: document.createElement('button') };
      widgets.push(widget);
      const button = widget.button;
      button.type = 'button';
      button.className = 'sq-fake-captcha';
      button.setAttribute('role', 'checkbox');
      button.setAttribute('aria-checked', 'false');
      button.dataset.sitekey = String((options && options.sitekey) || '');
      button.textContent = "I'm not a robot";
      button.addEventListener('click', () => {
        issued += 1;
        widget.token = ${scriptJson(token)} || 'fake-captcha-token-' + issued;
        button.setAttribute('aria-checked', 'true');
        if (options && typeof options.callback === 'function') options.callback(widget.token);
      });
      container.append(button);
      return id;
    },
    getResponse(id) { const widget = widgets[id ?? 0]; return widget ? widget.token : ''; },
    reset(id) {
      const widget = widgets[id ?? 0];
      if (!widget) return;
      widget.token = '';
      widget.button.setAttribute('aria-checked', 'false');
    },
  };
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
    {
      method: 'GET', path: '/__fake/captcha.js', kind: 'scripts',
      answer: ({ query }) => ({ status: 200, text: fakeCaptchaScript(query), type: 'text/javascript; charset=utf-8' }),
    },
  ];
}
