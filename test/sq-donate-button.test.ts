// <sq-donate-button> (visitor §2 donate route, §8 "Careful, there was no button found inside this node!",
// §9 "Donation button activates on keys 13 and 32").
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { CHECKOUT_LINK_ERRORS } from '../catalog/checkout.ts';
import { OTHER_MESSAGES } from '../catalog/messages/others.ts';
import { checkoutNavigation, SqDonateButtonCheckoutEvent, SqDonateButtonElement } from '../elements/sq-donate-button.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { captureLogs } from './support/logs.ts';

define('sq-donate-button', SqDonateButtonElement);

async function donate(markup: ReturnType<typeof html>) {
  const el = await fixture<SqDonateButtonElement>(markup);
  await whenRendered();
  return el;
}

/** Records the element's checkout events, cancelling them so the test page stays. */
function recordCheckouts(el: HTMLElement, cancel = true) {
  const urls: string[] = [];
  el.addEventListener('sq-donate-button-checkout', (event) => {
    expect(event instanceof SqDonateButtonCheckoutEvent).to.equal(true);
    expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
    urls.push(event.url);
    if (cancel) event.preventDefault();
  });
  return urls;
}

describe('<sq-donate-button>', () => {
  let logs: ReturnType<typeof captureLogs>;
  let visited: string[];
  const go = checkoutNavigation.go;
  beforeEach(() => {
    logs = captureLogs();
    visited = [];
    checkoutNavigation.go = (url) => visited.push(url);
  });
  afterEach(() => {
    checkoutNavigation.go = go;
    logs.stop();
  });

  it('keeps the template\'s own button, not a copy, and is accessible', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><button type="button" class="theme">Donate</button></sq-donate-button>`);
    const button = el.querySelector('button.theme');
    expect(button === null).to.equal(false);
    expect(el.querySelectorAll('button').length).to.equal(1);
    expect(button!.textContent).to.equal('Donate');
    await expect(el).to.be.accessible();
    expect(logs.messages()).to.deep.equal([]);
  });

  it('a click goes to /checkout/donate?donatePageId={id}', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="page 7&x"><button type="button">Donate</button></sq-donate-button>`);
    const urls = recordCheckouts(el, false);
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal(['/checkout/donate?donatePageId=page%207%26x']);
    expect(visited).to.deep.equal(['/checkout/donate?donatePageId=page%207%26x']);
  });

  it('the event is cancelable: preventDefault() stays on the page', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><button type="button">Donate</button></sq-donate-button>`);
    const urls = recordCheckouts(el);
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p1']);
    expect(visited).to.deep.equal([]);
  });

  for (const [key, code] of [['Enter', 13], ['Space', 32]] as const) {
    it(`activates once on key ${code} (${key}) on a button`, async () => {
      const el = await donate(html`<sq-donate-button donate-page-id="p1"><button type="button">Donate</button></sq-donate-button>`);
      const urls = recordCheckouts(el);
      el.querySelector('button')!.focus();
      await sendKeys({ press: key });
      expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p1']);
    });

    it(`activates once on key ${code} (${key}) on a link, and the link's own href is not followed`, async () => {
      const el = await donate(html`<sq-donate-button donate-page-id="p2"><a href="#not-followed">Give</a></sq-donate-button>`);
      const urls = recordCheckouts(el);
      el.querySelector('a')!.focus();
      await sendKeys({ press: key });
      expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p2']);
      expect(location.hash).to.equal('');
    });

    it(`activates on key ${code} (${key}) on a role="button" element`, async () => {
      const el = await donate(html`<sq-donate-button donate-page-id="p3"><span role="button" tabindex="0">Give</span></sq-donate-button>`);
      const urls = recordCheckouts(el);
      el.querySelector('span')!.focus();
      await sendKeys({ press: key });
      expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p3']);
    });
  }

  it('a click on a link does not follow its href', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p2"><a href="#not-followed">Give</a></sq-donate-button>`);
    const urls = recordCheckouts(el);
    el.querySelector('a')!.click();
    expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p2']);
    expect(location.hash).to.equal('');
  });

  it('other keys do nothing', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><span role="button" tabindex="0">Give</span></sq-donate-button>`);
    const urls = recordCheckouts(el);
    el.querySelector('span')!.focus();
    await sendKeys({ press: 'a' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    expect(urls).to.deep.equal([]);
  });

  it('a click outside the button, in the element\'s other content, does nothing', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><p class="note">Every gift helps</p><button type="button">Donate</button></sq-donate-button>`);
    const urls = recordCheckouts(el);
    el.querySelector<HTMLElement>('.note')!.click();
    expect(urls).to.deep.equal([]);
  });

  it('a disabled button does not activate', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><span role="button" tabindex="0" aria-disabled="true">Give</span></sq-donate-button>`);
    const urls = recordCheckouts(el);
    el.querySelector('span')!.click();
    el.querySelector('span')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(urls).to.deep.equal([]);
  });

  it('follows a changed donate-page-id', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><button type="button">Donate</button></sq-donate-button>`);
    const urls = recordCheckouts(el);
    el.donatePageId = 'p9';
    await whenRendered();
    expect(el.getAttribute('donate-page-id')).to.equal('p9');
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p9']);
  });

  it('without donate-page-id: logs the missing parameter and leaves the button to itself', async () => {
    const el = await donate(html`<sq-donate-button><a href="#own-href">Give</a></sq-donate-button>`);
    const urls = recordCheckouts(el);
    let prevented: boolean | null = null;
    el.addEventListener('click', (event) => { prevented = event.defaultPrevented; event.preventDefault(); });
    el.querySelector('a')!.click();
    expect(urls).to.deep.equal([]);
    expect(prevented).to.equal(false);
    expect(logs.messages()).to.deep.equal([CHECKOUT_LINK_ERRORS.missingParameter('/checkout/donate', 'donatePageId')]);
  });

  it('wrapping no button: warns \'Careful, there was no button found inside this node!\' and leaves the content as is', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><p class="note">Thanks for <b>giving</b></p></sq-donate-button>`);
    const urls = recordCheckouts(el);
    expect(logs.entries.map(({ level, message }) => [level, message])).to.deep.equal([['warn', OTHER_MESSAGES.noButtonFound]]);
    expect(OTHER_MESSAGES.noButtonFound).to.equal('Careful, there was no button found inside this node!');
    expect(el.textContent).to.equal('Thanks for giving');
    el.querySelector<HTMLElement>('.note')!.click();
    expect(urls).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('moved in the page, it still activates once per click', async () => {
    const el = await donate(html`<sq-donate-button donate-page-id="p1"><button type="button">Donate</button></sq-donate-button>`);
    const urls = recordCheckouts(el);
    const other = document.createElement('div');
    el.parentElement!.append(other);
    other.append(el);
    await whenRendered();
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal(['/checkout/donate?donatePageId=p1']);
    other.remove();
  });
});
