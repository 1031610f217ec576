// runtime/site/fonts.ts: the Google Fonts stylesheet from the context's includeNames and the Typekit kit
// (visitor §3 googleFonts, typekitFonts, website.typekitId; §7 "Fonts stylesheet from a font service";
// reference §8 'Requested font no longer in Typekit'), loaded from the local server's fakes.
import { expect, waitUntil } from '@open-wc/testing';
import { FONT_MESSAGES } from '../catalog/messages/fonts.ts';
import { OTHER_MESSAGES } from '../catalog/messages/others.ts';
import { SITE_RESOURCE_DEFAULT_URLS, siteResourceOverrides, siteResourceUrls } from '../catalog/site-resources.ts';
import { normaliseContext } from '../runtime/context.ts';
import { googleFontsUrl, missingTypekitFonts, startFonts, typekitUrl } from '../runtime/site/fonts.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';

resetServerAfterEach();

const FONTS_CSS = '/__fake/fonts.css';
const globals = window as unknown as { Typekit?: { loads: number; loaded: number; id: string } };
const googleLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-sq-fonts="google"]')];
const context = (raw: Record<string, unknown>) => normaliseContext({ website: { id: 'site-1', ...(raw.website as object) }, ...raw });
let logs: ReturnType<typeof captureLogs>;

beforeEach(() => {
  siteResourceUrls.googleFonts = FONTS_CSS;
  siteResourceUrls.typekitKit = '/__fake/typekit/{id}.js';
  logs = captureLogs();
});
afterEach(() => {
  logs.stop();
  Object.assign(siteResourceUrls, SITE_RESOURCE_DEFAULT_URLS);
  googleLinks().forEach((link) => link.remove());
  delete globals.Typekit;
});

describe('the Google Fonts URL', () => {
  it("joins the includeNames with '|' as the service expects, once each, with display=swap", () => {
    const url = new URL(googleFontsUrl(
      [{ includeName: 'Roboto:400,700' }, { includeName: 'Open Sans:400' }, { includeName: '' }, { includeName: 'Roboto:400,700' }],
      SITE_RESOURCE_DEFAULT_URLS.googleFonts,
    ));
    expect(url.origin + url.pathname).to.equal('https://fonts.googleapis.com/css');
    expect(url.searchParams.get('family')).to.equal('Roboto:400,700|Open Sans:400');
    expect(url.searchParams.get('display')).to.equal('swap');
  });

  it('is empty without fonts', () => {
    expect(googleFontsUrl([])).to.equal('');
    expect(googleFontsUrl([{ includeName: '  ' }])).to.equal('');
  });
});

describe('the Typekit kit URL', () => {
  it('is https://use.typekit.net/<typekitId>.js by default, and empty without an id', () => {
    expect(typekitUrl('abc1def', SITE_RESOURCE_DEFAULT_URLS.typekitKit)).to.equal('https://use.typekit.net/abc1def.js');
    expect(typekitUrl('a/../b?x', SITE_RESOURCE_DEFAULT_URLS.typekitKit)).to.equal('https://use.typekit.net/a%2F..%2Fb%3Fx.js');
    expect(typekitUrl('')).to.equal('');
  });
});

describe('the Google Fonts stylesheet', () => {
  it('is loaded from the font service with the families of the context', async () => {
    startFonts(context({ googleFonts: [{ includeName: 'Roboto:400,700' }, { includeName: 'Lato' }] }));
    const [link] = googleLinks();
    expect(link?.rel).to.equal('stylesheet');
    await waitUntil(() => getComputedStyle(document.documentElement).getPropertyValue('--sq-fake-fonts') !== '');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--sq-fake-fonts').trim()).to.equal('"Roboto:400,700|Lato"');
    const [entry] = await readLog(FONTS_CSS);
    expect(entry?.query).to.deep.equal({ family: 'Roboto:400,700|Lato', display: 'swap' });
    expect(logs.messages()).to.deep.equal([]);
  });

  it('is added once per page', async () => {
    const fonts = context({ googleFonts: [{ includeName: 'Lato' }] });
    startFonts(fonts);
    startFonts(fonts);
    expect(googleLinks()).to.have.length(1);
    await waitUntil(async () => (await readLog(FONTS_CSS)).length === 1);
    expect(await readLog(FONTS_CSS)).to.have.length(1);
  });

  it('is not added without Google fonts', async () => {
    startFonts(context({ googleFonts: [] }));
    expect(googleLinks()).to.have.length(0);
  });

  it("warns 'Unable to load fonts' when the service fails, and breaks nothing", async () => {
    await setSwitch({ route: FONTS_CSS, status: 404 });
    // A family of its own: Firefox would answer the URL of the test above from its cache, unasked.
    expect(() => startFonts(context({ googleFonts: [{ includeName: 'Merriweather' }] }))).not.to.throw();
    await waitUntil(() => logs.entries.length > 0);
    expect(logs.entries.map(({ level, message }) => [level, message])).to.deep.equal([['warn', FONT_MESSAGES.unableToLoadFonts]]);
    expect(logs.entries[0]!.detail).to.deep.equal([googleLinks()[0]!.href]);
  });
});

