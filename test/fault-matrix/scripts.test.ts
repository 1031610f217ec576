// Fault matrix (issue 20), the third-party files the page loads by element, through the local server's
// fakes: the comment-count script, the Typekit kit and the Google Fonts stylesheet, the maps script
// (<sq-map>) and the follow widget (<sq-follow-button>). A <script> or <link> sees no status and no body:
// an error status or a network error is its error event; a body that is not the provider's code (an empty
// one, or JSON) loads and defines nothing; no answer ends at the element's time-out, on the page clock.
// So every error status gives the 404 and 500 columns' outcome: the other five status columns are marked
// not applicable (still run, with the same checks). What each failure says is the spec's or the
// module's: comment counts warn with the loader's message; fonts warn 'Unable to load fonts' (reference
// §8); the map shows 'The map could not be loaded.' and logs the loader's message (visitor §4, 30 s
// time-out); the follow widget says nothing at all (visitor §8 "Follow-widget failure is ignored
// silently"), its plain link stays. The stylesheet has no time-out: nothing waits for it, the text shows
// in fallback faces (display=swap) until it comes, so its 'hung' column is marked too; Firefox skips that
// cell (while a stylesheet goes unanswered it holds back the page's other requests, so the cells after
// it would stall).
// 5 rows x 11 faults = 55 cells (26 marked not applicable; 1 skipped in Firefox).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../catalog/chunks.ts';
import { FOLLOW_WIDGET_TIMEOUT_MS, MAP } from '../../catalog/constants.ts';
import { MAP_LABELS } from '../../catalog/map-settings.ts';
import { FONT_MESSAGES } from '../../catalog/messages/fonts.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { SITE_RESOURCE_DEFAULT_URLS, siteResourceUrls } from '../../catalog/site-resources.ts';
import { SqFollowButtonElement, SqFollowButtonLoadEvent } from '../../elements/sq-follow-button.ts';
import { SqMapElement } from '../../elements/sq-map.ts';
import { whenRendered } from '../../react-core/portal-root.tsx';
import { normaliseContext } from '../../runtime/context.ts';
import { define } from '../../runtime/define.ts';
import { loadScript } from '../../runtime/script-loader.ts';
import { commentCountUrl, startCommentCounts } from '../../runtime/site/comment-counts.ts';
import { startFonts, typekitUrl } from '../../runtime/site/fonts.ts';
import { readLog } from '../support/api.ts';
import { matrix, watch, type Cell, type Fault, type Row } from '../support/fault-matrix.ts';

define('sq-map', SqMapElement);
define('sq-follow-button', SqFollowButtonElement);

const COUNT = '/__fake/disqus-count.js';
const TYPEKIT = '/__fake/typekit/*';
const FONTS_CSS = '/__fake/fonts.css';
const MAPS = '/__fake/maps.js';
const FOLLOW = '/__fake/follow-widget.js';

const NO_STATUS = 'a <script> sees no status, only the error event of the 404 and 500 columns';
const noStatus = (reason = NO_STATUS) => ({ 400: reason, 401: reason, 403: reason, 429: reason, 503: reason });

/** The file loaded but is not the provider's code: an empty body, or JSON (its SyntaxError is the file's own). */
const loadsAsNothing = (fault: Fault) => fault === 'empty' || fault === 'malformed';
const NOT_A_SCRIPT = { malformed: "the JSON body's SyntaxError is the browser's report of the fake provider's own script" };

const FIREFOX = navigator.userAgent.includes('Firefox/');
const globals = window as unknown as Record<string, unknown>;
let serial = 0;

afterEach(() => {
  Object.assign(siteResourceUrls, SITE_RESOURCE_DEFAULT_URLS);
  document.head.querySelectorAll('link[data-sq-fonts="google"]').forEach((link) => link.remove());
  document.getElementById('sq-context')?.remove();
  for (const name of ['__sqFakeDisqusCount', 'DISQUSWIDGETS', 'Typekit', '__sqFakeFollowWidget', '__sqFakeMaps']) delete globals[name];
});

/** Waits for the request to reach the server, then runs the page clock past the element's time-out. */
async function endScriptHang(cell: Cell, route: string, timeoutMs: number) {
  if (cell.fault !== 'hung') return;
  await waitUntil(async () => (await readLog(route)).length >= 1, `the file requested from ${route}`, { timeout: 15000 });
  cell.pageClock!.tick(timeoutMs);
}

const settings = (raw: Record<string, unknown>) => normaliseContext({ website: { id: 'site-matrix', ...(raw.website as object) }, ...raw });

