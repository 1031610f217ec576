// Catalogue tests: forms, map, images, video, galleries and lightbox (reference §3.7-§3.10, §9; visitor §3, §4,
// §5).
// Every expectation is checked against the text of docs/spec (test/support/spec-text.ts), not against a copy.
import { expect } from '@open-wc/testing';
import {
  ACTIVE_ALIGNMENTS, AUTOPLAY_OPTIONS, CAROUSEL_RESPONSIVE, CONTENT_SOURCES, EMAIL_LENGTH,
  FLAGGED_FORM_FIELD_PROPERTIES, FORM_FIELD_PROPERTIES, FORM_FIELD_TYPES, FORM_FIELDSET_BY_CODE, FORM_FIELDSETS,
  FORM_STATES, FORM_SUBMISSION_FIELDS, GALLERY, GALLERY_ATTRIBUTES, GALLERY_BLOCK_DATA_FIELDS,
  GALLERY_DESIGN_DEFAULTS, GALLERY_KEY_CODES, GALLERY_RERENDER_ATTRIBUTES, IMAGE_ASPECT_RATIO_AUTO,
  IMAGE_CONFIG_DEFAULTS, IMAGE_CONFIG_FIELDS, IMAGE_CROP_MODES, IMAGE_FIT_ALIGNMENTS, IMAGE_SIZE_ADJUSTMENT_MIN,
  IMAGE_SIZE_FORMATS, IMAGE_SIZES, LIGHTBOX, LIGHTBOX_SETTINGS_DEFAULTS, LIGHTBOX_STATES, LIGHTBOX_THEMES,
  LIKERT_LABELS, LIKERT_VALUES, MAP, MAP_LOCATION_DEFAULTS, MAP_LOCATION_FIELDS, MAP_OPTION_DEFAULTS,
  MAP_STYLE_BY_NUMBER, MAP_STYLE_NUMBER_LABELS, MAP_STYLE_NUMBERS, MAP_STYLES, MASKED_FIELD_PLACEHOLDER,
  META_POSITIONS, NEW_SWIPE_BOUNDARIES, RESIZE_AXES, SLIDE_ATTRIBUTES, SLIDE_TYPES, STACKED_META_OVERLAY,
  STRIP_ALIGNMENTS, SWIPE_DESIGN, SWIPE_TRANSITION, US_ZIP_LENGTH, VIDEO_MODES, VIDEO_TYPES, likertLabel,
} from '../catalog/index.ts';
import {
  reference, visitor, readSpecBeforeAll, clause, block, list, coded, bulletItems, asLabels,
} from './support/spec-text.ts';

readSpecBeforeAll();

describe('forms (reference §3.7, §3.8; visitor §3, §4)', () => {
  it('numbers the form model fieldsets', () => {
    expect(asLabels(FORM_FIELDSETS)).to.deep.equal(coded(clause(reference, 'Form model fieldsets:')));
    expect(FORM_FIELDSET_BY_CODE[4]).to.equal('CAPTCHA');
  });

  it('gives every field type of table 3.8 its editable properties', () => {
    const rows = [...reference.matchAll(/^\| ([a-z, ]+) \| ([^|]+) \|$/gm)];
    expect(rows).to.have.length(7);
    const spec: Record<string, string[]> = {};
    for (const [, types, props] of rows) for (const type of list(types!)) spec[type] = list(props!);
    expect(FORM_FIELD_PROPERTIES).to.deep.equal(spec);
    expect(FORM_FIELD_TYPES).to.deep.equal(Object.keys(spec));
    expect(reference).to.contain(`(textarea also ${FLAGGED_FORM_FIELD_PROPERTIES.textarea[0]} under a feature flag)`);
  });

  it('labels the likert answers -2 to 2 and masks passwords', () => {
    for (const value of LIKERT_VALUES) {
      expect(reference).to.contain(`${value} ${likertLabel(value)}`);
      expect(visitor).to.contain(`${value} ${LIKERT_LABELS[`${value}`]}`);
    }
    expect(Object.keys(LIKERT_LABELS)).to.have.length(5);
    expect(reference).to.contain(`The mask placeholder for password fields is ${MASKED_FIELD_PLACEHOLDER}.`);
  });

  it('has the form states, submission fields and content sources', () => {
    expect(FORM_STATES).to.deep.equal(list(clause(visitor, 'States:')));
    expect(FORM_SUBMISSION_FIELDS).to.deep.equal(list(clause(visitor, '**Form submission**\n-')));
    expect(visitor).to.contain(`contentSource (${CONTENT_SOURCES.join(' or ')})`);
    expect(visitor).to.contain(`length ${EMAIL_LENGTH.min} to ${EMAIL_LENGTH.max}`);
    expect(reference).to.contain(`Email length ${EMAIL_LENGTH.min} to ${EMAIL_LENGTH.max}`);
    expect(visitor).to.contain(`US zip must be exactly ${US_ZIP_LENGTH} digits`);
  });
});

