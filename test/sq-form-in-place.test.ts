// <sq-form> enhances in place (docs/elements/sq-form.md "Markup", docs/decisions.md "Enhance in place"):
// a server form written as the view renders it stays painted and usable until the view commits, with
// the view's geometry, so the upgrade moves nothing (layout shift under 0.001 in a 412 x 823 frame);
// what the visitor typed before the upgrade, and the control they were typing in, carry into the view.
import { expect } from '@open-wc/testing';
import { PAGE_BLOCKS } from '../catalog/constants.ts';
import { score, upgradeFrame, type UpgradeFrame, theme, themed } from './support/in-place.ts';

const NO_SHIFT = 0.001;
const JSON_ATTRIBUTE = JSON.stringify({
  id: 'contact', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send', postSubmitMessage: 'Thank you!',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 500 },
  ],
});

// The documented markup: the fields as the view renders them (its classes and labels).
const IN_VIEW_MARKUP = `<sq-form form-json='${JSON_ATTRIBUTE}'>
  <form class="sq-form" method="post" action="/api/form/SaveFormSubmission">
    <fieldset class="sq-form__body">
      <fieldset class="sq-form__field sq-form__field--name">
        <legend class="sq-form__title">Name<span class="sq-form__required"> (required)</span></legend>
        <div class="sq-form__parts">
          <label class="sq-form__part"><span class="sq-form__part-label">First Name</span><input name="name.first"></label>
          <label class="sq-form__part"><span class="sq-form__part-label">Last Name</span><input name="name.last"></label>
        </div>
      </fieldset>
      <div class="sq-form__field sq-form__field--email">
        <label class="sq-form__title" for="contact-email">Email<span class="sq-form__required"> (required)</span></label>
        <span class="sq-form__input"><input id="contact-email" name="email" type="email" required autocomplete="email"></span>
      </div>
      <div class="sq-form__field sq-form__field--textarea">
        <label class="sq-form__title" for="contact-message">Message</label>
        <textarea id="contact-message" name="message"></textarea>
        <p class="sq-form__counter">0 / 500</p>
      </div>
      <button type="submit" class="sq-form__submit">Send</button>
    </fieldset>
  </form>
</sq-form>`;

const NEWSLETTER_JSON = JSON.stringify({
  id: 'news', collectionId: 'c1', objectName: 'page-section-2', newsletter: true, submitButtonText: 'Sign up',
  postSubmitMessage: 'Thanks', fields: [{ id: 'email', type: 'email', title: 'Email address', required: true, placeholder: 'you@example.com' }],
});
// As demo/forms.html writes it.
const NEWSLETTER_MARKUP = `<sq-form form-json='${NEWSLETTER_JSON}'>
  <form class="sq-form sq-form--newsletter" method="post" action="/api/form/SaveFormSubmission">
    <fieldset class="sq-form__body">
      <div class="sq-form__field sq-form__field--email">
        <label class="sq-form__title" for="newsletter-email">Email address<span class="sq-form__required"> (required)</span></label>
        <span class="sq-form__input"><input id="newsletter-email" name="email" type="email" placeholder="you@example.com" required autocomplete="email"></span>
      </div>
      <button type="submit" class="sq-form__submit">Sign up</button>
    </fieldset>
  </form>
</sq-form>`;

// A contact form with a captcha, as the view renders it: the captcha's empty box before the button.
const CAPTCHA_JSON = JSON.stringify({
  id: 'callback', collectionId: 'c1', objectName: 'page-section-3', submitButtonText: 'Call me', postSubmitMessage: 'Thanks',
  captcha: true, fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
});
const CAPTCHA_MARKUP = `<sq-form form-json='${CAPTCHA_JSON}' captcha-script="/__fake/captcha.js" captcha-global="__sqFakeCaptcha">
  <form class="sq-form" method="post" action="/api/form/SaveFormSubmission">
    <fieldset class="sq-form__body">
      <div class="sq-form__field sq-form__field--email">
        <label class="sq-form__title" for="callback-email">Email<span class="sq-form__required"> (required)</span></label>
        <span class="sq-form__input"><input id="callback-email" name="email" type="email" required autocomplete="email"></span>
      </div>
      <div class="sq-form__captcha"></div>
      <button type="submit" class="sq-form__submit">Call me</button>
    </fieldset>
  </form>
</sq-form>`;

// The older documented markup: a plain form. Still read (values kept), but laid out otherwise.
const PLAIN_MARKUP = `<sq-form form-json='${JSON_ATTRIBUTE}'>
  <form method="post" action="/api/form/SaveFormSubmission">
    <label>First name <input name="name.first"></label> <label>Last name <input name="name.last"></label>
    <label>Email <input name="email" type="email"></label>
    <label>Message <textarea name="message"></textarea></label>
    <button type="submit">Send</button>
  </form>
</sq-form>`;

const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

async function page(markup: string): Promise<UpgradeFrame & { host: HTMLElement }> {
  const frame = await upgradeFrame(markup, theme());
  frames.push(frame.frame);
  return { ...frame, host: frame.doc.querySelector<HTMLElement>('sq-form')! };
}

