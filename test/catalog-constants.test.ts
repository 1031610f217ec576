// Catalogue tests: business constants and the names of shapes and fields (reference §2, §3, §7, §9; visitor
// §2-§4, §7, §9).
// Every expectation is checked against the text of docs/spec (test/support/spec-text.ts), not against a copy.
import { expect } from '@open-wc/testing';
import {
  ACTIVATE_KEY_CODES, ANALYTICS_ID_COOKIE_DAYS, ANIMATION_THRESHOLDS, BREAKPOINTS, BYTES_PER_MEGABYTE,
  CART_COUNT_CAP, CART_MESSAGES, CHUNK_LOAD_ERROR_NAME, CHUNK_LOAD_TIMEOUT_MS, CONTENT_LIMITS,
  COOKIE_BANNER_CHOICE_MAX_AGE_MS, COOKIE_NAMES, CSS_CHUNK_LOAD_FAILED, DATA_LAYER_RETRY_MS, DEFAULT_LOCALE,
  DEFAULT_SLIDER_ASPECT_RATIO, DESIGN_TOKENS, DEVICE_HEIGHTS, ERROR_REPORT_DEBOUNCE_MS, ERROR_REPORTING,
  FILE_SIZE_STEP, FILE_SIZE_UNITS, FLUID_BREAKPOINT_PX, FOLLOW_WIDGET_TIMEOUT_MS, IDLE_FALLBACK_MS,
  LAZY_LOAD_MARGIN_PX, MAP, MODAL_BASE_Z_INDEX, PAGE_BLOCKS, PERFORMANCE, PERMISSION_ROLES, PROMISE_FALLBACK_MS,
  RECORDING_MIN_LOGICAL_CORES_EXCLUSIVE, RESTRICTIVE_POLICY_CLEARED_COOKIE_COUNT, TRACE_FLUSH_MS,
  TRACKING_TIMEOUT_MS, UI, VISIT_TOKEN_MAX_AGE_MS, VISITOR_RECORD_MAX_AGE_MS, ADMIN_PATH_PREFIX,
  BILLING_PERIOD_UNITS, CART_FIELDS, CART_SUMMARY_FIELDS, COLLECTION_PANEL_ID_LENGTH, COLLECTION_PANEL_PATTERN,
  CONFIRMATION_FIELDS, COOKIE_BANNER_CHOICE_VALUES, DATA_LAYER_FLAGS, DATA_LAYER_METHODS, EVENTS_SERVICE_FIELDS,
  FILE_LINK_PREFIX, GALLERY_SIGNALS, HEADER_FOOTER_FIELDS, INDEFINITE_BILLING_CYCLES, INFO_POPUP_POSITION,
  LAZY_CHUNKS, LIGHTBOX_HASH_PARAM, MULTILINGUAL_FIELDS, PASS_THROUGH_ERROR_FIELDS, PASS_THROUGH_ERROR_STATUSES,
  PERFORMANCE_EVENTS, PHONE_PARTS_WITHOUT_COUNTRY, QUERY_PARAMS, REDIRECT_EXEMPT_ROLES, SESSION_LOGIN_FIELDS,
  SESSION_LOGIN_RESPONSE_FIELDS, SITE_CONTEXT_FIELDS, SNAP_POINTS_NONE, TOGGLE_ON_VARIANT, TRACK_QUERY_PARAMS,
  TRACKER_NULLABLE_PREFIX, UNTRACKED_PATHS, USER_MEASURE_PREFIX, VISITOR_RECORD_PARTS, VISITOR_RECORD_SEPARATOR,
  WEBSITE_FIELDS, WEBSITE_SETTINGS_FIELDS, SUBMISSION_FIELD_TYPES, INTRA_PAGE_FIELDS,
} from '../catalog/index.ts';
import { reference, visitor, readSpecBeforeAll, clause, block, list } from './support/spec-text.ts';

readSpecBeforeAll();

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
    expect(INTRA_PAGE_FIELDS.map((f) => (f === 'permissionType' ? 'permission type' : f))).to.deep.equal(list(clause(visitor, '- Intra-page fields:')));
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
