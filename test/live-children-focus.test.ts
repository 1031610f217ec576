// A live element whose own children the page edits is read again (runtime/bridge/light-dom.ts,
// readAgain): the nodes the view adopted go back to the markup for the read and then return to the view.
// Where the browser has no state-keeping moveBefore() (WebKit), a plain move takes focus away from
// whatever the visitor was in; the bridge gives it back, with a text field's caret, so a visitor typing
// in an accordion's body, or on a share button, keeps their place when the page adds an item. So does one
// who focused a server button before the view adopted it. Every case runs again with moveBefore() taken
// away, so Chromium and Firefox check the plain moves too.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqAccordionElement } from '../elements/sq-accordion.ts';
import { SqShareButtonsElement } from '../elements/sq-share-buttons.ts';
import { SHARE_LIST } from './support/in-place.ts';
import { withoutMoveBefore } from './support/plain-moves.ts';

define('sq-accordion', SqAccordionElement);
define('sq-share-buttons', SqShareButtonsElement);

const added: Element[] = [];
afterEach(() => { for (const el of added.splice(0)) el.remove(); });

function put(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const el = holder.firstElementChild as HTMLElement;
  document.body.append(el);
  added.push(el);
  return el;
}

function item(id: string, title: string, body: string): HTMLElement {
  const node = document.createElement('div');
  node.dataset.sqItem = '';
  node.id = id;
  node.innerHTML = `<h3>${title}</h3>${body}`;
  return node;
}

/** An accordion whose first, open body holds `body`, shown. */
async function accordionWith(body: string): Promise<HTMLElement> {
  const el = put('<sq-accordion first-open></sq-accordion>');
  el.append(item('news', 'Newsletter', body), item('returns', 'Returns', '<p>30 days.</p>'));
  await whenRendered();
  await waitUntil(() => el.querySelectorAll('.sq-accordion__button').length === 2, 'the accordion shows', { timeout: 5000 });
  return el;
}

/** The page adds an item; resolves once the view shows it. */
async function addItem(el: HTMLElement): Promise<void> {
  el.append(item('shipping', 'Shipping', '<p>Free over $50.</p>'));
  await waitUntil(() => el.querySelectorAll('.sq-accordion__button').length === 3, 'the item the page added shows');
}

// A page's own element with two fields in its shadow root.
customElements.define('focus-test-fields', class extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open', delegatesFocus: true }).innerHTML = '<input aria-label="First"><input aria-label="Second">';
  }
});

function cases() {
  it('a field being typed in inside an accordion body keeps focus, its words and its caret', async () => {
    const el = await accordionWith('<p><label>Email <input id="email"></label></p>');
    const field = el.querySelector<HTMLInputElement>('#email')!;
    field.focus();
    await sendKeys({ type: 'ann@example.com' });
    field.setSelectionRange(3, 3);

    await addItem(el);
    expect(document.activeElement, 'focus is on the field').to.equal(field);
    expect(field.value).to.equal('ann@example.com');
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([3, 3]);
    // Typing goes on where the caret was.
    await sendKeys({ type: 'x' });
    expect(field.value).to.equal('annx@example.com');
    await expect(el).to.be.accessible();
  });

  it('a share button the visitor focused before the view came keeps focus when the view adopts it', async () => {
    const el = put(SHARE_LIST);
    const copy = el.querySelector<HTMLButtonElement>('button[data-network="copy"]')!;
    copy.focus();
    expect(el.querySelector('.sq-share-buttons__adopted'), 'not adopted yet').to.equal(null);
    await whenRendered();
    await waitUntil(() => copy.closest('.sq-share-buttons__adopted') !== null, 'the list is adopted', { timeout: 5000 });
    expect(document.activeElement, 'focus is on Copy link').to.equal(copy);
  });

  it('a focused share button keeps focus when the page adds a line to the element', async () => {
    const el = put(SHARE_LIST);
    await whenRendered();
    await waitUntil(() => el.querySelector('.sq-share-buttons__adopted ul') !== null, 'the list is adopted', { timeout: 5000 });
    const copy = el.querySelector<HTMLButtonElement>('button[data-network="copy"]')!;
    copy.focus();
    const note = document.createElement('p');
    note.textContent = 'Share it with a friend.';
    el.append(note);
    await waitUntil(() => el.querySelector('.sq-share-buttons__adopted')?.textContent?.includes('Share it with a friend.'),
      'the line the page added shows');
    expect(document.activeElement, 'focus is on Copy link').to.equal(copy);
    await expect(el).to.be.accessible();
  });

  it('a field inside a shadow root in the body keeps focus, the same one of its fields', async () => {
    const el = await accordionWith('<p><focus-test-fields></focus-test-fields></p>');
    const host = el.querySelector('focus-test-fields')!;
    const second = host.shadowRoot!.querySelectorAll('input')[1]!;
    second.focus();
    await addItem(el);
    expect(document.activeElement, 'focus is in the shadow host').to.equal(host);
    expect(host.shadowRoot!.activeElement, 'on its second field').to.equal(second);
  });

  it('focus the page moves elsewhere when it leaves the field stays where the page put it', async () => {
    const el = await accordionWith('<p><label>Email <input id="email"></label></p>');
    const field = el.querySelector<HTMLInputElement>('#email')!;
    const other = document.createElement('button');
    other.textContent = 'Elsewhere';
    document.body.append(other);
    added.push(other);
    let left = false;
    field.addEventListener('focusout', () => { left = true; other.focus(); }, { once: true });
    field.focus();
    await addItem(el);
    // An engine that says focus left during the move (Chromium's plain moves) lets the page choose where
    // it goes; one that says nothing keeps it on the field.
    expect(document.activeElement, left ? 'focus is where the page put it' : 'focus is on the field').to.equal(left ? other : field);
  });
}

describe('the visitor\'s focus through the view\'s moves: its adoption and a read of edited children', () => {
  describe('as this engine moves nodes', cases);
  describe('with plain moves, as WebKit makes them (no moveBefore())', () => withoutMoveBefore(cases));
});