/** Types into a server control as a visitor does: the value changes and `input` fires. */
function typeInto(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  control.focus();
  control.value = text;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function cases() {
  it('the form written as the view renders it is painted while the code loads, and the upgrade moves nothing', async () => {
    const { host, doc, upgrade, violations } = await page(IN_VIEW_MARKUP);
    const server = host.querySelector('form')!;
    expect(getComputedStyle(host).visibility).to.equal('visible');
    const shifts = await upgrade('sq-form', 'form.sq-form[data-state="idle"]');
    // Elements of the frame are compared as booleans: chai would walk a foreign element to word a failure.
    expect(host.querySelector('form') === server, 'the view\'s form replaced the server\'s').to.equal(false);
    // The server's form stays where it was (live children), not rendered: one form shows.
    expect([...host.querySelectorAll('form')].filter((form) => form.getClientRects().length > 0)).to.have.length(1);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(doc.activeElement === doc.body, 'nothing was focused').to.equal(true);
    expect(await violations(host)).to.deep.equal([]);
  });

  it('a newsletter form written as the view renders it keeps its one row', async () => {
    const { host, upgrade } = await page(NEWSLETTER_MARKUP);
    const button = host.querySelector('button')!.getBoundingClientRect();
    const shifts = await upgrade('sq-form', 'form.sq-form--newsletter[data-state="idle"]');
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    // On one row: the button beside the field, not under it.
    const field = host.querySelector('.sq-form__field')!.getBoundingClientRect();
    expect(button.left).to.be.above(field.right - 1);
  });

  // Visitor §9's small container: the newsletter stacks under 320 px, from the server's first paint.
  for (const [width, stacked] of [[PAGE_BLOCKS.newsletterSmallContainerPx - 1, true], [PAGE_BLOCKS.newsletterSmallContainerPx, false]] as const) {
    it(`a newsletter form in a container of ${width} px is ${stacked ? 'stacked' : 'on one row'} from the first paint, and the upgrade moves nothing`, async () => {
      const { host, upgrade, violations } = await page(`<div style="width:${width}px">${NEWSLETTER_MARKUP}</div>`);
      const arrangement = () => {
        const field = host.querySelector('.sq-form__field')!.getBoundingClientRect();
        const button = host.querySelector('.sq-form__submit')!.getBoundingClientRect();
        if (button.top >= field.bottom && button.left === field.left) return 'stacked';
        return button.left >= field.right ? 'one row' : `neither: field ${JSON.stringify(field)}, button ${JSON.stringify(button)}`;
      };
      const expected = stacked ? 'stacked' : 'one row';
      expect(arrangement(), 'the server\'s form').to.equal(expected);
      const shifts = await upgrade('sq-form', 'form.sq-form--newsletter[data-state="idle"]');
      expect(arrangement(), 'the view').to.equal(expected);
      expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
      expect(await violations(host)).to.deep.equal([]);
    });
  }

  it('a form with a captcha keeps the widget\'s box from the first paint: the widget drawing into it moves nothing', async () => {
    const { host, upgrade, violations } = await page(CAPTCHA_MARKUP);
    const box = host.querySelector('.sq-form__captcha')!.getBoundingClientRect();
    expect(box.height, 'the box held at the widget\'s height').to.equal(78);
    const shifts = await upgrade('sq-form', '.sq-form__captcha button');
    expect(host.querySelector('.sq-form__captcha')!.getBoundingClientRect().height).to.equal(78);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
    expect(await violations(host)).to.deep.equal([]);
  });

  it('what the visitor typed before the upgrade is in the view, and the control they were in keeps the focus and caret', async () => {
    const { host, doc, upgrade } = await page(IN_VIEW_MARKUP);
    typeInto(host.querySelector<HTMLInputElement>('[name="name.first"]')!, 'Ada');
    typeInto(host.querySelector<HTMLInputElement>('[name="email"]')!, 'ada@example.com');
    const message = host.querySelector('textarea')!;
    typeInto(message, 'Hello there');
    message.setSelectionRange(5, 5);
    const shifts = await upgrade('sq-form', 'form.sq-form[data-state="idle"]');
    const field = (name: string) => host.querySelector<HTMLInputElement>(`form[data-state] [name="${name}"]`)!;
    expect(field('name.first').value).to.equal('Ada');
    expect(field('email').value).to.equal('ada@example.com');
    expect(field('message').value).to.equal('Hello there');
    expect(host.querySelector('.sq-form__counter')!.textContent).to.equal('11 / 500');
    expect(doc.activeElement === field('message'), 'the view\'s message box has the focus').to.equal(true);
    expect([field('message').selectionStart, field('message').selectionEnd]).to.deep.equal([5, 5]);
    expect(score(shifts), JSON.stringify(shifts)).to.be.below(NO_SHIFT);
  });

  it('a plain server form stays hidden while the code loads, and what was typed in it is in the view', async () => {
    const { host, upgrade } = await page(PLAIN_MARKUP);
    expect(getComputedStyle(host).visibility).to.equal('hidden');
    typeInto(host.querySelector<HTMLInputElement>('[name="email"]')!, 'ada@example.com');
    await upgrade('sq-form', 'form.sq-form[data-state="idle"]');
    expect(getComputedStyle(host).visibility).to.equal('visible');
    expect(host.querySelector<HTMLInputElement>('form.sq-form [name="email"]')!.value).to.equal('ada@example.com');
  });
}

// Every case with sq.css alone, then again under a theme's rules.
themed('<sq-form> upgrading in place', cases);
