import { expect } from '@open-wc/testing';
import * as catalog from '../catalog/index.ts';
import {
  ACTIVATE_KEY_CODES, ACTIVE_ALIGNMENTS, AESTHETICS_DIRTY_PATHS, ANALYTICS_EVENT_PAYLOAD_FIELDS,
  ANALYTICS_ID_COOKIE_DAYS, ANCHOR_HORIZONTAL, ANCHOR_POSITIONS, ANCHOR_VERTICAL, ANIMATION_THRESHOLDS, API_PATHS,
  AUTOPLAY_OPTIONS, BACKGROUND_MODES, BLOCK_TYPE_MODEL_A_BY_CODE, BLOCK_TYPE_MODEL_A_LABELS,
  BLOCK_TYPE_MODEL_B_BY_CODE, BLOCK_TYPE_MODEL_B_NAMES, BLOCK_TYPES_MODEL_A, BLOCK_TYPES_MODEL_B,
  BLOCK_VARIANT_TYPE_BY_CODE, BLOCK_VARIANT_TYPES, BLOG_URL_TOKENS, BREAKPOINTS, BYTES_PER_MEGABYTE,
  CAROUSEL_RESPONSIVE, CART_COUNT_CAP, CART_MESSAGES, CHUNK_LOAD_ERROR_NAME, CHUNK_LOAD_TIMEOUT_MS, COLLECTION_TYPE_BY_CODE,
  COLLECTION_TYPE_LABELS, COLLECTION_TYPES, COLLECTION_VIEWS, CONFIRMATION_EVENTS, CONFIRMATION_STYLES,
  CONTENT_GENERATOR_TYPES, CONTENT_ITEM_STATUS_BY_CODE, CONTENT_ITEM_STATUS_LABELS, CONTENT_ITEM_STATUSES,
  CONTENT_LIMITS, CONTENT_SOURCES, COOKIE_BANNER_ACCEPT_TYPES, COOKIE_BANNER_CHOICE_MAX_AGE_MS,
  COOKIE_BANNER_COMPONENT_FIELDS, COOKIE_BANNER_CTA_VARIANTS, COOKIE_BANNER_DEFAULTS, COOKIE_BANNER_FIELDS,
  COOKIE_BANNER_THEMES, COOKIE_BANNER_VARIANTS, COOKIE_NAMES, CSS_CHUNK_LOAD_FAILED, CURRENCIES, DATA_LAYER_RETRY_MS,
  DEFAULT_BLOCK_BODY, DEFAULT_CURRENCY, DEFAULT_GALLERY_DESIGN, DEFAULT_LOCALE, DEFAULT_SLIDER_ASPECT_RATIO,
  DEFAULT_STACKED_TRANSITION, DESIGN_TOKENS, DEVICE_HEIGHTS, DEVICE_VIEWS, DIGITAL_PRODUCT_FIELDS, EMAIL_LENGTH,
  ERROR_REPORT_DEBOUNCE_MS, ERROR_REPORTING, EVENTS_SUCCESS_STATUSES, EXPERIMENT_CONTEXT_FIELDS, EXPERIMENT_TYPES,
  FETCH_STATES, FILE_SIZE_STEP, FILE_SIZE_UNITS, FLAGGED_FORM_FIELD_PROPERTIES, FLUID_BREAKPOINT_PX,
  FLUID_BREAKPOINTS, FOLLOW_WIDGET_TIMEOUT_MS, FORM_FIELD_PROPERTIES, FORM_FIELD_TYPES, FORM_FIELDSET_BY_CODE,
  FORM_FIELDSETS, FORM_MESSAGES, FORM_STATES, FORM_SUBMISSION_FIELDS, FRAME_EVENTS, GALLERY, GALLERY_ATTRIBUTES,
  GALLERY_BLOCK_DATA_FIELDS, GALLERY_DESIGN_DEFAULTS, GALLERY_DESIGNS, GALLERY_ITEM_MEDIA_TYPES, GALLERY_KEY_CODES,
  GALLERY_RERENDER_ATTRIBUTES, GENERATED_SKU, HIT_PAYLOAD_FIELDS, IDLE_FALLBACK_MS, IMAGE_ASPECT_RATIO_AUTO,
  IMAGE_CONFIG_DEFAULTS, IMAGE_CONFIG_FIELDS, IMAGE_CROP_MODES, IMAGE_FIT_ALIGNMENTS, IMAGE_SIZE_ADJUSTMENT_MIN,
  IMAGE_SIZE_FORMATS, IMAGE_SIZES, ITEM_RECORD_TYPE_BY_CODE, ITEM_RECORD_TYPE_LABELS, ITEM_RECORD_TYPES,
  ITEM_VISIBILITY_STATES, KEN_BURNS_ZOOM, LAZY_LOAD_MARGIN_PX, LIGHTBOX, LIGHTBOX_SETTINGS_DEFAULTS, LIGHTBOX_STATES,
  LIGHTBOX_THEMES, LIKERT_LABELS, LIKERT_VALUES, LINK_CATEGORIES, MAP, MAP_LOCATION_DEFAULTS, MAP_LOCATION_FIELDS,
  MAP_MODEL_FIELDS, MAP_OPTION_DEFAULTS, MAP_STYLE_BY_NUMBER, MAP_STYLE_NUMBER_LABELS, MAP_STYLE_NUMBERS, MAP_STYLES,
  MARQUEE_DIRECTIONS, MARQUEE_PROPS, MASKED_FIELD_PLACEHOLDER, META_POSITIONS, MOBILE_INFO_BAR_MAX_WIDTH_PX,
  MOBILE_INFO_BAR_STYLES, MODAL_BASE_Z_INDEX, NAVIGATION_NAMES, NEW_SWIPE_BOUNDARIES, PAGE_BLOCKS,
  PAGE_TYPE_BY_CODE, PAGE_TYPE_LABELS, PAGE_TYPES, PERFORMANCE, PERMISSION_BY_CODE, PERMISSION_CODE_LABELS,
  PERMISSION_CODE_RANGES, PERMISSION_CODES, PERMISSION_ROLE_BY_CODE, PERMISSION_ROLES, PLATFORM_VERSIONS,
  POPUP_OVERLAY_NEVER_AGAIN, POPUP_OVERLAY_STORAGE_KEYS, POPUP_STYLES, PRODUCT_CONTENT_TYPES, PRODUCT_TYPE_BY_CODE,
  PRODUCT_TYPE_LABELS, PRODUCT_TYPES, PRODUCT_VARIANT_FIELDS, PRODUCT_WORKFLOW_FALLBACK_LABEL,
  PRODUCT_WORKFLOW_LABELS, PROMISE_FALLBACK_MS, RECORDING_MIN_LOGICAL_CORES_EXCLUSIVE, RESIZE_AXES,
  RESTRICTIVE_POLICY_CLEARED_COOKIE_COUNT, ROUTES, SHAPES, SITE_STATUSES, SITE_TYPES, SLICE_TYPE_BY_CODE,
  SLICE_TYPE_NAMES, SLICE_TYPES, SLIDE_ATTRIBUTES, SLIDE_TYPES, STACKED_META_OVERLAY, STACKED_TRANSITIONS,
  STORE_LIMITS, STRIP_ALIGNMENTS, SURVEY_COHORTS, SWIPE_DESIGN, SWIPE_TRANSITION, TEL_MIN_DIGITS, TEXT_FILTERS,
  TRACE_FLUSH_MS, TRACKER_NULLABLE_FIELDS, TRACKER_REQUIRED_FIELDS, TRACKING_TIMEOUT_MS, TWEAK_EVENTS,
  TWEAK_PAGE_TYPES, UI, UNIT_LABELS, UNIT_SYSTEM_BY_CODE, UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, UPSELL_DESTINATIONS,
  URL_LENGTH_LIMITS, US_ZIP_LENGTH, VIDEO_MODES, VIDEO_TYPES, VISIT_TOKEN_MAX_AGE_MS, VISITOR_RECORD_MAX_AGE_MS,
  ADMIN_PATH_PREFIX, BILLING_PERIOD_UNITS, CART_FIELDS, CART_SUMMARY_FIELDS, COLLECTION_PANEL_ID_LENGTH,
  COLLECTION_PANEL_PATTERN, CONFIRMATION_FIELDS, COOKIE_BANNER_CHOICE_VALUES, DATA_LAYER_FLAGS, DATA_LAYER_METHODS,
  EVENTS_SERVICE_FIELDS, FILE_LINK_PREFIX, GALLERY_SIGNALS, HEADER_FOOTER_FIELDS, INDEFINITE_BILLING_CYCLES,
  INFO_POPUP_POSITION, INTRA_PAGE_FIELDS, LAZY_CHUNKS, LIGHTBOX_HASH_PARAM, MULTILINGUAL_FIELDS,
  PASS_THROUGH_ERROR_FIELDS, PASS_THROUGH_ERROR_STATUSES, PERFORMANCE_EVENTS, PHONE_PARTS_WITHOUT_COUNTRY,
  QUERY_PARAMS, REDIRECT_EXEMPT_ROLES, SESSION_LOGIN_FIELDS, SESSION_LOGIN_RESPONSE_FIELDS, SITE_CONTEXT_FIELDS,
  SNAP_POINTS_NONE, SUBMISSION_FIELD_TYPES, TOGGLE_ON_VARIANT, TRACK_QUERY_PARAMS, TRACKER_NULLABLE_PREFIX,
  UNTRACKED_PATHS, USER_MEASURE_PREFIX, VISITOR_RECORD_PARTS, VISITOR_RECORD_SEPARATOR, WEBSITE_FIELDS,
  WEBSITE_SETTINGS_FIELDS,
  TWEEN_STATES,
  barPositionFor, currencyByCode, isCodeOf, isCurrencyCode, isOneOf, likertLabel, permissionCodeRangeOf,
  popupPositionFor, productWorkflowLabel, reverseLookup,
} from '../catalog/index.ts';

