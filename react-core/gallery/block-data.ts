// The gallery block's JSON data (visitor §3 "Gallery block data"), read from the `block-json`
// attribute. Invalid JSON logs 'Error decoding gallery block data.' and the block is skipped (its
// server-rendered slides stay as they are); an attribute that is present but holds no data (empty,
// null, not an object) logs 'Error evaluating gallery block data.' and is skipped the same way.
import { GALLERY_MESSAGES } from '../../catalog/messages/gallery.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import type { Attribute } from '../../runtime/bridge/attributes.ts';
import { logError, logWarn } from '../../runtime/log.ts';

export type GalleryBlockData = Readonly<Record<string, unknown>>;

/** The value of a skipped block: compared by identity. */
export const SKIPPED_BLOCK: GalleryBlockData = Object.freeze({});

export const blockJson: Attribute<GalleryBlockData | null> = {
  type: 'object | null',
  default: null,
  doc: 'The block data as JSON (design, slidesPerRow, autoplay, lightbox…); individual attributes win over it.',
  parse(value) {
    if (value === null) return null;
    let parsed: unknown;
    try {
      parsed = value.trim() === '' ? null : JSON.parse(value);
    } catch {
      logError(GALLERY_MESSAGES.decodeFailed);
      return SKIPPED_BLOCK;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      logError(GALLERY_MESSAGES.evaluateFailed);
      return SKIPPED_BLOCK;
    }
    return parsed as GalleryBlockData;
  },
  stringify: (value) => (value === null || value === SKIPPED_BLOCK ? null : JSON.stringify(value)),
};

const where = (field: string) => `the gallery block data's "${field}"`;

/** Typed reads of block data fields: a wrong type logs the parser message and reads as unset. */
export function blockField(data: GalleryBlockData | null, field: string, kind: 'number'): number | null;
export function blockField(data: GalleryBlockData | null, field: string, kind: 'boolean'): boolean | null;
export function blockField(data: GalleryBlockData | null, field: string, kind: 'string'): string | null;
export function blockField(data: GalleryBlockData | null, field: string, kind: 'number' | 'boolean' | 'string') {
  const value = data?.[field];
  if (value === undefined || value === null) return null;
  if (kind === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  if (typeof value === kind && (kind !== 'number' || Number.isFinite(value))) return value;
  logWarn(PARSER_MESSAGES.expected(`a ${kind} for ${where(field)}`, JSON.stringify(value)));
  return null;
}

/** A nested object of the block data (autoplayOptions), or null; anything else logs the parser message. */
export function blockObject(data: GalleryBlockData | null, field: string): GalleryBlockData | null {
  const value = data?.[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as GalleryBlockData;
  logWarn(PARSER_MESSAGES.expected(`an object for ${where(field)}`, JSON.stringify(value)));
  return null;
}

/** A value from a closed set, or null (unset); anything else logs the parser message. */
export function oneOfOrNull<const V extends string>(values: readonly V[], value: unknown, field: string): V | null {
  if (value === undefined || value === null || value === '') return null;
  if ((values as readonly unknown[]).includes(value)) return value as V;
  logWarn(PARSER_MESSAGES.expected(`one of ${values.join(', ')} for ${field}`, JSON.stringify(value)));
  return null;
}
