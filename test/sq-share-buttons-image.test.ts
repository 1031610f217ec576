// <sq-share-buttons image> (visitor §7 "lazy chunks: share buttons"; elements/sq-share-buttons.ts: the image
// Pinterest pins, og:image by default; react-core/share-buttons/links.ts sharedPage): the picture the Pinterest
// link sends, as `media=`, resolved against the page.
import { expect, fixture, html } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqShareButtonsElement } from '../elements/sq-share-buttons.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-share-buttons', SqShareButtonsElement);

const absolute = (path: string) => new URL(path, location.href).href;

async function pinterestHref(markup: ReturnType<typeof html>): Promise<string> {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el.querySelector<HTMLAnchorElement>('a[data-network="pinterest"]')!.href;
}

describe('<sq-share-buttons image>', () => {
  let logs: ReturnType<typeof captureLogs>;
  let og: HTMLMetaElement | undefined;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => {
    og?.remove();
    og = undefined;
    expect(logs.messages()).to.deep.equal([]);
    logs.stop();
  });
  const addOgImage = (content: string) => {
    og = Object.assign(document.createElement('meta'), { content });
    og.setAttribute('property', 'og:image');
    document.head.append(og);
  };

  it("image: the Pinterest link carries it, made absolute and encoded, as media= (over the page's og:image)", async () => {
    addOgImage('/demo/images/city-lights.svg');
    const href = await pinterestHref(html`<sq-share-buttons url="https://shop.example.com/mugs" networks="pinterest"
      image="/demo/images/harbour at dusk.svg?w=2&h=1"></sq-share-buttons>`);
    const image = absolute('/demo/images/harbour at dusk.svg?w=2&h=1');
    expect(new URL(href).searchParams.get('media')).to.equal(image);
    expect(href.split(/[?&]/)).to.include(`media=${new URLSearchParams({ m: image }).toString().slice(2)}`);
  });

  it("without image, the page's og:image is pinned; with neither, no media= at all", async () => {
    addOgImage('/demo/images/city-lights.svg');
    const href = await pinterestHref(html`<sq-share-buttons url="https://shop.example.com/mugs" networks="pinterest"></sq-share-buttons>`);
    expect(new URL(href).searchParams.get('media')).to.equal(absolute('/demo/images/city-lights.svg'));
    og!.remove();
    const none = await pinterestHref(html`<sq-share-buttons url="https://shop.example.com/mugs" networks="pinterest"></sq-share-buttons>`);
    expect(none).to.not.include('media=');
  });
});