// ---------------------------------------------------------------------------------------------------------
// Reading the spec. Every expectation below is checked against the text of docs/spec, not against a copy.

let reference = '';
let visitor = '';

before(async () => {
  reference = await (await fetch('/docs/spec/reference-data.md')).text();
  visitor = await (await fetch('/docs/spec/visitor-behaviour.md')).text();
});

/** The text after `label` up to the end of its sentence (". " / ".\n") or a semicolon. */
function clause(doc: string, label: string): string {
  const start = doc.indexOf(label);
  if (start < 0) throw new Error(`the spec has no "${label}"`);
  const rest = doc.slice(start + label.length);
  const end = rest.search(/[.;](\s|$)/);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

/** The lines from `marker` up to the next blank line. */
function block(doc: string, marker: string): string {
  const start = doc.indexOf(marker);
  if (start < 0) throw new Error(`the spec has no "${marker}"`);
  const end = doc.indexOf('\n\n', start);
  return doc.slice(start + marker.length, end < 0 ? undefined : end);
}

/** "a, b (note), c and d" -> ['a', 'b', 'c', 'd']. */
function list(text: string): string[] {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s*[,;]\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "navigation 1, html 2, …" -> { 1: 'navigation', 2: 'html', … } (pieces without a number are skipped). */
function coded(text: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const piece of list(text)) {
    const m = /^(.*\S)\s+(-?\d+)$/.exec(piece);
    if (m) out[Number(m[2])] = m[1]!;
  }
  return out;
}

/** A bullet block's items: "- a, b.\n- c (x)." -> ['a', 'b', 'c']. */
function bulletItems(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/^-\s*/, '').replace(/\.$/, '')).flatMap(list);
}

const upperSnake = (name: string) => name.toUpperCase().replace(/[ -]/g, '_');
const kebab = (key: string) => key.toLowerCase().replace(/_/g, '-');
const asLabels = <T extends Record<string, number>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [v, k]));

// ---------------------------------------------------------------------------------------------------------

describe('catalogue helpers', () => {
  it('reverseLookup reads a numeric table backwards and knows nothing else', () => {
    const table = reverseLookup({ A: 1, B: 20 });
    expect(table[20]).to.equal('B');
    expect(table[3]).to.equal(undefined);
    expect(Object.isFrozen(table)).to.equal(true);
  });

  it('isOneOf and isCodeOf accept members only', () => {
    expect(isOneOf(GALLERY_DESIGNS, 'grid')).to.equal(true);
    expect(isOneOf(GALLERY_DESIGNS, 'Grid')).to.equal(false);
    expect(isCodeOf(PAGE_TYPES, 200)).to.equal(true);
    expect(isCodeOf(PAGE_TYPES, '200')).to.equal(false);
    expect(isCodeOf(PAGE_TYPES, 4)).to.equal(false);
  });
});

