// The standalone theme editor (demo/theme.html, demo/theme.js; issue 19): the workbench's token editor
// live on a page of several elements. A changed token changes the computed styles of the elements on the
// page; "Copy as CSS" gives the changed tokens, and only those, as a :root rule; the tokens offered are
// the manifest's cssProperties (one source).
import { expect, waitUntil } from '@open-wc/testing';
import { openFrame } from './support/frames.ts';

const fire = (el: HTMLElement, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));

async function openTheme() {
  const frame = await openFrame('/demo/theme.html');
  frame.style.setProperty('width', '1280px');
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  await waitUntil(() => doc.querySelector('#theme[data-ready]'), 'the theme page is ready', { timeout: 15000 });
  const hosts = () => [...doc.querySelectorAll<HTMLElement>('#theme-elements *')].filter((el) => el.localName.startsWith('sq-'));
  await waitUntil(() => hosts().length >= 5 && hosts().every((el) => win.customElements.get(el.localName) && !el.matches(':state(loading)')),
    'the elements upgraded', { timeout: 20000 });
  return { frame, win, doc, hosts };
}

const CORNERS = ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius'];

/** `property` (or several, joined) of every element inside the page's sq-* elements and the hosts, in document order. */
function styles(doc: Document, property: string | string[]): string[] {
  const win = doc.defaultView!;
  const names = Array.isArray(property) ? property : [property];
  return [...doc.querySelectorAll('#theme-elements figure > *:not(figcaption), #theme-elements figure > *:not(figcaption) *')]
    .map((el) => names.map((name) => win.getComputedStyle(el).getPropertyValue(name)).join(' '));
}

describe('demo theme editor (demo/theme.html)', function () {
  this.timeout(40000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('offers every --sq-* token of the manifest once, and shows several elements', async () => {
    const page = await openTheme();
    frame = page.frame;
    const manifest = await (await fetch('/dist/custom-elements.json')).json();
    const names = new Set<string>(manifest.modules.flatMap((m: { declarations?: Array<{ cssProperties?: Array<{ name: string }> }> }) =>
      (m.declarations ?? []).flatMap((d) => (d.cssProperties ?? []).map((p) => p.name))));
    const offered = [...page.doc.querySelectorAll<HTMLInputElement>('[data-token]')].map((input) => input.dataset.token);
    expect(offered).to.deep.equal([...names]);
    expect(new Set(page.hosts().map((el) => el.localName)).size).to.be.at.least(5);
  });

  it('a colour and a length token change the computed styles of the elements; Copy as CSS gives the changed ones', async () => {
    const page = await openTheme();
    frame = page.frame;
    const { doc, win } = page;
    const colorBefore = styles(doc, 'color');
    const radiusBefore = styles(doc, CORNERS);
    expect(colorBefore).not.to.include('rgb(255, 0, 0)');

    const color = doc.querySelector('[data-token="--sq-color-text"]') as HTMLInputElement;
    expect(color.type).to.equal('color');
    color.value = '#ff0000';
    fire(color, 'input');
    const colorAfter = styles(doc, 'color');
    expect(colorAfter.filter((value) => value === 'rgb(255, 0, 0)').length, 'elements now red').to.be.greaterThan(0);

    const radius = doc.querySelector('[data-token="--sq-radius-2"]') as HTMLInputElement;
    radius.value = '13px';
    fire(radius, 'input');
    const radiusAfter = styles(doc, CORNERS);
    const changed = radiusAfter.filter((value, index) => value !== radiusBefore[index]);
    expect(changed.length, 'elements whose corners follow --sq-radius-2').to.be.greaterThan(0);
    expect(changed.join(' ')).to.contain('13px');

    expect(doc.getElementById('wb-theme-css')!.textContent).to.equal(':root {\n  --sq-color-text: #ff0000;\n  --sq-radius-2: 13px;\n}\n');
    let copied = '';
    Object.defineProperty(win.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => { copied = text; } } });
    (doc.getElementById('wb-copy-css') as HTMLButtonElement).click();
    await waitUntil(() => copied !== '', 'copied');
    expect(copied).to.equal(':root {\n  --sq-color-text: #ff0000;\n  --sq-radius-2: 13px;\n}\n');
    await waitUntil(() => doc.getElementById('theme-status')!.textContent === 'Changed tokens copied as CSS.', 'the copy is announced');

    // Back to the default: the token is no longer changed, and the elements are as before.
    (doc.getElementById('wb-reset-tokens') as HTMLButtonElement).click();
    expect(styles(doc, 'color')).to.deep.equal(colorBefore);
    expect(styles(doc, CORNERS)).to.deep.equal(radiusBefore);
    expect(doc.getElementById('wb-theme-css')!.textContent).to.equal('');
  });
});
