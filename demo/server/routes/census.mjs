// @ts-check
// Visit tracking: census hits, block render and click counts, quick views, and the image beacon.
// Their answers are not shown in section 7 ("tracking failures are swallowed"); they get 204 No
// Content, and the image beacon a 1x1 transparent GIF so an <img> or Image() loads cleanly.
import { isObject, jsonField } from '../body.mjs';
import { json, noContent } from '../http.mjs';

/** 1x1 transparent GIF. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The image beacon's query fields (section 7). */
export const TRACK_FIELDS = ['landing', 'refer', 'rk', 'lang', 'screen', 'source', 'campaign',
  'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'];

/**
 * A census call that records its fields and answers 204.
 * @param {string} path
 * @returns {import('./index.mjs').Route}
 */
const recordOnly = (path) => ({ method: 'POST', path, kind: 'beacons', answer: () => noContent() });

/** @returns {import('./index.mjs').Route[]} */
export function censusRoutes() {
  return [
    {
      // Form-encoded event, data (JSON text), ss_cvr.
      method: 'POST', path: '/api/census/RecordHit', kind: 'beacons',
      answer({ body, entry }) {
        const fields = isObject(body) ? body : {};
        const data = fields.data === undefined ? { ok: true, value: null } : jsonField(fields.data);
        if (!data.ok) return json(400, { error: 'Bad request' });
        entry.outcome = { event: fields.event ?? null, data: data.value };
        return noContent();
      },
    },
    // id, buttonText, clickthroughUrl, alignment, size, newWindow, context, visitorCookie.
    recordOnly('/api/census/button-click'),
    recordOnly('/api/census/button-render'),
    // formId, visitorCookie.
    recordOnly('/api/census/form-render'),
    recordOnly('/api/census/overlay'),
    {
      method: 'POST', path: '/api/census/RecordQuickView/*', kind: 'beacons',
      answer({ param, entry }) {
        entry.outcome = { id: param };
        return noContent();
      },
    },
    {
      method: 'GET', path: '/api/track/Track', kind: 'beacons',
      answer({ query, entry }) {
        entry.outcome = Object.fromEntries(TRACK_FIELDS.filter((name) => name in query).map((name) => [name, query[name]]));
        return { status: 200, text: PIXEL, type: 'image/gif' };
      },
    },
  ];
}
