import { createElementClass } from '../runtime/bridge/create-element.ts';
import { json } from '../runtime/bridge/attributes.ts';
import { CookieBanner } from '../react-core/cookie-banner/cookie-banner.tsx';
import { asSettings, type RawCookieSettings } from '../react-core/cookie-banner/settings.ts';
import { COOKIE_BANNER_STYLES } from '../react-core/cookie-banner/styles.ts';

export {
  SqCookieBannerChoiceEvent, SqCookieBannerForceEvent, SqCookieBannerUnforceEvent, SqCookieBannerUpdateEvent,
} from '../react-core/cookie-banner/events.ts';
export { normaliseCookieBannerSettings, type CookieBannerSettings } from '../react-core/cookie-banner/settings.ts';
// The consent API, for a page's "Cookie preferences" controls (the same module instance as sq.js's).
export { configureConsent, consentState, onConsentChange } from '../runtime/consent.ts';
export { resetConsent, setConsent } from '../runtime/consent-choice.ts';

/**
 * The cookie consent banner (visitor §4 "Cookie banner"): shown while the site's cookie settings want it
 * and the visitor has not chosen; accepting or declining stores the choice for 30 days, broadcasts it,
 * and closes the banner. Renders nothing otherwise; it needs no server-rendered content.
 */
export const SqCookieBannerElement = createElementClass({
  tag: 'sq-cookie-banner',
  description: /* manifest-only */ 'The cookie consent banner: a bar or a corner popup to accept (and optionally decline) cookies.',
  attributes: {
    settings: json<RawCookieSettings | null>(null,
      'Cookie banner settings (JSON, the fields of the site context\'s cookieSettings) over the context\'s, field by field.',
      { validate: asSettings }),
  },
  events: {
    'sq-cookie-banner-choice': 'The visitor accepted (accepted: true) or declined (accepted: false); already stored.',
  },
  component: CookieBanner,
  styles: COOKIE_BANNER_STYLES,
});
export type SqCookieBannerElement = InstanceType<typeof SqCookieBannerElement>;
export default SqCookieBannerElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-cookie-banner': SqCookieBannerElement }
}
