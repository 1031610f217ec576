import { createElementClass } from '../runtime/bridge/create-element.ts';
import { json } from '../runtime/bridge/attributes.ts';
import { MAP_STYLES_CSS, SqMap } from '../react-core/map/map.tsx';
import { parseLocation, parseOptions, type MapLocation, type MapSettings } from '../react-core/map/model.ts';
import { readMapData } from '../react-core/map/read-map.ts';

export { SqMapFailEvent, SqMapReadyEvent } from '../react-core/map/map-events.ts';
export {
  externalMapUrl, mapOptions, parseLocation, parseOptions, styleOf, type MapLocation, type MapSettings,
} from '../react-core/map/model.ts';
export { mapsScriptUrl, mapsSettings, normaliseMapsSettings, type MapsSettings } from '../react-core/map/settings.ts';

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The map block (visitor §2, §3 "Map location" and "Map options", §4 "Map"): the provider's map with
 * a marker, its script loaded once per page with a 30 s time-out; the address and a link to the
 * external maps page when it cannot load. The server-rendered children are the no-JavaScript view.
 */
export const SqMapElement = createElementClass({
  tag: 'sq-map',
  description: /* manifest-only */ 'A map with a marker from the maps provider; the address and a maps link when it cannot load.',
  attributes: {
    location: json<MapLocation>(parseLocation({}),
      'JSON: mapLat, mapLng, markerLat, markerLng (default the centre), mapZoom (default 12), addressTitle, addressLine1, addressLine2, addressCountry.',
      { validate: (value) => (isObject(value) ? parseLocation(value) : undefined), type: 'MapLocation' }),
    options: json<MapSettings>(parseOptions({}),
      'JSON: style (name or number 1-6, default Grayscale), showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI, markerDraggable, linkOnClick.',
      { validate: (value) => (isObject(value) ? parseOptions(value) : undefined), type: 'MapSettings' }),
  },
  events: {
    'sq-map-ready': 'The maps script answered; the map and its marker are drawn.',
    'sq-map-fail': 'The maps script failed or timed out; the address and a maps link show instead.',
  },
  read: readMapData,
  loadingLayout: true,
  component: SqMap,
  styles: MAP_STYLES_CSS,
});
export type SqMapElement = InstanceType<typeof SqMapElement>;
export default SqMapElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-map': SqMapElement }
}
