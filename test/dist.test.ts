import { expect, waitUntil } from '@open-wc/testing';

// The built files, as a site loads them (npm test builds before it runs the suite).
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

describe('dist/ as a site loads it', () => {
  it('a page without sq-* elements loads sq.js and no React', async () => {
    const frame = await openPage();
    await new Promise((r) => setTimeout(r, 50));
    const files = loaded(frame).filter((p) => p.startsWith('/dist/'));
    expect(files).to.include('/dist/sq.js');
    expect(files.some((p) => p.includes('react'))).to.equal(false);
    expect(files.some((p) => p.startsWith('/dist/elements/'))).to.equal(false);
    frame.remove();
  });

  it('the first <sq-cart-link> loads its chunk and React, and renders', async () => {
    const frame = await openPage();
    const doc = frame.contentDocument!;
    doc.cookie = 'hasCart=true; path=/';
    doc.cookie = 'CART=abc|3; path=/';
    doc.body.insertAdjacentHTML('beforeend', '<sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">3</span></a></sq-cart-link>');
    await waitUntil(() => doc.querySelector('.sq-cart-link__label'), 'the element rendered from dist');
    expect(doc.querySelector('.sq-cart-link__label')!.textContent).to.equal('3 items in cart');
    expect(doc.querySelectorAll('sq-cart-link a')).to.have.length(1);
    const files = loaded(frame);
    expect(files).to.include('/dist/elements/sq-cart-link.js');
    expect(files).to.include('/dist/chunks/react.js');
    doc.cookie = 'hasCart=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    doc.cookie = 'CART=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    frame.remove();
  });

  it('ships custom-elements.json describing every element', async () => {
    const manifest = await (await fetch('/dist/custom-elements.json')).json();
    const declaration = manifest.modules[0].declarations[0];
    expect(declaration.tagName).to.equal('sq-cart-link');
    expect(declaration.attributes.map((a: { name: string }) => a.name)).to.deep.equal(['href']);
  });
});
