// The two image attributes a gallery reads before anything loads (data-image-dimensions and
// data-image-focal-point), apart from the loader so reading slides does not pull the loader in.
import { IMAGE_CONFIG_DEFAULTS } from '../../catalog/media.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { logWarn } from '../log.ts';

export interface Dimensions { width: number; height: number }
export interface FocalPoint { x: number; y: number }

const shown = (value: unknown) => JSON.stringify(String(value));
export const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

/** "widthxheight", e.g. "1500x1000"; null when missing or malformed (logged). */
export function parseImageDimensions(text: string | null): Dimensions | null {
  if (!text) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(text);
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) return { width: Number(match[1]), height: Number(match[2]) };
  logWarn(PARSER_MESSAGES.expected('widthxheight for data-image-dimensions', shown(text)));
  return null;
}

/** "x,y" fractions, default 0.5 each; out-of-range values are clamped to 0-1. */
export function parseFocalPoint(text: string | null): FocalPoint {
  if (!text) return { ...IMAGE_CONFIG_DEFAULTS.focalPoint };
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 2 || !parts.every(Number.isFinite)) {
    logWarn(PARSER_MESSAGES.expected('x,y fractions for data-image-focal-point', shown(text)));
    return { ...IMAGE_CONFIG_DEFAULTS.focalPoint };
  }
  return { x: clampFraction(parts[0]!), y: clampFraction(parts[1]!) };
}

