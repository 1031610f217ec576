// Pieces every design renders: a slide's image (handed to the image loader by its data-* attributes),
// its caption, a video slide's player, and the previous/next/pause controls.
import { CONTROL_LABELS } from '../../catalog/messages/controls.ts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { adoptNode, releaseNode } from '../../runtime/bridge/light-dom.ts';
import { unobserved } from '../../runtime/bridge/observer.ts';
import { identityKey } from '../identity-key.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { NodeSlot } from '../node-slot.tsx';
import type { Slide, SlideImage } from './read-slides.ts';

interface GalleryImageProps { image: SlideImage; load?: boolean; adopt?: boolean }

/**
 * An image the loader fills in: it picks the size from the rendered width once it nears the viewport.
 * With `adopt`, the slide's server-rendered <img> is the image (the same node, already painted); only
 * one view may adopt a slide's image.
 */
export function GalleryImage({ image, load = true, adopt = false }: GalleryImageProps) {
  const { focal } = image;
  if (adopt && image.element) return <AdoptedImage image={image} element={image.element} load={load} />;
  return (
    <img
      className="sq-gallery__img"
      alt={image.alt}
      draggable={false}
      data-src={load ? image.src : undefined}
      data-image-dimensions={image.dimensionsText ?? undefined}
      data-image-focal-point={image.focalText ?? undefined}
      style={{ objectPosition: `${focal.x * 100}% ${focal.y * 100}%` }}
    />
  );
}

/**
 * The server's <img> moved into the view (as react-core/adopted-node.tsx does, in the same
 * display: contents wrapper) and dressed as the view's image: the attributes GalleryImage would
 * render. One component per image rather than two: a grid mounts hundreds of them at once.
 */
function AdoptedImage({ image, element, load }: { image: SlideImage; element: HTMLImageElement; load: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    // Adopting an image already adopted here does nothing (it is where it should be).
    if (ref.current) adoptNode(element, ref.current);
    dressImage(element, image, load);
  }, [element, image, load]);
  useLayoutEffect(() => () => releaseNode(element), [element]);
  return <span ref={ref} className="sq-adopted" />;
}

/** Gives an adopted server <img> the attributes GalleryImage would render (with `load`, its data-src). */
export function dressImage(element: HTMLImageElement, image: SlideImage, load: boolean): void {
  // The view dressing the server's image, out of the live observer's sight (the image has just left a
  // watched slide, whose observer still hears it until its records are delivered).
  unobserved(() => {
    element.classList.add('sq-gallery__img');
    element.draggable = false;
    if (element.getAttribute('alt') !== image.alt) element.alt = image.alt;
    element.style.objectPosition = `${image.focal.x * 100}% ${image.focal.y * 100}%`;
    if (load) element.setAttribute('data-src', image.src);
    else element.removeAttribute('data-src');
  });
}

/**
 * The React key of a slide's wrapper: its player or picture, the page's own node, so a slide the page adds
 * or removes before a player does not hand that player to another wrapper (a frame moved without
 * moveBefore() loads again); by place where the slide has neither.
 */
export function slideKey(slide: Slide, i: number): string | number {
  // read-slides.ts's slideNode, which a design chunk does not import: the gallery's reader would come with it.
  const node = slide.media ?? slide.image?.element;
  return node ? identityKey(node) : `at ${i}`;
}

/** A slide's media as elements, for views that render many slides without a component per slide. */
export function slideMedia(slide: Slide, load = true): ReactNode {
  // The player is moved, never copied: a copy would be a second player (react-core/moved-nodes.tsx).
  if (slide.media) return <MovedNodes nodes={[slide.media]} className="sq-gallery__media" />;
  // The slide's own <img> is adopted once it may load; a far slide of a stacked gallery shows an
  // empty image until it nears (its server <img>, never displayed before, is not requested early).
  if (slide.image) {
    return load && slide.image.element
      ? <AdoptedImage image={slide.image} element={slide.image.element} load />
      : <GalleryImage image={slide.image} load={load} />;
  }
  return <div className="sq-gallery__img sq-gallery__img--empty" />;
}

export function SlideMedia({ slide, load = true }: { slide: Slide; load?: boolean }) {
  return slideMedia(slide, load);
}

/** A slide's caption: copies of its server caption's nodes, in a figcaption where the view has a figure. */
export function Caption({ slide, className = 'sq-gallery__meta', as }: { slide: Slide; className?: string; as?: 'figcaption' }) {
  if (slide.caption.length === 0) return null;
  return <NodeSlot nodes={slide.caption} className={className} as={as} />;
}

interface ControlsProps {
  onPrevious(): void; onNext(): void;
  atBeginning: boolean; atEnd: boolean; loop: boolean; hidden?: boolean;
  autoplay?: { enabled: boolean; paused: boolean; toggle(): void };
}

/** Stops and restarts autoplay (WCAG 2.2.2): in the controls row, or a row of its own under the slider's strip. */
export function PauseButton({ autoplay }: { autoplay: NonNullable<ControlsProps['autoplay']> }) {
  return (
    <button type="button" className="sq-gallery__control sq-gallery__pause" onClick={autoplay.toggle}>
      {autoplay.paused ? CONTROL_LABELS.playAutoplay : CONTROL_LABELS.pauseAutoplay}
    </button>
  );
}

/** Previous/next, disabled at the ends without loop (visitor §4), and the autoplay pause button. */
export function Controls({ onPrevious, onNext, atBeginning, atEnd, loop, hidden, autoplay }: ControlsProps) {
  if (hidden) return null;
  const endClass = (end: boolean) => (!loop && end ? ' sq-gallery__control--disabled' : '');
  return (
    <div className="sq-gallery__controls">
      <button
        type="button" className={`sq-gallery__control sq-gallery__previous${endClass(atBeginning)}`}
        aria-label={CONTROL_LABELS.previousSlide} aria-disabled={!loop && atBeginning} onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {autoplay?.enabled && <PauseButton autoplay={autoplay} />}
      <button
        type="button" className={`sq-gallery__control sq-gallery__next${endClass(atEnd)}`}
        aria-label={CONTROL_LABELS.nextSlide} aria-disabled={!loop && atEnd} onClick={onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
