// @ts-check
// The demo site's main navigation, in one place: the static server (server/static.mjs) puts it into every
// demo page in place of `<nav aria-label="Main" data-demo-nav></nav>`, marking the page it serves.
// A new demo page adds one line here.

/** @type {ReadonlyArray<readonly [href: string, label: string]>} */
export const DEMO_PAGES = [
  ['/', 'Home'],
  ['/demo/galleries.html', 'Galleries'],
  ['/demo/forms.html', 'Forms'],
  ['/demo/consent.html', 'Cookie banner'],
  ['/demo/site-chrome.html', 'Site chrome'],
  ['/demo/site-modules.html', 'Site modules'],
  ['/demo/site-resources.html', 'Fonts and Pinterest'],
  ['/demo/members.html', 'Members, share, search'],
  ['/demo/widgets.html', 'Small widgets'],
  ['/demo/blocks.html', 'Blocks'],
  ['/demo/motion.html', 'Motion'],
  ['/demo/map.html', 'Map and booking'],
  ['/demo/shop.html', 'Shop'],
  ['/demo/products.html', 'Product prices'],
  ['/demo/cart.html', 'Cart'],
  ['/demo/donate-and-reviews.html', 'Donations and reviews'],
  ['/demo/workbench.html', 'Workbench'],
  ['/demo/theme.html', 'Theme editor'],
  ['/__sq/inspector', 'API inspector'],
];

/** The placeholder, as written in a page or as an HTML serializer writes it back (`data-demo-nav=""`). */
export const NAV_PLACEHOLDER = /<nav aria-label="Main" data-demo-nav(?:="")?><\/nav>/;

/**
 * The navigation for the page at `pathname` (the home page is `/` or `/demo/index.html`).
 * @param {string} pathname
 */
export function demoNav(pathname) {
  const current = pathname === '/demo/index.html' || pathname === '/demo/' ? '/' : pathname;
  const links = DEMO_PAGES.map(([href, label]) => `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a>`);
  return `<nav aria-label="Main">${links.join('')}</nav>`;
}
