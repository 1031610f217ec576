// Loads the maps script once per page (visitor §4 "The map script loads once with a 30 s time-out",
// §7): every map on the page shares one load per script URL. The provider calls the named callback
// when its API is ready; no callback within 30 s (constants MAP.loadTimeoutMs, on the clock seam), a
// script error or a missing API rejects, and the rejection is kept: a page does not retry a failed load.
import { MAP } from '../../catalog/constants.ts';
import { MAPS_CALLBACK_PREFIX } from '../../catalog/map-settings.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { clock } from '../../runtime/clock.ts';
import { loadScript } from '../../runtime/script-loader.ts';
import type { MapsApi } from './maps-api.ts';
import { mapsScriptUrl, type MapsSettings } from './settings.ts';

const loads = new Map<string, Promise<MapsApi>>();
let callbacks = 0;

const api = (): MapsApi | undefined => (window as { google?: { maps?: MapsApi } }).google?.maps;

export function loadMapsApi(settings: MapsSettings): Promise<MapsApi> {
  const key = JSON.stringify(settings);
  const known = loads.get(key);
  if (known) return known;
  const callback = `${MAPS_CALLBACK_PREFIX}${callbacks++}`;
  const url = mapsScriptUrl(settings, callback);
  const globals = window as unknown as Record<string, unknown>;
  const loading = new Promise<MapsApi>((resolve, reject) => {
    const timer = clock.setTimeout(() => {
      globals[callback] = undefined;
      reject(new Error(ELEMENT_LIBRARY_MESSAGES.scriptLoadTimedOut(url, MAP.loadTimeoutMs)));
    }, MAP.loadTimeoutMs);
    globals[callback] = () => {
      clock.clearTimeout(timer);
      globals[callback] = undefined;
      const maps = api();
      if (maps) resolve(maps);
      else reject(new Error(ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url)));
    };
    loadScript(url, { timeoutMs: MAP.loadTimeoutMs }).catch((error: unknown) => {
      clock.clearTimeout(timer);
      globals[callback] = undefined;
      reject(error instanceof Error ? error : new Error(ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url)));
    });
  });
  loads.set(key, loading);
  return loading;
}
