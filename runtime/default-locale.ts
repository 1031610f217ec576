// The one "default locale" test of the runtime (visitor §3 "resolved locale (default en-US)", §5 "Money
// formatter"): no locale, or en-US in any letter case. Both callers answer it without Intl, because a
// page's first Intl call loads the engine's locale data, and Intl.getCanonicalLocales('') throws the
// page's first exception (docs/decisions.md, "The page view's task"). Each caller normalises its own
// input first: the visitor trims and reads '_' as '-', money takes the tag as given (and warns about
// 'en_us', which is not a language tag).
import { DEFAULT_LOCALE } from '../catalog/constants.ts';

const DEFAULT_LOWER = DEFAULT_LOCALE.toLowerCase();

/** True for '' and for en-US in any letter case; false for anything else, including a non-text value. */
export function isDefaultLocale(tag: unknown): boolean {
  return typeof tag === 'string' && (tag === '' || tag.toLowerCase() === DEFAULT_LOWER);
}
