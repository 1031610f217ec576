// Issue 18, "Live light DOM", from a Lit app: lit-html renders the children of <sq-gallery> and
// <sq-pricing-toggle> with keyed `repeat`, then adds, removes and reorders them. Lit keeps its own
// markers (comments) among the children and moves or removes every node between two markers itself,
// with insertBefore() on the element and the nodes' own remove(): the placeholder of a child the view
// shows is such a node. Lit must never fail, and the views must follow.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqPricingToggleElement } from '../elements/sq-pricing-toggle.ts';
import { SqMarqueeElement } from '../elements/sq-marquee.ts';
import { captureLogs } from './support/logs.ts';
import { IMAGES, settle } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);
define('sq-pricing-toggle', SqPricingToggleElement);
define('sq-marquee', SqMarqueeElement);

const rendered = (node: Element) => node.getClientRects().length > 0;

describe('live children: a Lit app edits the children after the upgrade', () => {
  let logs: ReturnType<typeof captureLogs>;
  let container: HTMLElement;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  beforeEach(async () => {
    logs = captureLogs();
    errors.length = 0;
    window.addEventListener('error', onError);
    container = await fixture<HTMLElement>('<div style="width: 800px"></div>');
  });
  afterEach(() => {
    render(html``, container);
    window.removeEventListener('error', onError);
    logs.stop();
  });
  const show = (template: TemplateResult) => render(template, container);

  it('a pricing toggle follows options Lit adds, removes and reorders', async () => {
    const toggle = (names: string[]) => html`<sq-pricing-toggle>${repeat(names, (name) => name,
      (name) => html`<div data-sq-option=${name} data-sq-label=${name.toUpperCase()}><p>${name} price</p></div>`)}</sq-pricing-toggle>`;
    const choices = (el: Element) => Array.from(el.querySelectorAll('.sq-pricing-toggle__choice')).map((c) => c.textContent).join();
    show(toggle(['monthly', 'annual']));
    const el = container.querySelector('sq-pricing-toggle')!;
    await waitUntil(() => choices(el) === 'MONTHLY,ANNUAL', 'the toggle shows', { timeout: 5000 });
    show(toggle(['monthly', 'annual', 'weekly']));
    await waitUntil(() => choices(el) === 'MONTHLY,ANNUAL,WEEKLY', 'an option Lit added shows');
    show(toggle(['weekly', 'monthly', 'annual']));
    await waitUntil(() => choices(el) === 'WEEKLY,MONTHLY,ANNUAL', 'the options Lit moved are in its order');
    show(toggle(['weekly', 'annual']));
    await waitUntil(() => choices(el) === 'WEEKLY,ANNUAL', 'the option Lit removed goes');
    expect(el.querySelector('[data-sq-option="monthly"]'), 'nor left in the view').to.equal(null);
    await expect(el).to.be.accessible();
    expect(errors).to.deep.equal([]);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('a gallery follows slides Lit adds, removes and reorders', async () => {
    const gallery = (ids: number[]) => html`<sq-gallery design="grid" column-width="150">${repeat(ids, (id) => id, (id) => {
      const image = IMAGES[id % IMAGES.length]!;
      return html`<figure data-slide-id=${`s${id}`}><img src=${`/demo/images/${image.file}`} data-src=${`/demo/images/${image.file}`}
        alt=${`slide ${id}`} data-image-dimensions=${`${image.width}x${image.height}`}></figure>`;
    })}</sq-gallery>`;
    const pictures = (el: Element) => Array.from(el.querySelectorAll<HTMLImageElement>('.sq-view img')).filter(rendered).map((img) => img.alt).join();
    show(gallery([0, 1, 2]));
    const el = container.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => pictures(el) === 'slide 0,slide 1,slide 2', 'the gallery shows', { timeout: 5000 });
    show(gallery([2, 0, 1, 3]));
    await waitUntil(() => pictures(el) === 'slide 2,slide 0,slide 1,slide 3', 'moved and added');
    show(gallery([2, 3]));
    await waitUntil(() => pictures(el) === 'slide 2,slide 3', 'removed');
    await expect(el).to.be.accessible();
    expect(errors).to.deep.equal([]);
    expect(logs.messages()).to.deep.equal([]);
  });

  // Lit changes a text binding by writing the data of the node after its marker: once the view shows the
  // text, that node is the text's placeholder.
  it('a marquee shows the words Lit writes into it', async () => {
    const marquee = (words: string) => html`<sq-marquee animation-speed="0">${words}</sq-marquee>`;
    const shown = (el: Element) => el.querySelector<HTMLElement>('.sq-view')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    show(marquee('Free shipping'));
    const el = container.querySelector('sq-marquee')!;
    await waitUntil(() => shown(el).startsWith('Free shipping'), 'the marquee shows its words', { timeout: 5000 });
    show(marquee('Open on Sundays'));
    await waitUntil(() => shown(el).startsWith('Open on Sundays'), 'the words Lit wrote show');
    expect(shown(el), 'the old words are gone').not.to.contain('Free shipping');
    show(marquee('Gift cards'));
    await waitUntil(() => shown(el).startsWith('Gift cards'), 'and the next ones');
    await expect(el).to.be.accessible();
    expect(errors).to.deep.equal([]);
    expect(logs.messages()).to.deep.equal([]);
  });
});
