// <sq-share-buttons>'s view: the system share sheet first when the browser has one, then a link per
// network (new window, noopener) and a copy-link button, each with a spoken name.
import { useState } from 'react';
import { SHARE_LABELS, type ShareNetwork } from '../../catalog/members.ts';
import { parseNetworks, sharedPage, shareUrl, type SharedPage } from './links.ts';

export interface ShareButtonsProps { url: string; title: string; image: string; networks: string; host: HTMLElement }

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

export function ShareButtons({ url, title, image, networks, host }: ShareButtonsProps) {
  const [status, setStatus] = useState<Status>('');
  const page = sharedPage({ url, title, image }, host.ownerDocument);
  const share = () => {
    navigator.share({ url: page.url, title: page.title }).catch(() => { /* cancelled: nothing to say */ });
  };
  const copyLink = () => {
    copy(page.url).then((ok) => setStatus(ok ? SHARE_LABELS.copied : SHARE_LABELS.copyFailed), () => {});
  };
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
      <p className="sq-share-buttons__status" role="status">{status}</p>
    </div>
  );
}

export const SHARE_BUTTONS_STYLES = `
:where(sq-share-buttons) { display: block; }
:where(.sq-share-buttons__list) { display: flex; flex-wrap: wrap; gap: var(--sq-space-2); margin: 0; padding: 0; list-style: none; }
:where(.sq-share-buttons__link) {
  display: inline-block; padding: var(--sq-space-1) var(--sq-space-3); border: 1px solid currentColor;
  border-radius: var(--sq-radius-1); background: transparent; color: inherit; font: inherit;
  text-decoration: none; cursor: pointer;
}
:where(.sq-share-buttons__link:hover) { background: var(--sq-color-accent); color: var(--sq-color-on-accent); }
:where(.sq-share-buttons__link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.sq-share-buttons__status) { margin: var(--sq-space-1) 0 0; min-height: 1.5em; font-size: var(--sq-font-size-1); }
:where(.sq-share-buttons__status:empty) { visibility: hidden; }
`;
