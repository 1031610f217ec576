// <sq-form> with a captcha (visitor §4, §5, §8), against the local server's fake provider
// (/__fake/captcha.js): the checks ask for it first, its token goes with the form, and every failure,
// a refusal by the checks too, resets it.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqFormElement } from '../elements/sq-form.ts';
import { onlyEntry, resetServerAfterEach } from './support/api.ts';
import { definition, fillRequired, submit, type } from './support/form-element.ts';

define('sq-form', SqFormElement);
resetServerAfterEach();
before(() => new Promise((resolve) => {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/runtime/styles/sq.css', onload: resolve }));
}));

describe('<sq-form> with a captcha', () => {
  it("asks for the captcha: 'Complete CAPTCHA before submitting.', then sends its token", async () => {
    const json = JSON.stringify(definition({ captcha: true }));
    const el = await fixture<HTMLElement>(`<sq-form captcha-script="/__fake/captcha.js" captcha-global="__sqFakeCaptcha" form-json='${json}'><form></form></sq-form>`);
    await whenRendered();
    fillRequired(el);
    await whenRendered();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === 'Complete CAPTCHA before submitting.');
    await waitUntil(() => el.querySelector('.sq-form__captcha button'), 'the captcha rendered', { timeout: 5000 });
    el.querySelector<HTMLButtonElement>('.sq-form__captcha button')!.click();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'sent with the token', { timeout: 5000 });
    const body = (await onlyEntry('/api/form/SaveFormSubmission')).body as Record<string, unknown>;
    expect(String(body.captchaKey)).to.match(/^fake-captcha-token-/);
  });

  // Visitor §4: "Failure unlocks the form, shows errors and resets the captcha", a refusal by the checks too.
  it('a refusal by the checks resets a completed captcha; completed again, the form sends its token', async () => {
    const json = JSON.stringify(definition({ captcha: true }));
    const el = await fixture<HTMLElement>(`<sq-form captcha-script="/__fake/captcha.js" captcha-global="__sqFakeCaptcha" form-json='${json}'><form></form></sq-form>`);
    await whenRendered();
    await waitUntil(() => el.querySelector('.sq-form__captcha button'), 'the captcha rendered', { timeout: 5000 });
    const box = el.querySelector<HTMLButtonElement>('.sq-form__captcha button')!;
    box.click();
    expect(box.getAttribute('aria-checked'), 'completed').to.equal('true');
    type(el, 'email', 'ada@example.com'); // the name, required, left empty
    await whenRendered();
    submit(el);
    await waitUntil(() => el.querySelector('form[data-state="failure"]') !== null, 'refused by the checks');
    expect(box.getAttribute('aria-checked'), 'the captcha reset').to.equal('false');
    await expect(el).to.be.accessible();
    fillRequired(el);
    await whenRendered();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === 'Complete CAPTCHA before submitting.', 'asked for the captcha again');
    box.click();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'sent with the new token', { timeout: 5000 });
    expect(String(((await onlyEntry('/api/form/SaveFormSubmission')).body as Record<string, unknown>).captchaKey)).to.match(/^fake-captcha-token-/);
  });
});