describe('page types (reference §2)', () => {
  it('has the 25 rows of the table, numbered and named as there', () => {
    const rows = [...reference.matchAll(/^\| (\d+) \| ([^|]+?) \|$/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(rows).to.have.length(25);
    expect(Object.entries(PAGE_TYPE_LABELS).map(([c, n]) => [Number(c), n])).to.deep.equal(rows);
    expect(Object.keys(PAGE_TYPES)).to.have.length(25);
  });

  it('gives 200 for "show cart" and reads it back', () => {
    expect(reference).to.contain('| 200 | show cart |');
    expect(PAGE_TYPES.SHOW_CART).to.equal(200);
    const key: 'SHOW_CART' = PAGE_TYPE_BY_CODE[200];
    expect(key).to.equal('SHOW_CART');
    expect(PAGE_TYPE_BY_CODE[199]).to.equal(undefined);
  });

  it('keys are the spec names in SCREAMING_SNAKE, and every code round-trips', () => {
    for (const [code, name] of Object.entries(PAGE_TYPE_LABELS)) {
      expect(PAGE_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
      expect(PAGE_TYPES[upperSnake(name) as keyof typeof PAGE_TYPES]).to.equal(Number(code));
    }
  });
});

describe('routes and path rules (reference §2, visitor §2)', () => {
  it('spells every route as the spec does', () => {
    for (const path of Object.values(ROUTES)) expect(reference + visitor).to.contain(path);
    expect(reference).to.contain(`a trial upgrade goes to ${UPSELL_DESTINATIONS['trial-upgrade']}`);
    expect(reference).to.contain(`a regular plan upgrade goes to ${UPSELL_DESTINATIONS.upgrade}`);
    expect(clause(reference, 'The upsell destination names are')).to.equal(Object.keys(UPSELL_DESTINATIONS).join(' and '));
  });

  it('lists every call of visitor §7', () => {
    for (const path of Object.values(API_PATHS)) expect(visitor).to.contain(path);
    expect(visitor).to.contain(`XHR success ${EVENTS_SUCCESS_STATUSES.join(' and ')}`);
  });
});

describe('block types, editing model A (reference §3.1)', () => {
  const text = () => clause(reference, '### 3.1 Block types (editing model A, numeric)\n');

  it('has every "name code" pair of the spec and no other', () => {
    expect(BLOCK_TYPE_MODEL_A_LABELS).to.deep.equal(coded(text()));
    for (const [code, name] of Object.entries(BLOCK_TYPE_MODEL_A_LABELS)) expect(text()).to.contain(`${name} ${code}`);
  });

  it('keys are the names in SCREAMING_SNAKE (500px spelled out) and round-trip', () => {
    for (const [code, name] of Object.entries(BLOCK_TYPE_MODEL_A_LABELS)) {
      const key = name === '500px' ? 'FIVE_HUNDRED_PX' : upperSnake(name);
      expect(BLOCK_TYPE_MODEL_A_BY_CODE[Number(code)]).to.equal(key);
    }
    expect(BLOCK_TYPES_MODEL_A.GALLERY).to.equal(8);
    expect(BLOCK_TYPES_MODEL_A.SHAPE).to.equal(71);
    expect(BLOCK_TYPE_MODEL_A_BY_CODE[15]).to.equal(undefined);
  });
});

describe('block types, editing model B (reference §3.2)', () => {
  const text = () => clause(reference, '### 3.2 Block types (editing model B, numeric, each with a kebab-case name)\n');

  it('has every "NAME code" pair of the spec', () => {
    expect(asLabels(BLOCK_TYPES_MODEL_B)).to.deep.equal(coded(text()));
    expect(BLOCK_TYPE_MODEL_B_BY_CODE[100]).to.equal('TEMP_LOCK_INJECT');
  });

  it('derives each kebab-case name from the key, matching the names the spec gives', () => {
    for (const [key, name] of Object.entries(BLOCK_TYPE_MODEL_B_NAMES)) expect(name).to.equal(kebab(key));
    const given = [...text().matchAll(/([A-Z_]+) \d+ \(([a-z-]+)\)/g)];
    expect(given).to.have.length(3);
    for (const [, key, name] of given) expect(BLOCK_TYPE_MODEL_B_NAMES[key as keyof typeof BLOCK_TYPE_MODEL_B_NAMES]).to.equal(name);
  });
});

describe('block variants, gallery designs and transitions (reference §3.3, visitor §2, §4)', () => {
  it('numbers the variants as the spec', () => {
    expect(asLabels(BLOCK_VARIANT_TYPES)).to.deep.equal(coded(clause(reference, '### 3.3 Block variant types\n')));
    expect(BLOCK_VARIANT_TYPE_BY_CODE[1019]).to.equal('TOCK_EVENTS');
  });

  it('lists the gallery designs in both documents, stacked by default', () => {
    expect(GALLERY_DESIGNS).to.deep.equal(list(clause(reference, "Gallery designs chosen by a block's design setting:")));
    expect(GALLERY_DESIGNS).to.deep.equal(list(clause(visitor, 'The design setting chooses among')));
    expect(reference).to.contain(`${DEFAULT_GALLERY_DESIGN} (default)`);
  });

  it('lists the stacked transitions, fade by default, ken-burns zooming 1.075', () => {
    expect(STACKED_TRANSITIONS).to.deep.equal(list(clause(reference, 'Stacked transitions:')));
    expect(STACKED_TRANSITIONS).to.deep.equal(list(clause(visitor, '**Stacked transitions:**')));
    expect(visitor).to.contain(`${DEFAULT_STACKED_TRANSITION} (default), ken-burns (zoom ${KEN_BURNS_ZOOM})`);
  });
});

describe('collections and items (reference §3.4, §3.5)', () => {
  it('numbers the collection types and names the views', () => {
    const spec = coded(clause(reference, '### 3.4 Collection types\n'));
    expect(COLLECTION_TYPE_LABELS).to.deep.equal(spec);
    expect(COLLECTION_TYPE_BY_CODE[11]).to.equal('FIVE_HUNDRED_PX');
    expect(COLLECTION_TYPES.LESSONS).to.equal(24);
    for (const [code, name] of Object.entries(spec)) {
      if (name !== '500px') expect(COLLECTION_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    }
    expect(COLLECTION_VIEWS).to.deep.equal(list(clause(reference, 'Collection views:')));
  });

  it('numbers the known item record types', () => {
    const spec = coded(clause(reference, '### 3.5 Item record types\n'));
    expect(ITEM_RECORD_TYPE_LABELS).to.deep.equal(spec);
    for (const [code, name] of Object.entries(spec)) expect(ITEM_RECORD_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    expect(ITEM_RECORD_TYPES.LESSON).to.equal(62);
  });
});

describe('products and units (reference §3.6, visitor §3, §5)', () => {
  it('has both spellings of the product types', () => {
    expect(PRODUCT_TYPE_LABELS).to.deep.equal(coded(clause(reference, 'Numeric:')));
    for (const [code, name] of Object.entries(PRODUCT_TYPE_LABELS)) expect(PRODUCT_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    expect(PRODUCT_CONTENT_TYPES).to.deep.equal(list(clause(reference, 'In product content:')));
    expect(visitor).to.contain(`productType: ${PRODUCT_CONTENT_TYPES.slice(0, 3).join(', ')} or ${PRODUCT_CONTENT_TYPES[3]}`);
  });

  it('names the variant and digital product fields', () => {
    expect(PRODUCT_VARIANT_FIELDS).to.deep.equal(list(clause(reference, 'A variant has')));
    expect(DIGITAL_PRODUCT_FIELDS).to.deep.equal(list(clause(reference, 'Digital products carry')));
  });

  it('numbers the unit systems, imperial in lbs and inches, metric in kg and cm', () => {
    expect(UNIT_SYSTEM_LABELS).to.deep.equal(coded(clause(reference, 'Unit systems:')));
    expect(UNIT_SYSTEM_BY_CODE[UNIT_SYSTEMS.METRIC]).to.equal('METRIC');
    expect(visitor).to.contain(`imperial shows ${UNIT_LABELS.IMPERIAL.weight} and the inch mark; otherwise ${UNIT_LABELS.METRIC.weight} and ${UNIT_LABELS.METRIC.length}`);
    expect(UNIT_LABELS.IMPERIAL.length).to.equal('"');
  });
});

describe('slices, site and platform (reference §3.7)', () => {
  it('numbers slices, site statuses, site types and background modes', () => {
    expect(asLabels(SLICE_TYPES)).to.deep.equal(coded(clause(reference, 'Slice (page section) types:')));
    expect(Object.values(SLICE_TYPE_NAMES).join(', ')).to.equal(/\(names ([^)]*)\)/.exec(reference)![1]);
    expect(SLICE_TYPE_BY_CODE[3]).to.equal('POPUP_OVERLAY');
    expect(asLabels(SITE_STATUSES)).to.deep.equal(coded(clause(reference, 'Site status:')));
    expect(asLabels(SITE_TYPES)).to.deep.equal(coded(clause(reference, 'Site type:')));
    expect(asLabels(BACKGROUND_MODES)).to.deep.equal(coded(clause(reference, 'Background mode:')));
    expect(asLabels(CONTENT_GENERATOR_TYPES)).to.deep.equal(coded(clause(reference, 'Content generator types:')));
  });

  it('numbers the popup, info bar and mobile info bar styles', () => {
    const upper = (t: Record<number, string>) => Object.fromEntries(Object.entries(t).map(([c, n]) => [c, n.toUpperCase()]));
    expect(asLabels(POPUP_STYLES)).to.deep.equal(upper(coded(clause(reference, 'Popup/info bar style:'))));
    expect(asLabels(MOBILE_INFO_BAR_STYLES)).to.deep.equal(upper(coded(clause(reference, 'Mobile info bar style:'))));
  });

  it('lists the platform versions, device views, breakpoints and media types', () => {
    expect(PLATFORM_VERSIONS).to.deep.equal(list(clause(reference, 'Platform version strings:')));
    expect(DEVICE_VIEWS).to.deep.equal(list(clause(reference, 'Device views:')));
    expect(FLUID_BREAKPOINTS).to.deep.equal(list(clause(reference, 'Fluid engine breakpoints:')));
    expect(GALLERY_ITEM_MEDIA_TYPES).to.deep.equal(list(clause(reference, 'Gallery item media types:')));
  });

  it('combines the nine anchor positions', () => {
    const m = /Nine anchor positions: (.*) each combined with (.*)\./.exec(reference)!;
    expect(ANCHOR_VERTICAL).to.deep.equal(list(m[1]!));
    expect(ANCHOR_HORIZONTAL).to.deep.equal(list(m[2]!));
    expect(ANCHOR_POSITIONS).to.deep.equal(ANCHOR_VERTICAL.flatMap((v) => ANCHOR_HORIZONTAL.map((h) => `${v}_${h}`)));
  });

  it('lists filters, tweak page types, cohorts, storage keys and dirty paths', () => {
    expect(TEXT_FILTERS).to.deep.equal(list(clause(reference, 'Text filter names:')));
    expect(TWEAK_PAGE_TYPES).to.deep.equal(list(clause(reference, 'Tweak page types:')));
    expect(reference).to.contain(`Survey cohorts: ${SURVEY_COHORTS[0]} to ${SURVEY_COHORTS.at(-1)}.`);
    expect(SURVEY_COHORTS).to.deep.equal(['A', 'B', 'C', 'D', 'E'].map((l) => `cohort-${l}`));
    expect(POPUP_OVERLAY_STORAGE_KEYS).to.deep.equal(list(clause(reference, 'Popup overlay local-storage keys:')));
    expect(AESTHETICS_DIRTY_PATHS).to.deep.equal(list(clause(reference, 'Site aesthetics dirty paths:')));
  });

  it('has the block body default, navigation names, shapes and marquee properties', () => {
    expect(reference).to.contain(`raw ${DEFAULT_BLOCK_BODY.raw}, layout with ${DEFAULT_BLOCK_BODY.layout.columns} columns and an empty list of rows`);
    expect(DEFAULT_BLOCK_BODY.layout.rows).to.have.length(0);
    expect(reference).to.contain(`hidden navigation ${NAVIGATION_NAMES.HIDDEN}; member-area navigation ${NAVIGATION_NAMES.MEMBER_AREAS}`);
    expect(reference).to.contain(`(${SHAPES.join(', ').replace(/, (\w+)$/, ', $1 and others')})`);
    expect(reference).to.contain(`Mask height ratios ${PAGE_BLOCKS.shapeMaskHeightRatiosPercent.slice(0, 2).join(', ')} and ${PAGE_BLOCKS.shapeMaskHeightRatiosPercent[2]} percent`);
    expect(MARQUEE_PROPS).to.deep.equal(list(clause(reference, 'Marquee properties:')));
    expect(MARQUEE_PROPS).to.deep.equal(list(clause(visitor, '**Marquee props:**')));
    expect(reference).to.contain(`animationDirection (${MARQUEE_DIRECTIONS.join(' or ')})`);
    expect(MAP_MODEL_FIELDS).to.deep.equal(list(clause(reference, 'Map model:')));
  });
});

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
    expect(visitor).to.contain(`clamped ${s.snapMs.narrow.min / 1000}–${s.snapMs.narrow.max / 1000} s under ${s.narrowMaxWidthPx} px, ${s.snapMs.wide.min / 1000}–${s.snapMs.wide.max / 1000} s otherwise`);
    expect(visitor).to.contain(`threshold width/${SWIPE_DESIGN.thresholdWidthDivisor}, slide animation ${SWIPE_DESIGN.slideAnimationMs / 1000} s, long-press ${SWIPE_DESIGN.longPressMs} ms`);
    expect(visitor).to.contain(`Keys ${GALLERY_KEY_CODES.previous} previous, ${GALLERY_KEY_CODES.next} next, ${GALLERY_KEY_CODES.activate.join(' and ')} activate.`);
  });
});

describe('cookie banner (reference §3.11, §5; visitor §3, §4, §5, §9)', () => {
  it('names the settings fields in both documents', () => {
    expect(COOKIE_BANNER_FIELDS).to.deep.equal(list(clause(reference, '### 3.11 Cookie banner settings\nFields:')));
    const lines = block(visitor, '**Cookie banner settings**\n').split('\n');
    expect(COOKIE_BANNER_FIELDS).to.deep.equal(bulletItems(lines.slice(0, 2).join('\n')));
    expect(COOKIE_BANNER_COMPONENT_FIELDS).to.deep.equal(bulletItems(lines[2]!.replace('- Component-side:', '')));
  });

  it('has the variants, themes, CTA variants and accept types', () => {
    const phrase = `Variants ${COOKIE_BANNER_VARIANTS.join(' and ')}; themes ${COOKIE_BANNER_THEMES.join(' and ')}; CTA variants ${COOKIE_BANNER_CTA_VARIANTS.join(', ')}; accept types ${COOKIE_BANNER_ACCEPT_TYPES.join(' and ')}.`;
    expect(reference).to.contain(phrase);
    expect(visitor).to.contain(`Cookie banner variants ${COOKIE_BANNER_VARIANTS.join(' and ')}, themes ${COOKIE_BANNER_THEMES.join(' and ')}, CTA variants ${COOKIE_BANNER_CTA_VARIANTS.slice(0, 2).join(', ')} and ${COOKIE_BANNER_CTA_VARIANTS[2]}, accept types ${COOKIE_BANNER_ACCEPT_TYPES.join(' and ')}.`);
  });

  it('has the default texts and the fallbacks for unknown values', () => {
    const d = COOKIE_BANNER_DEFAULTS;
    expect(reference).to.contain(`Cookie banner defaults: CTA '${d.ctaText}'; text '${d.text}'; opt-out '${d.optOutCtaText}'.`);
    expect(visitor).to.contain(`The text defaults to '${d.text}'`);
    expect(reference).to.contain(`Unknown CTA variant becomes ${d.ctaVariant}, unknown theme ${d.theme}, unknown variant ${d.variant}, accept type defaults to ${d.acceptType}.`);
  });

  it('maps positions between bar and popup', () => {
    expect(barPositionFor('top-right')).to.equal('TOP');
    expect(barPositionFor('bottom-left')).to.equal('BOTTOM');
    expect(barPositionFor('TOP')).to.equal('TOP');
    expect(popupPositionFor('TOP')).to.equal('top-left');
    expect(popupPositionFor('BOTTOM')).to.equal('bottom-left');
    expect(popupPositionFor('bottom-right')).to.equal('bottom-right');
    expect(popupPositionFor('middle')).to.equal('bottom-left');
    expect(visitor).to.contain('TOP maps to top-left, BOTTOM to bottom-left, and unknown values to bottom-left');
  });
});

describe('currencies (reference §3.12, visitor §9)', () => {
  it('has the two-decimal currencies in the spec order, then JPY with none', () => {
    const twoDecimals = clause(reference, 'Two decimals:').split(' ');
    expect(clause(visitor, 'Two-decimal currencies:').split(' ')).to.deep.equal(twoDecimals);
    expect(CURRENCIES.slice(0, -1).map((c) => c.code)).to.deep.equal(twoDecimals);
    for (const c of CURRENCIES.slice(0, -1)) expect(c.fractionDigits, c.code).to.equal(2);
    expect(CURRENCIES.at(-1)?.code).to.equal('JPY');
    expect(currencyByCode('JPY')?.fractionDigits).to.equal(0);
    expect(reference).to.contain('JPY has zero decimals');
    expect(visitor).to.contain('JPY has 0 decimals');
  });

  it('keeps every named code although the spec states a list of 26', () => {
    expect(reference).to.contain(`A list of ${STORE_LIMITS.supportedCurrencyListLength} supported currencies`);
    expect(visitor).to.contain(`The supported currency list has ${STORE_LIMITS.supportedCurrencyListLength} entries.`);
    // the spec names 26 two-decimal codes and JPY: one more than its stated list length
    expect(clause(reference, 'Two decimals:').split(' ')).to.have.length(26);
    expect(CURRENCIES).to.have.length(27);
  });

  it('gives each record the fields of the spec, with ISO 4217 names and numeric codes', () => {
    for (const c of CURRENCIES) {
      expect(Object.keys(c).join(', ')).to.equal(clause(reference, 'Record:'));
      expect(c.numericCode, c.code).to.match(/^\d{3}$/);
    }
    expect(new Set(CURRENCIES.map((c) => c.numericCode)).size).to.equal(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).to.equal(CURRENCIES.length);
    expect(currencyByCode('USD')).to.deep.equal({ code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: '840' });
    expect(currencyByCode('AUD')?.numericCode).to.equal('036');
    expect(currencyByCode('GBP')?.name).to.equal('Pound Sterling');
    expect(currencyByCode('XXX')).to.equal(undefined);
  });

  it('defaults to USD', () => {
    expect(reference).to.contain(`Default store currency ${DEFAULT_CURRENCY}.`);
    expect(visitor).to.contain(`Default store currency ${DEFAULT_CURRENCY}.`);
    expect(isCurrencyCode(DEFAULT_CURRENCY)).to.equal(true);
    expect(isCurrencyCode('XXX')).to.equal(false);
  });
});

describe('experiments and analytics (reference §3.13, visitor §3)', () => {
  it('names the experiment context and types', () => {
    expect(EXPERIMENT_CONTEXT_FIELDS).to.deep.equal(list(clause(reference, 'Experiment context:')));
    expect(reference).to.contain(`experimentType (${EXPERIMENT_TYPES.join(' or ')})`);
  });

  it('names the analytics, tracker and hit payload fields', () => {
    expect(ANALYTICS_EVENT_PAYLOAD_FIELDS).to.deep.equal(list(/eventName and payload \(([^)]*)\)/.exec(reference)![1]!));
    expect(TRACKER_REQUIRED_FIELDS).to.deep.equal(list(clause(reference, 'Second tracker required strings:')));
    const nullable = list(clause(reference, 'Nullable strings include')).filter((f) => f !== 'indirect_object variants');
    expect(TRACKER_NULLABLE_FIELDS).to.deep.equal(nullable);
    const hit = list(clause(reference, 'Hit payload:')).filter((f) => f !== 'viewport' && f !== 'screen sizes');
    expect(HIT_PAYLOAD_FIELDS).to.deep.equal(hit);
  });
});

