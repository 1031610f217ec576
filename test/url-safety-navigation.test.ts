// The navigations issue 21 found open, closed by the URL-safety rule and driven for real: the member
// logout and login redirect (data-sq-redirect) and the search form's action. The page's own navigation is
// left in place for refused addresses, so a javascript: address that got through would run here.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { MEMBER_API_PATHS } from '../catalog/members.ts';
import { URL_RULES, URL_SAFETY_MESSAGES } from '../catalog/messages/url-safety.ts';
import { SEARCH_PAGE_PATH } from '../catalog/members.ts';
import { SqSearchPreviewElement } from '../elements/sq-search-preview.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { normaliseContext } from '../runtime/context.ts';
import { define } from '../runtime/define.ts';
import { memberNavigation, startMemberSession } from '../runtime/site/member-session.ts';
import { readLog, resetServerAfterEach } from './support/api.ts';
import { captureLogs } from './support/logs.ts';
import { resetXss, XSS_RUN, xssRan } from './support/xss-payloads.ts';

define('sq-search-preview', SqSearchPreviewElement);

const JS = `javascript:${XSS_RUN}`;
const REDIRECT_WHERE = 'a member redirect (data-sq-redirect)';
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Spellings of a script address, as attribute values (control characters set through setAttribute). */
const SCRIPT_REDIRECTS = [
  JS, `JAVASCRIPT:${XSS_RUN}`, ` ${JS}`, `\u0001${JS}`, `java\tscript:${XSS_RUN}`, `java\nscript:${XSS_RUN}`,
  `javascript://%0a${XSS_RUN}`, `JaVaScRiPt:${XSS_RUN}`, `${JS};${'x'.repeat(10000)}`, `javascript\u0000:${XSS_RUN}`,
  'data:text/html,<script>top.__sqXss=1</script>', 'vbscript:msgbox(1)',
];
const OTHER_SITES = ['https://evil.example/', '//evil.example/', '/\\evil.example/', `${location.origin}@evil.example/`];

describe('member redirects accept only addresses on this site', () => {
  resetServerAfterEach();
  const context = normaliseContext({ website: { id: 'w1' } });
  let logs: ReturnType<typeof captureLogs>;
  let stop: () => void;
  beforeEach(() => { resetXss(); logs = captureLogs(); stop = startMemberSession(context, document); });
  afterEach(() => { stop(); logs.stop(); });

  async function clickLogout(redirect: string): Promise<HTMLButtonElement> {
    const button = await fixture<HTMLButtonElement>('<button type="button" data-sq-member-logout>Log out</button>');
    button.setAttribute('data-sq-redirect', redirect);
    const before = (await readLog(MEMBER_API_PATHS.logout)).length;
    button.click();
    await waitUntil(async () => (await readLog(MEMBER_API_PATHS.logout)).length === before + 1, 'the logout call');
    await waitUntil(() => !button.disabled, 'the logout settled');
    await settle();
    return button;
  }

  for (const redirect of SCRIPT_REDIRECTS) {
    it(`a real logout click does not follow ${JSON.stringify(redirect.slice(0, 36))}`, async () => {
      const before = location.href;
      const button = await clickLogout(redirect);
      expect(xssRan(), `${XSS_RUN} ran`).to.equal(false);
      expect(location.href).to.equal(before);
      expect(logs.messages()).to.deep.equal([URL_SAFETY_MESSAGES.refused(REDIRECT_WHERE, redirect, URL_RULES['same-site'])]);
      expect(button.isConnected && !button.disabled, 'the control is usable again').to.equal(true);
    });
  }

  describe('with the navigation recorded', () => {
    let went: Array<string | null>;
    const saved = memberNavigation.go;
    beforeEach(() => { went = []; memberNavigation.go = (url) => { went.push(url); }; });
    afterEach(() => { memberNavigation.go = saved; });

    for (const redirect of OTHER_SITES) {
      it(`refuses another site: ${JSON.stringify(redirect)}`, async () => {
        await clickLogout(redirect);
        expect(went).to.deep.equal([]);
        expect(logs.messages()).to.deep.equal([URL_SAFETY_MESSAGES.refused(REDIRECT_WHERE, redirect, URL_RULES['same-site'])]);
      });
    }

    for (const [redirect, target] of [['/members', '/members'], [' /members?tab=1 ', '/members?tab=1'], [`${location.origin}/x`, `${location.origin}/x`]]) {
      it(`follows a same-site address: ${JSON.stringify(redirect)}`, async () => {
        await clickLogout(redirect!);
        expect(went).to.deep.equal([target]);
        expect(logs.messages()).to.deep.equal([]);
      });
    }

    it('reloads when the redirect is empty, as without one', async () => {
      await clickLogout('');
      expect(went).to.deep.equal([null]);
    });

    it('the login form refuses a script redirect too', async () => {
      const form = await fixture<HTMLFormElement>(`
        <form data-sq-member-login>
          <label>Email <input name="email" type="email" value="member@example.com"></label>
          <label>Password <input name="password" type="password" value="member-password"></label>
          <button type="submit">Log in</button>
        </form>`);
      form.setAttribute('data-sq-redirect', `java\tscript:${XSS_RUN}`);
      form.requestSubmit();
      await waitUntil(async () => (await readLog(MEMBER_API_PATHS.login)).length === 1, 'the login call');
      await waitUntil(() => logs.messages().length === 1, 'the refusal');
      expect(went).to.deep.equal([]);
      expect(xssRan()).to.equal(false);
      await fetch(MEMBER_API_PATHS.logout, { method: 'POST' });
    });
  });
});

