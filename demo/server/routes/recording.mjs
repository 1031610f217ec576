// @ts-check
// The session-recording id (visitor §7 leaves "recording id" to document 2, which does not show it; the
// call is this library's design, catalog/experiments.ts): POST { websiteId, analyticsId } as JSON answers
// 200 { recordingId } with a fresh id. A body the call could not have come from gets 400.
import { randomUUID } from 'node:crypto';
import { isObject } from '../body.mjs';
import { json } from '../http.mjs';

/** @param {unknown} value */
const isText = (value) => typeof value === 'string';

/** @returns {import('./index.mjs').Route[]} */
export function recordingRoutes() {
  return [
    {
      method: 'POST', path: '/api/1/recording/id', kind: 'events',
      answer({ body, entry }) {
        if (!isObject(body) || !isText(body.websiteId) || !isText(body.analyticsId)) return json(400, { error: 'Bad request' });
        const recordingId = randomUUID();
        entry.outcome = { websiteId: body.websiteId, analyticsId: body.analyticsId, recordingId };
        return json(200, { recordingId });
      },
    },
  ];
}