describe('states and transitions (reference §4, visitor §4)', () => {
  it('numbers the content item statuses and lists the visibility states', () => {
    expect(asLabels(CONTENT_ITEM_STATUSES)).to.deep.equal(coded(clause(reference, 'Content item statuses:')));
    expect(CONTENT_ITEM_STATUS_BY_CODE[6]).to.equal('DELETED');
    expect(ITEM_VISIBILITY_STATES).to.deep.equal(list(clause(reference, 'Item visibility states in published content:')));
    expect(Object.values(CONTENT_ITEM_STATUS_LABELS)).to.deep.equal(list(clause(reference, 'Translation labels also exist for')));
  });

  it('labels product workflow states', () => {
    const spec = Object.fromEntries(list(clause(reference, 'Product workflow labels:')).filter((p) => p.includes(' is ')).map((p) => p.split(' is ')));
    expect(PRODUCT_WORKFLOW_LABELS).to.deep.equal(spec);
    expect(reference).to.contain(`anything else ${PRODUCT_WORKFLOW_FALLBACK_LABEL}`);
    expect(productWorkflowLabel('DRAFT')).to.equal('Hidden');
    expect(productWorkflowLabel('PRIVATE')).to.equal('Unsupported');
    expect(productWorkflowLabel('toString')).to.equal('Unsupported');
  });

  it('lists frame events, tweak events, fetch states and confirmation styles', () => {
    expect(FRAME_EVENTS).to.deep.equal(list(clause(reference, 'Frame events:')));
    expect(TWEAK_EVENTS).to.deep.equal(list(clause(reference, 'Tweak events:')));
    expect(FETCH_STATES).to.deep.equal(list(clause(reference, 'Generic fetch states:')));
    expect(CONFIRMATION_STYLES).to.deep.equal(list(clause(reference, 'Confirmation styles:')));
    const confirmation = block(visitor, '**Confirmation**\n');
    expect(CONFIRMATION_STYLES).to.deep.equal(list(clause(confirmation, '- Styles:')));
    expect(CONFIRMATION_EVENTS).to.deep.equal(list(clause(confirmation, '- Events:')));
  });

  it('has the widget timings of visitor §4', () => {
    expect(visitor).to.contain(`Hide fallback is ${UI.confirmation.hideFallbackMs} ms.`);
    expect(visitor).to.contain(`auto-hides after ${UI.infoPopupAutoHideMs} ms`);
    expect(TWEEN_STATES).to.deep.equal(list(clause(visitor, '**Tween:**')));
    expect(visitor).to.contain(`end (default ${UI.tweenDefaultMs} ms)`);
    expect(visitor).to.contain(`within ${LAZY_LOAD_MARGIN_PX} px of the viewport`);
    expect(visitor).to.contain(`${POPUP_OVERLAY_NEVER_AGAIN} means never again`);
    expect(visitor).to.contain(`at width ${MOBILE_INFO_BAR_MAX_WIDTH_PX} or less`);
    expect(visitor).to.contain(`The choice is stored ${COOKIE_BANNER_CHOICE_MAX_AGE_MS / 86400000} days`);
    expect(visitor).to.contain(`The map script loads once with a ${MAP.loadTimeoutMs / 1000} s time-out.`);
    expect(PAGE_BLOCKS.animationLoadedRatio).to.equal(0.5);
    expect(visitor).to.contain('at least half visible');
  });
});

