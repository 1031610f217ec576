// Reading cookies, the eager half of the cookie seam (runtime/cookies.ts): dist/sq.js reads the consent
// cookie at start-up and writes none, so writing (runtime/cookies.ts) stays out of it. Reads never
// throw: a cookie that cannot be decoded is treated as absent.
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { logWarn } from './log.ts';

const decode = (text: string) => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

let blocked = false;

/**
 * The cookie jar, or '' where reading it throws (a sandboxed frame, a locked-down browser): cookie
 * features then work as for a visitor without cookies, said once (issue 22). With an argument, writes it.
 */
export function jar(write?: string): string {
  try {
    if (write === undefined) return document.cookie;
    document.cookie = write;
  } catch {
    if (!blocked) logWarn(LIBRARY_MESSAGES.cookiesUnavailable);
    blocked = true;
  }
  return '';
}

export function getCookie(name: string): string | undefined {
  const cookies = jar();
  for (const pair of cookies ? cookies.split('; ') : []) {
    const at = pair.indexOf('=');
    try {
      if (decode(at < 0 ? pair : pair.slice(0, at)) !== name) continue;
      const value = at < 0 ? '' : pair.slice(at + 1);
      return decode(value.startsWith('"') ? value.slice(1, -1) : value);
    } catch {
      // An undecodable pair (a stray %): not the one asked for, or unreadable; either way absent.
    }
  }
  return undefined;
}