describe('the Typekit kit', () => {
  const kitLoaded = () => waitUntil(() => globals.Typekit !== undefined && globals.Typekit.loaded > 0);

  it('is loaded for website.typekitId and started with Typekit.load()', async () => {
    startFonts(context({ website: { typekitId: 'kit-a' }, typekitFonts: [{ id: 'proxima-nova', variations: 'n4,n7' }] }));
    await kitLoaded();
    expect(globals.Typekit).to.include({ id: 'kit-a', loads: 1, loaded: 1 });
    expect((await readLog('/__fake/typekit/*')).map((entry) => entry.path)).to.deep.equal(['/__fake/typekit/kit-a.js']);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('is loaded once per page', async () => {
    const kit = context({ website: { typekitId: 'kit-b' }, typekitFonts: [{ id: 'gone', variations: '' }] });
    startFonts(kit);
    startFonts(kit);
    await kitLoaded();
    startFonts(kit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(globals.Typekit).to.include({ loads: 1, loaded: 1 });
    expect(await readLog('/__fake/typekit/*')).to.have.length(1);
    expect(logs.messages()).to.deep.equal([OTHER_MESSAGES.fontNoLongerInTypekit]);
  });

  it("warns 'Requested font no longer in Typekit' for each font or variation the kit no longer has", async () => {
    startFonts(context({
      website: { typekitId: 'kit-c' },
      typekitFonts: [
        { id: 'proxima-nova', variations: 'n4,i4' }, { id: 'gone-font', variations: 'n4' },
        { id: 'freight-sans-pro', variations: 'n4,i7' },
      ],
    }));
    await kitLoaded();
    await waitUntil(() => logs.entries.length === 2);
    expect(logs.entries.map(({ level, message, detail }) => [level, message, ...detail])).to.deep.equal([
      ['warn', 'Requested font no longer in Typekit', 'gone-font'],
      ['warn', 'Requested font no longer in Typekit', 'freight-sans-pro'],
    ]);
  });

  it("warns 'Unable to load fonts' when the kit fails, and a later start tries again", async () => {
    await setSwitch({ route: '/__fake/typekit/*', status: 404, times: 1 });
    const kit = context({ website: { typekitId: 'kit-d' }, typekitFonts: [] });
    expect(() => startFonts(kit)).not.to.throw();
    await waitUntil(() => logs.entries.length > 0);
    expect(logs.entries.map(({ level, message, detail }) => [level, message, ...detail])).to.deep.equal([
      ['warn', FONT_MESSAGES.unableToLoadFonts, new URL('/__fake/typekit/kit-d.js', location.href).href],
    ]);
    startFonts(kit);
    await kitLoaded();
    expect((await readLog('/__fake/typekit/*')).map((entry) => entry.status)).to.deep.equal([404, 200]);
  });

  it('is not loaded without a typekitId', async () => {
    startFonts(context({ typekitFonts: [{ id: 'proxima-nova', variations: 'n4' }] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readLog('/__fake/typekit/*')).to.deep.equal([]);
    expect(globals.Typekit).to.equal(undefined);
  });

  it('says nothing about missing fonts once stopped', async () => {
    const stop = startFonts(context({ website: { typekitId: 'kit-e' }, typekitFonts: [{ id: 'gone-font', variations: '' }] }));
    stop();
    await waitUntil(async () => (await readLog('/__fake/typekit/*')).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs.messages()).to.deep.equal([]);
  });
});

describe('the font lookup', () => {
  it('treats a kit entry without variations as serving every variation', () => {
    expect(missingTypekitFonts([{ id: 'a', variations: 'n4,i7' }], [{ id: 'a', variations: [] }])).to.deep.equal([]);
    expect(missingTypekitFonts([{ id: 'a', variations: 'n4' }], [{ id: 'b', variations: [] }])).to.deep.equal([{ id: 'a', variations: 'n4' }]);
  });
});

describe('the page override of the addresses (window.SQ_SITE_RESOURCE_URLS)', () => {
  it('takes known keys with non-empty strings and ignores anything else', () => {
    expect(siteResourceOverrides({ googleFonts: '/__fake/fonts.css', typekitKit: '', disqusCount: 7, other: '/x' }))
      .to.deep.equal({ googleFonts: '/__fake/fonts.css' });
    expect(siteResourceOverrides(null)).to.deep.equal({});
    expect(siteResourceOverrides('/x')).to.deep.equal({});
  });
});
