// Map block and table-booking settings the spec leaves to the implementation (visitor §3 "Map location",
// §7 "a maps script GET", §9 "Page and blocks"): the maps script's defaults, the default centre, the
// external maps page, the styles' rules, the booking providers, and the labels these elements show.
// The spec's own numbers are in constants.ts (MAP, PAGE_BLOCKS); style names in map.ts.
import type { MapStyle } from './map.ts';

/** `context.websiteSettings.mapsSettings` fields and their defaults; the real provider's script URL. */
export const MAPS_SETTINGS_DEFAULTS = {
  apiKey: '',
  scriptUrl: 'https://maps.googleapis.com/maps/api/js',
  apiVersion: 'weekly',
  language: '',
  region: '',
} as const;
export type MapsSettingsField = keyof typeof MAPS_SETTINGS_DEFAULTS;

/** "The default centre is a fixed city coordinate": New York City. */
export const MAP_DEFAULT_CENTRE = { lat: 40.7128, lng: -74.006 } as const;

/** The external maps page a marker click opens (the query is "lat,lng"). */
export const MAP_EXTERNAL_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** The global function name prefix the maps script calls back when it is ready. */
export const MAPS_CALLBACK_PREFIX = '__sqMapsReady';

type StyleRule = { featureType?: string; elementType?: string; stylers: Array<Record<string, string | number>> };
/** Each style's map type and style rules (provider style-array format). */
export const MAP_STYLE_RULES = {
  Original: { mapTypeId: 'roadmap', rules: [] },
  Grayscale: { mapTypeId: 'roadmap', rules: [{ stylers: [{ saturation: -100 }] }] },
  Satellite: { mapTypeId: 'hybrid', rules: [] },
  MinimalDark: {
    mapTypeId: 'roadmap',
    rules: [
      { elementType: 'geometry', stylers: [{ color: '#212121' }] },
      { featureType: 'water', stylers: [{ color: '#000000' }] },
      { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    ],
  },
  MinimalLight: {
    mapTypeId: 'roadmap',
    rules: [
      { elementType: 'geometry', stylers: [{ color: '#f5f5f5' }] },
      { featureType: 'water', stylers: [{ color: '#c9c9c9' }] },
      { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    ],
  },
  MinimalBlue: {
    mapTypeId: 'roadmap',
    rules: [
      { elementType: 'geometry', stylers: [{ color: '#e1ecf4' }] },
      { featureType: 'water', stylers: [{ color: '#4a89c8' }] },
      { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    ],
  },
} as const satisfies Record<MapStyle, { mapTypeId: string; rules: readonly StyleRule[] }>;

/** Rules added when labels are off. */
export const MAP_LABELS_OFF_RULE = { elementType: 'labels', stylers: [{ visibility: 'off' }] } as const;

/** The map block's visible and spoken labels. */
export const MAP_LABELS = {
  region: 'Map',
  marker: (title: string) => (title ? `${title}: open in Maps` : 'Open the location in Maps'),
  openInMaps: 'Open in Maps',
  newWindow: '(opens in a new window)',
  failed: 'The map could not be loaded.',
} as const;

/** What the console says when the provider's map throws on a later update (the spec words none). */
export const MAP_LOG_TEXTS = {
  updateFailed: (reason: string) => `Sq: the map provider failed to update the map: ${reason}`,
} as const;

// Table booking (visitor §2, §6, §9): the provider's reservation page for a business id.
export const BOOKING_PROVIDERS = ['tock', 'opentable'] as const;
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number];
export const BOOKING_URLS = {
  tock: (id: string) => `https://www.exploretock.com/${encodeURIComponent(id)}`,
  opentable: (id: string) => `https://www.opentable.com/restref/client/?rid=${encodeURIComponent(id)}`,
} as const satisfies Record<BookingProvider, (id: string) => string>;
export const BOOKING_LABELS = {
  tock: 'Reserve on Tock',
  opentable: 'Reserve on OpenTable',
  region: 'Reservations',
  newWindow: '(opens in a new window)',
} as const satisfies Record<BookingProvider, string> & Record<string, string>;
