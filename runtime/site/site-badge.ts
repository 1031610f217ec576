// The site badge (visitor §6: "A site badge … trigger[s] loading [its] module"): the template's
// [data-sq-site-badge] markup made dismissible for the browser session (./announcement-bar.ts).
import { SITE_DISMISS_KEYS, SITE_MODULE_LABELS, SITE_MODULE_MARKERS, SITE_MODULE_NAMES } from '../../catalog/site-modules.ts';
import type { SiteContext } from '../context.ts';
import { startDismissibleMarkup } from './announcement-bar.ts';

export const startSiteBadge = (context: SiteContext, doc: Document = document): (() => void) =>
  startDismissibleMarkup({
    name: SITE_MODULE_NAMES.siteBadge, marker: SITE_MODULE_MARKERS.siteBadge,
    key: SITE_DISMISS_KEYS.siteBadge, label: SITE_MODULE_LABELS.dismissSiteBadge,
  }, context, doc);
