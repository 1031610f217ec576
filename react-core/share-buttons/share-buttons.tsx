// <sq-share-buttons>'s view: the server's own list of share links when it painted one (./server-list.tsx),
// else the system share sheet first when the browser has one, then a link per network (new window,
// noopener) and a copy-link button, each with a spoken name.
import { useState } from 'react';
import { SHARE_LABELS, type ShareNetwork } from '../../catalog/members.ts';
import { parseNetworks, sharedPage, shareUrl, type SharedPage } from './links.ts';
import { ServerList, type ServerMarkup } from './server-list.tsx';

export interface ShareButtonsProps {
  url: string; title: string; image: string; networks: string; host: HTMLElement;
  /** What the server painted around its list of share links, which the view adopts; null to render the list from `networks`. */
  data: ServerMarkup | null;
}

type Status = '' | typeof SHARE_LABELS.copied | typeof SHARE_LABELS.copyFailed;

const canShareNatively = () => typeof navigator.share === 'function';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function NetworkLink({ network, page }: { network: Exclude<ShareNetwork, 'copy'>; page: SharedPage }) {
  const name = SHARE_LABELS[network];
  const href = shareUrl(network, page)!;
  if (network === 'email') {
    return <a className="sq-share-buttons__link" data-network={network} href={href}>{name}</a>;
  }
  return (
    <a className="sq-share-buttons__link" data-network={network} href={href} target="_blank" rel="noopener noreferrer">
      <span aria-hidden="true">{name}</span>
      <span className="sq-visually-hidden">{`${SHARE_LABELS.shareOn(name)} ${SHARE_LABELS.newWindow}`}</span>
    </a>
  );
}

export function ShareButtons({ url, title, image, networks, host, data }: ShareButtonsProps) {
  const [status, setStatus] = useState<Status>('');
  const page = sharedPage({ url, title, image }, host.ownerDocument);
  const share = () => {
    navigator.share({ url: page.url, title: page.title }).catch(() => { /* cancelled: nothing to say */ });
  };
  const copyLink = () => {
    copy(page.url).then((ok) => setStatus(ok ? SHARE_LABELS.copied : SHARE_LABELS.copyFailed), () => {});
  };
  const statusLine = <p className="sq-share-buttons__status" role="status">{status}</p>;
  if (data) {
    // The server's "Share…" button copies the link where the browser has no share sheet: the button
    // stays (removing it would move the others) and still shares the page.
    const onButton = (network: string) => {
      if (network === 'native' && canShareNatively()) share();
      else if (network === 'native' || network === 'copy') copyLink();
    };
    return <div className="sq-share-buttons"><ServerList {...data} onButton={onButton} />{statusLine}</div>;
  }
  return (
    <div className="sq-share-buttons">
      <ul className="sq-share-buttons__list" aria-label={SHARE_LABELS.group}>
        {canShareNatively() && (
          <li><button type="button" className="sq-share-buttons__link" data-network="native" onClick={share}>{SHARE_LABELS.native}</button></li>
        )}
        {parseNetworks(networks).map((network) => (
          <li key={network}>
            {network === 'copy'
              ? <button type="button" className="sq-share-buttons__link" data-network="copy" onClick={copyLink}>{SHARE_LABELS.copy}</button>
              : <NetworkLink network={network} page={page} />}
          </li>
        ))}
      </ul>
      {statusLine}
    </div>
  );
}

/** The list of buttons: the server's, adopted, or the view's own. */
const LIST = ':is(.sq-share-buttons > .sq-share-buttons__adopted > ul:has([data-network]), .sq-share-buttons > ul.sq-share-buttons__list)';
const ADOPTED = '.sq-share-buttons > .sq-share-buttons__adopted > ul:has([data-network])';

export const SHARE_BUTTONS_STYLES = `
:where(sq-share-buttons) { display: block; }
:where(.sq-share-buttons__link) {
  border-color: currentColor; border-radius: var(--sq-radius-1); background: transparent; color: inherit;
  text-decoration: none; cursor: pointer;
}
:where(.sq-share-buttons__link:hover) { background: var(--sq-color-accent); color: var(--sq-color-on-accent); }
:where(.sq-share-buttons__link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.sq-share-buttons__status:empty) { visibility: hidden; }
/* The status line and the list (the server's, in place, or the view's own): their geometry is two classes
   strong, as sq.css's loading layout lays the server's list out, or keeps the room of the view's, and reserves
   the line from the first paint (a theme's ul, li, a, button and p rules, even p:empty { display: none },
   reach none of them; docs/decisions.md "The view's structure is the library's"). The view's own buttons'
   look stays the theme's (:where() above); the server's list keeps the look sq.css gave it while loading. */
.sq-share-buttons > p.sq-share-buttons__status {
  display: block; margin: var(--sq-space-1) 0 0; padding: 0; border: 0; min-height: 1.5em; font-size: var(--sq-font-size-1);
}
${LIST} {
  display: flex; flex-wrap: wrap; gap: var(--sq-space-2); margin: 0; padding: 0; list-style: none; font: inherit;
}
${LIST} > li { margin: 0; padding: 0; font: inherit; }
${LIST} > li > :is(a, button) {
  display: inline-block; margin: 0; padding: var(--sq-space-1) var(--sq-space-3); border-width: 1px; border-style: solid; font: inherit;
}
${ADOPTED} > li > :is(a, button) {
  border-color: currentColor; border-radius: var(--sq-radius-1); background: transparent; color: inherit;
  text-decoration: none; cursor: pointer;
}
${ADOPTED} > li > :is(a, button):hover { background: var(--sq-color-accent); color: var(--sq-color-on-accent); }
${ADOPTED} > li > :is(a, button):focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;
