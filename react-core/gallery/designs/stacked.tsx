// stacked (the default) and slideshow: one slide at a time in one place, with the stacked
// transitions fade, ken-burns, new-swipe, scroll and swipe (visitor §4). A slideshow adds a
// thumbnail strip sharing its index. Clicking a stacked slide goes next (clickBehavior next, §9),
// opens the lightbox when it is on, or follows the slide's click-through url.
import { adoptStyles } from '../../../runtime/bridge/styles.ts';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { GALLERY_DESIGN_DEFAULTS, KEN_BURNS_ZOOM } from '../../../catalog/constants.ts';
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { onTouchSwipe, SWIPE_DESIGN_SLIDE_MS, swipeDesignAction, SwipeDrag } from '../model/gestures.ts';
import { keyShortcuts } from '../model/keys.ts';
import { metaOverlayHeight } from '../model/layout.ts';
import { Caption, Controls, SlideMedia, slideKey } from '../slide-parts.tsx';
import { Strip, STRIP_SIZER } from './strip.tsx';
import type { DesignProps } from './design-props.ts';
import { useGalleryKeys, useKeys } from './use-keys.ts';

/** A stacked transition's length: speed 1 (§9) counted in seconds. */
export const STACKED_TRANSITION_MS = GALLERY_DESIGN_DEFAULTS.stacked.speed * 1000;
const PRELOAD = GALLERY_DESIGN_DEFAULTS.stacked.preloadCount;

