// Census calls (visitor §7): button render and click counts, quick views and the overlay census. Each is
// form-encoded with the visitor record as visitorCookie, sent only while tracking is allowed (consent for
// visitor data, isActivityLogEnabled) at the time of the call, with the 2.5 s tracking time-out, and
// every failure swallowed. Button blocks are found by their data attributes (watchButtons).
import { TRACKING_TIMEOUT_MS } from '../../catalog/constants.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { BUTTON_DATA_ATTRIBUTES, DEFAULT_BUTTON_CONTEXT } from '../../catalog/tracking.ts';
import { beacon, request } from '../transport.ts';
import { trackingAllowed } from './tracked.ts';
import { visitorCookieValue } from './visit-cookies.ts';

export interface ButtonCensus {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  context: string;
}

type Fields = Record<string, string>;

const FORM_TYPE = 'application/x-www-form-urlencoded';

const fieldsOf = (button: ButtonCensus): Fields => ({
  id: button.id, buttonText: button.buttonText, clickthroughUrl: button.clickthroughUrl,
  alignment: button.alignment, size: button.size, newWindow: String(button.newWindow), context: button.context,
  visitorCookie: visitorCookieValue(),
});

/** A census POST: resolves when answered, failed or timed out; never rejects. */
function send(url: string, form: Fields): Promise<void> {
  try {
    return request(url, { method: 'POST', form, crumb: false, timeoutMs: TRACKING_TIMEOUT_MS, responseType: 'text' })
      .then(() => undefined, () => undefined);
  } catch {
    return Promise.resolve();
  }
}

export function recordButtonRender(button: ButtonCensus): Promise<void> {
  return trackingAllowed() ? send(API_PATHS.buttonRender, fieldsOf(button)) : Promise.resolve();
}

/**
 * A click usually leaves the page, which would abort a fetch: the click census goes by beacon
 * (sendBeacon, XHR when refused), which the browser delivers after unload. A beacon waits for no
 * answer, so the 2.5 s time-out has nothing to bound here.
 */
export function recordButtonClick(button: ButtonCensus): void {
  if (!trackingAllowed()) return;
  try {
    beacon(API_PATHS.buttonClick, new URLSearchParams(fieldsOf(button)).toString(), FORM_TYPE);
  } catch {
    // Tracking failures are swallowed (visitor §7).
  }
}

/** POST /api/census/RecordQuickView/{id} with the visitor record; nothing for an empty id. */
export function recordQuickView(itemId: string): Promise<void> {
  if (!trackingAllowed() || typeof itemId !== 'string' || itemId === '') return Promise.resolve();
  return send(`${API_PATHS.recordQuickView}${encodeURIComponent(itemId)}`, { visitorCookie: visitorCookieValue() });
}

/** POST /api/census/overlay with the caller's fields and the visitor record. */
export function recordOverlay(fields: Record<string, string>): Promise<void> {
  if (!trackingAllowed()) return Promise.resolve();
  return send(API_PATHS.overlay, { ...fields, visitorCookie: visitorCookieValue() });
}

const A = BUTTON_DATA_ATTRIBUTES;
const SELECTOR = `[${A.id}]`;

/** The link of a button block: the marked element itself, or the first link inside it. */
const linkOf = (element: Element): Element | null =>
  element.matches('a[href]') ? element : element.querySelector('a[href]');

/** Reads a marked button block; null when it has no id. */
export function readButton(element: Element): ButtonCensus | null {
  const id = element.getAttribute(A.id)?.trim() ?? '';
  if (id === '') return null;
  const link = linkOf(element);
  return {
    id,
    buttonText: element.getAttribute(A.text) ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    clickthroughUrl: element.getAttribute(A.url) ?? link?.getAttribute('href') ?? '',
    alignment: element.getAttribute(A.alignment) ?? '',
    size: element.getAttribute(A.size) ?? '',
    newWindow: (link?.getAttribute('target') ?? '').toLowerCase() === '_blank',
    context: element.getAttribute(A.context) || DEFAULT_BUTTON_CONTEXT,
  };
}

/** Button ids already counted as rendered on this page. */
const renderedButtons = new Set<string>();

function renderOnce(element: Element): void {
  const button = readButton(element);
  if (!button || renderedButtons.has(button.id) || !trackingAllowed()) return;
  renderedButtons.add(button.id);
  void recordButtonRender(button);
}

function scan(node: Node): void {
  if (!(node instanceof Element || node instanceof Document || node instanceof DocumentFragment)) return;
  if (node instanceof Element && node.matches(SELECTOR)) renderOnce(node);
  node.querySelectorAll(SELECTOR).forEach(renderOnce);
}

/**
 * Counts each marked button block once per id per page as rendered (also blocks added later), and each
 * click on one. Navigation is never prevented. Returns the function that stops watching.
 */
export function watchButtons(root: ParentNode = document): () => void {
  const target = root as ParentNode & Node;
  const onClick = (event: Event) => {
    try {
      const element = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
      const button = element && target.contains(element) ? readButton(element) : null;
      if (button) recordButtonClick(button);
    } catch {
      // Never throw out of a listener.
    }
  };
  target.addEventListener('click', onClick, true);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });
  observer.observe(target, { childList: true, subtree: true });
  scan(target);
  return () => {
    target.removeEventListener('click', onClick, true);
    observer.disconnect();
  };
}
