// @ts-check
// Request parsing for the local API server: bodies (JSON, form-urlencoded, multipart text fields,
// text/plain), query strings and cookies. Every parser tolerates bad input: a body that cannot be
// parsed comes back as `body: null` with `bodyError` set and the raw text kept, so a route can answer
// 400 and the log still shows what the client sent.

/** Largest body accepted (1 MB); beacons and form posts are far smaller. */
export const BODY_LIMIT = 1_000_000;

/**
 * @typedef {{ [key: string]: string | string[] }} FieldMap
 * @typedef {{ body: unknown, raw: string, bodyError?: 'invalid-json' | 'too-large' }} ParsedBody
 */

/**
 * Reads the whole request body as a Buffer, or null when it is larger than `limit`.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<Buffer | null>}
 */
export function readBody(req, limit = BODY_LIMIT) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) tooLarge = true; // keep draining so the answer can still be written
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Parses a body by its content type. Unknown and text types are tried as JSON first, because
 * `sendBeacon` with a string sends JSON as text/plain (the performance records do).
 * @param {Buffer | null} buffer
 * @param {string | undefined} contentType
 * @returns {ParsedBody}
 */
export function parseBody(buffer, contentType = '') {
  if (buffer === null) return { body: null, raw: '', bodyError: 'too-large' };
  const raw = buffer.toString('utf8');
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw === '') return { body: null, raw };
  if (type === 'application/x-www-form-urlencoded') return { body: fieldsOf(new URLSearchParams(raw)), raw };
  if (type === 'multipart/form-data') {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    return { body: boundary ? parseMultipart(raw, boundary) : {}, raw };
  }
  const json = parseJson(raw);
  if (json.ok) return { body: json.value, raw };
  if (type.endsWith('json')) return { body: null, raw, bodyError: 'invalid-json' };
  return { body: raw, raw };
}

/**
 * @param {string} text
 * @returns {{ ok: true, value: unknown } | { ok: false }}
 */
export function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Turns search params into a plain object; a repeated key becomes an array of its values.
 * @param {URLSearchParams} params
 * @returns {FieldMap}
 */
export function fieldsOf(params) {
  /** @type {FieldMap} */
  const fields = {};
  for (const [key, value] of params) {
    const seen = fields[key];
    if (seen === undefined) fields[key] = value;
    else fields[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

/**
 * Text fields of a multipart body (FormData posts). File parts are kept as their file name only.
 * @param {string} raw
 * @param {string} boundary
 * @returns {FieldMap}
 */
function parseMultipart(raw, boundary) {
  const params = new URLSearchParams();
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    const file = /filename="([^"]*)"/i.exec(head)?.[1];
    params.append(name, file ?? part.slice(split + 4).replace(/\r\n$/, ''));
  }
  return fieldsOf(params);
}

/**
 * @param {string | undefined} header the Cookie request header
 * @returns {Record<string, string>}
 */
export function parseCookies(header = '') {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/**
 * A field that may hold JSON text (form-encoded `data`, `form`, `widgetJSON`) or an already parsed
 * value (a JSON body). Returns `{ ok: false }` when text does not parse.
 * @param {unknown} value
 * @returns {{ ok: true, value: unknown } | { ok: false }}
 */
export function jsonField(value) {
  if (typeof value === 'string') return parseJson(value);
  return { ok: true, value };
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
