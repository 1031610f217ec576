// Shared by test/transport-*.test.ts: runtime/transport.ts against the real local API server (demo/server/), mounted
// on the tests' own origin: answers are forced with /__sq/switches and what the browser sent is read back from
// /__sq/log (helpers in test/support/api.ts). Nothing patches fetch. Visitor §7 (the calls) and §8 "Data layer".
import { expect } from '@open-wc/testing';
import { TransportError, request } from '../../runtime/transport.ts';
import { type Switch, clearCrumbCookies, resetServer, setSwitch } from './api.ts';

/** A path the server does not implement: every answer there comes from a switch. */
export const ECHO = '/api/test/echo';
export const ERRORS = '/api/events/RecordJavascriptErrors';
export const ERROR_REPORT = [{ event: 'error', data: { message: 'boom' }, timestamp: 1 }];
/** A cookie path the test page cannot read from, but which requests to ERRORS carry. */
export const STALE_PATH = '/api/events';
export const LONG_WAIT = { timeout: 5000, interval: 50 };

/** The request's failure; fails the test when it succeeds or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(TransportError);
    return error as TransportError;
  }
  throw new Error('expected the request to fail');
}

/** The failure of a request to ECHO answered by a switch. */
export async function forcedFailure(spec: Omit<Switch, 'route'>, route = ECHO): Promise<TransportError> {
  await setSwitch({ route, ...spec });
  return failure(request(route));
}

/** The browser's own wording for the error JSON.parse raises on the malformed switch body. */
export function parseErrorOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} parsed`);
}

/** Clears the server's switches and log and the crumb cookies (also the one the page cannot read). */
export async function cleanUp(): Promise<void> {
  await resetServer();
  clearCrumbCookies(STALE_PATH);
}

/** Runs cleanUp before and after each test of the calling file. */
export function cleanUpAroundEach(): void {
  beforeEach(cleanUp);
  afterEach(cleanUp);
}
