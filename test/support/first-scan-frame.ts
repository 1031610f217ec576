// Runs inside a frame of test/autoloader-first-scan.test.ts: starts an autoloader on the frame's page as
// sq.js does, with one test tag whose loader records what the page had reported painted when the
// autoloader asked for it.
import { startAutoloader } from '../../runtime/autoloader.ts';

const win = window as Window & { sqAsked?: { at: number; paints: string[] } };
startAutoloader({
  'sq-test-first-scan': async () => {
    win.sqAsked = { at: performance.now(), paints: performance.getEntriesByType('paint').map((entry) => entry.name) };
    return { default: class extends HTMLElement {} };
  },
});
