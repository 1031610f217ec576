// The runtime entry (runtime/index.ts): a page load under a restrictive cookie policy, with no choice
// stored, clears the nine visitor cookies a previous page (or an earlier policy) left (visitor §9).
import { expect, waitUntil } from '@open-wc/testing';
import { VISITOR_COOKIES } from '../catalog/cookies.ts';
import { setCookies } from './support/cookies.ts';

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

describe('runtime entry under a restrictive cookie policy', () => {
  before(async () => {
    setCookies(Object.fromEntries(VISITOR_COOKIES.map((name) => [name, 'left-over'])));
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-context' });
    script.textContent = JSON.stringify({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    document.head.append(script);
    await import('../runtime/index.ts');
  });

  after(() => document.querySelector('sq-cookie-banner')?.remove());

  it('clears all nine visitor cookies as the page loads', async () => {
    expect(VISITOR_COOKIES).to.have.length(9);
    // The clearing code loads at start-up on such pages only (runtime/consent-choice.ts).
    await waitUntil(() => cookie(VISITOR_COOKIES[0]!) === undefined, 'the start-up clearing ran');
    for (const name of VISITOR_COOKIES) expect(cookie(name), name).to.equal(undefined);
  });
});
