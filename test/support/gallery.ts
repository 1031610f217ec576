// Builds <sq-gallery> fixtures from the demo's generated images (demo/images/index.json).
import { fixture } from '@open-wc/testing';
import { whenRendered } from '../../react-core/portal-root.tsx';
import { designsSettled } from '../../react-core/gallery/design-views.ts';

export const IMAGES = [
  { file: 'harbour-at-dusk.svg', width: 1500, height: 1000, title: 'Harbour at dusk' },
  { file: 'alpine-sunrise.svg', width: 1500, height: 1000, title: 'Alpine sunrise' },
  { file: 'misty-pine-forest.svg', width: 1500, height: 1000, title: 'Misty pine forest' },
  { file: 'moonrise-over-the-lake.svg', width: 1000, height: 1500, title: 'Moonrise over the lake' },
  { file: 'volcano-at-twilight.svg', width: 1200, height: 1200, title: 'Volcano at twilight' },
  { file: 'valley-panorama.svg', width: 1600, height: 900, title: 'Valley panorama' },
  { file: 'desert-dunes.svg', width: 1500, height: 1000, title: 'Desert dunes' },
  { file: 'city-lights.svg', width: 1500, height: 1000, title: 'City lights' },
] as const;

/**
 * Server-rendered slide markup: a figure with the spec's slide and image attributes; `sized` adds the
 * image's width and height attributes, as the README's markup has them.
 */
export function slideMarkup(i: number, extra = '', { sized = false } = {}): string {
  const image = IMAGES[i % IMAGES.length]!;
  const size = sized ? ` width="${image.width}" height="${image.height}"` : '';
  return `<figure data-slide-id="s${i}" data-slide-url="${image.file.replace('.svg', '')}-${i}" ${extra}>
    <img loading="lazy" src="/demo/images/${image.file}" data-src="/demo/images/${image.file}" alt="A generated picture, ${image.title.toLowerCase()}, number ${i + 1}"
      data-image-dimensions="${image.width}x${image.height}" data-image-focal-point="0.5,0.4"${size}>
    <figcaption><strong>${image.title}</strong></figcaption>
  </figure>`;
}

export function slidesMarkup(count: number, { sized = false } = {}): string {
  return Array.from({ length: count }, (_, i) => slideMarkup(i, '', { sized })).join('');
}

/** A gallery `width` px wide with `count` slides and the given attributes. */
export async function gallery(attributes: string, count = 5, width = 800): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLDivElement>(
    `<div style="width:${width}px"><sq-gallery ${attributes}>${slidesMarkup(count)}</sq-gallery></div>`,
  );
  await settle();
  return wrapper.querySelector('sq-gallery')!;
}

/** Waits for the design's chunk, the mount that follows it (the bridge's `ready`), and its commit. */
export async function settle(): Promise<void> {
  await whenRendered();
  await designsSettled();
  await new Promise((resolve) => setTimeout(resolve));
  await whenRendered();
}

export const q = <T extends Element = HTMLElement>(el: Element, selector: string) => el.querySelector<T>(selector)!;
export const qa = (el: Element, selector: string) => Array.from(el.querySelectorAll<HTMLElement>(selector));
export const activeIndex = (el: Element) =>
  qa(el, '.sq-gallery__slide').findIndex((s) => s.classList.contains('sq-gallery__slide--active'));

/** Columns of a grid design, from its grid-template-columns: repeat(n, …). */
export const columns = (grid: HTMLElement) => Number(/repeat\((\d+)/.exec(grid.style.gridTemplateColumns)?.[1]);
