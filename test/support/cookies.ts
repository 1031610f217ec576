/** Sets or clears cookies for a test through document.cookie (the real browser jar). */
export function setCookies(values: Record<string, string | null>): void {
  for (const [name, value] of Object.entries(values)) {
    document.cookie = value === null
      ? `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      : `${name}=${value}; path=/`;
  }
}

/**
 * `setCookies`, then waits until document.cookie has read as the values asked for 5 times in a row, 10 ms
 * apart. In WebKit the page's copy of the jar is updated as a cookie is written, then again as the
 * network process reports each change: a cookie deleted by one test and written again by the next one
 * can read as absent for a moment after the write (seen: `hasCart` missing from one read in three).
 */
export async function setCookiesSettled(values: Record<string, string | null>): Promise<void> {
  setCookies(values);
  const reads = () => new Map(document.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const asked = () => { const jar = reads(); return Object.entries(values).every(([name, value]) => (jar.get(name) ?? null) === value); };
  const deadline = Date.now() + 2000;
  for (let row = 0; row < 5;) {
    row = asked() ? row + 1 : 0;
    if (row < 5 && Date.now() > deadline) throw new Error(`the cookies ${JSON.stringify(values)} did not settle within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Records the lines written to document.cookie while `run` runs (the browser still gets each one), so a
 * test reads the lifetime the page asked for: only Chromium lists expiries, and each browser caps them its own way.
 */
export function cookieLinesDuring(run: () => void): string[] {
  const lines = recordCookieLines();
  try {
    run();
  } finally {
    lines.stop();
  }
  return lines.written;
}

/** The same, for a test that awaits between start and stop. */
export function recordCookieLines(): { written: string[]; stop(): void } {
  const written: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    ?? Object.getOwnPropertyDescriptor(HTMLDocument.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (line: string) => { written.push(line); native.set!.call(document, line); },
  });
  return { written, stop: () => { delete (document as { cookie?: string }).cookie; } };
}

/** How far from now (ms) the last line written for `name` asks the cookie to expire; NaN without one. */
export function expiresIn(lines: string[], name: string): number {
  const line = lines.filter((l) => l.startsWith(`${name}=`)).at(-1) ?? '';
  return Date.parse(/;\s*expires=([^;]+)/i.exec(line)?.[1] ?? '') - Date.now();
}

/** A lifetime within a minute of `maxAgeMs` (the expires date has whole seconds). */
export const lastsAbout = (ms: number, maxAgeMs: number): boolean => Math.abs(ms - maxAgeMs) < 60_000;
