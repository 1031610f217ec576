// <sq-form> from dist/, as a site loads it (after a build): what its first render loads, and the
// submission code fetched on the first focus (rollup.config.mjs: chunks/sq-form-shared.js holds the
// modules the element shares with its lazy chunks, so elements/sq-form.js keeps its named exports).
import { expect, waitUntil } from '@open-wc/testing';

async function openPage(): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = '/test/fixtures/dist-page.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  await waitUntil(() => (frame.contentWindow as Window & { Sq?: unknown }).Sq, 'dist/sq.js ran');
  return frame;
}
const loaded = (frame: HTMLIFrameElement) =>
  frame.contentWindow!.performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);

const FORM = JSON.stringify({
  id: 'dist-form', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send', postSubmitMessage: 'Thanks',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }, { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 }],
});

describe('<sq-form> from dist/', () => {
  it('renders with its chunk and shared chunk only, fetches the submission code on the first focus, and sends', async () => {
    const frame = await openPage();
    const doc = frame.contentDocument!;
    doc.body.insertAdjacentHTML('beforeend', `<sq-form form-json='${FORM}'><form><input name="email" value="ada@example.com"></form></sq-form>`);
    await waitUntil(() => doc.querySelector('.sq-form__submit'), 'the form rendered from dist', { timeout: 5000 });
    const first = loaded(frame);
    expect(first).to.include.members(['/dist/elements/sq-form.js', '/dist/chunks/sq-form-shared.js']);
    for (const lazy of ['/dist/chunks/submission.js', '/dist/chunks/captcha.js', '/dist/chunks/post-submit.js']) {
      expect(first.includes(lazy), `${lazy} is not loaded before the first focus`).to.equal(false);
    }
    const email = doc.querySelector<HTMLInputElement>('[name="email"]')!;
    expect(email.value, 'what was typed before the upgrade is kept').to.equal('ada@example.com');

    email.focus();
    await waitUntil(() => loaded(frame).includes('/dist/chunks/submission.js'), 'the submission code fetched on focus');
    doc.querySelector<HTMLButtonElement>('.sq-form__submit')!.click();
    await waitUntil(() => doc.querySelector('.sq-form__success')?.textContent === 'Thanks', 'sent from dist', { timeout: 5000 });
    expect(loaded(frame).includes('/dist/chunks/captcha.js')).to.equal(false);
    frame.remove();
  });

  it('exports the element and its events by name from elements/sq-form.js, for bundler users', async () => {
    const path = '/dist/elements/sq-form.js';
    const module = await import(/* @vite-ignore */ path) as Record<string, unknown>;
    expect(Object.keys(module).sort()).to.deep.equal(
      ['SqFormElement', 'SqFormFailureEvent', 'SqFormSubmitEvent', 'SqFormSuccessEvent', 'default'],
    );
    expect(module.default === module.SqFormElement).to.equal(true);
  });
});
