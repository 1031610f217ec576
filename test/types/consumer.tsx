// Compiled against dist/types by `npm test` (scripts/types.mjs): what a TypeScript user of the package sees.
import { Sq, announceCart, type SiteContext } from 'sq-elements';
import { SqCartLinkElement } from 'sq-elements/elements/sq-cart-link';

const link: SqCartLinkElement = document.createElement('sq-cart-link');
const Class: CustomElementConstructor = SqCartLinkElement;
const href: string = link.href;
const context: SiteContext | undefined = Sq?.context;
announceCart({ totalQuantity: 2 });
export const view = <sq-cart-link href="/cart"><a href="/cart">Cart</a></sq-cart-link>;
void href; void context; void Class;

// JSX (issue 18): `ref` is the element's class, booleans are boolean, a union's values are checked, and
// each event is an `on<event name>` prop typed with its event class.
import type { SqFormSubmitEvent } from 'sq-elements';
import type { SqGalleryElement } from 'sq-elements/elements/sq-gallery';
const galleryRef = { current: null as SqGalleryElement | null };
export const gallery = <sq-gallery ref={galleryRef} design="grid" loop autoplay={false} autoplay-duration={4} />;
export const form = <sq-form onsq-form-submit={(event: SqFormSubmitEvent) => { void event.values; }} />;
// @ts-expect-error a design the gallery does not have
export const wrongDesign = <sq-gallery design="mosaic" />;
// @ts-expect-error an event handler receives the event class, not a number
export const wrongHandler = <sq-form onsq-form-submit={(event: number) => event} />;
