// Share links for <sq-share-buttons> (visitor §7 "lazy chunks: share buttons"; this library's design):
// each network's public share URL with the page's address and title, no scripts of theirs.
import { SHARE_ENDPOINTS, SHARE_NETWORKS, type ShareNetwork } from '../../catalog/members.ts';

export interface SharedPage { url: string; title: string; image: string }

const meta = (doc: Document, property: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[property="${property}"], meta[name="${property}"]`)?.content ?? '';

/** The page to share: given values first, then the canonical link / og tags, then the document's own. */
export function sharedPage(given: Partial<SharedPage>, doc: Document = document): SharedPage {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
  const here = new URL(doc.location?.href ?? location.href);
  here.hash = '';
  // No address is none (resolved, '' would name this page: Pinterest's picture would be the page).
  const absolute = (url: string) => {
    if (!url.trim()) return '';
    try { return new URL(url, here).href; } catch { return ''; }
  };
  return {
    url: absolute(given.url || canonical) || here.href,
    title: given.title || meta(doc, 'og:title') || doc.title,
    image: given.image ? absolute(given.image) : absolute(meta(doc, 'og:image')),
  };
}

/** The networks named in a space- or comma-separated list, known ones only, in the listed order. */
export function parseNetworks(list: string): ShareNetwork[] {
  const named = list.split(/[\s,]+/).map((n) => n.toLowerCase()).filter(Boolean);
  const known = named.filter((n): n is ShareNetwork => (SHARE_NETWORKS as readonly string[]).includes(n));
  return named.length === 0 ? [...SHARE_NETWORKS] : [...new Set(known)];
}

const withParams = (base: string, params: Record<string, string>) => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.href;
};

/** The share URL of a link network; null for 'copy' (a button, not a link). */
export function shareUrl(network: ShareNetwork, page: SharedPage): string | null {
  switch (network) {
    case 'facebook': return withParams(SHARE_ENDPOINTS.facebook, { u: page.url });
    case 'x': return withParams(SHARE_ENDPOINTS.x, { url: page.url, text: page.title });
    case 'linkedin': return withParams(SHARE_ENDPOINTS.linkedin, { url: page.url });
    case 'pinterest': return withParams(SHARE_ENDPOINTS.pinterest, { url: page.url, media: page.image, description: page.title });
    case 'email': {
      const query = new URLSearchParams({ subject: page.title, body: page.url }).toString().replace(/\+/g, '%20');
      return `mailto:?${query}`;
    }
    default: return null;
  }
}
