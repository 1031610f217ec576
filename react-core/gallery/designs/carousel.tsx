// carousel: slidesPerRow at a time (3, gutter 1%), moving by groups; fewer per row on narrow
// galleries (2 under 480 px if over 1, 3 under 724 px if over 2) and no controls when every slide
// fits in one view (visitor §4 "Carousel", §9).
import { adoptStyles } from '../../../runtime/bridge/styles.ts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { GALLERY_DESIGN_DEFAULTS } from '../../../catalog/constants.ts';
import { onTouchSwipe } from '../model/gestures.ts';
import { galleryKeyAction } from '../model/keys.ts';
import { carouselControlsHidden, carouselPages, carouselSlidesPerRow } from '../model/layout.ts';
import { Caption, Controls, SlideMedia, slideKey } from '../slide-parts.tsx';
import type { DesignProps } from './design-props.ts';
import { useKeys } from './use-keys.ts';

/** A group move animates and locks the carousel for the strip's 0.5 s (the carousel has no speed of its own). */
export const CAROUSEL_MOVE_MS = GALLERY_DESIGN_DEFAULTS.strip.speedMs;

export function Carousel({ slides, settings, state, width, activate }: DesignProps) {
  const perRow = carouselSlidesPerRow(settings.slidesPerRow, width);
  const pages = carouselPages(slides.length, perRow);
  const page = Math.min(pages - 1, Math.floor(state.current / perRow));
  const loop = settings.loop;
  const view = useRef<HTMLDivElement>(null);
  const keys = useKeys(settings);
  const gap = settings.gutterPercent !== null ? `${settings.gutterPercent}%` : `${settings.gutter}px`;

  const move = (by: 1 | -1) => {
    const target = page + by;
    if (target < 0 || target >= pages) {
      if (!loop) {
        state.signal(by < 0 ? 'beginning' : 'end');
        return;
      }
    }
    state.go(((target + pages) % pages) * perRow, CAROUSEL_MOVE_MS);
  };
  // A group move makes the items that held focus inert (focus on them would fall to the page's body):
  // focus goes to the same place in the group shown, else its first control (WCAG 2.4.3).
  useLayoutEffect(() => {
    const root = view.current;
    const active = root?.ownerDocument.activeElement;
    if (!root || !active || !root.contains(active) || !active.closest('[inert]')) return;
    const items = Array.from(root.querySelectorAll<HTMLElement>('.sq-gallery__item'));
    const shown = items.slice(page * perRow, (page + 1) * perRow);
    const place = items.findIndex((item) => item.contains(active)) % perRow;
    const control = (item: HTMLElement | undefined) => item?.querySelector<HTMLElement>('button, a[href]') ?? null;
    const to = control(shown[place]) ?? shown.map(control).find(Boolean)
      ?? root.parentElement?.querySelector<HTMLElement>('.sq-gallery__next');
    to?.focus({ preventScroll: true });
  }, [page, perRow, slides]); // a page's edit can move the focused slide into a hidden group too
  const moveRef = useRef(move);
  moveRef.current = move;
  useEffect(() => (view.current ? onTouchSwipe(view.current, (d) => moveRef.current(d === 'next' ? 1 : -1)) : undefined), []);
  // Autoplay turns a whole group too.
  useEffect(() => state.setStep(perRow), [state, perRow]);
  // The owner's ratio (square by default); 'Auto' is each picture's own, known before it loads.
  const ratio = settings.squareThumbs ? 1 : settings.aspectRatio;
  const slideRatio = (slide: DesignProps['slides'][number]) =>
    (ratio === null ? { '--sq-ratio': slide.image?.ratio ? `auto ${slide.image.ratio}` : 'auto' } as React.CSSProperties : undefined);

  return (
    <>
      <div
        ref={view} className="sq-gallery__carousel" style={{ '--sq-per-row': perRow, '--sq-gap': gap, '--sq-ratio': ratio ?? 'auto' } as React.CSSProperties}
        onKeyDown={(e) => {
          const action = galleryKeyAction(e.nativeEvent, keys);
          if (action !== 'previous' && action !== 'next') return;
          e.preventDefault();
          move(action === 'next' ? 1 : -1);
        }}
      >
        <ul
          className="sq-gallery__carousel-track"
          // The group holding a current slide the page's edit moved is shown at once.
          style={{ transform: `translateX(calc(${-page} * (100% + var(--sq-gap))))`, transitionDuration: state.index.followed ? '0s' : undefined }}
        >
          {slides.map((slide, i) => {
            const shown = Math.floor(i / perRow) === page;
            return (
              <li key={slideKey(slide, i)} className="sq-gallery__item" aria-hidden={!shown} inert={!shown} style={slideRatio(slide)}>
                <figure className="sq-gallery__figure">
                  {settings.lightbox && slide.type === 'image' ? (
                    <button
                      type="button" className="sq-gallery__open" onClick={(e) => activate(i, e.currentTarget)}
                      aria-label={CONTROL_LABELS.openInLightbox(slide.title || CONTROL_LABELS.slideOf(i + 1, slides.length))}
                    >
                      <SlideMedia slide={slide} />
                    </button>
                  ) : slide.clickThroughUrl ? (
                    // The slide's link (data-click-through-url), as the grid and list designs have it.
                    <a className="sq-gallery__open" href={slide.clickThroughUrl}><SlideMedia slide={slide} /></a>
                  ) : <SlideMedia slide={slide} />}
                  <Caption slide={slide} as="figcaption" />
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      <Controls
        onPrevious={() => move(-1)} onNext={() => move(1)} atBeginning={page === 0} atEnd={page === pages - 1}
        loop={loop} hidden={carouselControlsHidden(slides.length, perRow)} autoplay={state.autoplay}
      />
    </>
  );
}

/**
 * Adopted when this design's chunk first loads. The slides' ratio is the owner's setting, not the theme's:
 * that rule is not :where()'d, so a theme's `sq-gallery img { aspect-ratio: … }` (bench/pages.mjs has one)
 * does not reshape the view, as it does not reshape sq.css's loading layout, whose square the view keeps.
 * Each slide is a figure with its figcaption, as the server's is, so a theme's rules for those style both
 * alike; its margin is 0 over a theme's, as sq.css's loading layout makes the server's. A caption's long word
 * breaks (overflow-wrap: anywhere, as in sq.css): in a box sized by its content the row's narrowest is not every
 * caption's longest word side by side.
 */
export const CAROUSEL_STYLES = `
:where(.sq-gallery__carousel) { overflow: hidden; touch-action: pan-y; }
:where(.sq-gallery__carousel-track) { display: flex; gap: var(--sq-gap); transition: transform ${CAROUSEL_MOVE_MS}ms ease; }
:where(.sq-gallery__carousel-track > .sq-gallery__item) { flex: none; width: calc((100% - (var(--sq-per-row) - 1) * var(--sq-gap)) / var(--sq-per-row)); }
.sq-gallery__carousel .sq-gallery__img { aspect-ratio: var(--sq-ratio); }
.sq-gallery__carousel .sq-gallery__figure { margin: 0; overflow-wrap: anywhere; }
@media (prefers-reduced-motion: reduce) { :where(.sq-gallery__carousel-track) { transition: none !important; } }
`;
adoptStyles(CAROUSEL_STYLES);
