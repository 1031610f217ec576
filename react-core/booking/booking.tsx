// <sq-booking>'s view (visitor §2 "Two table-booking reservation widgets", §6, §9): the provider's
// reservation embed or link, laid out by the element's own width (Tock: column at 750 px or less;
// OpenTable: wide above 850 px). A logged-in site owner sees the 'Preview Only' notice instead, as an
// inline alert panel in place of the widget (not a modal: a page may hold several booking blocks).
import { useMemo } from 'react';
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { BOOKING_LABELS, BOOKING_URLS, type BookingProvider } from '../../catalog/map-settings.ts';
import { DIALOG_MESSAGES } from '../../catalog/messages/dialogs.ts';
import { readContext, type SiteContext } from '../../runtime/context.ts';
import { useElementWidth } from '../use-element-width.ts';
import { pageChildren } from '../../runtime/bridge/light-dom.ts';
import { MovedNodes } from '../moved-nodes.tsx';

export interface BookingProps { provider: BookingProvider; businessId: string; host: HTMLElement; data: BookingData }
export interface BookingData { content: ChildNode[] }

type ContextSource = { Sq?: { context?: SiteContext } };
export type BookingLayout = 'row' | 'column' | 'standard' | 'wide';

/** The layout for an element width (visitor §9 "Page and blocks"). */
export function bookingLayout(provider: BookingProvider, width: number): BookingLayout {
  if (provider === 'tock') return width <= PAGE_BLOCKS.tockColumnMaxPx ? 'column' : 'row';
  return width > PAGE_BLOCKS.opentableWideAbovePx ? 'wide' : 'standard';
}

/** Whether a site owner is logged in (visitor §6: context.authenticatedAccount). */
export function ownerLoggedIn(context?: SiteContext): boolean {
  const site = context ?? (window as ContextSource).Sq?.context ?? readContext();
  return site.authenticatedAccount !== null;
}

export function readBookingData(host: HTMLElement): BookingData {
  const content = pageChildren(host).filter((node) => node.nodeType === Node.ELEMENT_NODE
    || (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''));
  return { content };
}

export function Booking({ provider, businessId, host, data }: BookingProps) {
  const preview = useMemo(() => ownerLoggedIn(), []);
  const layout = bookingLayout(provider, useElementWidth(host));
  if (preview) {
    return (
      <div className="sq-booking__preview" role="alert">
        <p className="sq-booking__preview-title">{DIALOG_MESSAGES.previewOnlyTitle}</p>
        <p className="sq-booking__preview-text">{DIALOG_MESSAGES.previewOnlyText}</p>
      </div>
    );
  }
  const nodes = data.content;
  return (
    // A named group, not a region landmark: a page may hold several booking blocks of one name.
    <div className="sq-booking" role="group" aria-label={BOOKING_LABELS.region} data-provider={provider} data-layout={layout}>
      {nodes.length > 0 ? <MovedNodes className="sq-booking__embed" nodes={nodes} />
        : businessId && (
          <a className="sq-booking__link" href={BOOKING_URLS[provider](businessId)} target="_blank" rel="noopener noreferrer">
            {BOOKING_LABELS[provider]}<span className="sq-visually-hidden">{` ${BOOKING_LABELS.newWindow}`}</span>
          </a>
        )}
    </div>
  );
}

export const BOOKING_STYLES = `
:where(sq-booking) { display: block; }
:where(.sq-booking__embed) { display: flex; flex-direction: row; flex-wrap: wrap; gap: var(--sq-space-2); align-items: center; }
:where(.sq-booking[data-layout="column"] .sq-booking__embed) { flex-direction: column; align-items: stretch; }
:where(.sq-booking[data-layout="standard"] .sq-booking__embed) { max-width: 850px; }
:where(.sq-booking__link) {
  display: inline-block; padding: var(--sq-space-2) var(--sq-space-3); border: 1px solid currentColor;
  border-radius: var(--sq-radius-1); color: inherit; text-decoration: none;
}
:where(.sq-booking__link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.sq-booking__preview) { padding: var(--sq-space-3); border: 1px solid currentColor; border-radius: var(--sq-radius-1); }
:where(.sq-booking__preview-title) { margin: 0 0 var(--sq-space-1); font-weight: bold; }
:where(.sq-booking__preview-text) { margin: 0; }
`;
