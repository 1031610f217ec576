// The intra-page fields (visitor §3 "Form submission", "Tracking hit payload"): pageTitle, pageId,
// contentSource and pagePath, sent by a form submission and by the pageview hit, and permissionType, sent
// by a form submission only (the hit payload does not list it).
import type { ContentSource } from '../catalog/forms.ts';
import { readContext, type SiteContext } from './context.ts';

export interface PageFields { pageTitle: string; pageId: string; contentSource: string; pagePath: string; permissionType: string }

/**
 * The fields for a known context: an item page (the context has an item) sends pageId = the item id and
 * contentSource 'i'; any other page the collection id and 'c'. The spec's "permission type" is spelled
 * permissionType here and carries the context's permissionType (a number the server renders; the spec
 * gives no values) as text, '' when the context has none (docs/decisions.md "Spec conformance (issue 16)").
 */
export function pageFieldsOf(site: SiteContext, doc: Document = document): PageFields {
  const contentSource: ContentSource = site.item?.id ? 'i' : 'c';
  return {
    pageTitle: doc.title,
    pageId: (contentSource === 'i' ? site.item?.id : site.collection?.id) ?? '',
    contentSource,
    pagePath: (doc.defaultView ?? window).location.pathname,
    permissionType: typeof site.permissionType === 'number' ? String(site.permissionType) : '',
  };
}

type ContextSource = { Sq?: { context?: SiteContext } };

/** The fields of a document: this page's context as the runtime read it; another document (a frame) is read directly. */
export function pageFields(doc: Document = document): PageFields {
  const site = (doc === document ? (window as ContextSource).Sq?.context : undefined) ?? readContext(doc);
  return pageFieldsOf(site, doc);
}
