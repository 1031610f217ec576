import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { GALLERY } from '../catalog/constants.ts';
import { createLoadQueue, imageLoadConcurrency, isMobileViewport } from '../runtime/images/load-queue.ts';

/** A task that finishes only when the test says so. */
function held() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const task = { started: false, run: () => { task.started = true; return new Promise<void>((r, j) => { release = r; fail = j; }); },
    release: () => release(), fail: (error: Error) => fail(error) };
  return task;
}

describe('the image load queue (visitor §9 "Galleries": image load throttle)', () => {
  it('runs at most the limit at once, first come first served', async () => {
    const queue = createLoadQueue(() => 2);
    const tasks = [held(), held(), held(), held()];
    tasks.forEach((t) => queue.enqueue(t.run));
    expect(tasks.map((t) => t.started)).to.deep.equal([true, true, false, false]);
    expect([queue.active, queue.waiting]).to.deep.equal([2, 2]);
    tasks[1]!.release();
    await waitUntil(() => tasks[2]!.started);
    expect(tasks[3]!.started).to.equal(false);
    expect([queue.active, queue.waiting]).to.deep.equal([2, 1]);
  });

  it('reports every change of the counts to subscribers', async () => {
    const queue = createLoadQueue(() => 1);
    const seen: string[] = [];
    const stop = queue.subscribe(({ active, waiting }) => seen.push(`${active}/${waiting}`));
    const [a, b] = [held(), held()];
    queue.enqueue(a.run);
    queue.enqueue(b.run);
    a.release();
    await waitUntil(() => b.started);
    b.release();
    await waitUntil(() => queue.active === 0);
    stop();
    expect(seen).to.deep.equal(['1/0', '1/1', '0/1', '1/0', '0/0']);
  });

  it('a cancelled task that has not started never runs', async () => {
    const queue = createLoadQueue(() => 1);
    const [a, b, c] = [held(), held(), held()];
    queue.enqueue(a.run);
    const cancel = queue.enqueue(b.run);
    queue.enqueue(c.run);
    cancel();
    a.release();
    await waitUntil(() => c.started);
    expect(b.started).to.equal(false);
  });

  it('a failing or throwing task frees its slot', async () => {
    const queue = createLoadQueue(() => 1);
    const [a, b] = [held(), held()];
    queue.enqueue(() => { throw new Error('sync'); });
    queue.enqueue(a.run);
    await waitUntil(() => a.started);
    queue.enqueue(b.run);
    a.fail(new Error('async'));
    await waitUntil(() => b.started);
  });

  it('reads the limit again whenever a slot frees', async () => {
    let limit = 1;
    const queue = createLoadQueue(() => limit);
    const tasks = [held(), held(), held()];
    tasks.forEach((t) => queue.enqueue(t.run));
    limit = 3;
    tasks[0]!.release();
    await waitUntil(() => tasks[2]!.started);
    expect(queue.active).to.equal(2);
  });

  describe('16 concurrent on desktop, 1 on mobile', () => {
    after(() => setViewport({ width: 800, height: 600 }));

    it('is mobile up to the fluid engine’s 432 px and desktop from 433 px', async () => {
      await setViewport({ width: 432, height: 800 });
      expect(isMobileViewport()).to.equal(true);
      expect(imageLoadConcurrency()).to.equal(GALLERY.imageLoadConcurrency.mobile);
      expect(imageLoadConcurrency()).to.equal(1);
      await setViewport({ width: 433, height: 800 });
      expect(isMobileViewport()).to.equal(false);
      expect(imageLoadConcurrency()).to.equal(16);
    });
  });
});
