// Issue 18, "Live light DOM": a React 19 app renders <sq-gallery>, <sq-accordion> and <sq-menu> with
// their children as React children, then adds, removes, reorders, re-keys and edits them and unmounts
// the element. React must never fail (its nodes stay where it put them), the views must follow, and
// the children the view shows are never rendered twice.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement, type ReactElement } from 'react';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqAccordionElement } from '../elements/sq-accordion.ts';
import { SqMenuElement } from '../elements/sq-menu.ts';
import { SqProductPriceElement } from '../elements/sq-product-price.ts';
import { SqFormElement } from '../elements/sq-form.ts';
import { useReactApp } from './support/react-app.ts';
import { IMAGES, settle } from './support/gallery.ts';
import { slide } from './support/react-slide.ts';

define('sq-gallery', SqGalleryElement);
define('sq-accordion', SqAccordionElement);
define('sq-menu', SqMenuElement);
define('sq-product-price', SqProductPriceElement);
define('sq-form', SqFormElement);

const h = createElement;

function item(id: string, title: string, body: string, key: string = id): ReactElement {
  return h('div', { key, 'data-sq-item': '', id }, h('h3', null, title), h('p', null, body));
}

/** Rendered, not merely present: a hidden child (kept for the page's renderer) has no box. */
const rendered = (node: Element) => node.getClientRects().length > 0;
const viewImages = (el: Element) =>
  Array.from(el.querySelectorAll<HTMLImageElement>('.sq-view img')).filter(rendered).map((img) => img.alt);

