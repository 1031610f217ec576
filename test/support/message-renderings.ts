// The message catalogue as the spec quotes it: every catalogue message is quoted in the spec, and every quoted
// text of the spec is in the catalogue. These helpers render the catalogue's messages the way the spec writes them.
import * as catalog from '../../catalog/index.ts';

export type Message = string | ((...args: never[]) => string);

/** The library's own messages have no wording in the spec. */
const NOT_FROM_SPEC = new Set(['LIBRARY_MESSAGES', 'ELEMENT_LIBRARY_MESSAGES']);

/** Placeholders the spec writes without braces or that repeat a name. */
const PLACEHOLDER_OVERRIDES: Record<string, string[]> = {
  renewsEvery: ['N', 'weeks/months/years'],
  forPayments: ['P'],
  secondsAgo: ['N'],
  characterCounter: ['n', 'max'],
  linksFormat: ['{host}', '{host}'],
};

export function messageCatalogues(): [string, Record<string, Message>][] {
  return Object.entries(catalog)
    .filter(([name]) => name.endsWith('_MESSAGES') && !NOT_FROM_SPEC.has(name))
    .map(([name, value]) => [name, value as Record<string, Message>]);
}

function parameterNames(fn: (...args: never[]) => string): string[] {
  const m = /^\(?([^)=]*?)\)?\s*=>/.exec(fn.toString());
  return m ? m[1]!.split(',').map((p) => p.trim()).filter(Boolean) : [];
}

/** Renders a message as the spec quotes it: '{name}' placeholders, or '...' where the spec elides. */
export function renderings(key: string, message: Message): string[] {
  if (typeof message === 'string') return [message];
  const call = message as unknown as (...args: string[]) => string;
  const names = parameterNames(message);
  const override = PLACEHOLDER_OVERRIDES[key];
  return [
    ...(override ? [call(...override)] : []),
    call(...names.map((n) => `{${n}}`)),
    call(...names.map(() => '...')),
  ];
}

/** Every string value anywhere in the catalogue's data (not its messages). */
export function dataStrings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) dataStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) dataStrings(v, out);
  return out;
}
