// A gallery slide as a React app renders it: the documented markup (visitor §3).
import { createElement as h, type ReactElement } from 'react';
import { IMAGES } from './gallery.ts';

/** Slide `id` (its picture IMAGES[id], alt `slide <id>`), under React's `key` (its id unless given). */
export function slide(id: number, key: string | number = id): ReactElement {
  const image = IMAGES[id % IMAGES.length]!;
  return h('figure', { key, 'data-slide-id': `s${id}` },
    h('img', { src: `/demo/images/${image.file}`, 'data-src': `/demo/images/${image.file}`, alt: `slide ${id}`,
      'data-image-dimensions': `${image.width}x${image.height}` }),
    h('figcaption', null, image.title));
}
