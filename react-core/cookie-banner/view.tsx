// <sq-cookie-banner>'s markup (visitor §4 "Cookie banner"): a full-width BAR (a region) at the top or
// bottom, or a POPUP (a non-modal dialog) in a corner; the owner's text; native buttons to accept and,
// for OPT_IN_AND_OUT, to decline. The accept button is text-styled (TEXT), filled (BUTTON) or an ×
// (ICON) whose accessible name is the CTA text.
import { useId, useMemo, type KeyboardEvent, type Ref } from 'react';
import { COOKIE_BANNER_LABELS } from '../../catalog/messages/cookie-banner-labels.ts';
import { richText } from './rich-text.tsx';
import type { CookieBannerSettings } from './settings.ts';

export interface CookieBannerViewProps {
  settings: CookieBannerSettings;
  onChoose: (accepted: boolean) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  rootRef?: Ref<HTMLDivElement>;
}

/** How the decline button looks beside each accept style: never an ×, which would read as accept. */
const DECLINE_STYLE = { TEXT: 'TEXT', BUTTON: 'OUTLINE', ICON: 'TEXT' } as const;

export function CookieBannerView({ settings, onChoose, onKeyDown, rootRef }: CookieBannerViewProps) {
  const textId = useId();
  const text = useMemo(() => richText(settings.text), [settings.text]);
  const popup = settings.variant === 'POPUP';
  const { ctaVariant } = settings;
  return (
    <div ref={rootRef} className="sq-cookie-banner" data-variant={settings.variant} data-theme={settings.theme}
      data-cta={ctaVariant} data-accept-type={settings.acceptType}
      data-position={popup ? settings.popupPosition : settings.barPosition}
      role={popup ? 'dialog' : 'region'} aria-modal={popup ? false : undefined}
      aria-label={COOKIE_BANNER_LABELS.region} aria-describedby={textId}
      tabIndex={popup ? -1 : undefined} onKeyDown={onKeyDown}>
      <div className="sq-cookie-banner__text" id={textId}>{text}</div>
      <div className="sq-cookie-banner__actions">
        {settings.acceptType === 'OPT_IN_AND_OUT' && (
          <button type="button" className="sq-cookie-banner__button sq-cookie-banner__decline"
            data-style={DECLINE_STYLE[ctaVariant]} onClick={() => onChoose(false)}>
            {settings.optOutCtaText}
          </button>
        )}
        <button type="button" className="sq-cookie-banner__button sq-cookie-banner__accept" data-style={ctaVariant}
          onClick={() => onChoose(true)}>
          {ctaVariant === 'ICON' ? <CloseIcon label={settings.ctaText} /> : settings.ctaText}
        </button>
      </div>
    </div>
  );
}

function CloseIcon({ label }: { label: string }) {
  return (
    <>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M2 2l12 12M14 2L2 14" /></svg>
      <span className="sq-visually-hidden">{label}</span>
    </>
  );
}
