import { createElementClass } from '../runtime/bridge/create-element.ts';
import { pageChildren } from '../runtime/bridge/light-dom.ts';
import { oneOf } from '../runtime/bridge/attributes.ts';
import { IMAGE_BLOCK_SHAPES } from '../catalog/block-widgets.ts';
import { ImageBlock, IMAGE_BLOCK_STYLES } from '../react-core/image-block/image-block.tsx';

export { isNarrow, NARROW_CLASS } from '../react-core/image-block/image-block.tsx';

/** The server-rendered image (and caption) of the block: every child node, shown as it is. */
const readContent = (host: HTMLElement): ChildNode[] => pageChildren(host);

/**
 * An image block (visitor §9 "Page and blocks"): its server-rendered image and caption, in the narrow
 * layout (class sq-image-block--narrow) while the block is under 415 px wide, and cut to a shape mask
 * (circle 100 %, diamond 150 %, octagon 67 % height ratio) when `shape` names one.
 */
export const SqImageBlockElement = createElementClass({
  tag: 'sq-image-block',
  description: /* manifest-only */ 'An image block: narrow layout under 415 px of its own width, optional shape mask.',
  attributes: {
    shape: oneOf(IMAGE_BLOCK_SHAPES, 'none',
      'none, or the mask: circle (height 100 % of the width), diamond (150 %) or octagon (67 %), in any letter case.',
      { anyCase: true }),
  },
  read: readContent,
  loadingLayout: true,
  component: ImageBlock,
  styles: IMAGE_BLOCK_STYLES,
  reactEvents: false,
});
export type SqImageBlockElement = InstanceType<typeof SqImageBlockElement>;
export default SqImageBlockElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-image-block': SqImageBlockElement }
}
