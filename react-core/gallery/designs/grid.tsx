// The designs that show every slide at once: grid (4 per row, padding 20), autogrid and autocolumns
// (columnWidth 250, gutter 0, floor for behavior min), autorows (rowHeight 250, gutter 20) and list
// (visitor §9). Each slide is a button opening the lightbox, a link to its click-through url, or a
// plain figure.
import { adoptStyles } from '../../../runtime/bridge/styles.ts';
import { memo, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { autoColumnsCount } from '../model/layout.ts';
import type { Slide } from '../read-slides.ts';
import { slideMedia } from '../slide-parts.tsx';
import { buildCells } from './grid-cells.ts';
import type { DesignProps } from './design-props.ts';

const ratioOf = (slide: Slide) => (slide.image?.width && slide.image.height ? slide.image.width / slide.image.height : 1);

export function Grid(props: DesignProps) {
  const { slides, settings, width } = props;
  const { design } = settings;
  if (design === 'autorows') return <AutoRows {...props} />;
  if (design === 'autocolumns') return <AutoColumns {...props} />;
  const columns = design === 'autogrid'
    ? autoColumnsCount(width, settings.columnWidth, settings.gutter)
    : design === 'list' ? 1 : settings.slidesPerRow;
  const gap = design === 'grid' ? settings.padding : settings.gutter;
  // grid crops to 3:2 and autogrid to squares unless a ratio is set; list keeps each image's own.
  const ratio = settings.squareThumbs ? 1 : settings.aspectRatio ?? (design === 'autogrid' ? 1 : design === 'grid' ? 1.5 : null);
  const listImageSize = design === 'list' ? settings.listImageSize : null;
  return (
    <UniformGrid
      slides={props.slides} lightbox={settings.lightbox} activate={props.activate} ratio={ratio} listImageSize={listImageSize}
      className={`sq-gallery__grid sq-gallery__grid--${design}`} columns={columns} gap={gap}
    />
  );
}

interface UniformGridProps {
  slides: DesignProps['slides']; lightbox: boolean; activate: DesignProps['activate'];
  ratio: number | null; listImageSize: number | null; className: string; columns: number; gap: number;
}

/**
 * grid, autogrid, list: one list whose cells are plain DOM (grid-cells.ts), built when the slides or
 * what the cells show change, with one click listener for every lightbox button.
 */
function UniformGrid({ slides, lightbox, activate, ratio, listImageSize, className, columns, gap }: UniformGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const openers = useRef(new Map<Element, number>());
  useLayoutEffect(() => {
    if (!list.current) return;
    openers.current = buildCells(list.current, { slides, lightbox, listImageSize, ratio: (slide) => ratio ?? ratioOf(slide) });
  }, [slides, lightbox, listImageSize, ratio]);
  const onClick = (event: MouseEvent) => {
    const opener = (event.target as Element).closest('.sq-gallery__open');
    const index = opener ? openers.current.get(opener) : undefined;
    if (index !== undefined) activate(index, opener as HTMLElement);
  };
  return (
    <ul ref={list} className={className} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }} onClick={onClick} />
  );
}

/**
 * Masonry: each slide goes to the shortest column (the leftmost of equals), keeping its own ratio. A
 * slide takes its picture's height plus the gutter below it, rounded to whole pixels, as a span of
 * 1 px grid rows does in sq.css's loading layout (CSS grid's dense placement there is this same
 * shortest-column rule), so the server's pictures and the view's are at the same places.
 */