export function Stacked(props: DesignProps) {
  const { slides, settings, state, width, activate } = props;
  const { current, index } = state;
  const count = slides.length;
  const stage = useRef<HTMLDivElement>(null);
  // The x offset of a drag under way (null: no drag); while it lasts the track follows the pointer.
  const [drag, setDrag] = useState<number | null>(null);
  // The slides that have come near (by slideKey, so the page's edits of the slides do not move the marks).
  const [seen] = useState(() => new Set<string | number>());
  const swipeLike = settings.transition === 'swipe' || settings.transition === 'new-swipe';
  const go = (to: 'next' | 'previous' | number) => state.go(to, STACKED_TRANSITION_MS);
  const keys = useKeys(settings);
  useGalleryKeys(stage, keys, go);

  // Touch swipes for the transitions that do not drag (50 px within 250 ms, §9).
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => (stage.current && !swipeLike ? onTouchSwipe(stage.current, (d) => goRef.current(d)) : undefined), [swipeLike]);

  // A released drag that stays snaps back over its clamped snap time (no move, so no lock): kept
  // with the slide it was on, so the next move takes its own duration again.
  const [snapBack, setSnapBack] = useState<{ ms: number; at: number } | null>(null);
  const dragger = useRef<SwipeDrag | null>(null);
  // The gallery's width, read here when a drag starts before the view has been told it (the stacked
  // designs learn it after their first paint).
  const dragWidth = useRef(1);
  const onPointerDown = (e: ReactPointerEvent) => {
    if (!swipeLike || e.button !== 0) return;
    state.index.clearFollowed();
    dragWidth.current = width || stage.current?.clientWidth || 1;
    dragger.current = new SwipeDrag({ width: dragWidth.current, viewportWidth: window.innerWidth });
    dragger.current.start(e.clientX, e.clientY);
  };
  const dragOffset = useRef(0);
  const onPointerMove = (e: ReactPointerEvent) => {
    const moved = dragger.current?.move(e.clientX, e.clientY);
    if (moved?.axis === 'x') { dragOffset.current = moved.offsetX; setDrag(moved.offsetX); }
  };
  // A drag that set an axis is not also a click on the slide (the click that follows pointerup).
  const dragged = useRef(false);
  const onPointerEnd = (e: ReactPointerEvent) => {
    const drag = dragger.current;
    dragger.current = null;
    setDrag(null);
    if (!drag) return;
    const swiped = drag.end();
    dragged.current = drag.axis !== null;
    // new-swipe releases by the swipe design's rule (past width / 2.25, a 0.28 s slide, §9);
    // swipe by the transition's (past half the width or faster than 1 px/ms, a clamped snap).
    const result = settings.transition === 'new-swipe'
      ? { action: drag.axis === 'x' ? swipeDesignAction(dragOffset.current, dragWidth.current) : 'stay', snapMs: SWIPE_DESIGN_SLIDE_MS }
      : swiped;
    dragOffset.current = 0;
    // A cancelled pointer (the browser took the gesture over) snaps back.
    if (e.type !== 'pointercancel' && result.action !== 'stay' && state.go(result.action, result.snapMs)) setSnapBack(null);
    else setSnapBack({ ms: result.snapMs, at: current });
  };
  const near = (i: number) => {
    const distance = Math.min(Math.abs(i - current), count - Math.abs(i - current));
    const key = slideKey(slides[i]!, i);
    if (distance <= PRELOAD || !settings.lazyLoad) seen.add(key);
    return seen.has(key);
  };
  const ratio = settings.aspectRatio ?? ratioOf(slides[current]?.image);
  const offset = settings.transition === 'scroll' || swipeLike ? `translateX(calc(${-current * 100}% + ${drag ?? 0}px))` : undefined;
  // The track animates for as long as the move locks the gallery (a button's 1 s, a swipe's clamped
  // snap, new-swipe's 0.28 s) and not at all while a finger or mouse drags it.
  // A current slide the page's edit moved (the index followed it) is shown at its new place at once.
  const ms = state.index.followed ? 0 : snapBack?.at === current ? snapBack.ms : state.motionMs;
  const duration = drag !== null ? '0s' : ms !== null ? `${ms}ms` : undefined;
  return (
    <>
      <div
        ref={stage}
        className={`sq-gallery__stage sq-gallery__stage--${settings.transition}${settings.autoCrop ? ' sq-gallery__stage--crop' : ''}`}
        style={{ aspectRatio: ratio ? String(ratio) : undefined, '--sq-ken-burns': KEN_BURNS_ZOOM } as React.CSSProperties}
        tabIndex={0}
        role="group"
        aria-label={CONTROL_LABELS.slideOf(current + 1, count)}
        aria-keyshortcuts={keyShortcuts(keys)}
        onClick={(e) => {
          if (dragged.current) { dragged.current = false; return; }
          if (!(e.target as Element).closest('a, button, iframe, sq-video')) activate(current, stage.current);
        }}
        onKeyDown={(e) => { if ((e.key === 'Enter' || e.key === ' ') && e.target === stage.current) { e.preventDefault(); activate(current, stage.current); } }}
        onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerEnd} onPointerCancel={onPointerEnd}
      >
        <div className="sq-gallery__track" style={{ transform: offset, transitionDuration: offset ? duration : undefined }}>
          {slides.map((slide, i) => (
            <div
              key={slideKey(slide, i)}
              className={`sq-gallery__slide${i === current ? ' sq-gallery__slide--active' : ''}`}
              style={offset ? { left: `${i * 100}%` } : undefined}
              aria-hidden={i !== current}
              inert={i !== current}
              data-slide-id={slide.id}
            >
              <SlideMedia slide={slide} load={near(i)} />
              {slide.caption.length > 0 && <MetaOverlay slide={slide} position={settings.metaPosition} width={width} />}
            </div>
          ))}
        </div>
      </div>
      <Controls
        onPrevious={() => go('previous')} onNext={() => go('next')}
        atBeginning={index.atBeginning} atEnd={index.atEnd} loop={index.loop} autoplay={state.autoplay}
        hidden={count < 2}
      />
      {settings.design === 'slideshow' && settings.thumbnails && <Strip {...props} />}
    </>
  );
}

const ratioOf = (image: { ratio: number | null } | null | undefined) => image?.ratio ?? null;

