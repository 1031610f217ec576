// <sq-gallery>'s view: settings from attributes and block data, the shared index/autoplay state,
// the design chosen by the settings, lazy image loading, keyboard and pointer input, and the lightbox.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { GALLERY, GALLERY_DESIGN_DEFAULTS } from '../../catalog/constants.ts';
import { CONTROL_LABELS } from '../../catalog/messages/controls.ts';
import type { ElementProps } from '../../runtime/bridge/create-element.ts';
import { NodeSlot } from '../node-slot.tsx';
import { useElementWidth } from '../use-element-width.ts';
import { SKIPPED_BLOCK } from './block-data.ts';
import { familyOf, useDesignView } from './design-views.ts';
import type { DesignProps } from './designs/design-props.ts';
import type { GALLERY_ELEMENT_ATTRIBUTES } from './attributes.ts';
import type { GalleryData } from './read-slides.ts';
import { resolveSettings } from './settings.ts';
import { useGallery } from './use-gallery.ts';
import { useLightbox } from './use-lightbox.ts';
import { loadImageLoader } from '../../runtime/images/loader-chunk.ts';

// The image loader is runtime code shared with other elements: its own chunk, requested once the
// design has rendered ('Loader2 not found' when it cannot be loaded: runtime/images/loader-chunk.ts).
type LazyImages = ReturnType<typeof import('../../runtime/images/image-loader.ts')['lazyLoadImages']>;

export type GalleryProps = ElementProps<typeof GALLERY_ELEMENT_ATTRIBUTES, GalleryData>;

const ONE_AT_A_TIME = new Set(['stacked', 'slideshow', 'slider']);
/** Designs whose view is shaped by the measured width: slides per row, columns, a strip's height (autorows' rows are flexbox's). */
const WIDTH_SHAPED = new Set(['carousel', 'slider', 'autogrid', 'autocolumns']);

export function Gallery(props: GalleryProps) {
  if (props.blockJson === SKIPPED_BLOCK) {
    // The block is skipped (its data could not be read): its server-rendered slides stay as they were.
    return <NodeSlot nodes={props.data.fallback} className="sq-gallery__skipped" />;
  }
  // A gallery with no slides does not start (visitor §4).
  if (props.data.slides.length === 0) return null;
  return <GalleryView {...props} />;
}

