// Issue 18, "Live light DOM", for the media elements. <sq-map>: its server-rendered address (the
// no-JavaScript view) names the map's region and is the address its failure view shows. <sq-video>: its
// embed is the player the view shows, and an overlay image the poster. A React 19 app edits them after
// the upgrade: the views follow, a player is never loaded again by an edit that leaves it alone, nothing
// fails, and the page's own markup is never shown beside the view.
import { expect, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { define } from '../runtime/define.ts';
import { SqMapElement } from '../elements/sq-map.ts';
import { SqVideoElement } from '../elements/sq-video.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { resetServer } from './support/api.ts';
import { useReactApp } from './support/react-app.ts';

define('sq-map', SqMapElement);
define('sq-video', SqVideoElement);

const h = createElement;
const CONTEXT_ID = 'sq-context';

describe('live children: a React 19 app edits a map\'s address after the upgrade', () => {
  const app = useReactApp();
  before(async () => {
    await resetServer();
    document.getElementById(CONTEXT_ID)?.remove();
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: CONTEXT_ID });
    script.textContent = JSON.stringify({ websiteSettings: { mapsSettings: { apiKey: 'k', scriptUrl: '/__fake/maps.js' } } });
    document.head.append(script);
  });
  after(() => document.getElementById(CONTEXT_ID)?.remove());

  // No address in the location (an object: React 19 sets it as the element's property): the region is
  // named from the page's <address>.
  const map = (name: string, street: string) => h('sq-map', { location: { mapLat: 51.5, mapLng: -0.12 } },
    h('address', null, name, h('br'), street));
  const region = (el: Element) => el.querySelector('.sq-map');
  const rendered = (node: Element | null) => !!node && node.getClientRects().length > 0;

  it('the region follows the address the app renders, on the same drawn map, and unmounts cleanly', async () => {
    app.render(map('Harbour Café', '1 Quay St'));
    const el = app.container.querySelector('sq-map')!;
    await whenRendered();
    await waitUntil(() => region(el)?.getAttribute('data-state') === 'ready', 'map drawn', { timeout: 5000 });
    const drawn = el.querySelector('.sq-fake-map');
    expect(region(el)!.getAttribute('aria-label')).to.equal('Harbour Café');
    expect(rendered(el.querySelector(':scope > address')), 'the page\'s address shown beside the map').to.equal(false);
    await expect(el).to.be.accessible();

    app.render(map('Quay Bakery', '2 Quay St'));
    await waitUntil(() => region(el)!.getAttribute('aria-label') === 'Quay Bakery', 'the region renamed', { timeout: 5000 });
    expect(el.querySelector('.sq-fake-map') === drawn, 'the same map, not drawn again').to.equal(true);
    expect(rendered(el.querySelector(':scope > address'))).to.equal(false);

    app.render(null);
    expect(app.container.childElementCount).to.equal(0);
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });
});

describe('live children: a React 19 app edits a video\'s embed and poster after the upgrade', () => {
  const app = useReactApp();
  const PLAYER = '/__fake/video-player.html?provider=youtube';
  const rendered = (node: Element | null) => !!node && node.getClientRects().length > 0;
  const frames = (el: Element) => Array.from(el.querySelectorAll('.sq-view iframe')).filter(rendered);
  const poster = (el: Element) => el.querySelector<HTMLImageElement>('img.sq-video__poster');
  // The poster image, as the page marks it (visitor §5); hidden, the overlay shows it once the element runs.
  const video = (film: string, withPoster: boolean) => h('sq-video', { overlay: true },
    h('iframe', { key: film, src: `${PLAYER}&film=${film}`, title: `Film ${film}` }),
    withPoster ? h('img', { key: 'poster', 'data-sq-video-overlay': '', hidden: true, src: '/demo/images/harbour-at-dusk.svg', alt: 'Harbour' }) : null);

  it('a poster added later shows on the overlay without loading the player again; a new embed replaces the player', async () => {
    app.render(video('a', false));
    const el = app.container.querySelector('sq-video')!;
    await whenRendered();
    await waitUntil(() => frames(el).length === 1, 'the player shows', { timeout: 5000 });
    const player = frames(el)[0] as HTMLIFrameElement;
    await waitUntil(() => player.contentDocument?.readyState === 'complete', 'the player loaded', { timeout: 5000 });
    // A mark in the player's document: a player loaded again (its playback lost) has a new document.
    const played = player.contentWindow as Window & { __sqMark?: number };
    played.__sqMark = 1;
    expect(poster(el)).to.equal(null);
    await expect(el).to.be.accessible();

    app.render(video('a', true));
    await waitUntil(() => poster(el)?.getAttribute('alt') !== undefined && rendered(poster(el)), 'the poster shows', { timeout: 5000 });
    expect(poster(el)!.getAttribute('src')).to.equal('/demo/images/harbour-at-dusk.svg');
    expect(frames(el)[0] === player, 'the same player').to.equal(true);
    expect((player.contentWindow as Window & { __sqMark?: number }).__sqMark, 'the player loaded again').to.equal(1);
    expect(rendered(el.querySelector(':scope > img[data-sq-video-overlay]')), 'the page\'s image shown').to.equal(false);

    app.render(video('b', true));
    await waitUntil(() => frames(el).length === 1 && frames(el)[0] !== player, 'the new player shows', { timeout: 5000 });
    expect(frames(el)[0]!.getAttribute('title')).to.equal('Film b');
    expect(player.isConnected, 'the old player is gone').to.equal(false);
    await expect(el).to.be.accessible();

    app.render(null);
    expect(app.container.childElementCount).to.equal(0);
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });
});
