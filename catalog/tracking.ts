// Tracking names the spec leaves to us (visitor §3 "Tracking hit payload", §5 "Visit cookies", §7 census
// and track rows). Every value here is this library's design (docs/decisions.md, "Visitor cookies and
// tracking"); the spec's own names are in cookies.ts, analytics.ts, routes.ts and network.ts.

/** The `event` field of POST /api/census/RecordHit for a page view. */
export const HIT_EVENT = 'pageview';

/**
 * What each part of the visitor record `id|n|n|n|count` (ss_cvr) holds. Every part is a positive integer;
 * times are whole seconds since the epoch so they stay short and positive.
 */
export const VISITOR_RECORD_FIELDS = ['id', 'firstVisitSeconds', 'lastPageViewSeconds', 'pageViews', 'visits'] as const;
export type VisitorRecordField = (typeof VISITOR_RECORD_FIELDS)[number];

/** The hit payload's size fields (the spec says "viewport and screen sizes" without naming them). */
export const HIT_SIZE_FIELDS = ['viewportWidth', 'viewportHeight', 'screenWidth', 'screenHeight'] as const;

/**
 * Marketing parameters of the /api/track/Track beacon, read from the landing URL's query: the parameter's
 * own name wins, else its Urchin (utm_*) alias. mkwid is read as is.
 */
export const MARKETING_QUERY_ALIASES = {
  source: 'utm_source',
  campaign: 'utm_campaign',
  subcampaign: 'utm_term',
  channel: 'utm_medium',
  subchannel: 'utm_source_platform',
  variation: 'utm_content',
  mkwid: null,
} as const;
export type MarketingParam = keyof typeof MARKETING_QUERY_ALIASES;

/**
 * Data attributes of a template's button block, read by the button census (watchButtons):
 * `<a href="/shop" data-sq-button-id="b1" data-sq-button-alignment="center" data-sq-button-size="medium"
 * data-sq-button-context="block">Shop</a>`. buttonText is the element's text (or data-sq-button-text),
 * clickthroughUrl its href (or data-sq-button-url), newWindow whether its target is _blank.
 */
export const BUTTON_DATA_ATTRIBUTES = {
  id: 'data-sq-button-id',
  text: 'data-sq-button-text',
  url: 'data-sq-button-url',
  alignment: 'data-sq-button-alignment',
  size: 'data-sq-button-size',
  context: 'data-sq-button-context',
} as const;

/** The button census's context field when a button names none. */
export const DEFAULT_BUTTON_CONTEXT = 'block';

/**
 * The fields of the overlay census (visitor §7 "POST /api/census/overlay", payload not shown: this
 * library's choice) that the library's own popup overlay sends when it shows: the site and what happened.
 */
export const OVERLAY_CENSUS = { action: 'action', websiteId: 'websiteId', shown: 'shown' } as const;