describe('live children: a React 19 app edits the children after the upgrade', () => {
  const app = useReactApp();
  const render = (tree: ReactElement | null) => app.render(tree);

  const gallery = (slides: ReactElement[]) => h('sq-gallery', { design: 'grid', 'column-width': '150' }, slides);

  it('a gallery follows slides added, removed, reordered and re-keyed, and unmounts cleanly', async () => {
    render(gallery([slide(0), slide(1), slide(2)]));
    const el = app.container.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => viewImages(el).length === 3, 'the view shows three slides', { timeout: 5000 });
    const figures = Array.from(el.querySelectorAll(':scope > figure'));
    // React's nodes are where React put them, not shown twice: the view shows their pictures.
    expect(figures).to.have.length(3);
    expect(figures.some(rendered)).to.equal(false);
    await expect(el).to.be.accessible();

    render(gallery([slide(0), slide(1), slide(2), slide(3)]));
    await waitUntil(() => viewImages(el).join() === 'slide 0,slide 1,slide 2,slide 3', 'a slide React added shows');

    render(gallery([slide(0), slide(2), slide(3)]));
    await waitUntil(() => viewImages(el).join() === 'slide 0,slide 2,slide 3', 'a slide React removed goes');

    render(gallery([slide(3), slide(2), slide(0)]));
    await waitUntil(() => viewImages(el).join() === 'slide 3,slide 2,slide 0', 'the view follows the new order');

    render(gallery([slide(3, 'a'), slide(2, 'b'), slide(0, 'c')]));
    await waitUntil(() => el.querySelectorAll(':scope > figure').length === 3 && viewImages(el).join() === 'slide 3,slide 2,slide 0',
      're-keyed slides (new nodes) show');
    // The new nodes' own pictures are shown: every shown image is one React rendered in this tree.
    const current = Array.from(el.querySelectorAll('.sq-view img'));
    expect(current.every((img) => img.closest('sq-gallery') === el)).to.equal(true);
    await expect(el).to.be.accessible();

    render(null);
    expect(app.container.querySelector('sq-gallery')).to.equal(null);
    await settle();
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('React edits inside a slide whose picture the view shows: a badge before it, the picture removed and back', async () => {
    /** Slide 1 as React renders it, with a badge before its picture, or without its picture. */
    const edited = ({ badge = false, picture = true }) => {
      const image = IMAGES[1]!;
      return h('figure', { key: 1, 'data-slide-id': 's1' },
        badge ? h('span', { className: 'badge' }, 'New') : null,
        picture ? h('img', { src: `/demo/images/${image.file}`, 'data-src': `/demo/images/${image.file}`, alt: 'slide 1',
          'data-image-dimensions': `${image.width}x${image.height}` }) : null,
        h('figcaption', null, image.title));
    };
    render(gallery([slide(0), edited({}), slide(2)]));
    const el = app.container.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => viewImages(el).length === 3, 'the view shows three slides', { timeout: 5000 });
    const picture = el.querySelector<HTMLImageElement>('.sq-view img[alt="slide 1"]')!;
    // React inserts its badge before the picture it rendered, which the view shows.
    render(gallery([slide(0), edited({ badge: true }), slide(2)]));
    expect(app.errors, 'no failure inserting before the picture').to.deep.equal([]);
    await settle();
    expect(viewImages(el).join()).to.equal('slide 0,slide 1,slide 2');
    expect(el.querySelector('.sq-view img[alt="slide 1"]') === picture, 'the same picture').to.equal(true);
    // React removes the picture from its slide.
    render(gallery([slide(0), edited({ badge: true, picture: false }), slide(2)]));
    expect(app.errors, 'no failure removing the picture').to.deep.equal([]);
    await waitUntil(() => viewImages(el).join() === 'slide 0,slide 2', 'the removed picture leaves the view');
    expect(picture.isConnected).to.equal(false);
    // And renders a picture again: a new node, shown.
    render(gallery([slide(0), edited({}), slide(2)]));
    await waitUntil(() => viewImages(el).join() === 'slide 0,slide 1,slide 2', 'the new picture shows');
    expect(Array.from(el.querySelectorAll(':scope > figure')).some(rendered)).to.equal(false);
    await expect(el).to.be.accessible();
    render(null);
    await settle();
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('a stacked gallery keeps a valid current slide when the slide it shows is removed', async () => {
    const stacked = (slides: ReactElement[]) => h('sq-gallery', { design: 'slideshow' }, slides);
    render(stacked([slide(0), slide(1), slide(2)]));
    const el = app.container.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => el.querySelector('.sq-gallery__slide--active'), 'the slideshow shows', { timeout: 5000 });
    (el as unknown as { currentIndex: number }).currentIndex = 2;
    await waitUntil(() => el.querySelector('.sq-gallery__slide--active img')?.getAttribute('alt') === 'slide 2');
    render(stacked([slide(0), slide(1)]));
    await waitUntil(() => el.querySelectorAll('.sq-gallery__slide').length === 2, 'two slides left');
    await waitUntil(() => el.querySelector('.sq-gallery__slide--active img')?.getAttribute('alt') === 'slide 1',
      'the last slide is current');
    expect(app.errors).to.deep.equal([]);
  });

  it('an accordion follows items added, removed, reordered and edited; one rendered copy of each body', async () => {
    const accordion = (items: ReactElement[]) => h('sq-accordion', null, items);
    const titles = (el: Element) => Array.from(el.querySelectorAll<HTMLElement>('.sq-accordion__button')).map((b) => b.textContent);
    render(accordion([item('a', 'Shipping', 'Within a week.'), item('b', 'Returns', 'Thirty days.')]));
    const el = app.container.querySelector('sq-accordion')!;
    await waitUntil(() => titles(el).join() === 'Shipping,Returns', 'the accordion shows', { timeout: 5000 });
    await expect(el).to.be.accessible();

    render(accordion([item('a', 'Shipping', 'Within a week.'), item('b', 'Returns', 'Thirty days.'), item('c', 'Sizes', 'S to XL.')]));
    await waitUntil(() => titles(el).join() === 'Shipping,Returns,Sizes', 'an added item shows');

    render(accordion([item('c', 'Sizes', 'S to XL.'), item('a', 'Shipping', 'Within two weeks.')]));
    await waitUntil(() => titles(el).join() === 'Sizes,Shipping', 'removed and reordered');
    el.querySelectorAll<HTMLButtonElement>('.sq-accordion__button')[1]!.click();
    await waitUntil(() => Array.from(el.querySelectorAll('p')).filter(rendered).map((p) => p.textContent).join() === 'Within two weeks.',
      'the edited body shows once, in its panel');

    render(accordion([item('c', 'Sizes, new', 'S to XL.', 'c2')]));
    await waitUntil(() => titles(el).join() === 'Sizes, new', 're-keyed and retitled');
    await expect(el).to.be.accessible();
    render(null);
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('a gallery inside an accordion item follows its slides; the accordion follows its items', async () => {
    const page = (slides: ReactElement[], items: ReactElement[] = []) => h('sq-accordion', { 'first-open': '' },
      h('div', { key: 'g', 'data-sq-item': '', id: 'pictures' }, h('h3', null, 'Pictures'),
        h('div', null, h('sq-gallery', { design: 'grid', 'column-width': '150' }, slides))), items);
    const titles = (el: Element) => Array.from(el.querySelectorAll<HTMLElement>('.sq-accordion__button')).map((b) => b.textContent);
    render(page([slide(0), slide(1)]));
    const el = app.container.querySelector('sq-accordion')!;
    const gallery = () => el.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => viewImages(gallery()).join() === 'slide 0,slide 1', 'the gallery in the open item shows', { timeout: 5000 });
    render(page([slide(0), slide(1), slide(2)]));
    await waitUntil(() => viewImages(gallery()).join() === 'slide 0,slide 1,slide 2', 'a slide React added shows');
    render(page([slide(0), slide(1), slide(2)], [item('b', 'Notes', 'Taken in May.')]));
    await waitUntil(() => titles(el).join() === 'Pictures,Notes', 'an item React added shows');
    expect(viewImages(gallery()).join()).to.equal('slide 0,slide 1,slide 2');
    await expect(el).to.be.accessible();
    render(null);
    await settle();
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('a menu whose items all go shows nothing broken, and comes back when items return', async () => {
    const menu = (items: ReactElement[]) => h('sq-menu', null, items);
    const tabs = (el: Element) => Array.from(el.querySelectorAll('[role="tab"]')).map((t) => t.textContent);
    render(menu([item('m1', 'Starters', 'Soup.'), item('m2', 'Mains', 'Fish.')]));
    const el = app.container.querySelector('sq-menu')!;
    await waitUntil(() => tabs(el).join() === 'Starters,Mains', 'the menu shows', { timeout: 5000 });

    render(menu([]));
    // No items is unreadable markup: it is logged once and the page's (empty) markup is what shows.
    await waitUntil(() => app.logs.messages().length === 1, 'the unreadable markup is logged');
    expect(Array.from(el.querySelectorAll('[role="tab"]')).some(rendered)).to.equal(false);

    render(menu([item('m3', 'Desserts', 'Cake.')]));
    await waitUntil(() => tabs(el).join() === 'Desserts' && el.querySelector('[role="tab"]')!.getClientRects().length > 0,
      'the menu shows again with the new item');
    await expect(el).to.be.accessible();
    render(null);
    expect(app.errors).to.deep.equal([]);
  });

  it('a product price follows the product data React renders into its JSON script', async () => {
    const product = (price: number) => JSON.stringify({ productType: 'PHYSICAL', variants: [
      { id: 'v1', price, salePrice: 0, onSale: false, qtyInStock: 5, unlimited: false, optionValues: [] }] });
    const priced = (price: number) => h('sq-product-price', null,
      h('script', { type: 'application/json' }, product(price)), h('span', { className: 'server' }, '$99.00'));
    const shown = (el: Element) => el.querySelector('.sq-product-price')?.textContent;
    render(priced(2500));
    const el = app.container.querySelector('sq-product-price')!;
    await waitUntil(() => shown(el) === '$25.00', 'the price shows', { timeout: 5000 });
    // The server's price stays React's node, not rendered beside the element's.
    expect(rendered(el.querySelector('.server')!)).to.equal(false);
    render(priced(3100));
    await waitUntil(() => shown(el) === '$31.00', 'the new price shows');
    await expect(el).to.be.accessible();
    render(null);
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('a form keeps what the visitor typed while React replaces, then removes, its server form', async () => {
    const definition = JSON.stringify({ id: 'contact', collectionId: 'c1', objectName: 'section-1', submitButtonText: 'Send',
      postSubmitMessage: 'Thanks', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] });
    const server = (key: string) => h('form', { key, method: 'post', action: '/api/form/SaveFormSubmission' },
      h('label', null, 'Email ', h('input', { name: 'email', type: 'email' })));
    const form = (children: ReactElement | null) => h('sq-form', { 'form-json': definition, upgrade: 'eager' }, children);
    render(form(server('a')));
    const el = app.container.querySelector('sq-form')!;
    const input = () => el.querySelector<HTMLInputElement>('.sq-view input[name="email"]');
    await waitUntil(() => input(), 'the form shows', { timeout: 5000 });
    input()!.focus();
    await sendKeys({ type: 'ada@example.com' });
    render(form(server('b')));
    render(form(null));
    await settle();
    expect(input()!.value, 'what the visitor typed is kept').to.equal('ada@example.com');
    expect(Array.from(el.querySelectorAll('form')).filter(rendered)).to.have.length(1);
    await expect(el).to.be.accessible();
    render(null);
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });
});
