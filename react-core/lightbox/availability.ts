// Whether the site's tier offers the lightbox on plain image blocks ("lightboxify", visitor §8:
// 'lightboxify is not available in this tier!'). The site context carries it as
// website.lightboxAvailable; absent means available, only an explicit false turns it off.
import { readContext, type SiteContext } from '../../runtime/context.ts';

type ContextSource = { Sq?: { context?: SiteContext } };

export function lightboxAvailable(context?: SiteContext): boolean {
  // The runtime has already read the page's context; an element imported on its own reads it here.
  const site = context ?? (window as ContextSource).Sq?.context ?? readContext();
  return site.website.lightboxAvailable !== false;
}
