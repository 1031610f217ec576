// Reading a data-layer answer (visitor §8 "Data layer"): the body as JSON or raw text, the flags the
// server can set (loginRequired, crumbFail, authorizationFail), and the visitor-facing message of a
// failure. The wording comes from transport's failureMessage, so there is one copy of the rules.
import { DATA_LAYER_MESSAGES } from '../../catalog/messages/data-layer.ts';
import { DATA_LAYER_FLAGS } from '../../catalog/network.ts';
import { TransportError, failureMessage } from '../transport.ts';

export type DataLayerFlag = (typeof DATA_LAYER_FLAGS)[number];

/**
 * A data-layer call's failure: `message` is the visitor-facing text of visitor §8, `status` 0 when no
 * answer came, `body` the answer (parsed when it was JSON), `flag` the flag that failed it, if any.
 */
export class DataLayerError extends Error {
  override name = 'DataLayerError';
  constructor(message: string, readonly url: string, readonly status = 0, readonly body: unknown = null,
    readonly flag: DataLayerFlag | null = null) {
    super(message);
  }
}

/** What came back: the status, whether it was 2xx, and the answer's text. */
export interface RawAnswer { status: number; ok: boolean; text: string }

/** The body as data, or a DataLayerError for JSON that does not parse. */
export type Read = { body: unknown } | { error: DataLayerError };

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A 2xx answer in 'json' mode must parse (an empty one is null, as a 204 sends); in 'raw' mode it is
 * the text. Error answers are read as JSON when they parse and kept as text when they do not, so a
 * proxy's HTML error page still gets the status's message rather than the parse error.
 */
export function readAnswer(url: string, answer: RawAnswer, raw: boolean): Read {
  if (!answer.ok || raw) return { body: answer.ok ? answer.text : (answer.text === '' ? null : tryJson(answer.text)) };
  if (answer.text === '') return { body: null };
  try {
    return { body: JSON.parse(answer.text) };
  } catch (error) {
    const message = DATA_LAYER_MESSAGES.unparseable(url, (error as Error).message);
    return { error: new DataLayerError(message, url, answer.status, answer.text) };
  }
}

/** Whether the answer raises a flag; a raw answer raises one only when its text is a JSON object. */
export function hasFlag(body: unknown, flag: DataLayerFlag): boolean {
  const value = typeof body === 'string' ? tryJson(body) : body;
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[flag] === true;
}

/** The new crumb a crumbFail answer carries, if it is usable. */
export function crumbOf(body: unknown): string | null {
  const value = typeof body === 'string' ? tryJson(body) : body;
  const crumb = typeof value === 'object' && value !== null ? (value as { crumb?: unknown }).crumb : undefined;
  return typeof crumb === 'string' && crumb !== '' ? crumb : null;
}

/**
 * The failure for an answer: an error status is worded by the rules of §8 (passed-on bodies, then the
 * status texts, then 'Unable to connect…'); a 2xx that raised loginRequired or authorizationFail says
 * 'Unauthorized request'.
 */
export function failureOf(url: string, answer: RawAnswer, body: unknown, flag: DataLayerFlag | null = null): DataLayerError {
  const message = answer.ok ? DATA_LAYER_MESSAGES.unauthorized
    : failureMessage(new TransportError('status', url, answer.status, body));
  return new DataLayerError(message, url, answer.status, body, flag);
}

/** No answer at all (network fault, time-out, anything unexpected). */
export const unreachable = (url: string): DataLayerError => new DataLayerError(DATA_LAYER_MESSAGES.unableToConnect, url);
