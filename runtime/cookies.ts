// Cookie access behind one seam. Reads never throw: a cookie that cannot be decoded is treated as
// absent. The encoding is js-cookie's (RFC 6265 values: percent-encoded, except the characters cookies
// allow as they are, so `ss_cvr=1|2|3|4|5` stays readable on the server), written out here because the
// library was 1.6 KB of the eager runtime's 5 KB budget. Reading is runtime/cookie-jar.ts, the part
// dist/sq.js needs; this module (writing) loads with the code that writes.
import { jar } from './cookie-jar.ts';

export { getCookie } from './cookie-jar.ts';

const encodeName = (name: string) =>
  encodeURIComponent(name).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent).replace(/[()]/g, escape);
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

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
