// The gallery's keys (visitor §9: 37 previous, 39 next, 13 and 32 activate), apart from the touch
// gestures so the gallery's core chunk does not carry them.
import { GALLERY_KEY_CODES } from '../../../catalog/constants.ts';

export type GalleryKeyAction = 'previous' | 'next' | 'activate';

// KeyboardEvent.key names for the spec's key codes (37, 39, 13, 32); 'Spacebar' is old Edge/IE.
const KEY_NAMES: Record<string, GalleryKeyAction> = {
  ArrowLeft: 'previous', Left: 'previous', ArrowRight: 'next', Right: 'next',
  Enter: 'activate', ' ': 'activate', Spacebar: 'activate',
};

/**
 * Keys 37/39 previous/next, 13/32 activate, from `key` or the legacy `keyCode`. Null for other keys,
 * and with Alt, Ctrl or Meta held (Alt+Left is the browser's back) or during IME composition.
 */
export function galleryKeyAction(event: KeyboardEvent): GalleryKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return null;
  const named = event.key ? KEY_NAMES[event.key] : undefined;
  if (named) return named;
  const code = event.keyCode;
  if (code === GALLERY_KEY_CODES.previous) return 'previous';
  if (code === GALLERY_KEY_CODES.next) return 'next';
  if ((GALLERY_KEY_CODES.activate as readonly number[]).includes(code)) return 'activate';
  return null;
}
