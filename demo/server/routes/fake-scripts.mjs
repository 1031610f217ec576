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
//
// The site resources (runtime/site/fonts.ts, comment-counts.ts; docs/site-resources.md):
//   GET /__fake/fonts.css?family=&display=   -> css setting --sq-fake-fonts on :root to the family list
//   GET /__fake/typekit/<id>.js              -> window.Typekit { loads, loaded, id, kit: { id, fonts }, load() }
//     Every fake kit serves FAKE_TYPEKIT_FONTS; load() counts in `loaded`.
//   GET /__fake/disqus-count.js?count=       -> window.__sqFakeDisqusCount { loads, query, fills } and
//     window.DISQUSWIDGETS.getCount(); each fill writes '<count> Comments' (count 2 unless given) into
//     every .disqus-comment-count and [data-disqus-identifier] element.

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

/** The fonts every fake Typekit kit serves (ids and variations in Typekit's n4/i7 notation). */
export const FAKE_TYPEKIT_FONTS = [
  { id: 'proxima-nova', variations: 'n4,i4,n7' },
  { id: 'freight-sans-pro', variations: 'n4,n6' },
];

/**
 * A css stylesheet naming the families it was asked for. Only plain name characters reach the css.
 * @param {Record<string, string | string[]>} query
 */
export function fakeFontsCss(query) {
  const family = (typeof query.family === 'string' ? query.family : '').replace(/[^\w :,|+-]/g, '');
  return `/* Fake font service served by demo/server (routes/fake-scripts.mjs). */\n:root { --sq-fake-fonts: "${family}"; }\n`;
}

/**
 * A Typekit-style kit script for a kit id.
 * @param {string} file the path's last segment, '<id>.js'
 */
export function fakeTypekitScript(file) {
  const id = file.replace(/\.js$/, '');
  return `// Fake Typekit kit served by demo/server (routes/fake-scripts.mjs).
(() => {
  const previous = window.Typekit;
  window.Typekit = {
    loads: (previous ? previous.loads : 0) + 1,
    loaded: 0,
    id: ${scriptJson(id)},
    kit: { id: ${scriptJson(id)}, fonts: ${scriptJson(FAKE_TYPEKIT_FONTS)} },
    load() { this.loaded += 1; },
  };
})();
`;
}

/**
 * A Disqus-style comment-count script. It writes text only.
 * @param {Record<string, string | string[]>} query
 */
export function fakeDisqusCountScript(query) {
  const count = typeof query.count === 'string' && /^\d+$/.test(query.count) ? Number(query.count) : 2;
  return `// Fake comment-count script served by demo/server (routes/fake-scripts.mjs).
(() => {
  const previous = window.__sqFakeDisqusCount;
  const state = { loads: (previous ? previous.loads : 0) + 1, query: ${scriptJson(query)}, fills: 0 };
  window.__sqFakeDisqusCount = state;
  const fill = () => {
    state.fills += 1;
    for (const element of document.querySelectorAll('.disqus-comment-count, [data-disqus-identifier]')) {
      element.textContent = ${scriptJson(count)} + ' Comments';
    }
  };
  window.DISQUSWIDGETS = { getCount() { fill(); } };
  fill();
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
    {
      method: 'GET', path: '/__fake/fonts.css', kind: 'scripts',
      answer: ({ query }) => ({ status: 200, text: fakeFontsCss(query), type: 'text/css; charset=utf-8' }),
    },
    {
      method: 'GET', path: '/__fake/typekit/*', kind: 'scripts',
      answer: ({ param }) => ({ status: 200, text: fakeTypekitScript(param), type: 'text/javascript; charset=utf-8' }),
    },
    {
      method: 'GET', path: '/__fake/disqus-count.js', kind: 'scripts',
      answer: ({ query }) => ({ status: 200, text: fakeDisqusCountScript(query), type: 'text/javascript; charset=utf-8' }),
    },
  ];
}
