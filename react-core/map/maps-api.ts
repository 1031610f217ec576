// The subset of the maps provider's API (google.maps) that <sq-map> drives. The local server's fake
// (demo/server/routes/fake-scripts.mjs) implements the same subset.
export interface LatLngLiteral { lat: number; lng: number }

export interface MapOptions {
  center: LatLngLiteral;
  zoom: number;
  mapTypeId: string;
  styles: ReadonlyArray<Record<string, unknown>>;
  draggable: boolean;
  scrollwheel: boolean;
  disableDefaultUI: boolean;
  zoomControl: boolean;
  mapTypeControl: boolean;
  streetViewControl: boolean;
  fullscreenControl: boolean;
  gestureHandling: 'auto' | 'none';
}

export interface MarkerOptions {
  position: LatLngLiteral;
  map: ProviderMap;
  icon?: { url: string; scaledSize: unknown };
  draggable: boolean;
  title: string;
  /** False draws the marker as its own DOM element, which the provider makes focusable. */
  optimized?: boolean;
}

export interface Listener { remove(): void }

export interface ProviderMap {
  setOptions(options: Partial<MapOptions>): void;
  setCenter(center: LatLngLiteral): void;
  setZoom(zoom: number): void;
}

export interface ProviderMarker {
  setPosition(position: LatLngLiteral): void;
  setDraggable(draggable: boolean): void;
  setTitle(title: string): void;
  setMap(map: ProviderMap | null): void;
  addListener(name: string, handler: () => void): Listener;
}

export interface MapsApi {
  Map: new (element: HTMLElement, options: MapOptions) => ProviderMap;
  Marker: new (options: MarkerOptions) => ProviderMarker;
  Size: new (width: number, height: number) => unknown;
  event: { trigger(instance: unknown, name: string): void; clearInstanceListeners(instance: unknown): void };
}
