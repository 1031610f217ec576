// A page whose context asks for a cookie banner but names no website (runtime/index.ts): it gets the banner
// its settings ask for.
import { waitUntil } from '@open-wc/testing';

describe('runtime entry on a page with cookie settings and no website id', () => {
  before(async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-context' });
    script.textContent = JSON.stringify({ cookieSettings: { isCookieBannerEnabled: true } });
    document.head.append(script);
    await import('../runtime/index.ts');
  });

  after(() => document.querySelector('sq-cookie-banner')?.remove());

  it('adds the cookie banner', async () => {
    await waitUntil(() => document.querySelector('body > sq-cookie-banner'), 'the banner was added', { timeout: 8000 });
  });
});
