// Catalogue tests: site, platform, cookie banner, experiments, states and roles (reference §3.7, §3.11, §3.13,
// §4, §6; visitor §3, §4).
// Every expectation is checked against the text of docs/spec (test/support/spec-text.ts), not against a copy.
import { expect } from '@open-wc/testing';
import {
  AESTHETICS_DIRTY_PATHS, ANALYTICS_EVENT_PAYLOAD_FIELDS, ANCHOR_HORIZONTAL, ANCHOR_POSITIONS, ANCHOR_VERTICAL,
  BACKGROUND_MODES, CONFIRMATION_EVENTS, CONFIRMATION_STYLES, CONTENT_GENERATOR_TYPES, CONTENT_ITEM_STATUS_BY_CODE,
  CONTENT_ITEM_STATUS_LABELS, CONTENT_ITEM_STATUSES, COOKIE_BANNER_ACCEPT_TYPES, COOKIE_BANNER_CHOICE_MAX_AGE_MS,
  COOKIE_BANNER_COMPONENT_FIELDS, COOKIE_BANNER_CTA_VARIANTS, COOKIE_BANNER_DEFAULTS, COOKIE_BANNER_FIELDS,
  COOKIE_BANNER_THEMES, COOKIE_BANNER_VARIANTS, DEFAULT_BLOCK_BODY, DEVICE_VIEWS, EXPERIMENT_CONTEXT_FIELDS,
  EXPERIMENT_TYPES, FETCH_STATES, FLUID_BREAKPOINTS, FRAME_EVENTS, GALLERY_ITEM_MEDIA_TYPES, HIT_PAYLOAD_FIELDS,
  ITEM_VISIBILITY_STATES, LAZY_LOAD_MARGIN_PX, MAP, MAP_MODEL_FIELDS, MARQUEE_DIRECTIONS, MARQUEE_PROPS,
  MOBILE_INFO_BAR_MAX_WIDTH_PX, MOBILE_INFO_BAR_STYLES, NAVIGATION_NAMES, PAGE_BLOCKS, PERMISSION_BY_CODE,
  PERMISSION_CODE_LABELS, PERMISSION_CODE_RANGES, PERMISSION_CODES, PERMISSION_ROLE_BY_CODE, PERMISSION_ROLES,
  PLATFORM_VERSIONS, POPUP_OVERLAY_NEVER_AGAIN, POPUP_OVERLAY_STORAGE_KEYS, POPUP_STYLES,
  PRODUCT_WORKFLOW_FALLBACK_LABEL, PRODUCT_WORKFLOW_LABELS, SHAPES, SITE_STATUSES, SITE_TYPES, SLICE_TYPE_BY_CODE,
  SLICE_TYPE_NAMES, SLICE_TYPES, SURVEY_COHORTS, TEXT_FILTERS, TRACKER_NULLABLE_FIELDS, TRACKER_REQUIRED_FIELDS,
  TWEAK_EVENTS, TWEAK_PAGE_TYPES, UI, TWEEN_STATES, barPositionFor, permissionCodeRangeOf, popupPositionFor,
  productWorkflowLabel,
} from '../catalog/index.ts';
import {
  reference, visitor, readSpecBeforeAll, clause, block, list, coded, bulletItems, upperSnake, asLabels,
} from './support/spec-text.ts';

readSpecBeforeAll();

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
