// Which chunk defines which tag. Each loader is a dynamic import, so an element's code (and React
// with it) is fetched only when its tag is on the page. Add a line here for every new element: its file
// must be named by its tag (the build writes this table from the tag list of ELEMENT_PRELOADS, see
// compactRegistry in scripts/rollup-registry.mjs).
export type ElementModule = { default: CustomElementConstructor };
export type ElementLoader = () => Promise<ElementModule>;

/**
 * The chunks an element's first render needs besides its own, which sq.js preloads when it requests the
 * element (one round trip instead of one per level of imports): `tag` -> "react,element-core,…" (chunk
 * names in chunks/), and `tag/design` -> the chunks of the view its design attribute picks ('null' when
 * absent). Empty in source; the build writes it from the chunk graph (scripts/rollup-registry.mjs), and in
 * dist ELEMENT_LOADERS is built from its keys, so it is declared first.
 */
export const ELEMENT_PRELOADS: Readonly<Record<string, string>> = {};

export const ELEMENT_LOADERS: Readonly<Record<string, ElementLoader>> = {
  'sq-cart-link': () => import('../elements/sq-cart-link.ts'),
  'sq-gallery': () => import('../elements/sq-gallery.ts'),
  'sq-video': () => import('../elements/sq-video.ts'),
  'sq-lightbox': () => import('../elements/sq-lightbox.ts'),
  'sq-form': () => import('../elements/sq-form.ts'),
  'sq-cookie-banner': () => import('../elements/sq-cookie-banner.ts'),
  'sq-dialog': () => import('../elements/sq-dialog.ts'),
  'sq-share-buttons': () => import('../elements/sq-share-buttons.ts'),
  'sq-search-preview': () => import('../elements/sq-search-preview.ts'),
  'sq-tooltip': () => import('../elements/sq-tooltip.ts'),
  'sq-spinner': () => import('../elements/sq-spinner.ts'),
  'sq-relative-time': () => import('../elements/sq-relative-time.ts'),
  'sq-follow-button': () => import('../elements/sq-follow-button.ts'),
  'sq-audio': () => import('../elements/sq-audio.ts'),
  'sq-accordion': () => import('../elements/sq-accordion.ts'),
  'sq-menu': () => import('../elements/sq-menu.ts'),
  'sq-pricing-toggle': () => import('../elements/sq-pricing-toggle.ts'),
  'sq-image-block': () => import('../elements/sq-image-block.ts'),
  'sq-widget': () => import('../elements/sq-widget.ts'),
  'sq-marquee': () => import('../elements/sq-marquee.ts'),
  'sq-scaled-text': () => import('../elements/sq-scaled-text.ts'),
  'sq-map': () => import('../elements/sq-map.ts'),
  'sq-booking': () => import('../elements/sq-booking.ts'),
  'sq-product-price': () => import('../elements/sq-product-price.ts'),
  'sq-add-to-cart': () => import('../elements/sq-add-to-cart.ts'),
  'sq-cart': () => import('../elements/sq-cart.ts'),
  'sq-donate-button': () => import('../elements/sq-donate-button.ts'),
  'sq-gift-card-button': () => import('../elements/sq-gift-card-button.ts'),
};

export const ELEMENT_TAGS = Object.keys(ELEMENT_LOADERS);

/**
 * Elements whose server-rendered content stays visible while their code loads (the rest are hidden by
 * the :not(:defined) rule of sq.css): their children are page content that works as it is, so hiding it
 * would only delay the page. <sq-lightbox> wraps images; the marquee's and scaled text's text stands
 * still at its CSS size; the image block's image and the widget's server rendering are the content; a
 * tooltip's trigger, a relative time's absolute date and a follow button's profile link work alone; the
 * donation and gift-card buttons show the template's own button, whose link works before the code loads.
 * The gallery, video, menu, map, accordion, image block, share buttons and form enhance in place: sq.css
 * lays their markup out as their views will (their `loadingLayout`), and the views adopt the server's nodes
 * or, for the form, its values and focus; the lightbox adopts its images (docs/decisions.md, "Enhance in place").
 */
export const SHOWN_WHILE_LOADING: readonly string[] = [
  'sq-lightbox', 'sq-marquee', 'sq-scaled-text', 'sq-image-block', 'sq-widget', 'sq-tooltip', 'sq-relative-time',
  'sq-follow-button', 'sq-donate-button', 'sq-gift-card-button', 'sq-gallery', 'sq-video', 'sq-menu', 'sq-map', 'sq-form',
  'sq-accordion', 'sq-share-buttons',
];

/**
 * Elements that upgrade when the browser is idle unless their `upgrade` attribute says otherwise (the
 * rest upgrade at once near the first viewport, else when they come near it): none of them shows
 * anything the first paint needs. A dialog and a lightbox open on a click, a tooltip on hover or focus;
 * a cookie banner is fixed over the page and must not compete with its largest paint; a form's server
 * markup is painted and usable while its code loads, and its first focus upgrades it at once.
 */
export const UPGRADE_WHEN_IDLE: readonly string[] = ['sq-cookie-banner', 'sq-dialog', 'sq-form', 'sq-lightbox', 'sq-tooltip'];
