import { expect, waitUntil } from '@open-wc/testing';
import { openFrame } from './support/frames.ts';

// React's first commit is also its code's first run (react-core/portal-root.tsx): the shared root commits
// once, empty, in a task of its own as the element code loads, so the first element's commit does not
// also pay for React's start. Read through React's DevTools hook, which React reports every commit to.
// These tests read the built files (npm test builds before it runs the suite).
describe('dist: React starts in a task before the first element commits', () => {
  it('the shared root\'s first commit renders no element; the cart link commits after it', async () => {
    const frame = await openFrame('/test/fixtures/dist-commits-page.html');
    try {
      await waitUntil(() => frame.contentDocument?.querySelector('.sq-cart-link__label'), 'the cart link rendered', { timeout: 10000 });
      const commits = (frame.contentWindow as unknown as { commits: number[] }).commits;
      expect(commits[0], 'the first commit: empty').to.equal(0);
      expect(commits.slice(1), 'then the cart link\'s').to.include(1);
    } finally {
      frame.remove();
    }
  });
});
