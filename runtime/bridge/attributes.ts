// Attribute descriptors: HTML semantics for every element in one place. r2wc's own transforms treat
// `<x flag>` as false, ignore removal and throw on bad JSON; these parse null (absent) to the
// default, present booleans to true, and log the parser message for malformed values, never throwing.
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { logError, logWarn } from '../log.ts';

export interface Where { tag: string; attribute: string }

export interface Attribute<T> {
  readonly type: string;
  readonly default: T;
  readonly doc: string;
  parse(value: string | null, where: Where): T;
  /** The attribute text for a property value; null removes the attribute. */
  stringify(value: T): string | null;
}

/** The manifest's type text for an enum: `'a' | 'b'`. */
const union = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');
const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

/**
 * How a rejected value from parsed JSON (a form's, a gallery's settings) is shown in a message: its
 * JSON (its text when it has none), cut at 60 characters like the attribute's above.
 */
export function shownJson(value: unknown): string {
  let text: string;
  try { text = JSON.stringify(value) ?? String(value); } catch { text = String(value); }
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
const place = ({ tag, attribute }: Where) => `<${tag} ${attribute}>`;

export function string(fallback = '', doc = ''): Attribute<string> {
  return {
    type: 'string', default: fallback, doc,
    parse: (value) => value ?? fallback,
    stringify: (value) => (value === fallback || value == null ? null : String(value)),
  };
}

export function number(fallback = 0, doc = ''): Attribute<number> {
  return {
    type: 'number', default: fallback, doc,
    parse(value, where) {
      if (value === null || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (Number.isFinite(parsed)) return parsed;
      logWarn(PARSER_MESSAGES.expected(`a number for ${place(where)}`, shown(value)));
      return fallback;
    },
    stringify: (value) => (Number.isFinite(value) ? String(value) : null),
  };
}

/**
 * A number that may be left unset (null): for settings that fall back to another source. A value that is
 * not a number is warned about and read as `invalid`: unset by default, or a value of its own where the
 * spec gives one (a gallery's current-index, where non-numbers become 0).
 */
export function optionalNumber(doc = '', invalid: number | null = null): Attribute<number | null> {
  const parseNumber = number(Number.NaN, doc);
  return {
    type: 'number | null', default: null, doc,
    parse: (value, where) => {
      const parsed = parseNumber.parse(value, where);
      return !Number.isNaN(parsed) ? parsed : value === null || value.trim() === '' ? null : invalid;
    },
    stringify: (value) => (value === null ? null : parseNumber.stringify(value)),
  };
}

/**
 * HTML boolean: present (any value, even "false") is true, absent is false. The property takes `""` as
 * true too, as the attribute does (`el.loop = ""` and `loop=""` agree).
 */
export function boolean(doc = ''): Attribute<boolean> {
  return {
    type: 'boolean', default: false, doc,
    parse: (value) => value !== null,
    stringify: (value) => (value || (value as unknown) === '' ? '' : null),
  };
}

/**
 * One of `values`, else `fallback` with a warning; the value must be written exactly as listed. With
 * `anyCase` it may be written in any letter case (`values` are then listed in lowercase), for an
 * attribute whose selectors match so (HTML matches a few legacy names, such as `shape`, without regard
 * to case, so sq.css's `[shape="circle"]` also styles `shape="Circle"`: the view must agree).
 */
export function oneOf<const V extends string>(values: readonly V[], fallback: V, doc = '', { anyCase = false } = {}): Attribute<V> {
  return {
    type: union(values), default: fallback, doc,
    parse(value, where) {
      if (value === null) return fallback;
      const key = anyCase ? value.toLowerCase() : value;
      if ((values as readonly string[]).includes(key)) return key as V;
      logWarn(PARSER_MESSAGES.expected(`one of ${values.join(', ')} for ${place(where)}`, shown(value)));
      return fallback;
    },
    stringify: (value) => (value === fallback ? null : value),
  };
}

/**
 * One of `values`, or '' when absent, for a setting that another source (a block's data) may give too:
 * read as string() reads it, so the value is checked where the sources meet, not here. Only the type
 * differs from string(): the manifest and the editors offer the values.
 */
export function oneOfOrUnset<const V extends string>(values: readonly V[], doc = ''): Attribute<V | ''> {
  return { ...(string('', doc) as Attribute<V | ''>), type: `${union(values)} | ''` };
}

export interface JsonOptions<T> {
  /** Checks the parsed value; return undefined to reject it. */
  validate?: (value: unknown) => T | undefined;
  /** The catalogued message for this attribute's malformed JSON, when the spec words one. */
  malformed?: string;
  type?: string;
}

export function json<T>(fallback: T, doc = '', options: JsonOptions<T> = {}): Attribute<T> {
  return {
    type: options.type ?? 'object', default: fallback, doc,
    parse(value, where) {
      if (value === null || value.trim() === '') return fallback;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        logError(options.malformed ?? PARSER_MESSAGES.expected(`JSON for ${place(where)}`, shown(value)));
        return fallback;
      }
      const checked = options.validate ? options.validate(parsed) : (parsed as T);
      if (checked !== undefined) return checked;
      logError(options.malformed ?? PARSER_MESSAGES.expected(`valid data for ${place(where)}`, shown(value)));
      return fallback;
    },
    stringify: (value) => (value === fallback || value === undefined ? null : JSON.stringify(value)),
  };
}
