// Which chunk defines which tag. Each loader is a dynamic import, so an element's code (and React
// with it) is fetched only when its tag is on the page. Add a line here for every new element.
export type ElementModule = { default: CustomElementConstructor };
export type ElementLoader = () => Promise<ElementModule>;

export const ELEMENT_LOADERS: Readonly<Record<string, ElementLoader>> = {
  'sq-cart-link': () => import('../elements/sq-cart-link.ts'),
};

export const ELEMENT_TAGS = Object.keys(ELEMENT_LOADERS);
