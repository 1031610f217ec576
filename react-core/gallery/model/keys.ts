// The gallery's keys (visitor §9: 37 previous, 39 next, 13 and 32 activate), and the `keys` setting
// of the block data (§3), which names other key codes for previous and next:
// `{"keys": {"previous": [33], "next": [34]}}`. Enter and Space (13, 32) always activate: they are a
// button's own keys, which keyboard and assistive-technology users rely on. Loaded with the designs
// that read keys, not with the gallery's own chunk.
import { GALLERY_KEY_CODES } from '../../../catalog/constants.ts';
import { PARSER_MESSAGES } from '../../../catalog/messages/parser.ts';
import { logWarn } from '../../../runtime/log.ts';

export type GalleryKeyAction = 'previous' | 'next' | 'activate';
export interface GalleryKeys { readonly previous: readonly number[]; readonly next: readonly number[] }

export const DEFAULT_GALLERY_KEYS: GalleryKeys = { previous: [GALLERY_KEY_CODES.previous], next: [GALLERY_KEY_CODES.next] };
/** keyboard off: no key moves the gallery (Enter and Space still activate). */
export const NO_GALLERY_KEYS: GalleryKeys = { previous: [], next: [] };

// KeyboardEvent.key for the key codes a `keys` setting may name, besides letters and digits.
const KEY_NAMES: Record<number, string> = {
  13: 'Enter', 32: ' ', 33: 'PageUp', 34: 'PageDown', 35: 'End', 36: 'Home',
  37: 'ArrowLeft', 38: 'ArrowUp', 39: 'ArrowRight', 40: 'ArrowDown',
};
// Old Edge/IE key names.
const OLD_NAMES: Record<string, number> = { Left: 37, Up: 38, Right: 39, Down: 40, Spacebar: 32 };
const CODES: Record<string, number> = { ...OLD_NAMES };
for (const [code, name] of Object.entries(KEY_NAMES)) CODES[name] = Number(code);

const letterOrDigit = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
const nameable = (code: unknown): code is number =>
  typeof code === 'number' && (code in KEY_NAMES || letterOrDigit(code)) && !isActivate(code);
const isActivate = (code: number) => (GALLERY_KEY_CODES.activate as readonly number[]).includes(code);

/** The key code of a key press: from `key` (a letter counts as its capital), else the legacy `keyCode`. */
function keyCodeOf(event: KeyboardEvent): number {
  const { key } = event;
  if (key && key in CODES) return CODES[key]!;
  if (key && key.length === 1 && letterOrDigit(key.toUpperCase().charCodeAt(0))) return key.toUpperCase().charCodeAt(0);
  return key && key !== 'Unidentified' ? -1 : event.keyCode;
}

/**
 * previous / next for the configured keys, activate for 13 and 32. Null for other keys, with Alt, Ctrl
 * or Meta held (Alt+Left is the browser's back) and during IME composition.
 */
export function galleryKeyAction(event: KeyboardEvent, keys: GalleryKeys = DEFAULT_GALLERY_KEYS): GalleryKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return null;
  const code = keyCodeOf(event);
  if (keys.previous.includes(code)) return 'previous';
  if (keys.next.includes(code)) return 'next';
  return isActivate(code) ? 'activate' : null;
}

/**
 * The block data's `keys`: previous and next each a key code or a list of them (arrows, Home, End,
 * PageUp, PageDown, letters, digits). A missing one keeps its default; anything else logs the parser
 * message and keeps the default.
 */
export function parseGalleryKeys(value: unknown): GalleryKeys {
  if (value === undefined || value === null) return DEFAULT_GALLERY_KEYS;
  const field = (name: 'previous' | 'next') => {
    const given = (value as Record<string, unknown>)[name];
    if (given === undefined) return DEFAULT_GALLERY_KEYS[name];
    const codes = Array.isArray(given) ? given : [given];
    if (codes.length > 0 && codes.every(nameable)) return codes;
    logWarn(PARSER_MESSAGES.expected(`key codes for the gallery block data's "keys.${name}"`, JSON.stringify(given)));
    return DEFAULT_GALLERY_KEYS[name];
  };
  if (typeof value !== 'object' || Array.isArray(value)) {
    logWarn(PARSER_MESSAGES.expected(`an object for the gallery block data's "keys"`, JSON.stringify(value)));
    return DEFAULT_GALLERY_KEYS;
  }
  return { previous: field('previous'), next: field('next') };
}

/** The keys as aria-keyshortcuts names: the previous and next keys, then Enter and Space. */
export function keyShortcuts(keys: GalleryKeys): string {
  const name = (code: number) => (code === 32 ? 'Space' : KEY_NAMES[code] ?? String.fromCharCode(code));
  return [...keys.previous, ...keys.next, ...GALLERY_KEY_CODES.activate].map(name).join(' ');
}
