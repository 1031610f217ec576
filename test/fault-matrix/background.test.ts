// Fault matrix (issue 20), the background calls: census (form and button renders, the overlay, quick
// views), events, beacons. The visitor sees none of them; the contract is that a fault is swallowed
// (visitor §7 "Tracking failures are swallowed"): the call resolves, nothing is thrown and nothing
// reaches the page as an uncaught error. The events service is the exception the spec words: 'Error
// tracking event: HTTP Status {code}' (a warning, the promise rejected). Beacons never read their
// answer, so their cells only prove nothing is thrown.
// 8 rows x 11 faults = 88 cells.
import { expect, waitUntil } from '@open-wc/testing';
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { recordFormRender } from '../../react-core/form/census.ts';
import { beacon, imageBeacon } from '../../runtime/transport.ts';
import { track } from '../../runtime/visitor/analytics.ts';
import { recordButtonRender, recordOverlay, recordQuickView } from '../../runtime/visitor/census.ts';
import { recordEvent } from '../../runtime/visitor/record-event.ts';
import { FAULT_NAMES, matrix, watch, type Cell, type Fault, type Row } from '../support/fault-matrix.ts';

let serial = 0;

/** A swallowed call: it ends (a hang at its deadline), resolves with nothing, and logs nothing. */
async function swallowed(cell: Cell, call: () => Promise<unknown>) {
  const done = watch(call());
  await cell.endHang();
  await waitUntil(() => done.done, 'the call ended', { timeout: 5000 });
  expect(done.error, 'nothing thrown').to.equal(undefined);
  expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
}

/** A beacon: handed to the browser, nothing thrown; the request reaches the server. */
async function fired(cell: Cell, route: string, send: () => void) {
  expect(send, 'nothing thrown').to.not.throw();
  await cell.endHang(route);
}
const BEACON_NA = Object.fromEntries(FAULT_NAMES.map((fault) => [fault, "a beacon's answer is never read"])) as Record<Fault, string>;

const button = () => ({
  id: `b-${++serial}`, buttonText: 'Book', clickthroughUrl: '/book', alignment: 'center', size: 'medium', newWindow: false, context: 'page',
});

const rows: Row[] = [
  {
    name: `POST ${API_PATHS.formRender} (census, as <sq-form> renders)`,
    route: API_PATHS.formRender,
    run: (cell) => swallowed(cell, () => recordFormRender(`form-matrix-${++serial}`)),
  },
  {
    name: `POST ${API_PATHS.buttonRender} (census)`,
    route: API_PATHS.buttonRender,
    run: (cell) => swallowed(cell, () => recordButtonRender(button())),
  },
  {
    name: `POST ${API_PATHS.overlay} (census, as the popup overlay shows)`,
    route: API_PATHS.overlay,
    run: (cell) => swallowed(cell, () => recordOverlay({ websiteId: 'site-matrix', action: 'shown', n: String(++serial) })),
  },
  {
    name: `POST ${API_PATHS.recordQuickView}{id} (census, Sq.census.quickView)`,
    route: `${API_PATHS.recordQuickView}*`,
    run: (cell) => swallowed(cell, () => recordQuickView(`item-matrix-${++serial}`)),
  },
  {
    name: `POST ${API_PATHS.recordEvent}`,
    route: API_PATHS.recordEvent,
    run: (cell) => swallowed(cell, () => recordEvent('matrix-event', { n: ++serial })),
  },
  {
    name: `POST ${API_PATHS.events} (events service, Sq.track)`,
    route: API_PATHS.events,
    async run(cell) {
      const done = watch(track('matrix_schema', { actor: 'visitor', action: 'view', event_owner_team: 't', event_source: 'web', object_type: 'page' }));
      await cell.endHang();
      await waitUntil(() => done.done, 'the call ended', { timeout: 5000 });
      // Only 200 and 202 succeed; the body is not read (an empty or broken 200 is a success).
      if (cell.fault === 'empty' || cell.fault === 'malformed') return void expect(done.error).to.equal(undefined);
      const code = /^\d+$/.test(String(cell.fault)) ? Number(cell.fault) : 0; // no answer (hung, network) is status 0
      expect(done.error, 'the promise rejected').to.not.equal(undefined);
      expect(cell.logs.messages()).to.deep.equal([EVENT_MESSAGES.eventSendFailed(code)]);
    },
  },
  {
    name: `GET ${API_PATHS.track} (image beacon)`,
    route: API_PATHS.track,
    notApplicable: BEACON_NA,
    run: (cell) => fired(cell, API_PATHS.track, () => imageBeacon(API_PATHS.track, { landing: '/matrix', rk: ++serial })),
  },
  {
    name: `POST ${API_PATHS.performanceRecords} (sendBeacon, XHR fallback)`,
    route: API_PATHS.performanceRecords,
    notApplicable: BEACON_NA,
    run: (cell) => fired(cell, API_PATHS.performanceRecords, () => beacon(API_PATHS.performanceRecords, JSON.stringify([{ app: 'matrix', n: ++serial }]))),
  },
];

matrix('fault matrix: background calls', rows);
