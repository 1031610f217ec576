// Reads <sq-tooltip>'s server-rendered children: they are the trigger, kept as they are (moved, never
// copied, so their own listeners and state survive). The first element child is the trigger (plain text
// alone makes the element itself the trigger); one that keyboard focus cannot reach is made reachable,
// since focus is how keyboard users see the tooltip.
import { pageChildren } from '../../runtime/bridge/light-dom.ts';

export interface TooltipData {
  nodes: ChildNode[];
  trigger: HTMLElement;
}

export function readTooltipData(host: HTMLElement): TooltipData {
  const nodes = pageChildren(host);
  const first = nodes.find((node) => node instanceof Element);
  const trigger = first instanceof HTMLElement ? first : host;
  if (trigger.tabIndex < 0 && !trigger.hasAttribute('tabindex')) trigger.tabIndex = 0;
  return { nodes, trigger };
}

/** Adds a token to a space-separated attribute (aria-describedby), keeping the author's own. */
export function addToken(element: Element, attribute: string, token: string): void {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
  if (!tokens.includes(token)) element.setAttribute(attribute, [...tokens, token].join(' '));
}

export function removeToken(element: Element, attribute: string, token: string): void {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter((t) => t && t !== token);
  if (tokens.length) element.setAttribute(attribute, tokens.join(' '));
  else element.removeAttribute(attribute);
}
