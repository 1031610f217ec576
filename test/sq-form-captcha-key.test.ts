// <sq-form captcha-site-key> (docs/elements/sq-form.md "Attributes": the provider's site key; visitor §4, §5),
// against the local server's fake provider (/__fake/captcha.js), which writes the key it was rendered with
// into its checkbox's data-sitekey, as reCAPTCHA's explicit render({ sitekey }) receives it.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqFormElement } from '../elements/sq-form.ts';
import { resetServerAfterEach } from './support/api.ts';
import { definition } from './support/form-element.ts';
import { captureLogs } from './support/logs.ts';

define('sq-form', SqFormElement);
resetServerAfterEach();

/** A form with a captcha and `attributes`, once the provider has drawn its checkbox. */
async function captchaBox(attributes: string): Promise<HTMLElement> {
  const json = JSON.stringify(definition({ captcha: true }));
  const el = await fixture<HTMLElement>(`<sq-form captcha-script="/__fake/captcha.js" captcha-global="__sqFakeCaptcha" ${attributes} form-json='${json}'><form></form></sq-form>`);
  await whenRendered();
  await waitUntil(() => el.querySelector('.sq-form__captcha button'), 'the captcha rendered', { timeout: 5000 });
  return el.querySelector<HTMLElement>('.sq-form__captcha button')!;
}

describe('<sq-form captcha-site-key>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('renders the captcha with the site key', async () => {
    const box = await captchaBox('captcha-site-key="6LcDemoKey-site_1"');
    expect(box.dataset.sitekey).to.equal('6LcDemoKey-site_1');
    expect(box.textContent).to.equal("I'm not a robot");
    await expect(box.closest('sq-form')).to.be.accessible();
    expect(logs.messages()).to.deep.equal([]);
  });

  it('without it, the provider is given no key', async () => {
    const box = await captchaBox('');
    expect(box.dataset.sitekey).to.equal('');
  });
});