describe('map (reference §3.9, visitor §3)', () => {
  it('names the location fields, zoom 12 by default', () => {
    expect(MAP_LOCATION_FIELDS).to.deep.equal(list(clause(reference, '- Location:')));
    expect(MAP_LOCATION_FIELDS).to.deep.equal(bulletItems(block(visitor, '**Map location**\n').split('\n')[0]!));
    expect(reference).to.contain(`mapZoom (default ${MAP_LOCATION_DEFAULTS.mapZoom})`);
  });

  it('has the option defaults of both documents', () => {
    const spec = Object.fromEntries(list(clause(reference, 'UI options and defaults:')).map((p) => {
      const [k, v] = p.split(' ');
      return [k, v === 'true' ? true : v === 'false' ? false : v];
    }));
    expect(MAP_OPTION_DEFAULTS).to.deep.equal(spec);
    const onOff = Object.entries(MAP_OPTION_DEFAULTS).map(([k, v]) => `${k} ${v === true ? 'on' : v === false ? 'off' : v}`);
    expect(bulletItems(block(visitor, '**Map options (defaults)**\n')).slice(0, 9)).to.deep.equal(onOff);
  });

  it('keeps both style lists, with their different orders', () => {
    expect(MAP_STYLES).to.deep.equal(list(clause(reference, 'Styles by name:')));
    expect(MAP_STYLES).to.deep.equal(list(clause(visitor, 'Styles:')));
    expect(Object.values(MAP_STYLE_NUMBER_LABELS)).to.deep.equal(list(clause(reference, 'Numeric 1-6:')));
    expect(Object.keys(MAP_STYLE_NUMBER_LABELS).map(Number)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(MAP_STYLE_NUMBERS.MINIMAL_LIGHT).to.equal(4);
    expect(MAP_STYLE_BY_NUMBER[5]).to.equal('MINIMAL_DARK');
    expect(MAP_STYLES.indexOf('MinimalDark')).to.be.below(MAP_STYLES.indexOf('MinimalLight'));
  });

  it('has the marker image, time-out and debounce', () => {
    expect(reference).to.contain(`Marker image ${MAP.markerImage.width}x${MAP.markerImage.height}, shown at half size`);
    expect(MAP.markerImage.scale).to.equal(0.5);
    expect(visitor).to.contain(`Map load time-out ${MAP.loadTimeoutMs / 1000} s, zoom ${MAP.defaultZoom}`);
    expect(visitor).to.contain(`Map UI debounce ${MAP.uiDebounceMs} ms`);
  });
});

describe('images and video (reference §3.10, §4; visitor §3, §5)', () => {
  it('names the image config fields, modes, formats and alignments', () => {
    expect(IMAGE_CONFIG_FIELDS).to.deep.equal(list(clause(reference, '### 3.10 Image configuration\n')));
    expect(IMAGE_CONFIG_FIELDS).to.deep.equal(bulletItems(block(visitor, '**Image config**\n')));
    expect(IMAGE_CROP_MODES).to.deep.equal(list(/cropMode \(([^)]*)\)/.exec(reference)![1]!));
    expect(IMAGE_SIZE_FORMATS).to.deep.equal(list(/sizeFormat \(([^)]*)\)/.exec(reference)![1]!));
    expect(IMAGE_FIT_ALIGNMENTS).to.deep.equal(list(/fitAlignment \(flags ([^)]*)\)/.exec(reference)![1]!));
  });

  it('has the image config defaults', () => {
    const d = IMAGE_CONFIG_DEFAULTS;
    expect(d.focalPoint.x).to.equal(d.focalPoint.y);
    expect(reference).to.contain(`focalPoint (x, y, default ${d.focalPoint.x} each)`);
    expect(reference).to.contain(`sizeAdjustment (default ${d.sizeAdjustment}, never below ${IMAGE_SIZE_ADJUSTMENT_MIN})`);
    expect(reference).to.contain(`stretch (default ${d.stretch})`);
    expect(reference).to.contain('dprMax (default unlimited)');
    expect(d.dprMax).to.equal(Infinity);
    expect(reference).to.contain(`dprMin (default ${d.dprMin})`);
  });

  it('lists the image sizes in both documents', () => {
    expect(reference).to.contain(`Available image sizes: ${IMAGE_SIZES.join(', ')}.`);
    expect(visitor).to.contain(`Image sizes ${IMAGE_SIZES.join(', ')}.`);
  });

  it('has the video modes and types', () => {
    expect(VIDEO_MODES).to.deep.equal(list(clause(reference, 'Video mode:')));
    expect(VIDEO_TYPES).to.deep.equal(list(clause(reference, 'video type:')));
    expect(visitor).to.contain(`- mode: ${VIDEO_MODES.join(', ')}.`);
    expect(visitor).to.contain(`- type: ${VIDEO_TYPES.join(', ')}.`);
  });
});