describe('validation limits and links (reference §5, visitor §5)', () => {
  it('caps URL lengths by kind', () => {
    // several kinds share a cap, so compare pair by pair rather than through `coded`
    for (const piece of list(clause(reference, 'URL length caps:'))) {
      const m = /^(.*) (\d+)$/.exec(piece)!;
      const kind = m[1]!.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof URL_LENGTH_LIMITS;
      expect(URL_LENGTH_LIMITS[kind], kind).to.equal(Number(m[2]));
      expect(visitor).to.contain(`${m[1]} under ${m[2]}`);
    }
    expect(Object.keys(URL_LENGTH_LIMITS)).to.have.length(list(clause(reference, 'URL length caps:')).length);
  });

  it('lists the link categories, the tel rule and the blog tokens', () => {
    expect(LINK_CATEGORIES).to.deep.equal(list(clause(reference, 'Link categories:')));
    expect(LINK_CATEGORIES).to.deep.equal(list(clause(visitor, 'Link categories:')));
    expect(visitor).to.contain(`A proper tel needs ${TEL_MIN_DIGITS} or more digits`);
    expect(reference).to.contain(`Tokenized blog URL allows only ${BLOG_URL_TOKENS.join(' ')}, lowercase, dashes for spaces`);
  });

  it('has the content and store limits', () => {
    expect(reference).to.contain(`tag maximum length ${CONTENT_LIMITS.tagMaxLength}; category maximum length ${CONTENT_LIMITS.categoryMaxLength}; product SKU max length ${STORE_LIMITS.skuMaxLength}; maximum product price ${STORE_LIMITS.maxProductPriceCents} (cents)`);
    expect(visitor).to.contain(`Max product price ${STORE_LIMITS.maxProductPriceCents} (cents).`);
    expect(visitor).to.contain(`SKU max length ${STORE_LIMITS.skuMaxLength}. A generated SKU is '${GENERATED_SKU.prefix}' + ${GENERATED_SKU.digits} digits.`);
    expect(reference).to.contain(`Generated SKU is '${GENERATED_SKU.prefix}' plus ${GENERATED_SKU.digits} digits.`);
    expect(visitor).to.contain(`Max integer places ${STORE_LIMITS.maxIntegerPlaces}.`);
  });
});

