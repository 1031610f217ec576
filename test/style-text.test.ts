// The views' style strings as shipped (scripts/style-text.mjs, scripts/rollup-style-text.mjs): the build takes
// their comments and white space out. A page that loads an element from dist/ must get the same rules as the
// source's, as the browser reads them.
import { expect, waitUntil } from '@open-wc/testing';
import { ACCORDION_STYLES } from '../react-core/accordion/accordion.tsx';
import { AUDIO_STYLES } from '../react-core/audio/audio.tsx';
import { CART_STYLES } from '../react-core/cart/styles.ts';
import { FOLLOW_BUTTON_STYLES } from '../react-core/follow-button/follow-button.tsx';
import { GRID_STYLES } from '../react-core/gallery/designs/grid.tsx';
import { STRIP_STYLES } from '../react-core/gallery/designs/strip.tsx';
import { LIGHTBOX_STYLES } from '../react-core/lightbox/styles.ts';
import { MENU_STYLES } from '../react-core/menu/menu.tsx';
import { PRICING_TOGGLE_STYLES } from '../react-core/pricing-toggle/pricing-toggle.tsx';
import { SHARE_BUTTONS_STYLES } from '../react-core/share-buttons/share-buttons.tsx';
import { TOOLTIP_STYLES } from '../react-core/tooltip/tooltip.tsx';
import { DIALOG_STYLES } from '../react-core/dialogs/styles.ts';
import { COOKIE_BANNER_STYLES } from '../react-core/cookie-banner/styles.ts';
import { VIDEO_STYLES } from '../react-core/video/video-styles.ts';
import { GALLERY_STYLES } from '../react-core/gallery/styles.ts';
import { BLOCK_ANIMATION_STYLES } from '../runtime/animations/block-animation-styles.ts';
import { ELEMENT_TAGS } from '../runtime/registry.ts';
import { BASE_STYLES } from '../runtime/bridge/styles.ts';
import { minifyTemplateBody } from '../scripts/style-text.mjs';

const rules = (text: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return [...sheet.cssRules].map((rule) => rule.cssText);
};

describe('views\' style strings as shipped', () => {
  it('minified, each keeps every rule as the browser reads it', () => {
    const all = { ACCORDION_STYLES, AUDIO_STYLES, CART_STYLES, FOLLOW_BUTTON_STYLES, GRID_STYLES, STRIP_STYLES,
      LIGHTBOX_STYLES, MENU_STYLES, PRICING_TOGGLE_STYLES, SHARE_BUTTONS_STYLES, BASE_STYLES, TOOLTIP_STYLES,
      DIALOG_STYLES, COOKIE_BANNER_STYLES, VIDEO_STYLES, GALLERY_STYLES, BLOCK_ANIMATION_STYLES };
    for (const [name, css] of Object.entries(all)) {
      // As the build rewrites the source's literal (its substitutions are already values here).
      const small = minifyTemplateBody(css);
      expect(rules(small), name).to.deep.equal(rules(css));
      expect(rules(css).length, name).to.be.above(0);
      expect(small, name).to.not.include('/*');
      expect(small, name).to.not.include('\n');
    }
  });

  it('no element\'s chunk in dist/ carries a comment of its styles', async () => {
    // The test server passes JavaScript through esbuild, which marks calls /* @__PURE__ */; the build has none.
    const texts = await Promise.all(ELEMENT_TAGS.map((tag) => fetch(`/dist/elements/${tag}.js`).then((r) => r.text())));
    const comment = /\/\*(?! @__PURE__ \*\/)[\s\S]{0,60}/;
    expect(texts.every((text) => text.length > 200)).to.equal(true);
    expect(texts.map((text) => text.match(comment)?.[0]).filter(Boolean)).to.deep.equal([]);
  });

  it('an accordion and a menu loaded from dist/ get the source\'s rules', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/test/fixtures/dist-page.html';
    document.body.append(frame);
    try {
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const doc = frame.contentDocument!;
      doc.body.insertAdjacentHTML('beforeend', `
        <sq-accordion><div data-sq-item><h3>Shipping</h3><p>Worldwide.</p></div></sq-accordion>
        <sq-menu><section data-sq-item><h3>Lunch</h3><p>Soup</p></section></sq-menu>`);
      await waitUntil(() => doc.querySelector('.sq-accordion__button') && doc.querySelector('[role=tab]'), 'both rendered from dist', { timeout: 10000 });
      const shipped = doc.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      for (const css of [ACCORDION_STYLES, MENU_STYLES]) expect(shipped).to.deep.include(rules(css));
    } finally {
      frame.remove();
    }
  });
});
