// The browser side of test/support/module-faults.mjs: make the dev server fail the requests for one code
// file, count them, and restore it.

export type ModuleFault = 'network' | 'missing';

const CONTROL = '/__test/module-faults';

/** Fails every request for `path` ('/runtime/money/api.ts') until `restoreModules()`. */
export async function failModule(path: string, mode: ModuleFault): Promise<void> {
  const response = await fetch(CONTROL, { method: 'POST', body: JSON.stringify({ path, mode }) });
  if (response.status !== 201) throw new Error(`module fault not accepted: ${response.status}`);
}

/** Serves every file again (the request counts go on). */
export async function restoreModules(): Promise<void> {
  await fetch(CONTROL, { method: 'DELETE' });
}

/** How many requests for `path` the server has seen since it was first failed. */
export async function moduleRequests(path: string): Promise<number> {
  const { requests } = (await (await fetch(CONTROL)).json()) as { requests: Record<string, number> };
  return requests[path] ?? 0;
}

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINE: Engine = /Firefox\//.test(navigator.userAgent) ? 'firefox'
  : /Chrom(e|ium)\//.test(navigator.userAgent) ? 'chromium' : 'webkit';

/**
 * Whether the engine fetches a module again on a later import() after its fetch failed (checked on this
 * machine; whatwg/html#10327 asks every engine to, and docs/decisions.md "Lazy calls whose code cannot
 * load" keeps the record). Chromium 156 and WebKitGTK 2.50 fetch again after a network failure and after a
 * 404; Firefox ESR 153 keeps either failure in its module map for the page's life (no request is made).
 */
export const REFETCHES_AFTER: Record<Engine, Record<ModuleFault, boolean>> = {
  chromium: { network: true, missing: true },
  firefox: { network: false, missing: false },
  webkit: { network: true, missing: true },
};
