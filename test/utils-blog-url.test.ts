// The tokenized blog URL rule (visitor §5 "URL rules"): only %y %m %d %t, lowercase, dashes for spaces.
import { expect } from '@open-wc/testing';
import { isValidBlogUrlFormat } from '../runtime/utils/blog-url.ts';

const CASES: [string, boolean, string][] = [
  ['%y/%m/%d/%t', true, 'all four tokens'],
  ['%t', true, 'the title alone'],
  ['posts/%t', true, 'a literal segment'],
  ['%y-%m-%t', true, 'tokens joined by dashes'],
  ['blog-2024/%t-2', true, 'digits and dashes'],
  [`${'a'.repeat(146)}/%t`, true, '149 characters'],
  [`${'a'.repeat(147)}/%t`, false, '150 characters (internal path cap)'],
  ['', false, 'empty'],
  ['%y/%m/%d', false, 'no title token'],
  ['%t/%t', false, 'a token twice'],
  ['%y/%y/%t', false, 'the year twice'],
  ['%Y/%t', false, 'an uppercase token'],
  ['Posts/%t', false, 'uppercase text'],
  ['my posts/%t', false, 'a space instead of a dash'],
  ['%x/%t', false, 'an unknown token'],
  ['%H/%t', false, 'a strftime token that is not allowed'],
  ['%/%t', false, 'a lone %'],
  ['%%t', false, 'a doubled %'],
  ['/%t', false, 'a leading slash'],
  ['%t/', false, 'a trailing slash'],
  ['%y//%t', false, 'an empty segment'],
  ['posts_%t', false, 'an underscore'],
  ['posts.%t', false, 'a dot'],
  ['café/%t', false, 'a letter outside a-z'],
];

describe('tokenized blog URL format (visitor §5 "URL rules")', () => {
  for (const [pattern, valid, why] of CASES) {
    it(`${JSON.stringify(pattern)} is ${valid ? 'valid' : 'invalid'}: ${why}`, () => {
      expect(isValidBlogUrlFormat(pattern)).to.equal(valid);
    });
  }

  it('refuses what is not a string', () => {
    expect(isValidBlogUrlFormat(null as unknown as string)).to.equal(false);
  });
});
