// runtime/data-layer/unhandled.ts: "authorizationFail or an unhandled error shows a full-screen system error overlay"
// (visitor §8 "Data layer") against the real local API server. authorizationFail and showErrorOverlay: true show it
// at once; any other failure shows it when its rejection reaches window's 'unhandledrejection' unhandled. That
// event is dispatched here as the browser delivers it (a PromiseRejectionEvent whose reason is the call's real
// DataLayerError, taken from a call the test caught), since mocha would take a real uncaught rejection as a failure.
import { expect } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { dataLayer } from '../runtime/data-layer/data-layer.ts';
import { hideSystemError } from '../runtime/data-layer/error-overlay.ts';
import { setSwitch } from './support/api.ts';
import { DEMO, ECHO, dataLayerAroundEach, forced, freshCrumb, overlay, rejection } from './support/data-layer.ts';

const navigations = dataLayerAroundEach();
const detail = () => overlay()!.querySelector('.sq-system-error-detail')!.textContent;
/** Lets the current task end, when the browser would report a rejection nobody handled. */
const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 20); });

/** Delivers `reason` as an unhandled rejection; returns the event, to check nobody prevented it. */
function leaveUnhandled(reason: unknown): PromiseRejectionEvent {
  const event = new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason, cancelable: true });
  dispatchEvent(event);
  return event;
}

describe('data layer: authorizationFail shows the system error overlay at once (visitor §8)', () => {
  it("authorizationFail rejects and shows 'Something Went Wrong!' with the message as its detail", async () => {
    await freshCrumb();
    const error = await rejection(dataLayer.get(DEMO, { query: { answer: 'authorizationFail' } }));
    expect(error.flag).to.equal('authorizationFail');
    const shown = overlay();
    expect(shown === null, 'overlay shown').to.equal(false);
    expect(shown!.querySelector('.sq-system-error-title')!.textContent).to.equal('Something Went Wrong!');
    expect(detail()).to.equal('Unauthorized request');
  });

  it('authorizationFail in an error body shows it with the passed-on text', async () => {
    await setSwitch({ route: ECHO, status: 400, body: { authorizationFail: true, message: 'Not allowed here' } });
    expect((await rejection(dataLayer.get(ECHO))).message).to.equal('Not allowed here');
    expect(detail()).to.equal('Not allowed here');
  });

  it('authorizationFail shows it even with showErrorOverlay: false', async () => {
    await forced({ body: { authorizationFail: true } }, { showErrorOverlay: false });
    expect(detail()).to.equal('Unauthorized request');
  });
});

describe('data layer: an unhandled failure shows the system error overlay (visitor §8)', () => {
  it('a failed call nobody catches shows it with the message as its detail; the event is not prevented', async () => {
    const error = await forced({ status: 503 });
    expect(overlay() === null, 'not while the rejection may still be handled').to.equal(true);
    const event = leaveUnhandled(error);
    expect(detail()).to.equal(DATA_LAYER_MESSAGES.unavailable);
    expect(event.defaultPrevented, 'the page still sees the rejection').to.equal(false);
  });

  it("an unhandled network failure shows it: 'Unable to connect…'", async () => {
    const error = await forced({ networkError: true });
    leaveUnhandled(error);
    expect(detail()).to.equal('Unable to connect…');
  });

  it('a failure the caller handles does not show it', async () => {
    await setSwitch({ route: ECHO, status: 503 });
    await dataLayer.get(ECHO).catch(() => 'handled');
    await nextTask();
    expect(overlay() === null).to.equal(true);
  });

  it('a rejection that is not a DataLayerError does not show it', () => {
    const notDataLayer = [new Error('Unable to connect…'), { message: 'Unable to connect…', flag: null }, 'text', null];
    for (const reason of notDataLayer) leaveUnhandled(reason);
    expect(overlay() === null).to.equal(true);
  });

  it('showErrorOverlay: false opts a call out, even unhandled', async () => {
    const error = await forced({ status: 503 }, { showErrorOverlay: false });
    leaveUnhandled(error);
    expect(overlay() === null).to.equal(true);
  });

  it('an unhandled loginRequired failure does not show it over the login prompt', async () => {
    const error = await forced({ body: { loginRequired: true } });
    leaveUnhandled(error);
    expect(navigations).to.have.length(1);
    expect(overlay() === null).to.equal(true);
  });

  it('shows once per failure: the same rejection reported again after a hide does not bring it back', async () => {
    const error = await forced({ status: 503 });
    leaveUnhandled(error);
    expect(overlay() === null, 'shown the first time').to.equal(false);
    hideSystemError();
    leaveUnhandled(error);
    expect(overlay() === null).to.equal(true);
  });
});

describe('data layer: showErrorOverlay: true shows the system error overlay at once (visitor §8)', () => {
  it('shows it even when the caller handles the rejection; by default it does not', async () => {
    await setSwitch({ route: ECHO, status: 503 });
    await rejection(dataLayer.get(ECHO));
    await nextTask();
    expect(overlay() === null, 'no overlay by default').to.equal(true);
    await rejection(dataLayer.get(ECHO, { showErrorOverlay: true }));
    expect(detail()).to.equal(DATA_LAYER_MESSAGES.unavailable);
  });

  it('a network failure shows it after the retries run out', async () => {
    await setSwitch({ route: ECHO, networkError: true });
    await rejection(dataLayer.get(ECHO, { showErrorOverlay: true }));
    expect(detail()).to.equal('Unable to connect…');
  });

  it('a success shows nothing', async () => {
    await setSwitch({ route: ECHO, body: { ok: true } });
    await dataLayer.get(ECHO, { showErrorOverlay: true });
    expect(overlay() === null).to.equal(true);
  });
});
