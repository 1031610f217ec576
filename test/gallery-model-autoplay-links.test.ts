// Autoplay.link (react-core/gallery/model/autoplay.ts): linked galleries share their pause reasons.
import { expect } from '@open-wc/testing';
import { Autoplay } from '../react-core/gallery/model/autoplay.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

function player(count = 5, timeoutMs?: number) {
  const advances: number[] = [];
  const autoplay = new Autoplay({
    onAdvance: () => advances.push(advances.length), count: () => count, current: () => 0, timeoutMs,
  });
  return { autoplay, advances };
}

describe('gallery autoplay links (visitor §4 "Autoplay" and "Gallery index")', () => {
  let fake: FakeClock;
  beforeEach(() => { fake = installFakeClock(); });
  afterEach(() => fake.restore());

  it('a reason in a linked gallery that does not autoplay pauses one that does; the full timeout starts when it clears', () => {
    const shown = player();
    const strip = player(); // never started: the thumbnail strip acting as controls
    shown.autoplay.start();
    strip.autoplay.link(shown.autoplay);
    fake.tick(3000);
    strip.autoplay.pause('hover');
    expect(shown.autoplay.running).to.equal(false);
    fake.tick(10000);
    expect(shown.advances).to.have.length(0);
    strip.autoplay.resume('hover');
    fake.tick(4999);
    expect(shown.advances).to.have.length(0);
    fake.tick(1);
    expect(shown.advances).to.have.length(1);
    expect(strip.advances).to.have.length(0);
  });

  it('waits for the last reason of the group, through a chain of links', () => {
    const [a, b, c] = [player(), player(), player()];
    a.autoplay.start();
    c.autoplay.start();
    a.autoplay.link(b.autoplay);
    b.autoplay.link(c.autoplay);
    a.autoplay.pause('focus');
    c.autoplay.pause('video');
    a.autoplay.resume('focus');
    fake.tick(10000);
    expect([a.advances.length, c.advances.length]).to.deep.equal([0, 0]);
    c.autoplay.resume('video');
    fake.tick(5000);
    // One step for the group (the others' timers start over as their indexes follow), not one per gallery.
    expect(a.advances.length + c.advances.length).to.equal(1);
    fake.tick(5000);
    expect(a.advances.length + c.advances.length).to.equal(2);
    expect(fake.pending()).to.equal(2);
  });

  it("a linked gallery with one slide steps nowhere, and never holds back the others' steps", () => {
    const shown = player();
    const single = player(1, 1000); // its timeout passes every second, with nowhere to go
    shown.autoplay.start();
    single.autoplay.start();
    single.autoplay.link(shown.autoplay);
    fake.tick(5000);
    expect(shown.advances, 'on time at 5000 ms').to.have.length(1);
    expect(single.advances).to.have.length(0);
    fake.tick(5000);
    expect(shown.advances).to.have.length(2);
  });

  it('linking and unlinking never restart a running timer', () => {
    const shown = player();
    const other = player();
    shown.autoplay.start();
    fake.tick(2000);
    const unlink = shown.autoplay.link(other.autoplay);
    fake.tick(1000);
    unlink();
    fake.tick(2000);
    expect(shown.advances, 'still 5000 ms after start').to.have.length(1);
    expect(fake.pending()).to.equal(1);
  });

  it("unlinking drops the other's reasons, and a stopped member never holds a timer", () => {
    const shown = player();
    const other = player();
    shown.autoplay.start();
    const unlink = shown.autoplay.link(other.autoplay);
    other.autoplay.pause('hover');
    fake.tick(10000);
    unlink();
    expect(shown.autoplay.running).to.equal(true);
    expect(other.autoplay.running).to.equal(false);
    fake.tick(5000);
    expect(shown.advances).to.have.length(1);
    expect(fake.pending()).to.equal(1);
  });
});
