// runtime/visitor/admin-channel.ts and mouse-tracking.ts (visitor §6: admin users get an admin event broadcast
// channel; authenticated accounts, and only they, get mouse-position tracking). The channel is checked with a
// second BroadcastChannel, as another tab would listen; the sampling rate with the fake clock.
import { expect, waitUntil } from '@open-wc/testing';
import { ADMIN_CHANNEL_NAME, MOUSE_TRACKING } from '../catalog/analytics.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { configureConsent } from '../runtime/consent.ts';
import { listenAdminEvents, postAdminEvent, startAdminChannel, type AdminEvent } from '../runtime/visitor/admin-channel.ts';
import { track } from '../runtime/visitor/analytics.ts';
import { startMouseTracking } from '../runtime/visitor/mouse-tracking.ts';
import { recordEvent } from '../runtime/visitor/record-event.ts';
import { resetServerAfterEach } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

const COMMON = { actor: 'owner', action: 'click', event_owner_team: 'sites', event_source: 'web', object_type: 'button' };

describe('admin event channel (visitor §6)', () => {
  let received: AdminEvent[];
  let receiver: BroadcastChannel;
  let stop: (() => void) | undefined;

  resetServerAfterEach();
  beforeEach(() => {
    setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: null });
    configureConsent({});
    received = [];
    receiver = new BroadcastChannel(ADMIN_CHANNEL_NAME);
    receiver.onmessage = (message) => received.push(message.data);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    receiver.close();
  });

  const arrived = (count: number) => waitUntil(() => received.length >= count, `${count} admin events`);

  it(`posts { type, data, path, timestamp } on the '${ADMIN_CHANNEL_NAME}' channel`, async () => {
    stop = startAdminChannel();
    postAdminEvent('custom', { a: 1 });
    await arrived(1);
    expect(received[0]!).to.deep.include({ type: 'custom', data: { a: 1 }, path: location.pathname });
    expect(received[0]!.timestamp).to.be.a('number');
  });

  it('posts nothing before it is started or after it is stopped', async () => {
    postAdminEvent('before', 1);
    stop = startAdminChannel();
    stop();
    postAdminEvent('after', 2);
    stop = startAdminChannel();
    postAdminEvent('marker', 3);
    await arrived(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((event) => event.type)).to.deep.equal(['marker']);
  });

  it('carries the track() body and RecordEvent calls', async () => {
    stop = startAdminChannel();
    await track('button_click', { ...COMMON, label: 'Buy' });
    await recordEvent('view', { id: 9 }, { page: '/a' });
    await arrived(2);
    expect(received.map((event) => event.type)).to.deep.equal(['track', 'record-event']);
    expect(received[0]!.data).to.deep.include({ customSchemaName: 'button_click', customData: { label: 'Buy' } });
    // RecordEvent posts what it sends: the analytics payload with the caller's data.
    const recorded = received[1]!.data as { event: string; data: Record<string, unknown>; extra: unknown };
    expect(recorded.event).to.equal('view');
    expect(recorded.extra).to.deep.equal({ page: '/a' });
    expect(recorded.data).to.include({ id: 9, pagePath: location.pathname, memberAccountId: null });
  });

  it('data that cannot be cloned is posted as null, without throwing', async () => {
    stop = startAdminChannel();
    postAdminEvent('fn', { callback: () => 1 });
    await arrived(1);
    expect(received[0]!).to.deep.include({ type: 'fn', data: null });
  });

  it('listenAdminEvents receives what another page posts', async () => {
    const heard: AdminEvent[] = [];
    const unlisten = listenAdminEvents((event) => heard.push(event));
    try {
      stop = startAdminChannel();
      postAdminEvent('hello', 'world');
      await waitUntil(() => heard.length === 1, 'heard');
      expect(heard[0]!).to.deep.include({ type: 'hello', data: 'world' });
    } finally {
      unlisten();
    }
  });

  it('is a no-op where BroadcastChannel is missing', () => {
    const saved = globalThis.BroadcastChannel;
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
    try {
      expect(typeof globalThis.BroadcastChannel).to.equal('undefined');
      const stopMissing = startAdminChannel();
      postAdminEvent('nowhere', 1);
      stopMissing();
      listenAdminEvents(() => {})();
    } finally {
      globalThis.BroadcastChannel = saved;
    }
  });

  it('is a no-op where opening a BroadcastChannel throws (a SecurityError in an opaque origin)', async () => {
    const saved = globalThis.BroadcastChannel;
    let attempts = 0;
    globalThis.BroadcastChannel = class {
      constructor() {
        attempts += 1;
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
    } as unknown as typeof BroadcastChannel;
    try {
      const stopRefused = startAdminChannel();
      expect(attempts).to.equal(1);
      postAdminEvent('refused', 1);
      stopRefused();
      const unlisten = listenAdminEvents(() => {});
      expect(attempts).to.equal(2);
      unlisten();
    } finally {
      globalThis.BroadcastChannel = saved;
    }
    // Nothing was left half-open: once the page can have a channel, it opens and posts.
    stop = startAdminChannel();
    postAdminEvent('after refusal', 2);
    await arrived(1);
    expect(received.map((event) => event.type)).to.deep.equal(['after refusal']);
  });
});

