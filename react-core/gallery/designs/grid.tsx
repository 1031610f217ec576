// The designs that show every slide at once: grid (4 per row, padding 20), autogrid and autocolumns
// (columnWidth 250, gutter 0, floor for behavior min), autorows (rowHeight 250, gutter 20) and list
// (visitor §9). Each slide is a button opening the lightbox, a link to its click-through url, or a
// plain figure.
import { adoptStyles } from '../../../runtime/bridge/styles.ts';
import { memo, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { autoColumnsCount } from '../model/layout.ts';
import type { Slide } from '../read-slides.ts';
import { slideKey, slideMedia } from '../slide-parts.tsx';
import { buildCells, releaseCells } from './grid-cells.ts';
import type { DesignProps } from './design-props.ts';

const ratioOf = (slide: Slide) => slide.image?.ratio ?? 1;


export function Grid(props: DesignProps) {
  const { settings } = props;
  const { design } = settings;
  if (design === 'autorows') return <AutoRows {...props} />;
  if (design === 'autocolumns') return <AutoColumns {...props} />;
  const columns = design === 'autogrid'
    ? autoColumnsCount(props.width, settings.columnWidth, settings.gutter)
    : design === 'list' ? 1 : settings.slidesPerRow;
  const gap = design === 'grid' ? settings.padding : settings.gutter;
  // The owner's ratio or the design's (grid 3:2, autogrid square, list none); null is each image's own.
  const ratio = settings.squareThumbs ? 1 : settings.aspectRatio;
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
  // Before React takes the list out: a player goes back to its slide while both are in the page.
  useLayoutEffect(() => {
    const cells = list.current;
    return () => { if (cells) releaseCells(cells); };
  }, []);
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
 * Whether sq.css lays a masonry's server pictures out in whole-pixel spans (runtime/styles/loading-media.css):
 * where the engine has typed attr() and typed arithmetic, and every slide passes that layout's guard.
 */
const SPANS_IN_CSS = typeof CSS !== 'undefined' && CSS.supports('width', 'calc(attr(x type(<number>), 0) * 1px)')
  && CSS.supports('width', 'calc(1px * (100cqw / 1px))');
const sizedPictures = (slides: readonly Slide[]) => slides.every((slide) => slide.sized);

/**
 * Masonry: each slide goes to the shortest column (the leftmost of equals), keeping its own ratio, with
 * the gutter below it. A slide counts its picture's height plus the gutter rounded to whole pixels, as
 * sq.css's loading layout spans 1 px grid rows (CSS grid's dense placement is this same shortest-column
 * rule); where sq.css laid the pictures out that way, the slide also takes that rounded height (its
 * margin holds the difference, so a stale width never overlaps pictures), and the pictures stay at the
 * same pixels at the upgrade.
 */
function AutoColumns(props: DesignProps) {
  const { slides, settings } = props;
  const gutter = Math.max(0, settings.gutter || 0);
  const { width } = props;
  const count = autoColumnsCount(width, settings.columnWidth, gutter);
  const columnWidth = Math.max(0, (width - (count - 1) * gutter) / count);
  const columns: number[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  const spans = slides.map((slide) => Math.max(1, Math.round(columnWidth / ratioOf(slide) + gutter)));
  spans.forEach((span, i) => {
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest]!.push(i);
    heights[shortest]! += span;
  });
  const whole = SPANS_IN_CSS && sizedPictures(slides);
  const below = (i: number) => (whole ? spans[i]! - columnWidth / ratioOf(slides[i]!) : gutter);
  return (
    <div className="sq-gallery__columns" style={{ gap: gutter }}>
      {columns.map((items, c) => (
        <ul key={c} className="sq-gallery__column">
          {items.map((i) => (
            <li key={slideKey(slides[i]!, i)} className="sq-gallery__item" style={{ marginBottom: below(i) }}><Item {...itemProps(props, i)} ratio={ratioOf(slides[i]!)} /></li>
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
  const gutter = Math.max(0, settings.gutter || 0);
  return (
    <ul className="sq-gallery__rows" style={{ gap: gutter, ['--sq-rows-gap' as string]: `${gutter}px` }}>
      {slides.map((slide, i) => {
        const ratio = ratioOf(slide);
        return (
          <li key={slideKey(slide, i)} className="sq-gallery__item" style={{ flex: `${ratio} 1 ${ratio * settings.rowHeight}px`, aspectRatio: String(ratio) }}>
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

/**
 * Adopted when this design's chunk first loads. The picture fills its frame, whose ratio is the owner's
 * setting or the picture's own: that rule is not :where()'d, so a theme's `img { height: auto }` or
 * `sq-gallery img { aspect-ratio: … }` does not reshape the view, as it does not reshape sq.css's loading layout.
 */
export const GRID_STYLES = `
:where(.sq-gallery__grid) { display: grid; }
:where(.sq-gallery__grid--list .sq-gallery__item) { display: grid; gap: var(--sq-space-4); align-items: start; }
:where(.sq-gallery__columns) { display: flex; align-items: flex-start; }
:where(.sq-gallery__column) { display: flex; flex-direction: column; flex: 1; min-width: 0; }
:where(.sq-gallery__column .sq-gallery__item) { flex: none; }
:where(.sq-gallery__rows) { display: flex; flex-wrap: wrap; align-items: flex-start; }
:where(.sq-gallery__rows)::after { content: ""; flex: 1000000 1 0px; margin-inline-start: calc(-1 * var(--sq-rows-gap, 0px)); }
:where(.sq-gallery__rows .sq-gallery__item) { min-width: 0; min-height: 0; max-width: 100%; }
:where(.sq-gallery__rows .sq-gallery__open) { height: 100%; }
/* The frame a one-cell grid, so the picture's height is a percentage of that cell: in a table cell WebKit resolves it
   against nothing of a frame sized by its ratio alone (the picture at its own 1000 px, where sq.css's is 56). */
:where(.sq-gallery__frame) { display: grid; grid-template: minmax(0, 1fr) / minmax(0, 1fr); }
.sq-gallery__frame .sq-gallery__img { height: 100%; }
`;
adoptStyles(GRID_STYLES);
