// slider: the thumbnail strip (visitor §9 "Strip": speed 0.5 s, preloadCount 1, alignment middle, video
// thumbnails 16:9, vSize 10, margin offset capped at 5). The active thumbnail is kept in view at the
// chosen alignment; the strip is the thumbnails design on its own, or a slideshow's thumbnails.
import { adoptStyles } from '../../../runtime/bridge/styles.ts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GALLERY_DESIGN_DEFAULTS } from '../../../catalog/constants.ts';
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { stripAhead, stripOffset } from '../model/layout.ts';
import { GalleryImage, PauseButton, slideKey } from '../slide-parts.tsx';
import type { DesignProps } from './design-props.ts';
import { NO_GALLERY_KEYS } from '../model/keys.ts';
import { useGalleryKeys, useKeys } from './use-keys.ts';

const STRIP = GALLERY_DESIGN_DEFAULTS.strip;

export function Strip({ slides, settings, state, width }: DesignProps) {
  const { current } = state;
  const list = useRef<HTMLUListElement>(null);
  // The track's translation: 0 or negative (stripOffset), the active thumbnail kept in view.
  const [offset, setOffset] = useState(0);
  // vSize: the strip's height as a percentage of the gallery's width.
  const height = settings.stripHeight ?? (Math.round((width * settings.vSize) / 100) || undefined);
  // The owner's margin is the gap between thumbnails; only the edge offset is capped at 5 (stripOffset).
  const margin = settings.stripMargin;
  const perRow = settings.thumbnailsPerRow;
  const thumbWidth = perRow && width ? (width - margin * (perRow - 1)) / perRow : undefined;

  const keys = useKeys(settings);
  // The slider moves by keys itself; a slideshow's strip leaves them to its stage.
  useGalleryKeys(list, settings.design === 'slider' ? keys : NO_GALLERY_KEYS, (to) => state.go(to, STRIP.speedMs));

  useLayoutEffect(() => {
    const items = Array.from(list.current?.children ?? []) as HTMLElement[];
    if (items.length === 0 || !width) return;
    setOffset(stripOffset({
      index: current, thumbWidths: items.map((item) => item.offsetWidth),
      viewportWidth: width, alignment: settings.stripAlignment, margin,
    }));
  }, [current, width, settings.stripAlignment, margin, slides]);

  // preloadCount 1 (§9): the thumbnails in view and one beyond each edge load now; the rest wait
  // until the strip brings them near (the image loader's lazy loading, clipped by the strip).
  useEffect(() => {
    const items = Array.from(list.current?.children ?? []) as HTMLElement[];
    if (items.length === 0 || !width || !settings.lazyLoad) return;
    const ahead = stripAhead(items.map((item) => item.offsetWidth), margin, -offset, width)
      .flatMap((i) => Array.from(items[i]!.querySelectorAll<HTMLImageElement>('img[data-src]')));
    for (const img of ahead) img.loading = 'eager';
    // The image loader's chunk (the gallery's own loader reports when it cannot be loaded).
    import('../../../runtime/images/image-loader.ts').then(({ imageLoadQueue, loadImage }) => {
      for (const img of ahead) imageLoadQueue.enqueue(() => (img.isConnected ? loadImage(img) : undefined));
    }, () => {});
  }, [offset, width, margin, slides, settings.lazyLoad]);

  // The slider's autoplay moves the strip on its own: its pause button is a row under it (WCAG 2.2.2;
  // sq.css keeps that row's room from the first paint for a slider with the autoplay attribute).
  const pause = settings.design === 'slider' && state.autoplay.enabled
    ? <div className="sq-gallery__controls"><PauseButton autoplay={state.autoplay} /></div> : null;
  return (
    <>
      {/* A named group, not a nav landmark: a page with several galleries would have several landmarks of one name. */}
      <div className="sq-gallery__strip" role="group" aria-label={CONTROL_LABELS.thumbnails} style={{ height }}>
        <ul
          ref={list}
          className="sq-gallery__strip-track"
          // A current slide the page's edit moved (the index followed it) is shown at once.
          style={{ transform: `translateX(${offset}px)`, gap: margin, transitionDuration: state.index.followed ? '0s' : `${STRIP.speedMs}ms` }}
        >
          {slides.map((slide, i) => (
            <li key={slideKey(slide, i)} className="sq-gallery__thumb-item">
              <button
                type="button"
                className={`sq-gallery__thumb${i === current ? ' sq-gallery__thumb--active' : ''}${slide.type === 'video' ? ' sq-gallery__thumb--video' : ''}`}
                aria-current={i === current ? 'true' : undefined}
                aria-label={`${CONTROL_LABELS.showSlide(i + 1, slides.length)}${slide.title ? `: ${slide.title}` : ''}`}
                style={thumbWidth ? { width: thumbWidth, aspectRatio: 'auto' }
                  : slide.type === 'video' ? { aspectRatio: String(STRIP.videoThumbnailRatio) } : undefined}
                onClick={() => state.go(i, STRIP.speedMs)}
              >
                {slide.image && <GalleryImage image={{ ...slide.image, alt: '' }} adopt={settings.design === 'slider'} />}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {pause}
    </>
  );
}

/**
 * A block of no height whose content (words a long space apart) is very wide at its widest and narrow at its
 * narrowest: a box holding it fills the width a shrink-to-fit parent offers, and needs none of it.
 */
export const STRIP_SIZER = 'content: "x x x x x x x x x x"; display: block; height: 0; overflow: hidden; visibility: hidden; word-spacing: 1000px;';

/** Adopted when this design's chunk first loads. */
export const STRIP_STYLES = `
:where(.sq-gallery__strip) { overflow: hidden; margin-top: var(--sq-space-2); min-height: 44px; }
:where(.sq-gallery__strip-track) { display: flex; height: 100%; transition: transform ease; }
:where(.sq-gallery__thumb-item) { flex: none; height: 100%; }
:where(.sq-gallery__thumb) { height: 100%; aspect-ratio: 1; cursor: pointer; }
/* The thumbnails' focus ring inside them (the strip clips what is outside: its track slides), apart from the
   active one's 2 px border, so focus is not just a thicker border. */
.sq-gallery__strip .sq-gallery__thumb:focus-visible { outline-offset: -6px; }
/* In a box that takes its width from its content (an inline-block, a table cell, a float), the strip asks for the
   width it is offered, as the server's pictures do before the upgrade, and needs none. */
.sq-gallery__strip::before { ${STRIP_SIZER} }
/* The picture fills its thumbnail, over a theme's own rule for the gallery's pictures (height: auto would
   leave it at its own ratio, letterboxed), as sq.css's loading layout fills it. */
.sq-gallery__thumb .sq-gallery__img { height: 100%; }
@media (prefers-reduced-motion: reduce) { :where(.sq-gallery__strip-track) { transition: none !important; } }
`;
adoptStyles(STRIP_STYLES);
