// Runs inside a frame of test/autoloader-first-scan.test.ts: starts an autoloader on the frame's page as
// sq.js does, with one test tag whose loader records what the page had reported painted when the
// autoloader asked for it; and records the same when the tracking boot's wait (`afterLoadAndIdle`) ends.
import { startAutoloader } from '../../runtime/autoloader.ts';
import { afterLoadAndIdle } from '../../runtime/visitor-boot.ts';

type Moment = { at: number; paints: string[] };
const win = window as Window & { sqAsked?: Moment; sqIdle?: Moment };
const now = (): Moment => ({ at: performance.now(), paints: performance.getEntriesByType('paint').map((entry) => entry.name) });
startAutoloader({
  'sq-test-first-scan': async () => {
    win.sqAsked = now();
    return { default: class extends HTMLElement {} };
  },
});
afterLoadAndIdle(() => { win.sqIdle = now(); });