const rows: Row[] = [
  {
    name: `GET ${COUNT} (the comments provider's count script)`,
    route: COUNT,
    pageClock: true,
    notApplicable: noStatus(),
    foreignScriptErrors: NOT_A_SCRIPT,
    async run(cell) {
      siteResourceUrls.disqusCount = `${COUNT}?shortname={shortname}`;
      const shortname = `site-matrix-${++serial}`;
      const url = commentCountUrl(shortname);
      expect(() => startCommentCounts(settings({ websiteSettings: { commentsEnabled: true, disqusShortname: shortname } }))).to.not.throw();
      const load = watch(loadScript(url)); // the same load, shared while it is pending
      await endScriptHang(cell, COUNT, CHUNK_LOAD_TIMEOUT_MS);
      await waitUntil(() => load.done, 'the load ended', { timeout: 5000 });
      if (loadsAsNothing(cell.fault)) {
        expect(load.error, 'loaded').to.equal(undefined);
        return void expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
      }
      await waitUntil(() => cell.logs.entries.length > 0, 'the failure logged', { timeout: 5000 });
      const message = cell.fault === 'hung'
        ? ELEMENT_LIBRARY_MESSAGES.scriptLoadTimedOut(url, CHUNK_LOAD_TIMEOUT_MS) : ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url);
      expect(cell.logs.entries.map(({ level, message: text }) => [level, text])).to.deep.equal([['warn', message]]);
    },
  },
  {
    name: `GET ${TYPEKIT} (the Typekit kit script, fonts)`,
    route: TYPEKIT,
    pageClock: true,
    notApplicable: noStatus(),
    foreignScriptErrors: NOT_A_SCRIPT,
    async run(cell) {
      siteResourceUrls.typekitKit = '/__fake/typekit/{id}.js';
      const id = `kit-matrix-${++serial}`;
      const url = typekitUrl(id);
      expect(() => startFonts(settings({ website: { typekitId: id }, typekitFonts: [{ id: 'proxima-nova', variations: 'n4' }] }))).to.not.throw();
      const load = watch(loadScript(url));
      await endScriptHang(cell, TYPEKIT, CHUNK_LOAD_TIMEOUT_MS);
      await waitUntil(() => load.done, 'the load ended', { timeout: 5000 });
      if (loadsAsNothing(cell.fault)) {
        // No kit defined: nothing to start or check, nothing said.
        expect(load.error, 'loaded').to.equal(undefined);
        expect(globals.Typekit).to.equal(undefined);
        return void expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
      }
      await waitUntil(() => cell.logs.entries.length > 0, 'the failure logged', { timeout: 5000 });
      expect(cell.logs.entries.map(({ level, message, detail }) => [level, message, ...detail]))
        .to.deep.equal([['warn', FONT_MESSAGES.unableToLoadFonts, url]]);
    },
  },
  {
    name: `GET ${FONTS_CSS} (the Google Fonts stylesheet, a <link>)`,
    route: FONTS_CSS,
    notApplicable: {
      ...noStatus('a <link> sees no status, only the error event of the 404 and 500 columns'),
      hung: 'nothing waits for the stylesheet (no time-out): the text shows in fallback faces (display=swap) until it comes',
    },
    // Firefox holds back every later request of the page (fetch, images, even after the <link> is
    // removed) while a stylesheet goes unanswered: the server's 60 s hang would stall the cells after it.
    skipped: FIREFOX ? { hung: 'in Firefox a hung stylesheet stalls the rest of the page\'s requests' } : {},
    async run(cell) {
      // The hung cell asks another host name for the same server: a browser gives each host six
      // connections, and the hung requests of earlier cells (held by the server for a minute) could
      // otherwise queue this one behind them.
      const otherHost = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      siteResourceUrls.googleFonts = cell.fault === 'hung' ? `${location.protocol}//${otherHost}:${location.port}${FONTS_CSS}` : FONTS_CSS;
      // A family of its own per cell: a browser may answer a known stylesheet URL from its cache.
      expect(() => startFonts(settings({ googleFonts: [{ includeName: `Matrix Sans ${++serial}` }] }))).to.not.throw();
      const link = document.head.querySelector<HTMLLinkElement>('link[data-sq-fonts="google"]')!;
      const ended = watch(new Promise((resolve) => {
        link.addEventListener('load', () => resolve('load'));
        link.addEventListener('error', () => resolve('error'));
      }));
      if (cell.fault === 'hung') {
        await waitUntil(async () => (await readLog(FONTS_CSS)).length >= 1, 'the stylesheet requested', { timeout: 15000 });
        expect(ended.done, 'still loading').to.equal(false);
        return void expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
      }
      await waitUntil(() => ended.done, 'the load ended', { timeout: 5000 });
      if (loadsAsNothing(cell.fault) && ended.value === 'load') {
        // A body that is not text/css: Chromium takes it as a stylesheet with no rules (a load), Firefox
        // and WebKit refuse it (an error). The module says what the browser reported.
        return void expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
      }
      expect(ended.value).to.equal('error');
      await waitUntil(() => cell.logs.entries.length > 0, 'the failure logged', { timeout: 5000 });
      expect(cell.logs.entries.map(({ level, message, detail }) => [level, message, ...detail]))
        .to.deep.equal([['warn', FONT_MESSAGES.unableToLoadFonts, link.href]]);
    },
  },
  {
    name: `GET ${MAPS} (the maps script, <sq-map>)`,
    route: MAPS,
    pageClock: true,
    notApplicable: noStatus(),
    foreignScriptErrors: NOT_A_SCRIPT,
    async run(cell) {
      const mark = `matrix-${++serial}`;
      const context = document.createElement('script');
      context.type = 'application/json';
      context.id = 'sq-context';
      context.textContent = JSON.stringify({ websiteSettings: { mapsSettings: { scriptUrl: `${MAPS}?case=${mark}`, apiKey: 'k' } } });
      document.head.append(context);
      const location = JSON.stringify({ mapLat: 48.85, mapLng: 2.35, addressTitle: 'Le Bistro', addressLine1: '3 Rue Verte' });
      const el = await fixture<HTMLElement>(html`<sq-map location=${location}></sq-map>`);
      await whenRendered();
      const map = () => el.querySelector('.sq-map')!;
      await endScriptHang(cell, MAPS, MAP.loadTimeoutMs);
      if (loadsAsNothing(cell.fault)) {
        // Loaded, but the provider never calls back: the map's own 30 s time-out ends the wait.
        await waitUntil(async () => (await readLog(MAPS))[0]?.status !== undefined, 'the script answered', { timeout: 5000 });
        cell.pageClock!.tick(MAP.loadTimeoutMs);
      }
      await waitUntil(() => map().getAttribute('data-state') === 'failed', 'the failure state', { timeout: 5000 });
      expect(map().hasAttribute('aria-busy'), 'not busy').to.equal(false);
      expect(el.querySelector('.sq-map__message')!.textContent).to.equal(MAP_LABELS.failed);
      expect([...el.querySelectorAll('.sq-map__line')].map((line) => line.textContent)).to.deep.equal(['Le Bistro', '3 Rue Verte']);
      expect(cell.logs.entries.map((entry) => entry.level)).to.deep.equal(['error']);
      const ending = cell.fault === 'hung' || loadsAsNothing(cell.fault) ? `did not load within ${MAP.loadTimeoutMs} ms` : 'could not be loaded';
      expect(cell.logs.messages()[0]).to.match(new RegExp(`^Sq: the script \\S*${MAPS.replace(/\./g, '\\.')}\\?case=${mark}&\\S* ${ending}\\.$`));
    },
  },
  {
    name: `GET ${FOLLOW} (the follow widget script, <sq-follow-button>)`,
    route: FOLLOW,
    pageClock: true,
    notApplicable: noStatus(),
    foreignScriptErrors: NOT_A_SCRIPT,
    async run(cell) {
      const src = `${FOLLOW}?case=matrix-${++serial}`;
      const loaded: Event[] = [];
      const onLoaded = (event: Event) => loaded.push(event);
      document.addEventListener(SqFollowButtonLoadEvent.type, onLoaded);
      try {
        const el = await fixture<HTMLElement>(html`<sq-follow-button username="squarespace" script-src=${src}></sq-follow-button>`);
        await whenRendered();
        await endScriptHang(cell, FOLLOW, FOLLOW_WIDGET_TIMEOUT_MS);
        if (loadsAsNothing(cell.fault)) {
          // Loaded, with no widget in it: the plain link stays.
          await waitUntil(() => loaded.length === 1, 'the script loaded', { timeout: 5000 });
        } else {
          // Failed or timed out: the loader removed the tag, and nothing said so.
          await waitUntil(async () => (await readLog(FOLLOW)).length >= 1 && document.head.querySelector(`script[src="${src}"]`) === null,
            'the load failed', { timeout: 5000 });
          expect(loaded, 'no load event').to.deep.equal([]);
        }
        const link = el.querySelector<HTMLAnchorElement>('a.sq-follow-button__link');
        expect(link?.href, 'the plain link stays').to.equal('https://x.com/squarespace');
        expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
      } finally {
        document.removeEventListener(SqFollowButtonLoadEvent.type, onLoaded);
      }
    },
  },
];

matrix('fault matrix: third-party scripts and stylesheets', rows);
