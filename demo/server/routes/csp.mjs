// @ts-check
// Where pages served with `?sq-csp=…` (csp.mjs) report their Content Security Policy violations: each
// report is logged (kind 'csp') and answered 204.
import { CSP_REPORT_PATH } from '../csp.mjs';

/** @returns {import('./index.mjs').Route[]} */
export function cspRoutes() {
  return [
    { method: 'POST', path: CSP_REPORT_PATH, kind: 'csp', answer: () => ({ status: 204, text: '' }) },
  ];
}
