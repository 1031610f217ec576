// Which chunk defines which tag. Each loader is a dynamic import, so an element's code (and React
// with it) is fetched only when its tag is on the page. Add a line here for every new element.
export type ElementModule = { default: CustomElementConstructor };
export type ElementLoader = () => Promise<ElementModule>;

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
};

export const ELEMENT_TAGS = Object.keys(ELEMENT_LOADERS);

/** Elements whose server-rendered content stays visible while their code loads (the rest are hidden
 *  by the :not(:defined) rule of sq.css): <sq-lightbox> only wraps images that are page content as
 *  they are, so hiding them would only delay the page. */
export const SHOWN_WHILE_LOADING: readonly string[] = ['sq-lightbox'];
