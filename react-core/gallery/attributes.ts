// <sq-gallery>'s attributes. Settings that can also come from the block data (`block-json`) read as
// unset when absent (empty string, null or false), so the block data or the design default applies.
import {
  ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, LIGHTBOX_THEMES, META_POSITIONS, STACKED_TRANSITIONS,
} from '../../catalog/gallery.ts';
import { boolean, oneOf, oneOfOrUnset, optionalNumber, string, type Attribute } from '../../runtime/bridge/attributes.ts';
import { blockJson } from './block-data.ts';

/**
 * A setting that is on by default, turned off as HTML's spellcheck="false" is: "false" is off, "true"
 * or empty on, absent unset (null: the block data, else on); any other value logs the parser message
 * for a malformed enum and reads as unset.
 */
function onUnlessFalse(doc: string): Attribute<boolean | null> {
  const values = oneOf(['true', 'false'], 'true');
  return {
    type: 'boolean | null', default: null, doc,
    parse(value, where) {
      if (value === null) return null;
      if (value === 'false') return false;
      if (value === '' || value === 'true') return true;
      values.parse(value, where); // logs the malformed value
      return null;
    },
    stringify: (value) => (value === null ? null : String(value)),
  };
}

export const GALLERY_ELEMENT_ATTRIBUTES = {
  blockJson,
  design: oneOfOrUnset(GALLERY_DESIGNS, /* manifest-only */ 'stacked (default), slider, slideshow, grid, autogrid, autocolumns, carousel or list.'),
  transition: oneOfOrUnset(STACKED_TRANSITIONS, /* manifest-only */ 'Stacked and slideshow transition: fade (default), ken-burns, new-swipe, scroll or swipe.'),
  aspectRatio: string('', /* manifest-only */ "'Auto' (each image's own) or a ratio such as 3:2."),
  slidesPerRow: optionalNumber(/* manifest-only */ 'Slides per row: grid 4, carousel 3 by default.'),
  gutter: optionalNumber(/* manifest-only */ 'Space between slides in px (carousel default 1%, autorows 20).'),
  padding: optionalNumber(/* manifest-only */ 'Padding in px (grid: the space between slides, default 20).'),
  // A string, read like the block data's columnWidth (visitor §5: strings parsed as integers, "300px" is 300).
  columnWidth: string('', /* manifest-only */ 'autogrid / autocolumns column width in px, "300" or "300px" (default 250).'),
  rowHeight: optionalNumber(/* manifest-only */ 'autorows row height in px (default 250).'),
  autoplay: boolean(/* manifest-only */ 'Advance on its own (paused on hover, on focus and on video slides; off with nomotion=true or reduced motion).'),
  autoplayDuration: optionalNumber(/* manifest-only */ 'Seconds per slide when autoplaying (default 5).'),
  randomize: boolean(/* manifest-only */ 'Autoplay picks a random next slide.'),
  pauseOnMouseover: onUnlessFalse(/* manifest-only */ '"false": autoplay goes on under a mouse pointer.'),
  keyboard: onUnlessFalse(/* manifest-only */ '"false": no key moves the gallery (Enter/Space still activate).'),
  lazyLoad: onUnlessFalse(/* manifest-only */ '"false": every image loads at once.'),
  loop: boolean(/* manifest-only */ 'Previous at the first slide goes to the last, next at the last to the first.'),
  lightbox: boolean(/* manifest-only */ 'Open slides in the lightbox (autorows: on by default in its block data).'),
  lightboxTheme: oneOfOrUnset(LIGHTBOX_THEMES, /* manifest-only */ 'dark (default) or light.'),
  thumbnails: boolean(/* manifest-only */ 'slideshow: show a thumbnail strip under the slides.'),
  activeAlignment: oneOfOrUnset(ACTIVE_ALIGNMENTS, /* manifest-only */ 'Thumbnail strip alignment of the active thumbnail: left, center (default) or right.'),
  vSize: optionalNumber(/* manifest-only */ 'Thumbnail strip height as a percentage of the gallery width (default 10).'),
  thumbnailStripMargin: optionalNumber(/* manifest-only */ 'Space between thumbnails in px (the edge offset uses it, capped at 5).'),
  thumbnailStripHeight: optionalNumber(/* manifest-only */ 'Thumbnail strip height in px (instead of v-size).'),
  thumbnailsPerRow: optionalNumber(/* manifest-only */ 'Thumbnails shown across the strip at once (their width follows).'),
  metaPosition: oneOfOrUnset(META_POSITIONS, /* manifest-only */ 'Caption position over a stacked slide: top, bottom (default), top-left, bottom-left, top-right, bottom-right, center.'),
  squareThumbs: boolean(/* manifest-only */ 'grid, autogrid, list and carousel: crop every slide square (over aspect-ratio).'),
  autoCrop: boolean(/* manifest-only */ 'stacked / slideshow: crop each slide to fill the stage (default: the whole picture fits).'),
  listImageSize: optionalNumber(/* manifest-only */ "list: the image's share of the row, in percent (default 50)."),
  historyHash: boolean(/* manifest-only */ 'Write the open slide into the address as itemId, and open the slide an address names.'),
  collectionUrl: string('', /* manifest-only */ "The collection's full url, under which the lightbox writes itemId."),
  currentIndex: optionalNumber(/* manifest-only */ 'The slide to show (normalised: negatives count from the end; not a number, the first).', 0),
  linkedGalleries: string('', /* manifest-only */ 'Ids of other galleries kept at the same index (a thumbnail strip and its slideshow).'),
  label: string('', /* manifest-only */ "The gallery's accessible name (default 'Gallery')."),
};
