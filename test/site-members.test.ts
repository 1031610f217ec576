// Site-user (member) sessions and page labels (reference §3.7, §6) against the local API server
// (demo/server/routes/members.mjs).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { MEMBER_API_PATHS, MEMBER_XSRF_STORAGE_KEY } from '../catalog/members.ts';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { normaliseContext } from '../runtime/context.ts';
import {
  memberLogin, memberLogout, memberNavigation, memberRequest, memberXsrfToken, startMemberSession,
} from '../runtime/site/member-session.ts';
import { pageLabelFor, startPageLabels } from '../runtime/site/page-labels.ts';
import { onlyEntry, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';

const MEMBER = { email: 'member@example.com', password: 'member-password' };
const context = (raw: Record<string, unknown> = {}) => normaliseContext({ website: { id: 'w1' }, ...raw });

describe('member sessions', () => {
  resetServerAfterEach();
  afterEach(async () => {
    if (memberXsrfToken()) await memberLogout();
    sessionStorage.removeItem(MEMBER_XSRF_STORAGE_KEY);
    localStorage.removeItem(MEMBER_XSRF_STORAGE_KEY);
  });

  it('posts email, password and rememberMe, and keeps the answer\'s xsrfToken', async () => {
    const result = await memberLogin({ ...MEMBER, rememberMe: true });
    expect(result.ok).to.equal(true);
    const entry = await onlyEntry(MEMBER_API_PATHS.login);
    expect(entry.method).to.equal('POST');
    expect(entry.body).to.deep.equal({ ...MEMBER, rememberMe: true });
    expect(entry.status).to.equal(200);
    const token = entry.outcome!.xsrfToken as string;
    expect(token).to.match(/^[0-9a-f]{32}$/);
    expect(memberXsrfToken()).to.equal(token);
    expect(localStorage.getItem(MEMBER_XSRF_STORAGE_KEY)).to.equal(token);
    expect(sessionStorage.getItem(MEMBER_XSRF_STORAGE_KEY)).to.equal(null);
  });

  it('sends rememberMe false when not asked to remember, and keeps the token where a new tab finds it', async () => {
    await memberLogin({ ...MEMBER, rememberMe: true });
    await memberLogin({ ...MEMBER, rememberMe: false });
    const entries = await readLog(MEMBER_API_PATHS.login);
    expect(entries.map((entry) => entry.body)).to.deep.equal([
      { ...MEMBER, rememberMe: true }, { ...MEMBER, rememberMe: false },
    ]);
    const token = entries[1]?.outcome?.xsrfToken as string;
    expect(localStorage.getItem(MEMBER_XSRF_STORAGE_KEY)).to.equal(token);
    expect(sessionStorage.getItem(MEMBER_XSRF_STORAGE_KEY)).to.equal(null);
    expect(memberXsrfToken()).to.equal(token);
    // A new tab has its own session storage but the same cookies and local storage: member calls still pass.
    sessionStorage.clear();
    const account = await memberRequest(MEMBER_API_PATHS.account);
    expect(account.ok, 'a member call from a new tab').to.equal(true);
  });

  it('sends the anti-forgery header on later member calls, and the server accepts it', async () => {
    await memberLogin({ ...MEMBER, rememberMe: false });
    const result = await memberRequest<{ account: { email: string } }>(MEMBER_API_PATHS.account);
    expect(result.ok).to.equal(true);
    expect(result.ok && result.data.account.email).to.equal(MEMBER.email);
    const entry = await onlyEntry(MEMBER_API_PATHS.account);
    expect(entry.outcome).to.deep.equal({ xsrfHeader: memberXsrfToken(), valid: true });
  });

  it('without the header the server refuses the member call', async () => {
    await memberLogin({ ...MEMBER, rememberMe: false });
    const token = memberXsrfToken()!;
    localStorage.setItem(MEMBER_XSRF_STORAGE_KEY, 'forged');
    const result = await memberRequest(MEMBER_API_PATHS.account);
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.status).to.equal(403);
    localStorage.setItem(MEMBER_XSRF_STORAGE_KEY, token);
  });

  it('bad credentials: 401 with the server\'s message, and no token kept', async () => {
    const result = await memberLogin({ email: MEMBER.email, password: 'wrong', rememberMe: false });
    expect(result).to.deep.equal({ ok: false, status: 401, message: 'Your email or password is incorrect.' });
    expect(memberXsrfToken()).to.equal(null);
    expect((await onlyEntry(MEMBER_API_PATHS.login)).status).to.equal(401);
  });

  it('a network fault or an answer without xsrfToken fails safely', async () => {
    await setSwitch({ route: MEMBER_API_PATHS.login, networkError: true, times: 1 });
    const faulted = await memberLogin({ ...MEMBER, rememberMe: false });
    expect(faulted).to.deep.equal({ ok: false, status: 0, message: DATA_LAYER_MESSAGES.unableToConnect });
    await setSwitch({ route: MEMBER_API_PATHS.login, status: 200, body: { account: {} }, times: 1 });
    expect((await memberLogin({ ...MEMBER, rememberMe: false })).ok).to.equal(false);
    await setSwitch({ route: MEMBER_API_PATHS.login, status: 200, malformed: true, times: 1 });
    expect((await memberLogin({ ...MEMBER, rememberMe: false })).ok).to.equal(false);
    expect(memberXsrfToken()).to.equal(null);
  });

  it('logout sends the header, forgets the token, and the session is over', async () => {
    await memberLogin({ ...MEMBER, rememberMe: false });
    const token = memberXsrfToken();
    expect((await memberLogout()).ok).to.equal(true);
    expect((await onlyEntry(MEMBER_API_PATHS.logout)).outcome).to.deep.equal({ xsrfHeader: token, hadSession: true });
    expect(memberXsrfToken()).to.equal(null);
    const after = await memberRequest(MEMBER_API_PATHS.account);
    expect(!after.ok && after.status).to.equal(401);
  });

  it('a remembered login survives a new tab\'s empty session storage, and logout ends it', async () => {
    await memberLogin({ ...MEMBER, rememberMe: true });
    const token = memberXsrfToken();
    sessionStorage.clear();
    expect((await memberRequest(MEMBER_API_PATHS.account)).ok).to.equal(true);
    expect((await memberLogout()).ok).to.equal(true);
    expect((await onlyEntry(MEMBER_API_PATHS.logout)).outcome).to.deep.equal({ xsrfHeader: token, hadSession: true });
    expect(memberXsrfToken()).to.equal(null);
    const after = await memberRequest(MEMBER_API_PATHS.account);
    expect(!after.ok && after.status).to.equal(401);
  });

  it('logout without the token still ends the session on the server and clears the cookie', async () => {
    await memberLogin({ ...MEMBER, rememberMe: true });
    localStorage.removeItem(MEMBER_XSRF_STORAGE_KEY);
    expect(memberXsrfToken()).to.equal(null);
    expect((await memberLogout()).ok).to.equal(true);
    const entry = await onlyEntry(MEMBER_API_PATHS.logout);
    expect(entry.status).to.equal(200);
    expect(entry.outcome).to.deep.equal({ xsrfHeader: null, hadSession: true });
    const after = await memberRequest(MEMBER_API_PATHS.account);
    expect(!after.ok && after.status).to.equal(401);
    expect((await onlyEntry(MEMBER_API_PATHS.account)).outcome).to.deep.equal({ xsrfHeader: null, valid: false });
  });

  it('a failed logout reports the failure and keeps the session and its token', async () => {
    await memberLogin({ ...MEMBER, rememberMe: false });
    const token = memberXsrfToken();
    await setSwitch({ route: MEMBER_API_PATHS.logout, status: 500, times: 1 });
    const result = await memberLogout();
    expect(result).to.deep.equal({ ok: false, status: 500, message: DATA_LAYER_MESSAGES.internalError });
    expect(memberXsrfToken()).to.equal(token);
    expect((await memberRequest(MEMBER_API_PATHS.account)).ok).to.equal(true);
  });

  describe('login forms and logout buttons (startMemberSession)', () => {
    let went: Array<string | null>;
    const saved = memberNavigation.go;
    beforeEach(() => { went = []; memberNavigation.go = (url) => { went.push(url); }; });
    afterEach(() => { memberNavigation.go = saved; });

    const loginForm = () => fixture<HTMLFormElement>(html`
      <form data-sq-member-login data-sq-redirect="/members">
        <label>Email <input name="email" type="email"></label>
        <label>Password <input name="password" type="password"></label>
        <label><input name="rememberMe" type="checkbox" checked> Remember me</label>
        <button type="submit">Log in</button>
      </form>`);

    it('logs in from the form and goes to its redirect', async () => {
      const form = await loginForm();
      const stop = startMemberSession(context(), document);
      form.querySelector<HTMLInputElement>('[name=email]')!.value = MEMBER.email;
      form.querySelector<HTMLInputElement>('[name=password]')!.value = MEMBER.password;
      form.requestSubmit();
      await waitUntil(() => went.length === 1);
      expect(went).to.deep.equal(['/members']);
      expect((await onlyEntry(MEMBER_API_PATHS.login)).body).to.deep.equal({ ...MEMBER, rememberMe: true });
      stop();
    });

    it('shows the failure in an alert inside the form, and stays', async () => {
      const form = await loginForm();
      const stop = startMemberSession(context(), document);
      form.querySelector<HTMLInputElement>('[name=email]')!.value = MEMBER.email;
      form.requestSubmit();
      await waitUntil(() => form.querySelector('[role=alert]') !== null);
      expect(form.querySelector('[role=alert]')!.textContent).to.equal('Email and password are required.');
      expect(went).to.deep.equal([]);
      await expect(form).to.be.accessible();
      stop();
    });

    // A proxy's or CDN's error page during login: the visitor reads the status's message (visitor §8,
    // as the data layer words it), never the browser's JSON parse error about the page's HTML.
    it("an HTML error page in answer shows the status's message in the form's alert", async () => {
      await setSwitch({ route: MEMBER_API_PATHS.login, status: 503, html: '<!doctype html><h1>Service Unavailable</h1>', times: 1 });
      const form = await loginForm();
      const stop = startMemberSession(context(), document);
      form.querySelector<HTMLInputElement>('[name=email]')!.value = MEMBER.email;
      form.querySelector<HTMLInputElement>('[name=password]')!.value = MEMBER.password;
      form.requestSubmit();
      await waitUntil(() => form.querySelector('[role=alert]') !== null);
      expect(form.querySelector('[role=alert]')!.textContent).to.equal('This service is temporarily unavailable. Please try again later.');
      expect(went).to.deep.equal([]);
      stop();
    });

    it('a logout button ends the session; stop() unwires everything', async () => {
      await memberLogin({ ...MEMBER, rememberMe: false });
      const button = await fixture<HTMLButtonElement>(html`<button type="button" data-sq-member-logout>Log out</button>`);
      const stop = startMemberSession(context(), document);
      button.click();
      await waitUntil(() => went.length === 1);
      expect(memberXsrfToken()).to.equal(null);
      stop();
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await readLog(MEMBER_API_PATHS.logout)).length).to.equal(1);
    });

    it('a failed logout shows the failure beside the control, does not navigate, and stays logged in', async () => {
      await memberLogin({ ...MEMBER, rememberMe: true });
      const el = await fixture<HTMLElement>(html`<nav aria-label="Account"><button type="button" data-sq-member-logout data-sq-redirect="/">Log out</button></nav>`);
      const button = el.querySelector<HTMLButtonElement>('button')!;
      const stop = startMemberSession(context(), document);
      await setSwitch({ route: MEMBER_API_PATHS.logout, status: 500, times: 1 });
      button.click();
      await waitUntil(() => el.querySelector('[role=alert]') !== null);
      const alert = el.querySelector('[role=alert]')!;
      expect(alert.textContent).to.equal(DATA_LAYER_MESSAGES.internalError);
      expect(button.nextElementSibling === alert).to.equal(true);
      expect(went).to.deep.equal([]);
      expect(button.disabled).to.equal(false);
      expect(memberXsrfToken() !== null).to.equal(true);
      expect((await memberRequest(MEMBER_API_PATHS.account)).ok).to.equal(true);
      await expect(el).to.be.accessible();
      button.click();
      await waitUntil(() => went.length === 1);
      expect(went).to.deep.equal(['/']);
      expect(el.querySelectorAll('[role=alert]').length).to.equal(1);
      stop();
    });
  });
});

