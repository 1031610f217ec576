// Comment counts (visitor §3 websiteSettings.commentsEnabled and disqusShortname; §7 "a comment-count
// script from the comments provider"). When comments are on and the site has a shortname, the provider's
// count script is loaded once per page; it fills the `.disqus-comment-count` and `[data-disqus-identifier]`
// elements itself. A later start on the same page asks the loaded script to count again instead.
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { DISQUS_SHORTNAME_PATTERN, SITE_RESOURCE_WARNINGS, siteResourceUrls } from '../../catalog/site-resources.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { loadScript } from '../script-loader.ts';

/** What Disqus's count script leaves behind: getCount({ reset: true }) counts the page again. */
interface DisqusWidgets { getCount?: (options?: { reset?: boolean }) => void }

/** Count scripts loaded on this page (a failed one is forgotten, so a later start may try again). */
const loaded = new Set<string>();

/** True when the context asks for comment counts (the dispatcher's condition, kept here beside the rule). */
export function wantsCommentCounts(context: SiteContext): boolean {
  return context.websiteSettings.commentsEnabled && context.websiteSettings.disqusShortname.trim() !== '';
}

/** The count script's URL for a shortname, or '' when the shortname could change the host. */
export function commentCountUrl(shortname: string, template: string = siteResourceUrls.disqusCount): string {
  const name = shortname.trim();
  if (!DISQUS_SHORTNAME_PATTERN.test(name)) return '';
  return new URL(template.replace('{shortname}', name.toLowerCase()), document.baseURI).href;
}

function recount(): void {
  const widgets = (window as { DISQUSWIDGETS?: DisqusWidgets }).DISQUSWIDGETS;
  if (typeof widgets?.getCount === 'function') widgets.getCount({ reset: true });
}

/** Starts the comment counts. The stop function only silences a pending load's follow-up. */
export function startCommentCounts(context: SiteContext, _doc: Document = document): () => void {
  let stopped = false;
  try {
    if (!wantsCommentCounts(context)) return () => {};
    const shortname = context.websiteSettings.disqusShortname;
    const url = commentCountUrl(shortname);
    if (!url) {
      logWarn(SITE_RESOURCE_WARNINGS.badDisqusShortname(shortname));
      return () => {};
    }
    if (loaded.has(url)) {
      recount();
      return () => {};
    }
    loaded.add(url);
    loadScript(url).catch((error: unknown) => {
      loaded.delete(url);
      if (!stopped) logWarn(error instanceof Error ? error.message : LIBRARY_MESSAGES.moduleLoadFailed('comment counts'));
    });
  } catch {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('comment counts'));
  }
  return () => { stopped = true; };
}
