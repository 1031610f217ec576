// Site context (visitor spec §3 "Site context"), read from <script type="application/json"
// id="sq-context"> or window.SQ_CONTEXT. Every field falls back to a safe default, so a missing or
// malformed context never throws: it is logged with the parser message and the defaults are used.
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { logError, logWarn } from './log.ts';

export interface SiteContext {
  website: {
    id: string; identifier: string; baseUrl: string;
    developerMode: boolean; cloneable: boolean; typekitId: string;
    /** False where the site's tier has no lightbox ('lightboxify is not available in this tier!'). */
    lightboxAvailable: boolean;
    /** The site's template, sent with tracking hits and analytics events. */
    templateId: string;
    /** The site's language tag; tracking resolves it to en-US when empty. */
    locale: string;
  };
  websiteType: number | null;
  siteStatus: number | null;
  storeSettings: { expressCheckout: boolean; measurementStandard: number | null; selectedCurrency: string };
  tweakJSON: Record<string, unknown>;
  websiteSettings: {
    disqusShortname: string; commentsEnabled: boolean;
    popupOverlaySettings: Record<string, unknown> | null;
    mobileInfoBarSettings: Record<string, unknown> | null;
    pinterestOverlayOptions: { mode: string };
    /** The site setting that lets a visitor open login with Escape (visitor §2 "Keyboard Escape"). */
    escapeKeyLogin: boolean;
    /** The map block's script settings (apiKey, scriptUrl, language, region), read by <sq-map>. */
    mapsSettings: Record<string, unknown>;
  };
  authenticatedAccount: Record<string, unknown> | null;
  websiteRoles: Record<string, unknown>;
  collection: { id: string } | null;
  item: { id: string; recordType: number | null } | null;
  pageType: number | null;
  /** The page's permission type, sent with form submissions (visitor §3 "Intra-page fields"); null when not given. */
  permissionType: number | null;
  cookieSettings: Record<string, unknown>;
  googleFonts: Array<{ includeName: string }>;
  typekitFonts: Array<{ id: string; variations: string }>;
  demoCollections: Array<{ collectionId: string }>;
  /** Experiment contexts (visitor §3) the page was served with: feature toggles and A/B tests. */
  experiments: Array<{ name: string; experimentType: string; variant: string; segmentName: string; containsError: boolean }>;
}

// The defaults double as the schema: a value is accepted when its kind matches the default's kind.
// `0` means "a number, or null" (no field has a number default), `null` "an object, or null", and a
// record marked NULLABLE may be null too. Small on purpose: dist/sq.js carries it (the eager budget).
const NULLABLE = Symbol('nullable');
const SCHEMA = {
  website: { id: '', identifier: '', baseUrl: '', developerMode: false, cloneable: false, typekitId: '', lightboxAvailable: true, templateId: '', locale: '' },
  websiteType: 0,
  siteStatus: 0,
  storeSettings: { expressCheckout: false, measurementStandard: 0, selectedCurrency: 'USD' },
  tweakJSON: {},
  websiteSettings: {
    disqusShortname: '', commentsEnabled: false,
    popupOverlaySettings: null, mobileInfoBarSettings: null,
    pinterestOverlayOptions: { mode: '' },
    escapeKeyLogin: false,
    mapsSettings: {},
  },
  authenticatedAccount: null,
  websiteRoles: {},
  collection: { id: '', [NULLABLE]: true },
  item: { id: '', recordType: 0, [NULLABLE]: true },
  pageType: 0,
  permissionType: 0,
  cookieSettings: {},
  googleFonts: [{ includeName: '' }],
  typekitFonts: [{ id: '', variations: '' }],
  demoCollections: [{ collectionId: '' }],
  experiments: [{ name: '', experimentType: '', variant: '', segmentName: '', containsError: false }],
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function describe(v: unknown): string {
  // Strings quoted, other values as JSON; undefined (a getter's answer) and functions as String() says.
  const text = String(JSON.stringify(v) ?? v);
  return text.length > 40 ? text.slice(0, 40) + '…' : text;
}

function mismatch(path: string, expected: string, found: unknown): void {
  logWarn(PARSER_MESSAGES.expected(`${expected} for context${path ? ` ${path}` : ''}`, describe(found)));
}

function normalise(schema: unknown, value: unknown, path: string): unknown {
  const list = Array.isArray(schema);
  const record = isRecord(schema);
  const nullable = schema === 0 || schema === null || (record && NULLABLE in schema);
  const given = value !== undefined && value !== null;
  // A value of the wrong kind is logged and treated as absent. A number where a string is expected
  // (selectedCurrency: 7, a numeric id) too, as the README promises: never silently stringified.
  const fits = !given || (schema === 0 ? typeof value === 'number' && Number.isFinite(value)
    : list ? Array.isArray(value) : schema === null || record ? isRecord(value) : typeof value === typeof schema);
  if (!fits) mismatch(path, schema === 0 ? 'a number' : list ? 'a list' : schema === null || record ? 'an object' : `a ${typeof schema}`, value);
  const found = fits ? value : undefined;
  if (nullable && (found === undefined || found === null)) return null;
  if (list) {
    return ((found ?? []) as unknown[]).flatMap((item, i) => {
      if (isRecord(item)) return [normalise(schema[0], item, `${path}[${i}]`)];
      mismatch(`${path}[${i}]`, 'an object', item);
      return [];
    });
  }
  if (record) {
    const source = (found ?? {}) as Record<string, unknown>;
    const keys = Object.keys(schema);
    // Objects with no declared keys (tweakJSON, websiteRoles, cookieSettings) pass through as given.
    if (keys.length === 0) return { ...source };
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = normalise(schema[key], source[key], path ? `${path}.${key}` : key);
    return out;
  }
  return found ?? schema;
}

/** Turns any input into a complete, well-typed site context. */
export function normaliseContext(raw: unknown): SiteContext {
  return normalise(SCHEMA, raw, '') as SiteContext;
}

/** Reads the page's context: the JSON script element wins over window.SQ_CONTEXT. */
export function readContext(doc: Document = document): SiteContext {
  // Only a JSON script is the context: an element of the owner's content that took the id is not (issue 22).
  const script = doc.querySelector('script[type="application/json" i]#sq-context');
  if (script) {
    try {
      return normaliseContext(JSON.parse(script.textContent ?? ''));
    } catch {
      logError(PARSER_MESSAGES.expected('site context JSON in #sq-context', describe(script.textContent ?? '')));
      return normaliseContext({});
    }
  }
  try {
    return normaliseContext((window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT);
  } catch {
    // A window.SQ_CONTEXT whose getters throw is treated as missing.
    logError(PARSER_MESSAGES.expected('a readable window.SQ_CONTEXT', 'one that throws'));
    return normaliseContext({});
  }
}
