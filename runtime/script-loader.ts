// The one loader for external scripts (DESIGN "Data and the network": maps, follow widget, captcha,
// video providers). A URL is fetched once per page: later calls share the pending or settled promise.
// A failed or timed-out load is forgotten, so a later call (a form rendered again) may try again.
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../catalog/chunks.ts';
import { clock } from './clock.ts';
import { safeUrl } from './utils/safe-url.ts';
import { scriptURL } from './trusted-types.ts';

const loads = new Map<string, Promise<void>>();

/** Loads a script URL once (later calls share the promise), rejecting on error or after timeoutMs. */
export function loadScript(url: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  // Script addresses come from page data (attributes, the context): never data:, blob: or javascript:.
  if (safeUrl(url, 'script', 'a script') === null) return Promise.reject(new Error(ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url)));
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    // The time-out runs on the clock seam so tests drive it with a fake clock, not real waiting.
    const timer = clock.setTimeout(() => fail(ELEMENT_LIBRARY_MESSAGES.scriptLoadTimedOut(url, timeoutMs)), timeoutMs);
    function settle(): void {
      clock.clearTimeout(timer);
      script.onload = script.onerror = null;
    }
    function fail(message: string): void {
      settle();
      loads.delete(url);
      // A script that arrives after its time-out may still run; the caller has moved on by then.
      script.remove();
      reject(new Error(message));
    }
    script.onload = () => { settle(); resolve(); };
    script.onerror = () => fail(ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url));
    script.async = true;
    // A page with a nonce-based CSP: the provider script carries the page's nonce, as its own scripts do.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.src = scriptURL(url);
    document.head.append(script);
  });
  loads.set(url, loading);
  return loading;
}