describe('page labels', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('names the lock screen and member-area access denied pages', () => {
    expect(pageLabelFor(103)).to.equal('This page is locked');
    expect(pageLabelFor(106)).to.equal('This page available only site members');
    expect(pageLabelFor(2)).to.equal(null);
    expect(pageLabelFor(null)).to.equal(null);
  });

  it('fills the template\'s [data-sq-page-label] slots, and stop() restores them', async () => {
    const el = await fixture<HTMLElement>(html`<div><h1 data-sq-page-label>Old</h1><p data-sq-page-label></p></div>`);
    const stop = startPageLabels(context({ pageType: 103 }), document);
    const slots = [...el.querySelectorAll('[data-sq-page-label]')].map((s) => s.textContent);
    expect(slots).to.deep.equal(['This page is locked', 'This page is locked']);
    stop();
    expect([...el.querySelectorAll('[data-sq-page-label]')].map((s) => s.textContent)).to.deep.equal(['Old', '']);
  });

  it('without a slot, prepends a status notice to <main>', async () => {
    const main = await fixture<HTMLElement>(html`<main><h1>Members</h1></main>`);
    const stop = startPageLabels(context({ pageType: 106 }), document);
    const notice = main.firstElementChild!;
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.equal('This page available only site members');
    await expect(main).to.be.accessible();
    stop();
    expect(main.querySelector('[data-sq-page-label]')).to.equal(null);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('does nothing on other pages', async () => {
    const main = await fixture<HTMLElement>(html`<main><h1>Home</h1></main>`);
    const stop = startPageLabels(context({ pageType: 2 }), document);
    expect(main.children.length).to.equal(1);
    stop();
  });

  it('never throws: a broken document logs the module warning', () => {
    const broken = { querySelectorAll: () => { throw new Error('boom'); } } as unknown as Document;
    const stop = startPageLabels(context({ pageType: 103 }), broken);
    expect(logs.messages()).to.deep.equal(['Sq: the page labels module failed to start; the page is unaffected.']);
    stop();
  });
});
