// @ts-check
// Error reports and events: RecordJavascriptErrors, Trace, RecordEvent and the events service.
// Section 7 does not show their answers; fire-and-forget calls get 204 No Content, the events service
// 202 Accepted (its client treats 200 and 202 as success). A body the call could not have come from
// gets 400 { error: 'Bad request' }, so a test sees a client sending the wrong shape.
import { isObject, jsonField } from '../body.mjs';
import { json, noContent } from '../http.mjs';

const badRequest = () => json(400, { error: 'Bad request' });

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>[]}
 */
const isListOfObjects = (value) => Array.isArray(value) && value.every(isObject);

/** @returns {import('./index.mjs').Route[]} */
export function eventRoutes() {
  return [
    {
      // JSON array of { event, data, timestamp }; the crumb comes back in X-CSRF-Token.
      method: 'POST', path: '/api/events/RecordJavascriptErrors', kind: 'errors', crumb: true,
      answer({ body, entry }) {
        if (!isListOfObjects(body)) return badRequest();
        entry.outcome = { count: body.length };
        return noContent();
      },
    },
    {
      // `data`: a JSON array of logged events, form-encoded (text) or in a JSON body (either form).
      method: 'POST', path: '/api/events/Trace', kind: 'events',
      answer({ body, entry }) {
        const data = jsonField(isObject(body) ? body.data : undefined);
        if (!data.ok || !Array.isArray(data.value)) return badRequest();
        entry.outcome = { events: data.value };
        return noContent();
      },
    },
    {
      // Form-encoded crumb, event, data (JSON text) and extra fields.
      method: 'POST', path: '/api/events/RecordEvent', kind: 'events', crumb: true,
      answer({ body, entry }) {
        if (!isObject(body) || typeof body.event !== 'string' || body.event === '') return badRequest();
        const data = body.data === undefined ? { ok: true, value: null } : jsonField(body.data);
        if (!data.ok) return badRequest();
        const { crumb, event, data: ignored, ...extra } = body;
        entry.outcome = { event, data: data.value, extra };
        return noContent();
      },
    },
    {
      // { analyticsId, commonData, customData, customSchemaName }: JSON by fetch or text by beacon.
      method: 'POST', path: '/api/v1/events', kind: 'events',
      answer({ body, entry }) {
        if (!isObject(body)) return badRequest();
        entry.outcome = { schema: body.customSchemaName ?? null };
        return { status: 202 };
      },
    },
  ];
}
