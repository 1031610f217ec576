// Query-string parsing and writing (visitor §9 "Page and blocks": query-string maxKeys 1000). Parsing never
// throws: '+' is a space, a malformed % escape stays as written, a repeated key gives an array of its
// values in order, and only the first 1000 pairs are read (0 or less: no limit), as Node's querystring.
import { PAGE_BLOCKS } from '../../catalog/constants.ts';

export type QueryValue = string | string[];
export type Query = Record<string, QueryValue>;
export type QueryInput = Record<string, string | number | boolean | null | undefined
  | readonly (string | number | boolean)[]>;

export interface ParseQueryOptions {
  /** Pairs read at most (default 1000); 0 or less reads them all. */
  maxKeys?: number;
}

// Runs of %XX are decoded together (a UTF-8 character spans several); a run that is not valid UTF-8 stays
// as written, and so does a % not followed by two hex digits.
const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi;

/** Decodes one key or value: '+' as space, valid escapes decoded, the rest kept raw. */
export function decodeQueryComponent(text: string): string {
  return text.replace(/\+/g, ' ').replace(ESCAPE_RUN, (run) => {
    try { return decodeURIComponent(run); } catch { return run; }
  });
}

/** Parses `?a=1&b=x+y&a=2` (the leading '?' optional) into `{ a: ['1', '2'], b: 'x y' }`. */
export function parseQuery(search: string, options: ParseQueryOptions = {}): Query {
  // No prototype: a key '__proto__' or 'constructor' is just a key.
  const query = Object.create(null) as Query;
  if (typeof search !== 'string') return query;
  const requested = options?.maxKeys ?? PAGE_BLOCKS.queryStringMaxKeys;
  const maxKeys = typeof requested === 'number' && requested > 0 ? requested : Number.POSITIVE_INFINITY;
  let pairs = 0;
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    if (pairs++ >= maxKeys) break;
    const equals = part.indexOf('=');
    const key = decodeQueryComponent(equals < 0 ? part : part.slice(0, equals));
    const value = equals < 0 ? '' : decodeQueryComponent(part.slice(equals + 1));
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else query[key] = [existing, value];
  }
  return query;
}

/** The first value of `key` (or null), for callers that expect one. */
export function queryValue(query: Query, key: string): string | null {
  const value = query[key];
  return value === undefined ? null : Array.isArray(value) ? value[0] ?? null : value;
}

/**
 * Writes `{ a: 1, b: ['x', 'y z'], c: null }` as `a=1&b=x&b=y%20z&c=` (no leading '?'); undefined values
 * are left out, null is an empty value, arrays repeat the key.
 */
export function stringifyQuery(input: QueryInput): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value ?? ''];
    for (const item of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return parts.join('&');
}