describe('roles and permissions (reference §6)', () => {
  it('numbers the roles', () => {
    expect(asLabels(PERMISSION_ROLES)).to.deep.equal(coded(clause(reference, 'Permission roles:')));
    expect(PERMISSION_ROLE_BY_CODE[10]).to.equal('VIEWER');
  });

  it('numbers the permission codes', () => {
    expect(PERMISSION_CODE_LABELS).to.deep.equal(coded(clause(reference, 'Numeric permission codes:')));
    for (const [code, name] of Object.entries(PERMISSION_CODE_LABELS)) expect(PERMISSION_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    expect(PERMISSION_CODES.NEWSLETTER).to.equal(15);
  });

  it('knows the finer codes as ranges only', () => {
    const spec = list(clause(reference, 'Finer codes:')).map((p) => {
      const m = /^(.*) (\d+)(?:-(\d+))?$/.exec(p)!;
      return { min: Number(m[2]), max: Number(m[3] ?? m[2]) };
    });
    expect(Object.values(PERMISSION_CODE_RANGES)).to.deep.equal(spec);
    expect(permissionCodeRangeOf(1415)).to.equal('COMMERCE');
    expect(permissionCodeRangeOf(1920)).to.equal('SCHEDULING');
    expect(permissionCodeRangeOf(1500)).to.equal(undefined);
  });
});

describe('business constants (reference §9, visitor §7, §9)', () => {
  it('has the content limits of reference §9', () => {
    const c = CONTENT_LIMITS;
    expect(reference).to.contain(`Blocks per layout ${c.blocksPerLayout}; tracks per album ${c.tracksPerAlbum}; items in a user-orderable collection ${c.userOrderableCollectionItems}; nested categories ${c.nestedCategories}; products per collection ${c.productsPerCollection}; photo-gallery connector ${c.photoGalleryConnectorGalleries} galleries and ${c.photoGalleryConnectorItemsPerGallery} per gallery.`);
  });

  it('caps the cart count and sizes files', () => {
    expect(reference).to.contain(`Cart count display cap ${CART_COUNT_CAP}.`);
    expect(reference).to.contain(`Bytes per megabyte ${BYTES_PER_MEGABYTE.toLocaleString('en-US')}.`);
    expect(reference).to.contain(`shows ${FILE_SIZE_UNITS[0]} through ${FILE_SIZE_UNITS.at(-1)} in ${FILE_SIZE_STEP} steps`);
    expect(CART_MESSAGES.cartCountOverCap).to.equal(`${CART_COUNT_CAP}+`);
  });

  it('has the breakpoints, device heights and slider ratio', () => {
    expect(reference).to.contain(`Default slider aspect ratio ${DEFAULT_SLIDER_ASPECT_RATIO}.`);
    expect(reference).to.contain(`Mobile breakpoint up to ${FLUID_BREAKPOINT_PX.mobileMax} px; desktop ${FLUID_BREAKPOINT_PX.desktopMin} px and up`);
    expect(reference).to.contain(`Other breakpoints ${BREAKPOINTS.join(' and ')}; device heights ${DEVICE_HEIGHTS.join(', ')}.`);
    expect(visitor).to.contain(`Breakpoints ${BREAKPOINTS.join(' and ')} px. Device heights ${DEVICE_HEIGHTS.join(', ')} px.`);
  });

  it('has the time-outs, locale and design tokens', () => {
    expect(reference).to.contain(`Chunk load timeout ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`);
    expect(reference).to.contain(`Each load times out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`);
    expect(reference).to.contain(`Default locale ${DEFAULT_LOCALE}.`);
    expect(visitor).to.contain(`Default locale ${DEFAULT_LOCALE}.`);
    const t = DESIGN_TOKENS;
    const tokens = `Design tokens: font sizes ${t.fontSizes.min} to ${t.fontSizes.max}, weights ${t.fontWeights.join(', ')}, radii ${t.radii.join(', ')}, spacing ${t.spacing.min} to ${t.spacing.max}, durations ${t.durationsMs.min} to ${t.durationsMs.max} ms.`;
    expect(reference).to.contain(tokens);
    expect(visitor).to.contain(tokens);
    expect(reference).to.contain(`more than ${RECORDING_MIN_LOGICAL_CORES_EXCLUSIVE} logical cores`);
  });

  it('has the z-index, animation thresholds, analytics cookie and map zoom', () => {
    expect(reference).to.contain(`Map default zoom ${MAP.defaultZoom}. Analytics id cookie ${ANALYTICS_ID_COOKIE_DAYS} days. Modal base z-index ${MODAL_BASE_Z_INDEX}. Animation thresholds ${ANIMATION_THRESHOLDS.join(', ')}.`);
    expect(visitor).to.contain(`Modal base z-index ${MODAL_BASE_Z_INDEX}.`);
    expect(visitor).to.contain(`Animation thresholds ${ANIMATION_THRESHOLDS.join(', ')}.`);
  });

  it('has the cookie lifetimes', () => {
    expect(VISITOR_RECORD_MAX_AGE_MS).to.equal(2 * 365 * 86400000);
    expect(visitor).to.contain(`Visitor record 2 years (${VISITOR_RECORD_MAX_AGE_MS} ms). Visit token ${VISIT_TOKEN_MAX_AGE_MS / 60000} min.`);
    expect(visitor).to.contain(`Banner choice ${COOKIE_BANNER_CHOICE_MAX_AGE_MS / 86400000} days (${COOKIE_BANNER_CHOICE_MAX_AGE_MS.toLocaleString('en-US')} ms).`);
    expect(visitor).to.contain(`The analytics id cookie lasts ${ANALYTICS_ID_COOKIE_DAYS} days.`);
    expect(RESTRICTIVE_POLICY_CLEARED_COOKIE_COUNT).to.equal(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].indexOf(/clears (\w+) visitor cookies/.exec(visitor)![1]!) + 1);
  });

  it('names the visitor cookies', () => {
    const cookies = block(visitor, '**Cookies**\n');
    for (const name of Object.values(COOKIE_NAMES)) expect(cookies).to.match(new RegExp(`(^- |, )${name}[:,.]`, 'm'));
  });

  it('has the error-reporting caps and beacon timings', () => {
    const e = ERROR_REPORTING;
    expect(visitor).to.contain(`**Error reporting:** max ${e.maxSends} sends per page, queue cap ${e.queueCap}, stack truncated at ${e.stackMaxChars} chars.`);
    expect(visitor).to.contain(`debounced ${ERROR_REPORT_DEBOUNCE_MS / 1000} s`);
    expect(visitor).to.contain(`flushed every ${TRACE_FLUSH_MS / 1000} s`);
    expect(visitor).to.contain(`| ${PERFORMANCE.settingsTimeoutMs / 1000} s time-out | pageLoadId |`);
    expect(visitor).to.contain(`sent ${PERFORMANCE.sendDelayMs / 1000} s after page load`);
    expect(visitor).to.contain(`Performance delay ${PERFORMANCE.sendDelayMs / 1000} s, metric wait cap ${PERFORMANCE.metricWaitCapMs / 1000} s.`);
    expect(visitor).to.contain(`${TRACKING_TIMEOUT_MS / 1000} s time-out`);
    expect(visitor).to.contain(`Tracking time-out ${TRACKING_TIMEOUT_MS} ms.`);
    expect(visitor).to.contain(`(${FOLLOW_WIDGET_TIMEOUT_MS / 1000} s time-out)`);
    expect(visitor).to.contain(`retry every ${DATA_LAYER_RETRY_MS} ms`);
    expect(visitor).to.contain(`Promise and idle fallbacks ${PROMISE_FALLBACK_MS} and ${IDLE_FALLBACK_MS} ms.`);
  });

  it('has the UI constants', () => {
    expect(visitor).to.contain(`Animation default ${UI.animationDefaultMs / 1000} s, scale-hide ${UI.scaleHide}.`);
    expect(visitor).to.contain(`Tooltip delay ${UI.tooltip.delayMs} ms, width ${UI.tooltip.width}, edge margin ${UI.tooltip.edgeMargin}.`);
    expect(visitor).to.contain(`Confirmation default width ${UI.confirmation.width}.`);
    expect(visitor).to.contain(`width ${UI.confirmation.width}, padding ${UI.confirmation.padding}.`);
    expect(visitor).to.contain(`Text shrink minimum font ${UI.textShrinkMinFontPx}. Dynamic text minimum ${UI.dynamicTextMinPx} px.`);
    expect(visitor).to.contain(`Relative time updates every ${UI.relativeTime.updateMs / 1000} s, saying 'just now' or 'about N seconds ago' under ${UI.relativeTime.secondsUntilMs / 1000} s.`);
    expect(visitor).to.contain(`Default video height ratio ${UI.videoHeightRatioPercent}%. Fit-mode video resize debounce ${UI.fitVideoResizeDebounceMs} ms.`);
  });

  it('has the page and block constants', () => {
    const p = PAGE_BLOCKS;
    expect(visitor).to.contain(`Lazy-load margin ${LAZY_LOAD_MARGIN_PX} px.`);
    expect(visitor).to.contain(`Scroll-into-view offset ${p.scrollIntoViewOffset}. Scroll duration clamped to ${p.scrollDurationClamp}. Query-string maxKeys ${p.queryStringMaxKeys}.`);
    expect(visitor).to.contain(`Accordion animation ${p.accordionAnimationMs} ms.`);
    expect(visitor).to.contain(`Image block narrow under ${p.imageBlockNarrowBelowPx} px. Newsletter small container ${p.newsletterSmallContainerPx} px.`);
    expect(visitor).to.contain(`Shape mask height ratios ${p.shapeMaskHeightRatiosPercent.slice(0, 2).join(', ')} and ${p.shapeMaskHeightRatiosPercent[2]} percent by shape.`);
    expect(visitor).to.contain(`Donation button activates on keys ${ACTIVATE_KEY_CODES.join(' and ')}.`);
    expect(visitor).to.contain(`Tock layout switches to column at ${p.tockColumnMaxPx} px or less. Opentable wide layout above ${p.opentableWideAbovePx} px.`);
    expect(visitor).to.contain(`Marquee rerender debounce ${p.marqueeRerenderDebounceMs} ms, minimum region width ${p.marqueeMinRegionWidth}.`);
    expect(visitor).to.contain(`Scaled-text resize debounce ${p.scaledTextResizeDebounceMs} ms.`);
  });

  it('names the chunk-load error and the stylesheet failure code', () => {
    expect(reference).to.contain(`${CHUNK_LOAD_ERROR_NAME} carries a type and request`);
    expect(reference).to.contain(`stylesheet chunk failure has code ${CSS_CHUNK_LOAD_FAILED}`);
  });
});

