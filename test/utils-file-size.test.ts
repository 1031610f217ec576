// The file-size formatter (reference §9): Bytes through YB in 1024 steps.
import { expect } from '@open-wc/testing';
import { FILE_SIZE_STEP, FILE_SIZE_UNITS } from '../catalog/constants.ts';
import { formatFileSize } from '../runtime/utils/file-size.ts';

const K = 1024;
const CASES: [number, number | undefined, string][] = [
  [0, undefined, '0 Bytes'],
  [1, undefined, '1 Bytes'],
  [512, undefined, '512 Bytes'],
  [1023, undefined, '1023 Bytes'],
  [1024, undefined, '1 KB'],
  [1536, undefined, '1.5 KB'],
  [1500, undefined, '1.46 KB'],
  [1500, 0, '1 KB'],
  [1500, 1, '1.5 KB'],
  [1500, 3, '1.465 KB'],
  [K * K - 1, undefined, '1 MB'],
  [K * K - 1, 4, '1023.999 KB'],
  [K * K, undefined, '1 MB'],
  [1.5 * K * K, undefined, '1.5 MB'],
  [K ** 3, undefined, '1 GB'],
  [K ** 4, undefined, '1 TB'],
  [K ** 5, undefined, '1 PB'],
  [K ** 6, undefined, '1 EB'],
  [K ** 7, undefined, '1 ZB'],
  [K ** 8, undefined, '1 YB'],
  [2.25 * K ** 8, undefined, '2.25 YB'],
  [K ** 9, undefined, '1024 YB'],
  [0.5, undefined, '0.5 Bytes'],
];

describe('file-size formatter (reference §9: Bytes through YB in 1024 steps)', () => {
  it('steps through the nine units by 1024', () => {
    expect([...FILE_SIZE_UNITS]).to.deep.equal(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(FILE_SIZE_STEP).to.equal(1024);
  });

  for (const [bytes, decimals, expected] of CASES) {
    it(`${bytes} bytes${decimals === undefined ? '' : ` with ${decimals} decimals`} → '${expected}'`, () => {
      expect(formatFileSize(bytes, decimals)).to.equal(expected);
    });
  }

  for (const bad of [-1, NaN, Infinity, -Infinity, '2048', null, undefined]) {
    it(`${String(bad)} → '0 Bytes'`, () => expect(formatFileSize(bad as number)).to.equal('0 Bytes'));
  }

  it('takes 2 decimals for decimals that are not a number, and 0 for negative ones', () => {
    expect(formatFileSize(1500, NaN)).to.equal('1.46 KB');
    expect(formatFileSize(1500, -2)).to.equal('1 KB');
  });
});
