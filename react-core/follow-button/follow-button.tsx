// <sq-follow-button>'s view (visitor §3 "Follow button: username", §7 follow widget script, §8 "Follow-widget
// failure is ignored silently"): a plain link to the profile, which the provider's widget script, loaded
// once per page with a 10 s time-out, turns into its own button. Until then, or if it never comes (time-out,
// 404, network), the link is the button, and nothing is said anywhere. The link is built with the DOM, not
// by React, because the provider's script replaces it and React must never find its node gone.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { FOLLOW_WIDGET_TIMEOUT_MS } from '../../catalog/constants.ts';
import { FOLLOW_BUTTON_LABELS, FOLLOW_WIDGET } from '../../catalog/widgets.ts';
import { loadScript } from '../../runtime/script-loader.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { SqFollowButtonLoadEvent } from './follow-events.ts';

export interface FollowButtonProps {
  /** The username without '@'; null when absent or not a valid one. */
  username: string | null;
  scriptSrc: string;
  host: HTMLElement;
  /** The server-rendered children, shown when there is no valid username. */
  data: ChildNode[];
}

type ProviderGlobal = { twttr?: { widgets?: { load?: (root?: Element) => unknown } } };

/** The plain profile link: the fallback, and what the provider's script upgrades. */
export function profileLink(doc: Document, username: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.className = `${FOLLOW_WIDGET.linkClass} sq-follow-button__link`;
  link.href = `${FOLLOW_WIDGET.profileUrl}${encodeURIComponent(username)}`;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.dataset.showCount = 'false';
  const hint = doc.createElement('span');
  hint.className = 'sq-visually-hidden';
  hint.textContent = ` ${FOLLOW_BUTTON_LABELS.newWindow}`;
  link.append(FOLLOW_BUTTON_LABELS.follow(username), hint);
  return link;
}

/** Asks an already-loaded provider script to draw buttons inside `root`; its faults stay silent too. */
function drawProviderButtons(root: Element): void {
  try {
    (root.ownerDocument.defaultView as (Window & ProviderGlobal) | null)?.twttr?.widgets?.load?.(root);
  } catch {
    // The provider's own fault: the plain link stays (visitor §8, failure ignored silently).
  }
}

function ProfileLink({ username, scriptSrc, host }: { username: string; scriptSrc: string; host: HTMLElement }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = box.current;
    root?.replaceChildren(profileLink(host.ownerDocument, username));
    return () => root?.replaceChildren();
  }, [username, host]);
  useEffect(() => {
    const root = box.current;
    if (!scriptSrc || !root) return undefined;
    let current = true;
    loadScript(scriptSrc, { timeoutMs: FOLLOW_WIDGET_TIMEOUT_MS }).then(() => {
      if (!current) return;
      drawProviderButtons(root);
      host.dispatchEvent(new SqFollowButtonLoadEvent());
    }, () => { /* time-out, 404, network: the plain link stays, silently (visitor §8) */ });
    return () => { current = false; };
  }, [username, scriptSrc, host]);
  return <span ref={box} className="sq-follow-button" />;
}

export function FollowButton({ username, scriptSrc, host, data }: FollowButtonProps) {
  if (username === null) return <MovedNodes nodes={data} className="sq-follow-button__content" />;
  return <ProfileLink username={username} scriptSrc={scriptSrc.trim()} host={host} />;
}

export const FOLLOW_BUTTON_STYLES = `
:where(sq-follow-button) { display: inline-block; }
:where(.sq-follow-button__link) { border-color: currentColor; border-radius: var(--sq-radius-2); color: inherit; text-decoration: none; }
/* The button's box at two classes' weight, as sq.css lays the server's link out: a theme's "a" rule would
   move the words beside it at the upgrade (docs/decisions.md "The view's structure is the library's"). */
.sq-follow-button .sq-follow-button__link {
  display: inline-block; margin: 0; padding: var(--sq-space-1) var(--sq-space-3); border-width: 1px; border-style: solid; font: inherit;
}
:where(.sq-follow-button__link:hover) { background: var(--sq-color-accent); color: var(--sq-color-on-accent); }
:where(.sq-follow-button__link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
`;
