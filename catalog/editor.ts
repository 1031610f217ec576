// Editing-side vocabulary the published site still meets (reference §3.7, §4).

export const TWEAK_PAGE_TYPES = ['SPLASH_PAGE', 'LOCK_SCREEN', 'POPUP_OVERLAY', 'CHECKOUT', 'STYLE'] as const;
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];

export const TEXT_FILTERS = ['url-slug', 'url-slug-with-slash'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

export const SURVEY_COHORTS = ['cohort-A', 'cohort-B', 'cohort-C', 'cohort-D', 'cohort-E'] as const;
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];

export const AESTHETICS_DIRTY_PATHS = [
  'colors.activeThemeId', 'fonts.activeThemeId', 'colors.palette', 'colors.themes', 'fonts.themes',
  'fonts.fontUsageCategories',
] as const;
export type AestheticsDirtyPath = (typeof AESTHETICS_DIRTY_PATHS)[number];

export const FRAME_EVENTS = ['load', 'iframeUnload', 'frameSaveEnter', 'frameSaveExit', 'frameEditingChange'] as const;
export type FrameEvent = (typeof FRAME_EVENTS)[number];

export const TWEAK_EVENTS = ['change', 'close', 'save', 'reset', 'aftershow', 'afterclose', 'beforeopen'] as const;
export type TweakEvent = (typeof TWEAK_EVENTS)[number];

/** Upsell destination names and where they go (reference §2). */
export const UPSELL_DESTINATIONS = {
  'trial-upgrade': '/settings/billing/upgrade',
  upgrade: '/settings/billing/subscriptions/website',
} as const;
export type UpsellDestination = keyof typeof UPSELL_DESTINATIONS;