describe('galleries and lightbox (visitor §3, §4, §5; reference §9)', () => {
  it('has the lightbox settings defaults, themes and states', () => {
    const d = LIGHTBOX_SETTINGS_DEFAULTS;
    expect(visitor).to.contain(`currentSetIndex (${d.currentSetIndex}), padding (${d.padding}), speed (${d.speed} s), theme (${d.theme}), title (${d.title})`);
    expect(LIGHTBOX_THEMES).to.deep.equal(list(/The theme is (.*)\./.exec(visitor)![1]!));
    expect(LIGHTBOX_STATES).to.deep.equal(list(clause(visitor, '**Lightbox:**')));
  });

  it('names the gallery block data fields and their values', () => {
    const lines = block(visitor, '**Gallery block data** (from a JSON attribute or stored data)\n').replace(/:.*$/m, '');
    expect(GALLERY_BLOCK_DATA_FIELDS).to.deep.equal(bulletItems(lines));
    expect(visitor).to.contain(`imageAspectRatio ('${IMAGE_ASPECT_RATIO_AUTO}' or a ratio)`);
    expect(visitor).to.contain(`active-alignment (${ACTIVE_ALIGNMENTS.slice(0, 2).join(', ')} or ${ACTIVE_ALIGNMENTS[2]})`);
    expect(visitor).to.contain(`lightboxTheme (${LIGHTBOX_THEMES[1]} or ${LIGHTBOX_THEMES[0]})`);
    expect(META_POSITIONS).to.deep.equal(list(clause(visitor, 'meta-position:')));
  });

  it('names the slide and gallery attributes', () => {
    expect(SLIDE_ATTRIBUTES).to.deep.equal(bulletItems(block(visitor, '**Slide attributes**\n')));
    expect(visitor).to.contain(`data-type (${SLIDE_TYPES.join(' or ')},`);
    expect(GALLERY_ATTRIBUTES).to.deep.equal(bulletItems(block(visitor, '**Gallery attributes**\n')));
    expect(visitor).to.contain(`autoplayOptions (${AUTOPLAY_OPTIONS.join(', ')})`);
    expect(GALLERY_RERENDER_ATTRIBUTES).to.deep.equal(list(clause(reference, 'Gallery attributes triggering re-render:')));
  });

  it('has the values the validators accept', () => {
    expect(STRIP_ALIGNMENTS).to.deep.equal(list(clause(visitor, 'Strip alignment must be')));
    expect(NEW_SWIPE_BOUNDARIES).to.deep.equal(list(clause(visitor, 'New-swipe boundaries must each be')));
    expect(RESIZE_AXES).to.deep.equal(list(/axis must be (\w) or (\w)/.exec(visitor)!.slice(1).join(', ')));
  });

  it('has the lightbox constants', () => {
    const l = LIGHTBOX;
    expect(visitor).to.contain(`Lightbox speed ${l.speedMs / 1000} s, overlay opacity ${l.overlayOpacity}, fade ${l.fadeMs / 1000} s, click margin ${l.clickMarginPercent}%, nav hover fade ${l.navHoverFadeMs} ms. Arrow throttle ${l.arrowThrottleMs} ms.`);
    expect(visitor).to.contain(`throttled to ${l.arrowThrottleMs} ms`);
    expect(visitor).to.contain(`outer ${l.clickMarginPercent}% margin`);
  });

  it('has the gallery design defaults', () => {
    const g = GALLERY_DESIGN_DEFAULTS;
    expect(visitor).to.contain(`Image load throttle: ${GALLERY.imageLoadConcurrency.desktop} concurrent on desktop, ${GALLERY.imageLoadConcurrency.mobile} on mobile.`);
    expect(visitor).to.contain(`Resize debounce ${GALLERY.resizeDebounceMs} ms for designs (emitter default ${GALLERY.resizeEmitterDebounceMs}).`);
    expect(visitor).to.contain(`Autoplay default ${GALLERY.autoplay.defaultMs} ms in one place and ${GALLERY.autoplay.stackedTimeoutMs} ms as the stacked timeout.`);
    expect(visitor).to.contain(`(default ${GALLERY.autoplay.stackedTimeoutMs} ms)`);
    expect(visitor).to.contain(`columnWidth ${g.autocolumns.columnWidth}, gutter ${g.autocolumns.gutter}, behavior ${g.autocolumns.behavior} (floor) else ceil.`);
    expect(visitor).to.contain(`Autorows: rowHeight ${g.autorows.rowHeight}, gutter ${g.autorows.gutter}, lightbox on.`);
    expect(visitor).to.contain(`Grid: ${g.grid.slidesPerRow} per row, padding ${g.grid.padding}.`);
    expect(visitor).to.contain(`Carousel: ${g.carousel.slidesPerRow} per row, gutter ${g.carousel.gutter}.`);
    expect(g.strip.videoThumbnailRatio).to.equal(16 / 9);
    expect(visitor).to.contain(`Strip: speed ${g.strip.speedMs / 1000} s, preloadCount ${g.strip.preloadCount}, alignment ${g.strip.alignment}, thumbnail video 16:9, default vSize ${g.strip.vSize}, margin offset capped at ${g.strip.marginOffsetCap}.`);
    expect(visitor).to.contain(`Stacked: speed ${g.stacked.speed}, preloadCount ${g.stacked.preloadCount}, click behavior ${g.stacked.clickBehavior}.`);
    expect(visitor).to.contain(`fixed height of ${STACKED_META_OVERLAY.fixedHeightPercent}% of the container when content exceeds ${STACKED_META_OVERLAY.overflowPercent}%`);
  });

  it('has the carousel, swipe and key constants', () => {
    const [a, b] = CAROUSEL_RESPONSIVE;
    expect(visitor).to.contain(`drop to ${a.slidesPerRow} under ${a.belowWidthPx} px wide if originally over ${a.above}, and to ${b.slidesPerRow} under ${b.belowWidthPx} px if originally over ${b.above}`);
    expect(visitor).to.contain(`Touch swipe threshold ${GALLERY.touchSwipe.thresholdPx} px within ${GALLERY.touchSwipe.withinMs} ms.`);
    const s = SWIPE_TRANSITION;
    expect(s.advanceWidthFraction).to.equal(0.5);
    expect(visitor).to.contain(`a drag over ${s.axisLockPx} px sets the axis. It advances if the drag exceeds half the width or velocity exceeds ${s.advanceVelocity}.`);
    expect(visitor).to.contain(`clamped ${s.snapMs.narrow.min / 1000}–${s.snapMs.narrow.max / 1000} s under ${s.narrowBelowPx} px, ${s.snapMs.wide.min / 1000}–${s.snapMs.wide.max / 1000} s otherwise`);
    expect(visitor).to.contain(`threshold width/${SWIPE_DESIGN.thresholdWidthDivisor}, slide animation ${SWIPE_DESIGN.slideAnimationMs / 1000} s, long-press ${SWIPE_DESIGN.longPressMs} ms`);
    expect(visitor).to.contain(`Keys ${GALLERY_KEY_CODES.previous} previous, ${GALLERY_KEY_CODES.next} next, ${GALLERY_KEY_CODES.activate.join(' and ')} activate.`);
  });
});