describe('shapes, fields and names (reference §2, §3, §7; visitor §2, §3, §4, §7)', () => {
  it('names the site context, website and settings fields', () => {
    const context = block(visitor, '**Site context**\n');
    for (const field of SITE_CONTEXT_FIELDS) expect(context).to.match(new RegExp(`\\b${field}\\b`));
    expect(WEBSITE_FIELDS).to.deep.equal(list(clause(visitor, '- website:')));
    expect(clause(visitor, '- websiteSettings:')).to.contain(WEBSITE_SETTINGS_FIELDS.join(', '));
  });

  it('names the header, footer, multilingual and session shapes', () => {
    expect(reference).to.contain(`Site header and footer entity: ${HEADER_FOOTER_FIELDS.join(', ')}.`);
    expect(reference).to.contain(`Multilingual settings: ${MULTILINGUAL_FIELDS[0]} list.`);
    expect(reference).to.contain(`Session login payload: ${SESSION_LOGIN_FIELDS.join(', ')}; response carries ${SESSION_LOGIN_RESPONSE_FIELDS[0]}.`);
    expect(reference).to.contain(`Cart summary: ${CART_SUMMARY_FIELDS.join(', ')}.`);
  });

  it('names every shopping cart field', () => {
    const cart = block(visitor, '**Shopping cart**\n');
    const fields = Object.values(CART_FIELDS).flat();
    for (const field of fields) expect(cart).to.match(new RegExp(`\\b${field}\\b`));
    expect(fields).to.have.length(new Set(fields).size);
  });

  it('names the form submission field types and intra-page fields', () => {
    expect([...SUBMISSION_FIELD_TYPES, 'single-value fields']).to.deep.equal(list(clause(visitor, '- Field types:')));
    expect([...INTRA_PAGE_FIELDS, 'permission type']).to.deep.equal(list(clause(visitor, '- Intra-page fields:')));
    expect(visitor).to.contain(`A phone with ${PHONE_PARTS_WITHOUT_COUNTRY} parts gets an empty country part prepended.`);
  });

  it('has the path rules and query parameters', () => {
    expect(reference).to.contain(`Paths under ${ADMIN_PATH_PREFIX} count as admin area.`);
    expect(reference).to.contain(`${UNTRACKED_PATHS[0]} is excluded from pageview tracking.`);
    expect(reference).to.contain(`File links start with ${FILE_LINK_PREFIX}.`);
    expect(reference).to.contain(`Collection panels match /pages/{${COLLECTION_PANEL_ID_LENGTH}-character id}.`);
    expect(COLLECTION_PANEL_PATTERN.test(`/pages/${'a1'.repeat(12)}`)).to.equal(true);
    expect(COLLECTION_PANEL_PATTERN.test(`/pages/${'a'.repeat(23)}`)).to.equal(false);
    for (const param of Object.values(QUERY_PARAMS)) expect(reference + visitor).to.match(new RegExp(`\\b${param}\\b`));
    expect(visitor).to.contain(`GET /api/track/Track | query ${TRACK_QUERY_PARAMS.join(', ')} (image beacon)`);
  });

  it('has the transport vocabulary of visitor §7 and §8', () => {
    expect(visitor).to.contain(`analyticsId, commonData, customData, customSchemaName`);
    expect(EVENTS_SERVICE_FIELDS.join(', ')).to.equal('analyticsId, commonData, customData, customSchemaName');
    expect(visitor).to.contain(`lazy code chunks (${LAZY_CHUNKS.join(', ')})`);
    expect(visitor).to.contain(`reports ${PERFORMANCE_EVENTS[0]}, ${PERFORMANCE_EVENTS[1]} (measures starting ${USER_MEASURE_PREFIX}) and ${PERFORMANCE_EVENTS[2]} events`);
    expect(visitor).to.contain(`Status ${PASS_THROUGH_ERROR_STATUSES.slice(0, 3).join(', ')} or ${PASS_THROUGH_ERROR_STATUSES[3]} with an ${PASS_THROUGH_ERROR_FIELDS[0]}, ${PASS_THROUGH_ERROR_FIELDS[1]} or ${PASS_THROUGH_ERROR_FIELDS[2]} body`);
    for (const flag of DATA_LAYER_FLAGS) expect(visitor).to.contain(`${flag} `);
    expect(visitor).to.contain(`Legacy data layer: ${DATA_LAYER_METHODS.slice(0, 3).join(', ')} and ${DATA_LAYER_METHODS[3]}`);
  });

  it('has the visitor record format and the stored banner choice', () => {
    expect(visitor).to.contain(`the visitor record format is ${['id', 'n', 'n', 'n', 'count'].join(VISITOR_RECORD_SEPARATOR)}`);
    expect(VISITOR_RECORD_PARTS).to.equal(5);
    expect(visitor).to.contain(`(value ${COOKIE_BANNER_CHOICE_VALUES.join(' or ')})`);
  });

  it('has the dialog, gallery, subscription and experiment details', () => {
    expect(visitor).to.contain(`Information popups show ${INFO_POPUP_POSITION}.`);
    expect(visitor).to.contain(`**Confirmation:** ${CONFIRMATION_FIELDS.join(', ').replace('width', `width ${UI.confirmation.width}`).replace('padding', `padding ${UI.confirmation.padding}`)}.`);
    for (const signal of GALLERY_SIGNALS) expect(visitor).to.contain(`signals ${signal}`);
    expect(visitor).to.contain(`written to the address as ${LIGHTBOX_HASH_PARAM}`);
    expect(visitor).to.contain(`snapPoints must be a percentage or ${SNAP_POINTS_NONE}`);
    expect(visitor).to.contain(`'renews every N ${BILLING_PERIOD_UNITS.join('/')}'`);
    expect(visitor).to.contain(`numBillingCycles (${INDEFINITE_BILLING_CYCLES} = indefinite)`);
    expect(reference).to.contain(`A toggle is on when its variant is the text ${TOGGLE_ON_VARIANT}.`);
    expect(reference).to.contain(`${TRACKER_NULLABLE_PREFIX.replace(/_$/, '')} variants`);
    expect(REDIRECT_EXEMPT_ROLES).to.deep.equal([PERMISSION_ROLES.VIEWER]);
    expect(reference).to.contain('A viewer role suppresses the redirect to the configuration editor.');
  });
});