/** The caption over the slide; fixed to 40% of the stage when it would cover over 90% (§9). */
function MetaOverlay({ slide, position, width }: { slide: DesignProps['slides'][number]; position: string; width: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  // Measured against the overlay's own stage (the parent's ref is not set yet when this runs on
  // mount), again whenever the gallery's width changes.
  useLayoutEffect(() => {
    const box = ref.current?.closest('.sq-gallery__stage')?.clientHeight ?? 0;
    if (ref.current && box > 0) setHeight(metaOverlayHeight(ref.current.scrollHeight, box));
  }, [width]);
  return (
    <div
      ref={ref}
      className={`sq-gallery__overlay sq-gallery__overlay--${position}${height !== null ? ' sq-gallery__overlay--fixed' : ''}`}
      style={height !== null ? { height } : undefined}
    >
      <Caption slide={slide} />
    </div>
  );
}

/** Adopted when this design's chunk first loads. */
export const STACKED_STYLES = `
:where(.sq-gallery__stage) { position: relative; overflow: hidden; aspect-ratio: 3 / 2; cursor: pointer; touch-action: pan-y; }
:where(.sq-gallery__track) { position: absolute; inset: 0; }
/* Its slides are out of flow: in a box that takes its width from its content, the stage asks for the width it is
   offered (as the server's first picture does before the upgrade), not none. */
.sq-gallery__stage::before { ${STRIP_SIZER} }
:where(.sq-gallery__slide) { position: absolute; inset: 0; opacity: 0; transition: opacity ${STACKED_TRANSITION_MS}ms ease; }
:where(.sq-gallery__slide--active) { opacity: 1; z-index: 1; }
:where(.sq-gallery__slide .sq-gallery__img) { object-fit: contain; background: none; }
/* The picture fills the stage, whose ratio may be the owner's (aspect-ratio), over a theme's img { height: auto }. */
.sq-gallery__stage .sq-gallery__slide .sq-gallery__img { width: 100%; height: 100%; }
:where(.sq-gallery__stage--crop .sq-gallery__slide .sq-gallery__img) { object-fit: cover; }
:where(.sq-gallery__stage--ken-burns .sq-gallery__slide .sq-gallery__img) { transition: transform 6s linear; }
:where(.sq-gallery__stage--ken-burns .sq-gallery__slide--active .sq-gallery__img) { transform: scale(var(--sq-ken-burns)); }
:where(.sq-gallery__stage:is(.sq-gallery__stage--scroll, .sq-gallery__stage--swipe, .sq-gallery__stage--new-swipe) .sq-gallery__track) { transition: transform ${STACKED_TRANSITION_MS}ms ease; }
:where(.sq-gallery__stage:is(.sq-gallery__stage--scroll, .sq-gallery__stage--swipe, .sq-gallery__stage--new-swipe) .sq-gallery__slide) { opacity: 1; }
:where(.sq-gallery__media) { position: absolute; inset: 0; display: grid; place-items: center; }
:where(.sq-gallery__overlay) { position: absolute; left: 0; right: 0; bottom: 0; z-index: 2; padding: var(--sq-space-3); overflow: auto; background: rgb(0 0 0 / 0.55); color: #fff; }
:where(.sq-gallery__overlay--top, .sq-gallery__overlay--top-left, .sq-gallery__overlay--top-right) { top: 0; bottom: auto; }
:where(.sq-gallery__overlay--top-left, .sq-gallery__overlay--bottom-left) { right: auto; max-width: 60%; }
:where(.sq-gallery__overlay--top-right, .sq-gallery__overlay--bottom-right) { left: auto; max-width: 60%; }
:where(.sq-gallery__overlay--center) { top: 50%; bottom: auto; transform: translateY(-50%); text-align: center; }
@media (prefers-reduced-motion: reduce) {
  :where(.sq-gallery__slide, .sq-gallery__track) { transition: none !important; }
  :where(.sq-gallery__stage--ken-burns .sq-gallery__slide--active .sq-gallery__img) { transform: none; }
}
`;
adoptStyles(STACKED_STYLES);
