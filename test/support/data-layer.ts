// Shared by test/data-layer*.test.ts: runtime/data-layer/ (visitor §7 "Legacy data layer", §8 "Data layer") against
// the real local API server: DEMO is /api/demo/data-layer (demo/server/routes/data-layer.mjs, crumb-protected, an
// echo), ECHO an unimplemented path whose every answer comes from a switch. Nothing patches fetch; the login
// navigation goes through loginSeams, so a loginRequired answer never leaves the test page.
import { expect } from '@open-wc/testing';
import { DataLayerError, dataLayer, loginSeams } from '../../runtime/data-layer/data-layer.ts';
import { hideSystemError } from '../../runtime/data-layer/error-overlay.ts';
import { type Switch, clearCrumbCookies, cookie, resetServer, setSwitch } from './api.ts';

export const DEMO = '/api/demo/data-layer';
export const ECHO = '/api/test/data-layer';
export const overlay = () => document.querySelector('.sq-system-error');

/** The call's rejection; fails the test when it resolves or rejects with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<DataLayerError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DataLayerError);
    return error as DataLayerError;
  }
  throw new Error('expected the call to fail');
}

/** The failure of a GET to ECHO answered by a switch. */
export async function forced(spec: Omit<Switch, 'route'>, options = {}): Promise<DataLayerError> {
  await setSwitch({ route: ECHO, ...spec });
  return rejection(dataLayer.get(ECHO, options));
}

/** Has the server set a crumb cookie and returns it. */
export async function freshCrumb(): Promise<string> {
  await fetch('/api/crumb');
  return cookie('crumb')!;
}

/**
 * Around each test of the calling file: resets the server and the crumb cookies, hides the overlay, and records
 * login navigations instead of making them. The returned list is emptied before each test.
 */
export function dataLayerAroundEach(): string[] {
  const navigate = loginSeams.navigate;
  const navigations: string[] = [];
  beforeEach(async () => {
    await resetServer();
    clearCrumbCookies();
    navigations.length = 0;
    loginSeams.navigate = (url) => { navigations.push(url); };
  });
  afterEach(async () => {
    loginSeams.navigate = navigate;
    hideSystemError();
    await resetServer();
    clearCrumbCookies();
  });
  return navigations;
}