// ---------------------------------------------------------------------------------------------------------
// The message catalogue: every catalogue message is quoted in the spec, and every quoted text of the spec is
// in the catalogue.

type Message = string | ((...args: never[]) => string);

/** The library's own messages have no wording in the spec. */
const NOT_FROM_SPEC = new Set(['LIBRARY_MESSAGES']);

/** Placeholders the spec writes without braces or that repeat a name. */
const PLACEHOLDER_OVERRIDES: Record<string, string[]> = {
  renewsEvery: ['N', 'weeks/months/years'],
  forPayments: ['P'],
  secondsAgo: ['N'],
  characterCounter: ['n', 'max'],
  linksFormat: ['{host}', '{host}'],
};

function messageCatalogues(): [string, Record<string, Message>][] {
  return Object.entries(catalog)
    .filter(([name]) => name.endsWith('_MESSAGES') && !NOT_FROM_SPEC.has(name))
    .map(([name, value]) => [name, value as Record<string, Message>]);
}

function parameterNames(fn: (...args: never[]) => string): string[] {
  const m = /^\(?([^)=]*?)\)?\s*=>/.exec(fn.toString());
  return m ? m[1]!.split(',').map((p) => p.trim()).filter(Boolean) : [];
}

/** Renders a message as the spec quotes it: '{name}' placeholders, or '...' where the spec elides. */
function renderings(key: string, message: Message): string[] {
  if (typeof message === 'string') return [message];
  const call = message as unknown as (...args: string[]) => string;
  const names = parameterNames(message);
  const override = PLACEHOLDER_OVERRIDES[key];
  return [
    ...(override ? [call(...override)] : []),
    call(...names.map((n) => `{${n}}`)),
    call(...names.map(() => '...')),
  ];
}

const quoted = (doc: string) => [...doc.matchAll(/(?<=^|[\s(:])'(.+?)'(?=[\s;.,):]|$)/gm)].map((m) => m[1]!);

/** Every string value anywhere in the catalogue's data (not its messages). */
function dataStrings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) dataStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) dataStrings(v, out);
  return out;
}

describe('message catalogue (reference §2, §5, §6, §8; visitor §2, §5, §6, §8, §9)', () => {
  it('has the messages other modules import, spelled as the spec', () => {
    expect(CART_MESSAGES.cartLinkMany(3)).to.equal('3 items in cart');
    expect(FORM_MESSAGES.emailInvalid('a@b.co')).to.equal('Email is not valid. Email addresses should follow the format a@b.co.');
    expect(FORM_MESSAGES.submitting).to.equal('Submitting…');
    expect(catalog.DATA_LAYER_MESSAGES.unableToConnect).to.equal('Unable to connect…');
    expect(catalog.PARSER_MESSAGES.expected('a number', 'a string')).to.equal('Expected a number but a string found.');
    expect(catalog.EVENT_MESSAGES.eventSendFailed(503)).to.equal('Error tracking event: HTTP Status 503');
  });

  it('quotes every catalogue message verbatim in one of the documents', () => {
    const quotes = new Set([...quoted(reference), ...quoted(visitor)]);
    const missing: string[] = [];
    let count = 0;
    for (const [name, messages] of messageCatalogues()) {
      for (const [key, message] of Object.entries(messages)) {
        count++;
        if (name === 'FORM_MESSAGES' && key === 'errorBelow') continue; // checked below
        if (name === 'CHART_MESSAGES' && key === 'columnsTruncated') continue; // checked below
        if (!renderings(key, message).some((r) => quotes.has(r))) missing.push(`${name}.${key}: ${renderings(key, message)[0]}`);
      }
    }
    expect(missing).to.deep.equal([]);
    expect(count).to.be.greaterThan(100);
  });

  it("writes the 'scroll up' variant in full", () => {
    expect(visitor).to.contain(`'${FORM_MESSAGES.errorAbove}' (error above) and 'scroll up' (error below)`);
    expect(FORM_MESSAGES.errorBelow).to.equal(FORM_MESSAGES.errorAbove.replace('scroll down', 'scroll up'));
  });

  it("keeps the misspelling 'truncted' in the column variant", () => {
    const rows = catalog.CHART_MESSAGES.rowsTruncated as unknown as (n: string) => string;
    const columns = catalog.CHART_MESSAGES.columnsTruncated as unknown as (n: string) => string;
    expect(reference).to.contain(`'${rows('{maxRows}')}' (the column variant is misspelled 'truncted')`);
    expect(columns('{maxColumns}')).to.equal(rows('{maxColumns}').replace('truncated', 'truncted').replace('rows', 'columns'));
  });

  it('has every quoted text of the spec somewhere in the catalogue', () => {
    const known = dataStrings(catalog);
    for (const [, messages] of messageCatalogues()) {
      for (const [key, message] of Object.entries(messages)) for (const r of renderings(key, message)) known.add(r);
    }
    // quoted in the spec, but not texts of their own
    const asides = new Set(['scroll up', 'truncted', 'errors above']);
    const missing = [...quoted(reference), ...quoted(visitor)].filter((q) => !known.has(q) && !asides.has(q));
    expect(missing).to.deep.equal([]);
  });

  it('keeps message catalogues small per domain for tree-shaking', () => {
    for (const [name, messages] of messageCatalogues()) expect(Object.keys(messages).length, name).to.be.at.most(25);
  });
});