function GalleryView(props: GalleryProps) {
  const { host, data: { slides } } = props;
  // Settings (and their warnings) change only with the attributes they come from, not with the
  // current index or the links.
  const { currentIndex, linkedGalleries, host: _host, data: _data, ...sources } = props;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const settings = useMemo(() => resolveSettings(props), Object.values(sources));
  const state = useGallery(host, slides, settings, currentIndex, linkedGalleries);
  const root = useRef<HTMLDivElement>(null);
  const { design } = settings;
  // Only a view shaped by its width reads it before paint, a forced layout of the whole page inside the
  // commit. The others (grid, list, stacked, a slideshow without thumbnails) lay out by CSS alone: their
  // first width comes after the browser's own layout, while hundreds of slides mount or the page's other
  // elements commit in the same task (the image loader reads sizes later anyway).
  const outerWidth = useElementWidth(root, {
    debounceMs: GALLERY.resizeDebounceMs, measure: clientWidth,
    beforePaint: WIDTH_SHAPED.has(design) || (design === 'slideshow' && settings.thumbnails),
  });

  const openLightbox = useLightbox(slides, settings, state);
  // A one-at-a-time move's animation and lock: the strip's 0.5 s for the slider, stacked speed 1 s otherwise.
  const moveMs = design === 'slider' ? GALLERY_DESIGN_DEFAULTS.strip.speedMs : GALLERY_DESIGN_DEFAULTS.stacked.speed * 1000;
  const activateNow = (index: number, opener: HTMLElement | null) => {
    const slide = slides[index]!;
    if (settings.lightbox && slide.type === 'image' && slide.image) openLightbox(index, opener);
    else if (slide.clickThroughUrl) window.location.assign(slide.clickThroughUrl);
    else if (ONE_AT_A_TIME.has(design)) state.go('next', moveMs);
  };

  // One function for the gallery's life, so a memoised slide is not re-rendered for a new one.
  const latest = useRef(activateNow);
  latest.current = activateNow;
  const activate = useCallback((index: number, opener: HTMLElement | null) => latest.current(index, opener), []);

  // The designs lay out in the width inside the padding the root takes (every design's but grid's, whose
  // padding is its gap): a slider's thumbnails per row, the carousel's, a stage's drag.
  const width = Math.max(0, outerWidth - (design === 'grid' ? 0 : 2 * (settings.padding || 0)));
  const view: DesignProps = { slides, settings, state, width, activate };
  const Design = useDesignView(familyOf(design));
  // Images load as they near the viewport, once the design has rendered them (not the copies shown
  // while it loads); sizes are re-checked when the layout changes.
  const loader = useRef<LazyImages | null>(null);
  const hasImages = slides.some((slide) => slide.image);
  const { lazyLoad, pauseOnMouseover } = settings;
  useEffect(() => {
    if (!Design || Design === 'failed' || !hasImages) return undefined;
    let disposed = false;
    void loadImageLoader().then((code) => { // null: 'Loader2 not found' logged, server images kept
      if (code && !disposed && root.current) loader.current = code.lazyLoadImages(root.current, {}, { lazy: lazyLoad });
    });
    return () => {
      disposed = true;
      loader.current?.dispose();
      loader.current = null;
    };
  }, [Design, hasImages, lazyLoad]);
  useEffect(() => loader.current?.refresh(), [state.current, width, settings]);
  const current = slides[state.current]!;
  // What the live region says: the visitor's moves, worded as they land. A page's edit of the slides (a new
  // count, the current slide followed to its new place) is not the visitor's move, and is said nothing of.
  const spoken = useMemo(
    () => (state.announce && !state.index.followed
      ? `${CONTROL_LABELS.slideOf(state.current + 1, slides.length)}${current.title ? `: ${current.title}` : ''}` : ''),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.current, state.announce],
  );
  const defaultName = useMemo(() => unlabelledName(host), [host, settings.label]);
  return (
    <div
      ref={root}
      className={`sq-gallery sq-gallery--${design} sq-gallery--${settings.lightboxTheme}`}
      role="region"
      aria-roledescription={ONE_AT_A_TIME.has(design) ? 'carousel' : undefined}
      aria-label={settings.label || defaultName}
      style={{ padding: design === 'grid' ? undefined : settings.padding || undefined }}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse' && pauseOnMouseover) state.autoplay.pause('hover'); }}
      onPointerLeave={(e) => { if (e.pointerType === 'mouse') state.autoplay.resume('hover'); }}
      onFocus={() => state.autoplay.pause('focus')}
      onBlur={(e) => { if (!root.current?.contains(e.relatedTarget as Node | null)) state.autoplay.resume('focus'); }}
    >
      {Design === 'failed' ? <NodeSlot nodes={props.data.fallback} className="sq-gallery__fallback" />
        : Design && <Design {...view} />}
      {ONE_AT_A_TIME.has(design) && (
        <div className="sq-visually-hidden" aria-live="polite" aria-atomic="true">
          {spoken}
        </div>
      )}
    </div>
  );
}

/**
 * The name of a gallery without a `label`: 'Gallery', or 'Gallery 2'… by page order when the page has several
 * unlabelled galleries (each is a region landmark, and landmarks need distinct names). Read when it mounts.
 */
function unlabelledName(host: HTMLElement): string {
  const unlabelled = [...host.ownerDocument.querySelectorAll('sq-gallery:not([label])')];
  const at = unlabelled.indexOf(host);
  return unlabelled.length > 1 && at >= 0 ? CONTROL_LABELS.galleryNumbered(at + 1) : CONTROL_LABELS.gallery;
}

/** The gallery lays out by its inner width, in whole pixels; resizes settle for 100 ms (§9). */
const clientWidth = (element: Element) => element.clientWidth;
