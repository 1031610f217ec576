// Cookie access behind one seam. Reads never throw: a cookie that cannot be decoded is treated as
// absent. The encoding is js-cookie's (RFC 6265 values: percent-encoded, except the characters cookies
// allow as they are, so `ss_cvr=1|2|3|4|5` stays readable on the server), written out here because the
// library was 1.6 KB of the eager runtime's 5 KB budget.

import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { logWarn } from './log.ts';

const encodeName = (name: string) =>
  encodeURIComponent(name).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent).replace(/[()]/g, escape);
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
const decode = (text: string) => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

let blocked = false;

/**
 * The cookie jar, or '' where reading it throws (a sandboxed frame, a locked-down browser): cookie
 * features then work as for a visitor without cookies, said once (issue 22).
 */
function jar(write?: string): string {
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

function write(name: string, value: string, expires?: Date): void {
  // Secure on https pages, so the visitor cookies never travel over plain http (issue 17).
  jar(`${encodeName(name)}=${encodeValue(value)}; path=/${expires ? `; expires=${expires.toUTCString()}` : ''}; sameSite=Lax${location.protocol === 'https:' ? '; secure' : ''}`);
}

export function setCookie(name: string, value: string, maxAgeMs?: number): void {
  write(name, value, maxAgeMs === undefined ? undefined : new Date(Date.now() + maxAgeMs));
}

export function removeCookie(name: string): void {
  write(name, '', new Date(0));
}