describe('the search form action accepts only an address on this site', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { resetXss(); logs = captureLogs(); });
  afterEach(() => logs.stop());

  async function searchForm(action: string): Promise<HTMLFormElement> {
    // Built off the page, so the element reads the action (set with setAttribute: control characters
    // stay) when it connects.
    const el = document.createElement('sq-search-preview');
    el.innerHTML = '<form method="get"><input type="search" name="q" aria-label="Search"><button>Go</button></form>';
    el.querySelector('form')!.setAttribute('action', action);
    document.body.append(el);
    await whenRendered();
    await waitUntil(() => el.querySelector('form.sq-search-preview'), 'the rendered form');
    return el.querySelector<HTMLFormElement>('form.sq-search-preview')!;
  }

  for (const action of [`javascript\u0000:${XSS_RUN}`, JS, ` JAVASCRIPT:${XSS_RUN}`, 'https://evil.example/search', '//evil.example/search', 'data:text/html,x']) {
    it(`${JSON.stringify(action)} becomes ${SEARCH_PAGE_PATH}, and a real submit stays on this site`, async () => {
      const form = await searchForm(action);
      expect(form.getAttribute('action')).to.equal(SEARCH_PAGE_PATH);
      expect(logs.messages()).to.deep.equal([URL_SAFETY_MESSAGES.refused('the search form action', action, URL_RULES['same-site'])]);
      // The browser's submission: where it would go is the form's action as the browser reads it.
      let target = '';
      const onSubmit = (event: SubmitEvent) => { target = (event.target as HTMLFormElement).action; event.preventDefault(); };
      document.addEventListener('submit', onSubmit, { once: true });
      form.requestSubmit();
      expect(new URL(target).origin).to.equal(location.origin);
      expect(new URL(target).pathname).to.equal(SEARCH_PAGE_PATH);
      expect(xssRan()).to.equal(false);
      form.closest('sq-search-preview')!.remove();
    });
  }

  it('keeps a same-site action', async () => {
    const form = await searchForm('/shop/search');
    expect(form.getAttribute('action')).to.equal('/shop/search');
    expect(logs.messages()).to.deep.equal([]);
    form.closest('sq-search-preview')!.remove();
  });
});
