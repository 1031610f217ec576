// <sq-image-block>'s view (visitor §9 "Page and blocks"): the server-rendered image (and caption) moved
// into one wrapper that takes the narrow layout while the block itself, not the viewport, is under
// 415 px wide (a ResizeObserver on the element), and the shape mask with its height ratio.
import type { CSSProperties } from 'react';
import { SHAPE_HEIGHT_RATIOS, type ImageBlockShape } from '../../catalog/block-widgets.ts';
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { useElementWidth } from '../use-element-width.ts';

export interface ImageBlockProps { host: HTMLElement; data: ChildNode[]; shape: ImageBlockShape }

export const NARROW_CLASS = 'sq-image-block--narrow';

/** visitor §9: "Image block narrow under 415 px". */
export const isNarrow = (width: number): boolean => width < PAGE_BLOCKS.imageBlockNarrowBelowPx;

export function ImageBlock({ host, data, shape }: ImageBlockProps) {
  const narrow = isNarrow(useElementWidth(host));
  const masked = shape !== 'none';
  const style = masked ? ({ '--sq-shape-ratio': SHAPE_HEIGHT_RATIOS[shape] } as CSSProperties) : undefined;
  return (
    <MovedNodes className={narrow ? `sq-image-block ${NARROW_CLASS}` : 'sq-image-block'}
      data-shape={masked ? shape : undefined} style={style} nodes={data} />
  );
}

// The mask: the image keeps the block's width, takes the shape's height ratio and is cut to the shape. Its
// geometry is at two classes' weight, as sq.css's loading layout masks the server's picture from the first
// paint (docs/decisions.md "The view's structure is the library's"); the narrow class is the theme's hook
// only, so crossing 415 px moves nothing of the library's.
export const IMAGE_BLOCK_STYLES = `
:where(sq-image-block) { display: block; }
.sq-image-block[data-shape] img {
  display: block; width: 100%; height: auto; aspect-ratio: 100 / var(--sq-shape-ratio); object-fit: cover;
}
.sq-image-block[data-shape="circle"] img { clip-path: ellipse(50% 50% at 50% 50%); }
.sq-image-block[data-shape="diamond"] img { clip-path: polygon(50% 0, 100% 50%, 50% 100%, 0 50%); }
.sq-image-block[data-shape="octagon"] img {
  clip-path: polygon(30% 0, 70% 0, 100% 30%, 100% 70%, 70% 100%, 30% 100%, 0 70%, 0 30%);
}
`;
