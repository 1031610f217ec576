import { MAP } from './constants.ts';
import { reverseLookup } from './lookup.ts';

// Map block (reference §3.7, §3.9; visitor §3). Numeric limits are in constants.ts (MAP).

/** Styles by name. */
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** Styles by number. Note: the numeric list puts minimal light before minimal dark, the name list does not. */
export const MAP_STYLE_NUMBERS = {
  ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6,
} as const;
export type MapStyleNumber = (typeof MAP_STYLE_NUMBERS)[keyof typeof MAP_STYLE_NUMBERS];
export const MAP_STYLE_BY_NUMBER = /*#__PURE__*/ reverseLookup(MAP_STYLE_NUMBERS);
export const MAP_STYLE_NUMBER_LABELS = {
  1: 'original', 2: 'grayscale', 3: 'satellite', 4: 'minimal light', 5: 'minimal dark', 6: 'minimal blue',
} as const satisfies Record<MapStyleNumber, string>;

export const MAP_MODEL_FIELDS = ['location', 'controls', 'terrain', 'labels', 'style'] as const;

export const MAP_LOCATION_FIELDS = [
  'mapLat', 'mapLng', 'markerLat', 'markerLng', 'mapZoom', 'addressTitle', 'addressLine1', 'addressLine2',
  'addressCountry',
] as const;
export type MapLocationField = (typeof MAP_LOCATION_FIELDS)[number];
/** The default centre is "a fixed city coordinate" the spec does not give; the marker defaults to it. */
export const MAP_LOCATION_DEFAULTS = { mapZoom: MAP.defaultZoom } as const;

export const MAP_OPTION_DEFAULTS = {
  style: 'Grayscale',
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: true,
  markerDraggable: false,
  linkOnClick: true,
} as const satisfies { style: MapStyle } & Record<string, string | boolean>;
export type MapOption = keyof typeof MAP_OPTION_DEFAULTS;
