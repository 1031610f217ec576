// Which of the image service's widths to request, and how to spell it in a url (visitor §3 "Image
// config", §9 "Image sizes"; reference §3.10).
import {
  IMAGE_CONFIG_DEFAULTS, IMAGE_SIZE_ADJUSTMENT_MIN, IMAGE_SIZES, type ImageSize, type ImageSizeFormat,
} from '../../catalog/media.ts';

export interface SizeOptions { dpr?: number; dprMin?: number; dprMax?: number; sizeAdjustment?: number }

const finite = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : fallback;

/** Smallest of IMAGE_SIZES covering cssWidth * clamp(dpr, dprMin, dprMax) * sizeAdjustment (the largest if none covers). */
export function pickImageSize(cssWidth: number, options: SizeOptions = {}): ImageSize {
  const dpr = finite(options.dpr, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const dprMin = finite(options.dprMin, IMAGE_CONFIG_DEFAULTS.dprMin);
  const dprMax = finite(options.dprMax, IMAGE_CONFIG_DEFAULTS.dprMax);
  const ratio = Math.min(dprMax, Math.max(dprMin, dpr));
  const adjustment = Math.max(IMAGE_SIZE_ADJUSTMENT_MIN, finite(options.sizeAdjustment, IMAGE_CONFIG_DEFAULTS.sizeAdjustment));
  const needed = Math.max(0, finite(cssWidth, 0)) * ratio * adjustment;
  // IMAGE_SIZES runs largest first, so the last size that still covers is the smallest one.
  let best: ImageSize = IMAGE_SIZES[0];
  for (const size of IMAGE_SIZES) if (size >= needed) best = size;
  return best;
}

/** `-750w` at the end of a file name, for one of the service's sizes only. */
const SIZE_SUFFIX = new RegExp(`-(?:${IMAGE_SIZES.join('|')})w$`);

function withSizeInFilename(path: string, size: ImageSize): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  if (!name) return path; // a directory url has no file name to size
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  return `${path.slice(0, slash + 1)}${base.replace(SIZE_SUFFIX, '')}-${size}w${extension}`;
}

/**
 * The url of `source` at `size` in the given size format: 'queryString' (default) adds `format=750w`
 * to the query, keeping its other parameters and replacing a format already there; 'filename' puts
 * `-750w` before the file extension (`photo.jpg` → `photo-750w.jpg`), replacing a size already there.
 * The hash is kept; data: and blob: urls come back unchanged.
 */
export function imageUrl(source: string, size: ImageSize, format: ImageSizeFormat = 'queryString'): string {
  if (/^(?:data|blob):/i.test(source)) return source;
  const hashAt = source.indexOf('#');
  const hash = hashAt >= 0 ? source.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? source.slice(0, hashAt) : source;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  if (format === 'filename') return `${withSizeInFilename(path, size)}${query ? `?${query}` : ''}${hash}`;
  const params = query.split('&').filter((param) => param && !/^format=/i.test(param));
  params.push(`format=${size}w`);
  return `${path}?${params.join('&')}${hash}`;
}
