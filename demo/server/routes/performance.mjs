// @ts-check
// The performance collector: GET /api/1/performance/settings hands out the page-load id that every
// record must carry; POST /api/1/performance/records takes the records (a JSON array sent as
// text/plain, by beacon or XHR) and answers 204.
import { randomUUID } from 'node:crypto';
import { isObject } from '../body.mjs';
import { json, noContent } from '../http.mjs';

/** @returns {import('./index.mjs').Route[]} */
export function performanceRoutes() {
  return [
    {
      method: 'GET', path: '/api/1/performance/settings', kind: 'beacons',
      answer({ entry }) {
        const pageLoadId = randomUUID();
        entry.outcome = { pageLoadId };
        return json(200, { pageLoadId });
      },
    },
    {
      // [{ app, data, event, pageLoadId, timestamp }, ...]
      method: 'POST', path: '/api/1/performance/records', kind: 'beacons',
      answer({ body, entry }) {
        if (!Array.isArray(body) || !body.every(isObject)) return json(400, { error: 'Bad request' });
        entry.outcome = { events: body.map((record) => record.event) };
        return noContent();
      },
    },
  ];
}
