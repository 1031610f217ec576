// @ts-check
// Writing answers. Routes return a Reply; only this module writes to the response.

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {unknown} [json] serialised as application/json
 * @property {string | Buffer} [text] sent as is with `type`
 * @property {string} [type] content type of `text`
 * @property {Record<string, string>} [headers]
 * @property {string[]} [cookies] Set-Cookie values
 */

/**
 * @param {number} status
 * @param {unknown} [json]
 * @returns {Reply}
 */
export const json = (status, json) => ({ status, json });

/** @returns {Reply} */
export const noContent = () => ({ status: 204 });

/**
 * Adds a Set-Cookie header without dropping ones already set (by koa or an earlier step).
 * @param {import('node:http').ServerResponse} res
 * @param {string} cookie
 */
export function appendCookie(res, cookie) {
  const seen = res.getHeader('Set-Cookie');
  const list = seen === undefined ? [] : Array.isArray(seen) ? seen : [String(seen)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Reply} reply
 */
export function send(res, reply) {
  if (res.headersSent || res.destroyed) return;
  for (const cookie of reply.cookies ?? []) appendCookie(res, cookie);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.statusCode = reply.status;
  if (reply.json !== undefined && reply.status !== 204) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(reply.json));
  } else if (reply.text !== undefined && reply.status !== 204) {
    res.setHeader('Content-Type', reply.type ?? 'text/plain; charset=utf-8');
    res.end(reply.text);
  } else {
    res.end();
  }
}

/**
 * The route rule shared by switches and the log: an exact path, or a prefix when the pattern ends
 * with '*' ('/api/census/*').
 * @param {string} pattern
 * @param {string} path
 */
export function routeMatches(pattern, path) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * Escapes text for HTML element content and quoted attribute values.
 * @param {unknown} value
 */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
