// Drives the provider's map for one <sq-map>: loads the API (once per page, loader.ts), draws the map
// and its marker (48x64 image at half size), applies later changes of location and options and the
// element's resizes through one 60 ms debounce (visitor §9 "Map UI debounce 60 ms"; a provider that
// throws there is logged, never thrown out of the timer), and opens the external maps page in a new
// window on marker click when link-on-click is on (visitor §2). The marker is drawn unoptimised: the
// provider makes a marker keyboard-focusable only then.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MAP } from '../../catalog/constants.ts';
import { MAP_LABELS, MAP_LOG_TEXTS } from '../../catalog/map-settings.ts';
import { debounce } from '../../runtime/clock.ts';
import { logError } from '../../runtime/log.ts';
import { loadMapsApi } from './loader.ts';
import type { MapsApi, ProviderMap, ProviderMarker } from './maps-api.ts';
import { SqMapFailEvent, SqMapReadyEvent } from './map-events.ts';
import { centreOf, externalMapUrl, mapOptions, MARKER_IMAGE, MARKER_SIZE, markerOf, type MapLocation, type MapSettings } from './model.ts';
import { mapsSettings } from './settings.ts';

export type MapState = 'loading' | 'ready' | 'failed';

interface Drawn { api: MapsApi; map: ProviderMap; marker: ProviderMarker }

export function openExternalMap(location: MapLocation): void {
  window.open(externalMapUrl(location), '_blank', 'noopener');
}

/** Runs a call into the provider from a timer: a throw is logged, never let out. */
function guarded(call: () => void): void {
  try {
    call();
  } catch (error) {
    logError(MAP_LOG_TEXTS.updateFailed(error instanceof Error ? error.message : String(error)), error);
  }
}

export function useProviderMap(host: HTMLElement, canvas: RefObject<HTMLDivElement | null>,
  location: MapLocation, options: MapSettings): MapState {
  const [state, setState] = useState<MapState>('loading');
  const drawn = useRef<Drawn | null>(null);
  // The latest values, for the marker's click listener and the debounced update.
  const latest = useRef({ location, options });
  latest.current = { location, options };

  const [apply] = useState(() => debounce(() => guarded(() => {
    const current = drawn.current;
    if (!current) return;
    const { location: at, options: chosen } = latest.current;
    current.map.setOptions(mapOptions(at, chosen));
    current.marker.setPosition(markerOf(at));
    current.marker.setDraggable(chosen.markerDraggable);
    current.marker.setTitle(MAP_LABELS.marker(at.addressTitle));
  }), MAP.uiDebounceMs));

  useEffect(() => {
    let live = true;
    loadMapsApi(mapsSettings()).then((api) => {
      const element = canvas.current;
      if (!live || !element) return;
      const { location: at, options: chosen } = latest.current;
      const map = new api.Map(element, mapOptions(at, chosen));
      const marker = new api.Marker({
        map, position: markerOf(at), draggable: chosen.markerDraggable, title: MAP_LABELS.marker(at.addressTitle),
        optimized: false,
        icon: { url: MARKER_IMAGE, scaledSize: new api.Size(MARKER_SIZE.width, MARKER_SIZE.height) },
      });
      marker.addListener('click', () => {
        if (latest.current.options.linkOnClick) openExternalMap(latest.current.location);
      });
      drawn.current = { api, map, marker };
      setState('ready');
      host.dispatchEvent(new SqMapReadyEvent());
    }).catch((error: unknown) => {
      if (!live) return;
      const reason = error instanceof Error ? error.message : String(error);
      logError(reason);
      setState('failed');
      host.dispatchEvent(new SqMapFailEvent(reason));
    });
    return () => {
      live = false;
      apply.cancel();
      const current = drawn.current;
      drawn.current = null;
      if (current) {
        current.api.event.clearInstanceListeners(current.marker);
        current.marker.setMap(null);
      }
    };
  }, [host, canvas, apply]);

  // Changes after the first draw: one update per 60 ms burst.
  useEffect(() => { apply(); }, [location, options, apply]);

  // A resized element keeps its centre (the provider recentres on setCenter).
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const recentre = debounce(() => guarded(() => drawn.current?.map.setCenter(centreOf(latest.current.location))),
      MAP.uiDebounceMs);
    const observer = new ResizeObserver(() => recentre());
    observer.observe(host);
    return () => { observer.disconnect(); recentre.cancel(); };
  }, [host]);

  return state;
}
