// react-core/form/captcha.ts with the local server's fake provider (/__fake/captcha.js): render, token,
// reset (visitor §4 "Form": failure resets the captcha), and the §8 messages when it cannot render.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { FORM_MESSAGES } from '../catalog/messages/form.ts';
import { createCaptcha, FAKE_CAPTCHA } from '../react-core/form/captcha.ts';
import { submitForm } from '../react-core/form/submit.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { input } from './support/form-submission.ts';
import { captureLogs } from './support/logs.ts';

resetServerAfterEach();

let urls = 0;
/** A URL of the fake the loader has not seen yet (it loads each URL once per page). */
const fresh = (query = '') => `${FAKE_CAPTCHA.scriptUrl}?n=${++urls}${query}`;
const fake = (query = '', siteKey = 'site-key-1') =>
  createCaptcha({ scriptUrl: fresh(query), siteKey, globalName: FAKE_CAPTCHA.globalName });

const checkbox = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[role="checkbox"]')!;

describe('captcha adapter with the fake provider', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => {
    logs.stop();
    delete (window as unknown as Record<string, unknown>)[FAKE_CAPTCHA.globalName];
  });

  it('renders the challenge into the container with the site key; no token until completed', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const captcha = fake();
    expect(captcha.token()).to.equal(null);
    await captcha.render(container);
    expect(checkbox(container).dataset.sitekey).to.equal('site-key-1');
    expect(captcha.token()).to.equal(null);
    await expect(container).to.be.accessible();
    expect(logs.messages()).to.deep.equal([]);
  });

  it('gives the token once the visitor completes it, and none after reset()', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const captcha = fake();
    await captcha.render(container);
    checkbox(container).click();
    expect(captcha.token()).to.match(/^fake-captcha-token-\d+$/);
    expect(checkbox(container).getAttribute('aria-checked')).to.equal('true');
    captcha.reset();
    expect(captcha.token()).to.equal(null);
    expect(checkbox(container).getAttribute('aria-checked')).to.equal('false');
  });

  it('loads the provider script once for two forms on the page', async () => {
    const url = fresh();
    const first = createCaptcha({ scriptUrl: url, globalName: FAKE_CAPTCHA.globalName });
    const second = createCaptcha({ scriptUrl: url, globalName: FAKE_CAPTCHA.globalName });
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    await Promise.all([first.render(a), second.render(b)]);
    checkbox(b).click();
    expect(first.token()).to.equal(null);
    expect(second.token()).to.be.a('string');
    expect(await readLog(FAKE_CAPTCHA.scriptUrl)).to.have.length(1);
    a.remove();
    b.remove();
  });

  it("a token of 'invalid' is refused by the server with 'Complete CAPTCHA before submitting.'", async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const captcha = fake('&token=invalid');
    await captcha.render(container);
    checkbox(container).click();
    expect(captcha.token()).to.equal('invalid');
    const result = await submitForm(input({ captchaKey: captcha.token() }));
    expect(result).to.deep.include({ ok: false, message: FORM_MESSAGES.captchaRequired });
  });

  it('a completed token submits', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const captcha = fake();
    await captcha.render(container);
    checkbox(container).click();
    expect((await submitForm(input({ captchaKey: captcha.token() }))).ok).to.equal(true);
    expect(((await readLog('/api/form/SaveFormSubmission'))[0]!.body as { captchaKey: string }).captchaKey)
      .to.equal(captcha.token());
  });
});

describe('captcha adapter: when it cannot render (visitor §8 "Form")', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it("'ReCaptcha has not been set up!' when the script loads but the provider is missing", async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const captcha = createCaptcha({ scriptUrl: '/__fake/maps.js?captcha=missing', globalName: '__sqNoSuchCaptcha' });
    await captcha.render(container);
    expect(logs.messages()).to.deep.equal([FORM_MESSAGES.captchaMissing]);
    expect(captcha.token()).to.equal(null);
    captcha.reset();
    expect(container.childElementCount).to.equal(0);
  });

  it("'Could not render form' when the provider script fails to load", async () => {
    await setSwitch({ route: FAKE_CAPTCHA.scriptUrl, status: 500 });
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const captcha = fake();
    await captcha.render(container);
    expect(logs.messages()).to.deep.equal([FORM_MESSAGES.renderFailed]);
    expect(captcha.token()).to.equal(null);
  });

  it("'Could not render form' when the provider throws while rendering", async () => {
    const win = window as unknown as Record<string, unknown>;
    win.__sqBrokenCaptcha = {
      render() { throw new Error('boom'); }, getResponse: () => 'never', reset() {},
    };
    try {
      const captcha = createCaptcha({ scriptUrl: '/__fake/maps.js?captcha=broken', globalName: '__sqBrokenCaptcha' });
      await captcha.render(await fixture<HTMLDivElement>(html`<div></div>`));
      expect(logs.messages()).to.deep.equal([FORM_MESSAGES.renderFailed]);
      expect(captcha.token()).to.equal(null);
    } finally {
      delete win.__sqBrokenCaptcha;
    }
  });

  it('waits for the provider\'s ready() before rendering, as reCAPTCHA needs', async () => {
    const win = window as unknown as Record<string, unknown>;
    let release: () => void = () => {};
    const calls: string[] = [];
    win.__sqSlowCaptcha = {
      ready(fn: () => void) { calls.push('ready'); release = fn; },
      render() { calls.push('render'); return 4; },
      getResponse: (id: number) => `token-of-${id}`, reset() {},
    };
    try {
      const captcha = createCaptcha({ scriptUrl: '/__fake/maps.js?captcha=slow', globalName: '__sqSlowCaptcha' });
      const rendering = captcha.render(document.createElement('div'));
      await waitUntil(() => calls.length > 0);
      expect(calls).to.deep.equal(['ready']);
      release();
      await rendering;
      expect(calls).to.deep.equal(['ready', 'render']);
      expect(captcha.token()).to.equal('token-of-4');
    } finally {
      delete win.__sqSlowCaptcha;
    }
  });
});
