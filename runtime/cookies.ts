// Cookie access behind one seam (js-cookie). Reads never throw: a cookie that cannot be decoded is
// treated as absent.
import Cookies from 'js-cookie';

export function getCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

export function setCookie(name: string, value: string, maxAgeMs?: number): void {
  const attributes: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax' };
  if (maxAgeMs !== undefined) attributes.expires = new Date(Date.now() + maxAgeMs);
  Cookies.set(name, value, attributes);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
