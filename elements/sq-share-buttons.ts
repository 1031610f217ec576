import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { pageChildren } from '../runtime/bridge/light-dom.ts';
import { SHARE_BUTTONS_STYLES, ShareButtons } from '../react-core/share-buttons/share-buttons.tsx';
import { isServerList } from '../react-core/share-buttons/server-list.tsx';

export { parseNetworks, sharedPage, shareUrl, type SharedPage } from '../react-core/share-buttons/links.ts';

/**
 * Share buttons for the page (visitor §7 "lazy chunks: share buttons"): the system share sheet when
 * the browser has one, links to Facebook, X, LinkedIn and Pinterest (new window), email, and copy link.
 * Plain links: no network scripts, no tracking. A list of share links the server painted inside it
 * (`<ul>` of `[data-network]` items) is the view, enhanced in place; without one it renders `networks`.
 */
export const SqShareButtonsElement = createElementClass({
  tag: 'sq-share-buttons',
  description: /* manifest-only */ 'Share links for the page: system share, Facebook, X, LinkedIn, Pinterest, email and copy link.',
  attributes: {
    url: string('', /* manifest-only */ 'The address to share. Defaults to the canonical link, else the page address without its hash.'),
    title: string('', /* manifest-only */ 'The title to share. Defaults to og:title, else the document title.'),
    image: string('', /* manifest-only */ 'The image Pinterest pins. Defaults to og:image.'),
    networks: string('', /* manifest-only */ 'Which buttons, in order (space or comma separated): facebook x linkedin pinterest email copy. Default all. Not read when the server painted the list.'),
  },
  // The server's list (and all it painted around it), which sq.css lays out as the view's from the first
  // paint (loading layout) and the view adopts.
  read: (host) => {
    // The first list of share links among the children (another list is the page's own, as sq.css has it).
    const nodes = pageChildren(host);
    const list = nodes.find(isServerList);
    return list ? { nodes, list } : null;
  },
  loadingLayout: true,
  component: ShareButtons,
  styles: SHARE_BUTTONS_STYLES,
});
export type SqShareButtonsElement = InstanceType<typeof SqShareButtonsElement>;
export default SqShareButtonsElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-share-buttons': SqShareButtonsElement }
}
