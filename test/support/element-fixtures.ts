// Minimal valid server-rendered markup for every tag of runtime/registry.ts, for the element contract
// suite (test/elements-contract.test.ts, DESIGN.md "Elements"). Each fixture is what a template would
// write: the element's documented children and attributes, self-contained (local images, the local
// server's fake scripts and API only). `view` is a selector inside the element that exists once its
// React view has committed and settled (loaded, drawn), so text read after it is stable.
import { BOOKING_PROVIDERS } from '../../catalog/map-settings.ts';
import { DIALOG_KINDS } from '../../catalog/dialogs.ts';
import { IMAGE_BLOCK_SHAPES } from '../../catalog/block-widgets.ts';
import { LIGHTBOX_THEMES } from '../../catalog/gallery.ts';
import { MARQUEE_DIRECTIONS } from '../../catalog/blocks.ts';
import { VIDEO_MODES } from '../../catalog/media.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { FORM_VIEW_MESSAGES } from '../../catalog/messages/form-view.ts';
import { slideMarkup } from './gallery.ts';

export interface Malformed {
  attribute: string;
  value: string;
  /** The exact catalogued message the bad value logs (once). */
  message: string;
  /** The element's own spec messages that follow it, once (the form's 'Could not render form', visitor §8). */
  then?: string[];
  /**
   * What the element shows with the attribute's safe default (malformed or absent), when it is not the
   * fixture's `view`; null: nothing to wait for (the default renders nothing).
   */
  view?: string | null;
}

export interface ContractFixture {
  markup: string;
  view: string;
  malformed?: Malformed;
}

/** The bridge's parser message for a bad attribute value (runtime/bridge/attributes.ts). */
const expected = (what: string, tag: string, attribute: string, value: string): Malformed => ({
  attribute, value, message: PARSER_MESSAGES.expected(`${what} for <${tag} ${attribute}>`, JSON.stringify(value)),
});
const oneOf = (values: readonly string[], tag: string, attribute: string, value: string) =>
  expected(`one of ${values.join(', ')}`, tag, attribute, value);

