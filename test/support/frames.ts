import { painted } from '../../runtime/autoloader.ts';

// Demo pages in a frame, for the suites that load them whole (test/demo-pages.test.ts, test/csp.test.ts).

/**
 * Resolves a few tasks after the autoloader's own wait (`painted`: this page's first paint on screen, or
 * PAINT_WAIT_MS): by then an autoloader started before the call has made its first scan and called the
 * loaders it asked for (one task after each request).
 */
export async function afterFirstPaint(): Promise<void> {
  await painted();
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
