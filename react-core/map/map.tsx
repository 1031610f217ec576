// <sq-map>'s view: a named map region the provider draws into; while the script loads the region is
// busy; on failure (time-out 30 s, script error) the address as text and a link to the external maps
// page show instead, in the canvas's box, with the reason logged (visitor §4 "Map", §2). When link-on-click is on, the drawn
// map has that link too, below it: a keyboard path to the maps page that does not rely on the provider.
import { useRef } from 'react';
import { MAP_LABELS } from '../../catalog/map-settings.ts';
import { addressLines, externalMapUrl, type MapLocation, type MapSettings } from './model.ts';
import type { MapData } from './read-map.ts';
import { useProviderMap } from './use-provider-map.ts';

export interface MapProps { location: MapLocation; options: MapSettings; host: HTMLElement; data: MapData | undefined }

/** The external maps page, in a new window. */
function MapLink({ location }: { location: MapLocation }) {
  return (
    <a className="sq-map__link" href={externalMapUrl(location)} target="_blank" rel="noopener noreferrer">
      {MAP_LABELS.openInMaps}<span className="sq-visually-hidden">{` ${MAP_LABELS.newWindow}`}</span>
    </a>
  );
}

export function SqMap({ location, options, host, data }: MapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const state = useProviderMap(host, canvas, location, options);
  const fromAttribute = addressLines(location);
  const lines = fromAttribute.length > 0 ? fromAttribute : data?.address ?? [];
  const name = lines[0] || MAP_LABELS.region;
  return (
    <div className="sq-map" role="region" aria-label={name} data-state={state} data-style={options.style}
      aria-busy={state === 'loading' ? 'true' : undefined}>
      <div ref={canvas} className="sq-map__canvas" hidden={state === 'failed'} />
      {/* The failure takes the canvas's place and height, so a map that cannot load moves nothing under it. */}
      {state === 'failed' && (
        <div className="sq-map__failed">
          <p className="sq-map__message">{MAP_LABELS.failed}</p>
          {lines.length > 0 && (
            <address className="sq-map__address">
              {lines.map((line, index) => <span key={index} className="sq-map__line">{line}</span>)}
            </address>
          )}
          {!options.linkOnClick && <MapLink location={location} />}
        </div>
      )}
      {/* From the first render, not only once drawn, and in the failure too: the link's line is part of the box sq.css keeps while the map loads. */}
      {options.linkOnClick && <p className="sq-map__open"><MapLink location={location} /></p>}
    </div>
  );
}

export const MAP_STYLES_CSS = `
:where(sq-map) { display: block; }
:where(.sq-map__canvas) { position: relative; width: 100%; min-height: var(--sq-map-height, 300px); }
:where(.sq-map__failed) {
  box-sizing: border-box; min-height: var(--sq-map-height, 300px);
  padding: var(--sq-space-3); border: 1px solid currentColor; border-radius: var(--sq-radius-1);
}
/* The paragraphs' margins and font at two classes' weight: a theme's "p" rule would move the page under the map
   at the upgrade (docs/decisions.md "The view's structure is the library's"). */
.sq-map .sq-map__message { margin: 0 0 var(--sq-space-2); font: inherit; }
.sq-map .sq-map__open { margin: var(--sq-space-2) 0 0; font: inherit; }
:where(.sq-map__address) { display: flex; flex-direction: column; margin-bottom: var(--sq-space-2); font-style: normal; }
:where(.sq-map__link) { color: inherit; }
:where(.sq-map__link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
`;
