// Waits of the enhance-in-place frames (./in-place.ts in the test page, ./upgrade-frame.ts in the frame)
// that end within WAIT ms or fail with what they waited for: a case that hangs is reported as itself, in
// seconds, not as its file's two-minute timeout with every other case's result lost. The message goes to
// the browser's log too, which the runner prints even when the file as a whole timed out.
export const WAIT = 15000;

const late = (what: () => string) => {
  const error = new Error(`${what()} after ${WAIT} ms`);
  console.error(error.message);
  return error;
};

/** `wait`, or a failure saying `what` was not done, after WAIT ms. */
export async function deadline<T>(wait: Promise<T>, what: () => string): Promise<T> {
  let timer = 0;
  const expired = new Promise<never>((_, reject) => { timer = window.setTimeout(() => reject(late(what)), WAIT); });
  try { return await Promise.race([wait, expired]); } finally { clearTimeout(timer); }
}

/** Awaits `step` until `test` holds, or fails saying `what` was not done, after WAIT ms. */
export async function until(test: () => boolean, what: () => string, step: () => Promise<unknown>): Promise<void> {
  const end = performance.now() + WAIT;
  while (!test()) {
    if (performance.now() > end) throw late(what);
    await step();
  }
}
