import { PAINT_WAIT_MS } from '../../runtime/autoloader.ts';

// Demo pages in a frame, for the suites that load them whole (test/demo-pages.test.ts, test/csp.test.ts).

/**
 * Resolves a task after this page's first paint is on screen (a Paint Timing entry), or after
 * PAINT_WAIT_MS when it reports none: by then an autoloader started before the call has made its first
 * scan (runtime/autoloader.ts `painted`).
 */
export async function afterFirstPaint(): Promise<void> {
  const start = performance.now();
  while (performance.getEntriesByType('paint').length === 0 && performance.now() - start < PAINT_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The autoloader's observer is told of the entry in a task of its own; its scan runs in that task.
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve));
}

/** Opens `path` in a 1024x768 frame of this page and resolves once it has loaded. */
export async function openFrame(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.setProperty('width', '1024px');
  frame.style.setProperty('height', '768px');
  frame.style.setProperty('border', '0');
  frame.src = path;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame;
}

/** Until the page has fetched nothing new for a while: its lazy code (site modules, chunks, fake scripts) has run. */
export async function quiet(win: Window): Promise<void> {
  let count = -1;
  for (let rounds = 0; rounds < 40; rounds += 1) {
    const now = win.performance.getEntriesByType('resource').length;
    if (now === count) return;
    count = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