function AutoColumns(props: DesignProps) {
  const { slides, settings, width } = props;
  const gutter = Math.max(0, settings.gutter || 0);
  const count = autoColumnsCount(width, settings.columnWidth, gutter);
  const columnWidth = (width - (count - 1) * gutter) / count;
  const columns: number[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  const spans = slides.map((slide) => Math.max(1, Math.round(columnWidth / ratioOf(slide) + gutter)));
  spans.forEach((span, i) => {
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest]!.push(i);
    heights[shortest]! += span;
  });
  return (
    <div className="sq-gallery__columns" style={{ gap: gutter }}>
      {columns.map((items, c) => (
        <ul key={c} className="sq-gallery__column">
          {items.map((i) => (
            <li key={i} className="sq-gallery__item" style={{ height: spans[i] }}><Item {...itemProps(props, i)} ratio={ratioOf(slides[i]!)} /></li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/**
 * Justified rows, laid out by the browser's flexbox: each slide's basis is its width at rowHeight and it
 * grows in proportion to its ratio, so a row takes slides while they fit and then widens them all alike
 * to the gallery's width (a row at least rowHeight high); the list's last-row filler takes a last row's
 * free space, so that row keeps rowHeight. sq.css's loading layout is the same flexbox over the server's
 * pictures (their width and height attributes), so the upgrade moves nothing (docs/decisions.md).
 */
function AutoRows(props: DesignProps) {
  const { slides, settings } = props;
  return (
    <ul className="sq-gallery__rows" style={{ gap: settings.gutter, ['--sq-rows-gap' as string]: `${settings.gutter}px` }}>
      {slides.map((slide, i) => {
        const ratio = ratioOf(slide);
        return (
          <li key={i} className="sq-gallery__item" style={{ flex: `${ratio} 1 ${ratio * settings.rowHeight}px`, aspectRatio: String(ratio) }}>
            <Item {...itemProps(props, i)} ratio={null} />
          </li>
        );
      })}
    </ul>
  );
}

/** What one slide's cell depends on: nothing that changes with the gallery's width or index. */
interface ItemProps {
  slide: Slide; index: number; count: number; lightbox: boolean; activate: DesignProps['activate']; ratio: number | null;
}

const itemProps = ({ slides, settings, activate }: DesignProps, index: number): Omit<ItemProps, 'ratio'> =>
  ({ slide: slides[index]!, index, count: slides.length, lightbox: settings.lightbox, activate });

const Item = memo(itemContent);

function itemContent({ slide, index, count, lightbox, activate, ratio }: ItemProps): ReactNode {
  const style = ratio ? { aspectRatio: String(ratio) } : { height: '100%' };
  const media: ReactNode = <div className="sq-gallery__frame" style={style}>{slideMedia(slide)}</div>;
  if (lightbox && slide.type === 'image') {
    return (
      <button
        type="button" className="sq-gallery__open"
        aria-label={CONTROL_LABELS.openInLightbox(slide.title || CONTROL_LABELS.slideOf(index + 1, count))}
        onClick={(e) => activate(index, e.currentTarget)}
      >
        {media}
      </button>
    );
  }
  if (slide.clickThroughUrl) return <a className="sq-gallery__open" href={slide.clickThroughUrl}>{media}</a>;
  return media;
}

/** Adopted when this design's chunk first loads. */
export const GRID_STYLES = `
:where(.sq-gallery__grid) { display: grid; margin: 0; padding: 0; list-style: none; }
:where(.sq-gallery__grid--list .sq-gallery__item) { display: grid; gap: var(--sq-space-4); align-items: start; }
:where(.sq-gallery__columns) { display: flex; align-items: flex-start; }
:where(.sq-gallery__column) { display: flex; flex-direction: column; flex: 1; min-width: 0; margin: 0; padding: 0; list-style: none; }
:where(.sq-gallery__column .sq-gallery__item) { flex: none; }
:where(.sq-gallery__rows) { display: flex; flex-wrap: wrap; align-items: flex-start; margin: 0; padding: 0; list-style: none; }
:where(.sq-gallery__rows)::after { content: ""; flex: 1000000 1 0px; margin-inline-start: calc(-1 * var(--sq-rows-gap, 0px)); }
:where(.sq-gallery__rows .sq-gallery__item) { min-width: 0; min-height: 0; }
:where(.sq-gallery__rows .sq-gallery__open) { height: 100%; }
`;
adoptStyles(GRID_STYLES);
