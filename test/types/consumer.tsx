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
