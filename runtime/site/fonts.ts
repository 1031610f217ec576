// Site fonts (visitor §3 googleFonts, typekitFonts, website.typekitId; §7 "Fonts stylesheet from a font
// service"; reference §8 'Requested font no longer in Typekit'). One Google Fonts stylesheet for the
// context's includeNames, and the site's Typekit kit, each once per page. A failed load warns 'Unable to
// load fonts' and the page keeps its fallback faces; nothing here throws.
import { FONT_MESSAGES } from '../../catalog/messages/fonts.ts';
import { OTHER_MESSAGES } from '../../catalog/messages/others.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { GOOGLE_FONTS_DISPLAY, siteResourceUrls } from '../../catalog/site-resources.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { loadScript } from '../script-loader.ts';

/** The marker on the stylesheet link; its presence is what makes the stylesheet once per page. */
const GOOGLE_LINK_SELECTOR = 'link[data-sq-fonts="google"]';

/** What a kit script leaves behind (the fake kit and this module's contract; see docs/site-resources.md). */
interface TypekitGlobal {
  load?: (options?: Record<string, unknown>) => void;
  kit?: { fonts?: unknown };
}
interface KitFont { id: string; variations: string[] }

/** Kits already loaded or loading on this page, by URL: the kit's load() and the font check run once. */
const kits = new Map<string, Promise<void>>();

/** The Google Fonts css URL for the context's fonts, or '' when there are none. */
export function googleFontsUrl(fonts: SiteContext['googleFonts'], base: string = siteResourceUrls.googleFonts): string {
  const names = [...new Set(fonts.map((font) => font.includeName.trim()).filter(Boolean))];
  if (names.length === 0) return '';
  const url = new URL(base, document.baseURI);
  url.searchParams.set('family', names.join('|'));
  url.searchParams.set('display', GOOGLE_FONTS_DISPLAY);
  return url.href;
}

/** The Typekit kit script URL for a kit id, or '' when the site has none. */
export function typekitUrl(typekitId: string, template: string = siteResourceUrls.typekitKit): string {
  const id = typekitId.trim();
  return id ? new URL(template.replace('{id}', encodeURIComponent(id)), document.baseURI).href : '';
}

function addGoogleFonts(context: SiteContext, doc: Document): void {
  const href = googleFontsUrl(context.googleFonts);
  if (!href || doc.head.querySelector(GOOGLE_LINK_SELECTOR)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.sqFonts = 'google';
  link.addEventListener('error', () => logWarn(FONT_MESSAGES.unableToLoadFonts, href), { once: true });
  doc.head.append(link);
}

const splitVariations = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [])
    .map((variation) => variation.trim()).filter(Boolean);

/** The loaded kit's fonts, or null when the kit does not list them (then nothing is checked). */
function kitFonts(): KitFont[] | null {
  const fonts = (window as { Typekit?: TypekitGlobal }).Typekit?.kit?.fonts;
  if (!Array.isArray(fonts)) return null;
  return fonts.flatMap((font: unknown) => {
    if (typeof font === 'string') return [{ id: font, variations: [] }];
    if (typeof font !== 'object' || font === null || typeof (font as { id?: unknown }).id !== 'string') return [];
    const { id, variations } = font as { id: string; variations?: unknown };
    return [{ id, variations: splitVariations(variations) }];
  });
}

/**
 * The requested fonts the kit no longer has: an id the kit does not list, or a variation (n4, i7…) the
 * kit's entry for that id does not list. A kit entry without variations serves every variation.
 */
export function missingTypekitFonts(requested: SiteContext['typekitFonts'], kit: KitFont[]): SiteContext['typekitFonts'] {
  return requested.filter(({ id, variations }) => {
    const found = kit.find((font) => font.id === id);
    if (!found) return true;
    return found.variations.length > 0 && splitVariations(variations).some((v) => !found.variations.includes(v));
  });
}

function checkKit(requested: SiteContext['typekitFonts']): void {
  const typekit = (window as { Typekit?: TypekitGlobal }).Typekit;
  if (typeof typekit?.load === 'function') typekit.load({ async: true });
  const fonts = kitFonts();
  if (!fonts) return;
  for (const font of missingTypekitFonts(requested, fonts)) logWarn(OTHER_MESSAGES.fontNoLongerInTypekit, font.id);
}

function loadKit(context: SiteContext, stopped: () => boolean): void {
  const url = typekitUrl(context.website.typekitId);
  if (!url || kits.has(url)) return;
  const loading = loadScript(url).then(
    () => { if (!stopped()) checkKit(context.typekitFonts); },
    () => {
      kits.delete(url); // a later start may try again
      logWarn(FONT_MESSAGES.unableToLoadFonts, url);
    },
  ).catch(() => logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('fonts')));
  kits.set(url, loading);
}

/**
 * Starts the site's fonts. Returns the stop function: it only silences the pending kit check; the
 * stylesheet and kit stay, since removing faces from a page that is still shown would reflow it.
 */
export function startFonts(context: SiteContext, doc: Document = document): () => void {
  let stopped = false;
  try {
    addGoogleFonts(context, doc);
    loadKit(context, () => stopped);
  } catch {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('fonts'));
  }
  return () => { stopped = true; };
}
