// @ts-check
// POST /api/widget/GetWidgetRendering: server-rendered HTML for a block, which the client puts in
// place of the block's content (data.html). Fields: widgetJSON ({ type, id, value }, as JSON text when
// form-encoded or as an object in a JSON body) and, for an event summary, collectionId.
//
// - widgetJSON missing, unparsable or not an object -> 400 { error: 'Could not parse widgetJSON' }
// - a type containing "event" (event-summary, events…) is an event summary: without collectionId
//   -> 400 { error: 'collectionId is required for an event summary' }; with it, a short list of
//   upcoming demo events of that collection.
// - any other type -> a paragraph naming the type, id and value.
// Every echoed value is HTML-escaped: the answer is inserted as markup.
import { isObject, jsonField } from '../body.mjs';
import { escapeHtml, json } from '../http.mjs';

const DAY = 86_400_000;

/**
 * @param {unknown} collectionId
 * @param {Record<string, unknown>} widget
 */
function eventSummary(collectionId, widget) {
  const start = new Date(Date.UTC(2030, 0, 15));
  const items = ['Opening night', 'Workshop', 'Closing party'].map((title, index) => {
    const date = new Date(start.getTime() + index * 7 * DAY).toISOString().slice(0, 10);
    return `<li class="sq-event-summary-item"><time datetime="${date}">${date}</time> ${escapeHtml(title)}</li>`;
  });
  return `<div class="sq-event-summary" data-widget-id="${escapeHtml(widget.id ?? '')}"`
    + ` data-collection-id="${escapeHtml(collectionId)}">`
    + `<p>Upcoming events in collection ${escapeHtml(collectionId)}</p><ul>${items.join('')}</ul></div>`;
}

/** @param {Record<string, unknown>} widget */
function plainWidget(widget) {
  const value = typeof widget.value === 'string' ? widget.value : JSON.stringify(widget.value ?? null);
  return `<div class="sq-widget-rendering" data-widget-type="${escapeHtml(widget.type ?? '')}"`
    + ` data-widget-id="${escapeHtml(widget.id ?? '')}"><p>${escapeHtml(value)}</p></div>`;
}

/** @returns {import('./index.mjs').Route[]} */
export function widgetRoutes() {
  return [
    {
      method: 'POST', path: '/api/widget/GetWidgetRendering', kind: 'widgets',
      answer({ body, entry }) {
        const fields = isObject(body) ? body : {};
        const parsed = jsonField(fields.widgetJSON);
        if (!parsed.ok || !isObject(parsed.value)) return json(400, { error: 'Could not parse widgetJSON' });
        const widget = parsed.value;
        const isEventSummary = /event/i.test(String(widget.type ?? ''));
        const collectionId = fields.collectionId ?? widget.collectionId;
        if (isEventSummary && (collectionId === undefined || collectionId === '')) {
          return json(400, { error: 'collectionId is required for an event summary' });
        }
        const html = isEventSummary ? eventSummary(collectionId, widget) : plainWidget(widget);
        entry.outcome = { type: widget.type ?? null, id: widget.id ?? null };
        return json(200, { html });
      },
    },
  ];
}