/** A valid one-second silent WAV as a data: url (the audio element needs a playable src). */
const SILENCE = (() => {
  const samples = 800;
  const header = new DataView(new ArrayBuffer(44));
  const text = (at: number, value: string) => [...value].forEach((c, i) => header.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF'); header.setUint32(4, 36 + samples, true); text(8, 'WAVEfmt ');
  header.setUint32(16, 16, true); header.setUint16(20, 1, true); header.setUint16(22, 1, true);
  header.setUint32(24, 8000, true); header.setUint32(28, 8000, true); header.setUint16(32, 1, true);
  header.setUint16(34, 8, true); text(36, 'data'); header.setUint32(40, samples, true);
  const bytes = [...new Uint8Array(header.buffer), ...new Array<number>(samples).fill(128)];
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
})();

const FORM_JSON = JSON.stringify({
  id: 'contract-form', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send', postSubmitMessage: 'Thanks',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
});
const PRODUCT = JSON.stringify({ productType: 'PHYSICAL', variants: [{ id: 'v-mug', price: 1800, salePrice: 1450, onSale: true, qtyInStock: 10, unlimited: false }] });
const LOCATION = JSON.stringify({ mapLat: 51.5072, mapLng: -0.1276, mapZoom: 14, addressTitle: 'Harbour Café', addressLine1: '1 Quay Street' });

/** The maps settings the page context gives <sq-map>: the local server's fake script, no network. */
export const MAPS_SETTINGS = { apiKey: 'contract-key', scriptUrl: '/__fake/maps.js' };

export const FIXTURES: Readonly<Record<string, ContractFixture>> = {
  'sq-cart-link': {
    markup: '<sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">0</span></a></sq-cart-link>',
    view: 'a',
  },
  'sq-gallery': {
    markup: `<sq-gallery design="grid" label="Contract gallery">${slideMarkup(0)}${slideMarkup(1)}${slideMarkup(2)}</sq-gallery>`,
    view: '.sq-gallery__item',
    malformed: expected('a number', 'sq-gallery', 'slides-per-row', 'many'),
  },
  'sq-video': {
    markup: `<sq-video provider="youtube" mode="fit" overlay style="display:block;width:320px;aspect-ratio:16 / 9">
      <iframe src="/__fake/video-player.html?provider=youtube" title="Harbour timelapse" width="640" height="360"></iframe>
      <img data-sq-video-overlay hidden src="/demo/images/video-poster.svg" alt=""></sq-video>`,
    view: '.sq-video',
    malformed: oneOf(VIDEO_MODES, 'sq-video', 'mode', 'stretch'),
  },
  'sq-lightbox': {
    markup: `<sq-lightbox><figure>
      <a href="/demo/images/coastal-cliffs.svg" data-image-dimensions="1000x1500"><img src="/demo/images/coastal-cliffs.svg" width="200" alt="A green-topped cliff over a turquoise sea"></a>
      <figcaption>Coastal cliffs</figcaption></figure></sq-lightbox>`,
    view: 'img',
    malformed: oneOf(LIGHTBOX_THEMES, 'sq-lightbox', 'theme', 'sepia'),
  },
  'sq-form': {
    markup: `<sq-form form-json='${FORM_JSON}'><form><label>Email <input name="email" type="email"></label></form></sq-form>`,
    view: '.sq-form__submit',
    malformed: { ...expected('JSON', 'sq-form', 'form-json', '{oops'), then: [FORM_VIEW_MESSAGES.renderFailed], view: '.sq-form__fallback form' },
  },
  'sq-cookie-banner': {
    markup: `<sq-cookie-banner settings='{"isCookieBannerEnabled":true}'></sq-cookie-banner>`,
    view: '.sq-cookie-banner',
    malformed: { ...expected('JSON', 'sq-cookie-banner', 'settings', '{not json'), view: null },
  },
  'sq-dialog': {
    markup: '<sq-dialog open kind="alert" heading="Saved">Your changes are saved.</sq-dialog>',
    view: '.sq-dialog',
    malformed: oneOf(DIALOG_KINDS, 'sq-dialog', 'kind', 'popup'),
  },
  'sq-share-buttons': {
    markup: '<sq-share-buttons url="https://example.com/post" title="A post" networks="email copy"></sq-share-buttons>',
    view: '.sq-share-buttons',
  },
  'sq-search-preview': {
    markup: `<sq-search-preview><form action="/search" method="get">
      <label for="contract-q">Search the shop</label><input id="contract-q" type="search" name="q">
      <button type="submit">Go</button></form></sq-search-preview>`,
    view: '.sq-search-preview',
    malformed: expected('a number', 'sq-search-preview', 'limit', 'lots'),
  },
  'sq-tooltip': {
    markup: '<sq-tooltip text="Ships within 2 days"><button type="button">Shipping</button></sq-tooltip>',
    view: 'button',
  },
  'sq-spinner': { markup: '<sq-spinner label="Loading comments"></sq-spinner>', view: '.sq-spinner' },
  'sq-relative-time': {
    markup: '<sq-relative-time datetime="2024-05-01T12:00:00Z">May 1, 2024</sq-relative-time>',
    view: '.sq-relative-time',
    malformed: expected('an ISO 8601 date and time', 'sq-relative-time', 'datetime', 'last Tuesday'),
  },
  'sq-follow-button': {
    markup: `<sq-follow-button username="demoshop" script-src="/__fake/follow-widget.js">
      <a href="https://x.com/demoshop">Follow @demoshop</a></sq-follow-button>`,
    view: '.sq-follow-button a',
    malformed: { ...expected('a username', 'sq-follow-button', 'username', 'not a name!'), view: '.sq-follow-button__content a' },
  },
  'sq-audio': {
    markup: `<sq-audio src="${SILENCE}" track-title="Harbour sounds"><p>Harbour sounds</p></sq-audio>`,
    view: '.sq-audio audio',
  },
  'sq-accordion': {
    markup: `<sq-accordion first-open>
      <div data-sq-item id="contract-shipping"><h3>Shipping</h3><p>We ship worldwide.</p></div>
      <div data-sq-item id="contract-returns"><h3>Returns</h3><p>Within 30 days.</p></div></sq-accordion>`,
    view: '.sq-accordion',
  },
  'sq-menu': {
    markup: `<sq-menu label="Café menu">
      <section data-sq-item id="contract-breakfast"><h3>Breakfast</h3><ul><li>Eggs on toast</li></ul></section>
      <section data-sq-item id="contract-lunch"><h3>Lunch</h3><ul><li>Soup of the day</li></ul></section></sq-menu>`,
    view: '.sq-menu',
  },
  'sq-pricing-toggle': {
    markup: `<sq-pricing-toggle>
      <div data-sq-option="monthly" data-sq-label="Monthly"><p>$10 a month</p></div>
      <div data-sq-option="annual" data-sq-label="Annual"><p>$100 a year</p></div></sq-pricing-toggle>`,
    view: '.sq-pricing-toggle',
    malformed: { attribute: 'selected', value: 'weekly',
      message: ELEMENT_LIBRARY_MESSAGES.unknownOption('<sq-pricing-toggle selected>', 'weekly', 'monthly') },
  },
  'sq-image-block': {
    markup: `<sq-image-block shape="circle"><figure><img src="/demo/images/harbour-at-dusk.svg" alt="Boats in the harbour">
      <figcaption>Circle</figcaption></figure></sq-image-block>`,
    view: 'figure',
    malformed: oneOf(IMAGE_BLOCK_SHAPES, 'sq-image-block', 'shape', 'star'),
  },
  'sq-widget': {
    markup: '<sq-widget><p>Server copy of a block.</p></sq-widget>',
    view: '.sq-widget',
  },
  'sq-marquee': {
    markup: '<sq-marquee><span>Free shipping over $50</span> <span>Handmade in Lisbon</span></sq-marquee>',
    view: '.sq-marquee',
    malformed: oneOf(MARQUEE_DIRECTIONS, 'sq-marquee', 'animation-direction', 'up'),
  },
  'sq-scaled-text': {
    markup: '<sq-scaled-text>The biggest ceramics sale of the year</sq-scaled-text>',
    view: '.sq-scaled-text',
  },
  'sq-map': {
    markup: `<sq-map location='${LOCATION}'><address>Harbour Café<br>1 Quay Street</address></sq-map>`,
    view: '.sq-map[data-state="ready"]',
    malformed: expected('JSON', 'sq-map', 'location', '{bad'),
  },
  'sq-booking': {
    markup: `<sq-booking provider="opentable" business-id="4321">
      <a href="https://www.opentable.com/restref/client/?rid=4321">Book a table on OpenTable</a></sq-booking>`,
    view: '.sq-booking',
    malformed: oneOf(BOOKING_PROVIDERS, 'sq-booking', 'provider', 'resy'),
  },
  'sq-product-price': {
    markup: `<sq-product-price product='${PRODUCT}'><span>$14.50</span></sq-product-price>`,
    view: '.sq-product-price',
    malformed: { ...expected('JSON', 'sq-product-price', 'product', '{bad'), view: '.sq-product-price__fallback span' },
  },
  'sq-add-to-cart': {
    markup: '<sq-add-to-cart product-id="p-mug"><button>Add to cart</button></sq-add-to-cart>',
    view: '.sq-add-to-cart',
    malformed: expected('a number', 'sq-add-to-cart', 'quantity', 'many'),
  },
  'sq-cart': {
    markup: '<sq-cart><a href="/commerce/goto-checkout">Check out</a></sq-cart>',
    view: '.sq-cart__empty',
  },
  'sq-donate-button': {
    markup: `<sq-donate-button donate-page-id="donate-page-1">
      <a class="button" href="/checkout/donate?donatePageId=donate-page-1">Donate</a></sq-donate-button>`,
    view: '.sq-donate-button',
  },
  'sq-gift-card-button': {
    markup: `<sq-gift-card-button product-id="p-gift-card" sku="SQ1000062">
      <button type="button">Buy a $50 gift card</button></sq-gift-card-button>`,
    view: '.sq-gift-card-button',
  },
};
