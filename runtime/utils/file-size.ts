// The file-size formatter (reference §9): Bytes through YB in steps of 1024 — '0 Bytes', '1 KB', '1.5 MB'.
// Trailing zeros are dropped; a value that rounds up to 1024 moves to the next unit ('1 MB', not
// '1024 KB'); past YB the number grows. Anything but a finite, non-negative number is '0 Bytes'.
import { FILE_SIZE_STEP, FILE_SIZE_UNITS } from '../../catalog/constants.ts';
import { FILE_SIZE_DEFAULT_DECIMALS } from '../../catalog/utilities.ts';

const LAST = FILE_SIZE_UNITS.length - 1;

export function formatFileSize(bytes: number, decimals: number = FILE_SIZE_DEFAULT_DECIMALS): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const places = typeof decimals === 'number' && Number.isFinite(decimals)
    ? Math.min(20, Math.max(0, Math.floor(decimals))) : FILE_SIZE_DEFAULT_DECIMALS;
  let unit = Math.min(LAST, Math.max(0, Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_STEP))));
  // Math.log rounding can put an exact power of 1024 one unit low or high: settle it by comparison.
  while (unit < LAST && bytes >= FILE_SIZE_STEP ** (unit + 1)) unit++;
  while (unit > 0 && bytes < FILE_SIZE_STEP ** unit) unit--;
  let value = Number((bytes / FILE_SIZE_STEP ** unit).toFixed(places));
  if (value >= FILE_SIZE_STEP && unit < LAST) {
    unit++;
    value = Number((bytes / FILE_SIZE_STEP ** unit).toFixed(places));
  }
  return `${value} ${FILE_SIZE_UNITS[unit]}`;
}
