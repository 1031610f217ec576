// <sq-search-preview>'s data: the server-rendered search form it enhances, and the preview call
// (GET /api/search/preview?q=&limit= → { items: [{ title, url, excerpt }] }). Server strings are only
// ever shown as text; an item whose url is not an http(s) address on the web is dropped.
import { SEARCH_PAGE_PATH, SEARCH_PREVIEW_DEFAULTS, SEARCH_PREVIEW_LABELS, SEARCH_PREVIEW_PATH } from '../../catalog/members.ts';
import { request } from '../../runtime/transport.ts';
import { safeUrl } from '../../runtime/utils/safe-url.ts';

export interface SearchFormData {
  action: string; name: string; label: string; placeholder: string; value: string; submitText: string;
}

export interface PreviewItem { title: string; url: string; excerpt: string }

/** Reads the wrapped <form>; a bare element gets a plain GET form to /search with a q field. */
export function readSearchForm(host: HTMLElement): SearchFormData {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"], input[name]') ?? null;
  const button = form?.querySelector('button, input[type="submit"]') ?? null;
  const labelText = input?.labels?.[0]?.textContent?.trim() || input?.getAttribute('aria-label') || '';
  return {
    // The form searches this site: an action elsewhere (another origin, javascript:…) is refused.
    action: safeUrl(form?.getAttribute('action'), 'same-site', 'the search form action') ?? SEARCH_PAGE_PATH,
    name: input?.name || 'q',
    label: labelText || input?.placeholder || SEARCH_PREVIEW_LABELS.input,
    placeholder: input?.placeholder ?? '',
    value: input?.value ?? '',
    submitText: (button instanceof HTMLInputElement ? button.value : button?.textContent?.trim()) || SEARCH_PREVIEW_LABELS.submit,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The usable items of an answer; throws a TypeError when the answer has no items list. */
export function previewItems(answer: unknown, limit: number): PreviewItem[] {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new TypeError('items');
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const safe = safeUrl(record.url, 'web', 'a search result', { quiet: true });
    const url = safe && new URL(safe, document.baseURI).href;
    const title = text(record.title);
    return url && title ? [{ title, url, excerpt: text(record.excerpt) }] : [];
  }).slice(0, limit);
}

export async function fetchPreview(q: string, limit: number): Promise<PreviewItem[]> {
  const { data } = await request(SEARCH_PREVIEW_PATH, {
    query: { q, limit }, crumb: false, timeoutMs: SEARCH_PREVIEW_DEFAULTS.timeoutMs,
  });
  return previewItems(data, limit);
}
