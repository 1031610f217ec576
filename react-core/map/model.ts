// The map block's model (visitor §3 "Map location", "Map options (defaults)"; reference §3.9):
// location and options from the element's JSON attributes, each field checked and defaulted on its
// own, the six styles by name or by number, and the provider options they give.
import { MAP } from '../../catalog/constants.ts';
import { MAP_LOCATION_DEFAULTS, MAP_OPTION_DEFAULTS, MAP_STYLE_BY_NUMBER, MAP_STYLES, type MapOption, type MapStyle } from '../../catalog/map.ts';
import { MAP_DEFAULT_CENTRE, MAP_EXTERNAL_URL, MAP_LABELS_OFF_RULE, MAP_STYLE_RULES } from '../../catalog/map-settings.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { logWarn } from '../../runtime/log.ts';
import type { LatLngLiteral, MapOptions } from './maps-api.ts';

export interface MapLocation {
  mapLat: number; mapLng: number; markerLat: number; markerLng: number; mapZoom: number;
  addressTitle: string; addressLine1: string; addressLine2: string; addressCountry: string;
}
export type MapSettings = { -readonly [K in MapOption]: K extends 'style' ? MapStyle : boolean };

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function bad(field: string, expected: string, value: unknown): undefined {
  logWarn(PARSER_MESSAGES.expected(`${expected} for <sq-map> ${field}`, JSON.stringify(value) ?? String(value)));
  return undefined;
}

function numberField(raw: Raw, field: string, min: number, max: number): number | undefined {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = typeof value === 'string' ? Number(value) : value;
  if (typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= min && parsed <= max) return parsed;
  return bad(field, `a number from ${min} to ${max}`, value);
}

function textField(raw: Raw, field: string): string {
  const value = raw[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  return bad(field, 'a text', value) ?? '';
}

/** Location fields; the centre defaults to the fixed city, the marker to the centre, the zoom to 12. */
export function parseLocation(raw: unknown): MapLocation {
  const source = isRecord(raw) ? raw : {};
  const mapLat = numberField(source, 'mapLat', -90, 90) ?? MAP_DEFAULT_CENTRE.lat;
  const mapLng = numberField(source, 'mapLng', -180, 180) ?? MAP_DEFAULT_CENTRE.lng;
  return {
    mapLat, mapLng,
    markerLat: numberField(source, 'markerLat', -90, 90) ?? mapLat,
    markerLng: numberField(source, 'markerLng', -180, 180) ?? mapLng,
    mapZoom: numberField(source, 'mapZoom', 0, 22) ?? MAP_LOCATION_DEFAULTS.mapZoom,
    addressTitle: textField(source, 'addressTitle'),
    addressLine1: textField(source, 'addressLine1'),
    addressLine2: textField(source, 'addressLine2'),
    addressCountry: textField(source, 'addressCountry'),
  };
}

/** A style by name ('MinimalDark') or by number (5, '5'); undefined when neither. */
export function styleOf(value: unknown): MapStyle | undefined {
  if ((MAP_STYLES as readonly unknown[]).includes(value)) return value as MapStyle;
  const key = MAP_STYLE_BY_NUMBER[Number(value)];
  if (typeof value === 'boolean' || value === '' || !key) return undefined;
  // MINIMAL_LIGHT -> MinimalLight
  const name = key.toLowerCase().replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase());
  return MAP_STYLES.find((style) => style === name);
}

/** Options with the spec's defaults (style Grayscale, labels on, terrain off…). */
export function parseOptions(raw: unknown): MapSettings {
  const source = isRecord(raw) ? raw : {};
  const out: MapSettings = { ...MAP_OPTION_DEFAULTS };
  for (const field of Object.keys(MAP_OPTION_DEFAULTS) as MapOption[]) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (field === 'style') out.style = styleOf(value) ?? bad('style', `one of ${MAP_STYLES.join(', ')} or 1 to 6`, value) ?? out.style;
    else if (typeof value === 'boolean') out[field] = value;
    else bad(field, 'true or false', value);
  }
  return out;
}

export const centreOf = (location: MapLocation): LatLngLiteral => ({ lat: location.mapLat, lng: location.mapLng });
export const markerOf = (location: MapLocation): LatLngLiteral => ({ lat: location.markerLat, lng: location.markerLng });

/** The provider's map options for a location and the block's options. */
export function mapOptions(location: MapLocation, options: MapSettings): MapOptions {
  const style = MAP_STYLE_RULES[options.style];
  const mapTypeId = options.showTerrain && style.mapTypeId === 'roadmap' ? 'terrain' : style.mapTypeId;
  const styles = options.showLabels ? [...style.rules] : [...style.rules, MAP_LABELS_OFF_RULE];
  const controls = options.showControls;
  return {
    center: centreOf(location),
    zoom: location.mapZoom,
    mapTypeId,
    styles,
    draggable: options.draggable,
    scrollwheel: options.scrollwheel,
    disableDefaultUI: options.disableDefaultUI,
    zoomControl: controls,
    mapTypeControl: controls && !options.disableDefaultUI,
    streetViewControl: controls && !options.disableDefaultUI,
    fullscreenControl: controls && !options.disableDefaultUI,
    gestureHandling: options.draggable ? 'auto' : 'none',
  };
}

/** The external maps page for the marker (visitor §2: opened in a new window on marker click). */
export const externalMapUrl = (location: MapLocation) =>
  `${MAP_EXTERNAL_URL}${encodeURIComponent(`${location.markerLat},${location.markerLng}`)}`;

/** The address as lines of text, for the failure state and the map region's name. */
export function addressLines(location: MapLocation): string[] {
  return [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].filter(Boolean);
}

/** The marker image (visitor §9: 48x64, shown at half size). */
export const MARKER_SIZE = {
  width: MAP.markerImage.width * MAP.markerImage.scale,
  height: MAP.markerImage.height * MAP.markerImage.scale,
} as const;
export const MARKER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP.markerImage.width}" height="${MAP.markerImage.height}" viewBox="0 0 48 64"><path d="M24 0C10.7 0 0 10.7 0 24c0 18 24 40 24 40s24-22 24-40C48 10.7 37.3 0 24 0z" fill="#222"/><circle cx="24" cy="24" r="9" fill="#fff"/></svg>`,
)}`;
