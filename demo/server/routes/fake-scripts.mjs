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
// The maps script also installs a small google.maps-like API (window.google.maps) before calling back,
// the subset <sq-map> drives (react-core/map/maps-api.ts); its DOM is built with createElement and
// textContent only:
//   new Map(element, options)  draws a visible placeholder div.sq-fake-map into element, with the
//     centre, zoom, map type and number of style rules as text and as data-center, data-zoom,
//     data-map-type-id, data-style-rules, data-draggable, data-scrollwheel, data-disable-default-ui;
//     setOptions(o), setCenter({lat,lng}), setZoom(n), getCenter(), getZoom(), getDiv(), options.
//   new Marker({ position, map, icon: { url, scaledSize }, draggable, title })  a real focusable
//     <button class="sq-fake-map__marker"> in the map (aria-label = title, an <img> of icon.url at
//     scaledSize) whose click triggers the marker's 'click' listeners; setPosition, getPosition,
//     setDraggable, getDraggable, setTitle, setMap(map | null), addListener(name, fn) -> { remove() }.
//   new Size(width, height); new LatLng(lat, lng) with lat()/lng();
//   MapTypeId { ROADMAP, SATELLITE, HYBRID, TERRAIN };
//   event.addListener(instance, name, fn), event.trigger(instance, name, ...args),
//   event.clearInstanceListeners(instance);
//   instances: every Map drawn on the page (fake only, for tests).
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

/** The google.maps-like API of the fake maps script (see the header). Runs in the page. */
const FAKE_MAPS_API = `
  const listeners = new WeakMap();
  const event = {
    addListener(instance, name, fn) {
      if (!listeners.has(instance)) listeners.set(instance, {});
      const all = listeners.get(instance);
      (all[name] = all[name] || []).push(fn);
      return { remove() { all[name] = all[name].filter((f) => f !== fn); } };
    },
    trigger(instance, name, ...args) {
      for (const fn of ((listeners.get(instance) || {})[name] || []).slice()) fn(...args);
    },
    clearInstanceListeners(instance) { listeners.delete(instance); },
  };
  const literal = (at) => ({ lat: Number(typeof at.lat === 'function' ? at.lat() : at.lat), lng: Number(typeof at.lng === 'function' ? at.lng() : at.lng) });
  class LatLng {
    constructor(lat, lng) { this._lat = Number(lat); this._lng = Number(lng); }
    lat() { return this._lat; }
    lng() { return this._lng; }
    toJSON() { return { lat: this._lat, lng: this._lng }; }
  }
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  const instances = [];
  class FakeMap {
    constructor(element, options) {
      this.element = element;
      this.options = {};
      this.view = document.createElement('div');
      this.view.className = 'sq-fake-map';
      this.view.style.cssText = 'position:relative;min-height:inherit;height:100%;background:#dfe6dc;color:#222;padding:8px;box-sizing:border-box;';
      this.label = document.createElement('p');
      this.label.className = 'sq-fake-map__label';
      this.label.style.margin = '0';
      this.view.append(this.label);
      element.append(this.view);
      instances.push(this);
      this.setOptions(options || {});
    }
    setOptions(options) {
      Object.assign(this.options, options);
      if (this.options.center) this.options.center = literal(this.options.center);
      this.draw();
    }
    setCenter(center) { this.setOptions({ center }); }
    setZoom(zoom) { this.setOptions({ zoom }); }
    getCenter() { const c = this.options.center || { lat: 0, lng: 0 }; return new LatLng(c.lat, c.lng); }
    getZoom() { return this.options.zoom; }
    getDiv() { return this.element; }
    draw() {
      const o = this.options;
      const c = o.center || { lat: 0, lng: 0 };
      const rules = Array.isArray(o.styles) ? o.styles.length : 0;
      Object.assign(this.view.dataset, {
        center: c.lat + ',' + c.lng, zoom: String(o.zoom), mapTypeId: String(o.mapTypeId || 'roadmap'),
        styleRules: String(rules), draggable: String(o.draggable !== false), scrollwheel: String(o.scrollwheel !== false),
        disableDefaultUi: String(Boolean(o.disableDefaultUI)),
      });
      this.label.textContent = 'Fake map: ' + c.lat + ', ' + c.lng + ' · zoom ' + o.zoom + ' · '
        + (o.mapTypeId || 'roadmap') + ' · ' + rules + ' style rule' + (rules === 1 ? '' : 's');
    }
  }
  class Marker {
    constructor(options) {
      const o = options || {};
      this.button = document.createElement('button');
      this.button.type = 'button';
      this.button.className = 'sq-fake-map__marker';
      this.button.style.cssText = 'position:absolute;left:50%;top:50%;transform:translate(-50%,-100%);padding:0;border:0;background:none;cursor:pointer;';
      this.image = document.createElement('img');
      this.image.alt = '';
      this.button.append(this.image);
      this.button.addEventListener('click', () => event.trigger(this, 'click'));
      if (o.icon) {
        this.image.src = o.icon.url;
        if (o.icon.scaledSize) { this.image.width = o.icon.scaledSize.width; this.image.height = o.icon.scaledSize.height; }
      }
      this.setPosition(o.position || { lat: 0, lng: 0 });
      this.setDraggable(Boolean(o.draggable));
      this.setTitle(o.title || '');
      this.setMap(o.map || null);
    }
    setPosition(position) { this.position = literal(position); this.button.dataset.position = this.position.lat + ',' + this.position.lng; }
    getPosition() { return new LatLng(this.position.lat, this.position.lng); }
    setDraggable(draggable) { this.draggable = draggable; this.button.dataset.draggable = String(draggable); }
    getDraggable() { return this.draggable; }
    setTitle(title) { this.button.setAttribute('aria-label', title); }
    setMap(map) { this.map = map; if (map) map.view.append(this.button); else this.button.remove(); }
    addListener(name, fn) { return event.addListener(this, name, fn); }
  }
  window.google = window.google || {};
  window.google.maps = {
    Map: FakeMap, Marker, Size, LatLng, event, instances,
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
  };
`;

/**
 * The fake maps script: the fakeScript global and callback, with the API installed first.
 * @param {Record<string, string | string[]>} query
 */
export function fakeMapsScript(query) {
  return fakeScript('__sqFakeMaps', query).replace('(() => {\n', `(() => {\n${FAKE_MAPS_API}`);
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
    {
      method: 'GET', path: '/__fake/maps.js', kind: 'scripts',
      answer: ({ query }) => ({ status: 200, text: fakeMapsScript(query), type: 'text/javascript; charset=utf-8' }),
    },
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