describe('mouse-position tracking (visitor §6)', () => {
  let clock: FakeClock;
  let samples: Array<{ event: string; data: unknown }>;
  let stop: () => void;

  const move = (clientX: number, clientY: number, pointerType = 'mouse') =>
    window.dispatchEvent(new PointerEvent('pointermove', { clientX, clientY, pointerType }));
  const at = (x: number, y: number) => ({ event: MOUSE_TRACKING.event, data: { x, y, path: location.pathname } });

  beforeEach(() => {
    clock = installFakeClock();
    samples = [];
    stop = startMouseTracking((event, data) => samples.push({ event, data }));
  });
  afterEach(() => {
    stop();
    clock.restore();
  });

  it('samples x/y as fractions of the viewport, with the page path', () => {
    move(window.innerWidth, 0);
    expect(samples).to.deep.equal([at(1, 0)]);
  });

  it(`keeps one sample per ${MOUSE_TRACKING.sampleMs} ms`, () => {
    move(0, 0);
    move(window.innerWidth, window.innerHeight);
    clock.tick(MOUSE_TRACKING.sampleMs - 1);
    move(window.innerWidth, window.innerHeight);
    expect(samples).to.have.length(1);
    clock.tick(1);
    move(window.innerWidth, window.innerHeight);
    expect(samples).to.deep.equal([at(0, 0), at(1, 1)]);
  });

  it('clamps positions outside the viewport and rounds to three decimals', () => {
    move(window.innerWidth * 3, -50);
    clock.tick(MOUSE_TRACKING.sampleMs);
    const x = Math.floor(window.innerWidth / 3);
    move(x, 0);
    expect(samples[0]).to.deep.equal(at(1, 0));
    const second = (samples[1]!.data as { x: number }).x;
    expect(second).to.be.closeTo(x / window.innerWidth, 0.0006);
    expect(String(second)).to.match(/^0\.\d{1,3}$/);
  });

  it('ignores touch and pen pointers', () => {
    move(10, 10, 'touch');
    move(10, 10, 'pen');
    expect(samples).to.deep.equal([]);
  });

  it('a sink that throws does not break the page', () => {
    stop();
    stop = startMouseTracking(() => { throw new Error('sink down'); });
    let uncaught = 0;
    const onError = () => { uncaught += 1; };
    window.addEventListener('error', onError);
    try {
      move(5, 5);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(uncaught).to.equal(0);
  });

  it('stop removes the listener', () => {
    stop();
    clock.tick(MOUSE_TRACKING.sampleMs * 2);
    move(20, 20);
    expect(samples).to.deep.equal([]);
  });
});
