// The GET /api/track/Track image beacon's query (visitor §7): landing, refer, rk, lang, screen and the
// marketing parameters read from the landing URL (catalog/tracking.ts MARKETING_QUERY_ALIASES). Only
// non-empty values are sent.
import { TRACK_QUERY_PARAMS } from '../../catalog/routes.ts';
import { MARKETING_QUERY_ALIASES, type MarketingParam } from '../../catalog/tracking.ts';
import { randomPositiveInteger } from './visit-cookies.ts';
import { scrubUrl } from './scrub-url.ts';

export type TrackQuery = Partial<Record<(typeof TRACK_QUERY_PARAMS)[number], string>>;

/** The marketing parameters of a landing URL: each one's own name, else its utm_* alias. */
export function marketingParams(landing: URL): Partial<Record<MarketingParam, string>> {
  const out: Partial<Record<MarketingParam, string>> = {};
  for (const [name, alias] of Object.entries(MARKETING_QUERY_ALIASES) as Array<[MarketingParam, string | null]>) {
    const value = landing.searchParams.get(name) || (alias === null ? '' : landing.searchParams.get(alias) ?? '');
    if (value !== '') out[name] = value;
  }
  return out;
}

/**
 * rk is a random cache key: the same page viewed twice would otherwise ask for the same image URL, which
 * the browser's image cache answers without a request.
 */
export function trackQuery(landing: URL = new URL(location.href)): TrackQuery {
  const query: TrackQuery = {
    landing: scrubUrl(landing.href),
    refer: scrubUrl(document.referrer),
    rk: randomPositiveInteger().toString(36),
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
    ...marketingParams(landing),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => typeof value === 'string' && value !== '')) as TrackQuery;
}
