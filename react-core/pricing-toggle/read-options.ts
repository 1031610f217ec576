// Reads <sq-pricing-toggle>'s server-rendered options (visitor §2, §4 "Pricing toggle"): each child
// marked data-sq-option="<name>" holds one option's prices and join button; data-sq-label names it
// for the switch (default: the name). Without JavaScript every option is shown.
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { pageChildren } from '../../runtime/bridge/light-dom.ts';

export const OPTION_SELECTOR = '[data-sq-option]';

export interface PricingOption { name: string; label: string; element: Element }

/** The options; throws (the bridge then keeps the markup as it is) when there are fewer than two. */
export function readOptions(host: HTMLElement): PricingOption[] {
  // The page's children, an option left in the view for a read (it holds a frame) included.
  const options = pageChildren(host).filter((child): child is Element => child instanceof Element && child.matches(OPTION_SELECTOR)).map((element) => {
    const name = element.getAttribute('data-sq-option') ?? '';
    return { name, label: element.getAttribute('data-sq-label') || name, element };
  });
  if (options.length < 2) throw new Error(PARSER_MESSAGES.expected(`two ${OPTION_SELECTOR} children`, String(options.length)));
  return options;
}
