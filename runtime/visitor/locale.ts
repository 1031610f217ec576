// The one locale rule of the visitor runtime (visitor §3 "resolved locale (default en-US)", §9 "Default
// locale en-US"): the site's locale as a canonical language tag ('fr_fr' -> 'fr-FR'), else en-US. The
// pageview hit's `locale`, the events tracker's `resolved_locale` and RecordEvent's `website_locale` all
// use it, so one page never reports two locales. The browser's language is not a fallback: it is sent
// on its own (browser_language, the Track beacon's lang).
import { DEFAULT_LOCALE } from '../../catalog/constants.ts';
import { isDefaultLocale } from '../default-locale.ts';

/** The site locale in canonical form; DEFAULT_LOCALE when it is empty or not a language tag. */
export function resolveLocale(siteLocale: string): string {
  try {
    const tag = siteLocale.trim().replace(/_/g, '-');
    if (isDefaultLocale(tag)) return DEFAULT_LOCALE; // without Intl (runtime/default-locale.ts)
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // '' and 'not a tag!' throw a RangeError; a non-text value a TypeError
  }
}
