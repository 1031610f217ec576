// The view shared by <sq-donate-button> and <sq-gift-card-button>: the template's own button or link,
// kept as it is (moved, not copied, so its styles and attributes stay), which goes to a checkout link
// on a click and on keys 13 and 32 (Enter, Space; visitor §9 "Donation button activates on keys 13 and
// 32"). Before going, the element announces a cancelable event carrying the address.
import type { KeyboardEvent, MouseEvent } from 'react';
import { CHECKOUT_BUTTON_SELECTOR } from '../../catalog/checkout.ts';
import { ACTIVATE_KEY_CODES } from '../../catalog/constants.ts';
import { OTHER_MESSAGES } from '../../catalog/messages/others.ts';
import { logWarn } from '../../runtime/log.ts';
import { navigate } from '../../runtime/utils/safe-url.ts';
import { pageChildren, pageQuery } from '../../runtime/bridge/light-dom.ts';
import { MovedNodes } from '../moved-nodes.tsx';

export interface CheckoutButtonData {
  /** Everything the template put inside the element, shown as it was. */
  nodes: ChildNode[];
  /** The button or link that activates; null when there is none (then nothing activates). */
  button: HTMLElement | null;
}

/** Reads the template's content; without a button or link in it, says so (visitor §8 "Others"). */
export function readCheckoutButton(host: HTMLElement): CheckoutButtonData {
  const button = pageQuery<HTMLElement>(host, CHECKOUT_BUTTON_SELECTOR);
  if (!button) logWarn(OTHER_MESSAGES.noButtonFound, host);
  return { nodes: pageChildren(host), button };
}

/** Where an activated button goes; tests and embedding apps may replace `go`. */
export const checkoutNavigation = { go: (url: string): void => navigate(url, 'same-site', 'a checkout link') };

const isDisabled = (button: HTMLElement) =>
  button.matches(':disabled') || button.getAttribute('aria-disabled') === 'true';

export interface CheckoutButtonProps {
  host: HTMLElement;
  data: CheckoutButtonData;
  className: string;
  /** The checkout address now, or null (already logged) when it cannot be built. */
  link: () => string | null;
  /** The element's cancelable event for this address. */
  announce: (url: string) => Event;
}

export function CheckoutButton({ host, data, className, link, announce }: CheckoutButtonProps) {
  const { button } = data;
  const activate = (event: MouseEvent | KeyboardEvent) => {
    if (!button || !button.contains(event.target as Node) || isDisabled(button)) return;
    const url = link();
    // No address: the template's own button keeps doing whatever it did.
    if (url === null) return;
    event.preventDefault();
    if (host.dispatchEvent(announce(url))) checkoutNavigation.go(url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((ACTIVATE_KEY_CODES as readonly number[]).includes(event.keyCode)) activate(event);
  };
  return <MovedNodes className={className} nodes={data.nodes} onClick={activate} onKeyDown={onKeyDown} />;
}

export const CHECKOUT_BUTTON_STYLES = `
:where(sq-donate-button, sq-gift-card-button) { display: inline-block; }
:where(.sq-donate-button, .sq-gift-card-button) { display: contents; }
`;
