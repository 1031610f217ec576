// The licensed-assets bar (visitor §6: "A … licensed-assets bar … trigger[s] loading [its] module"): the
// template's [data-sq-licensed-assets-bar] notice (its own text and link) given a close button, dismissed
// for the browser session (./announcement-bar.ts). It lists no assets: the spec names no source for them.
import { SITE_DISMISS_KEYS, SITE_MODULE_LABELS, SITE_MODULE_MARKERS, SITE_MODULE_NAMES } from '../../catalog/site-modules.ts';
import type { SiteContext } from '../context.ts';
import { startDismissibleMarkup } from './announcement-bar.ts';

export const startLicensedAssetsBar = (context: SiteContext, doc: Document = document): (() => void) =>
  startDismissibleMarkup({
    name: SITE_MODULE_NAMES.licensedAssetsBar, marker: SITE_MODULE_MARKERS.licensedAssetsBar,
    key: SITE_DISMISS_KEYS.licensedAssetsBar, label: SITE_MODULE_LABELS.dismissLicensedAssets,
  }, context, doc);
