// @ts-check
// Strict Content Security Policy for trying pages (issue 17): a page GET with `?sq-csp=strict` (or
// `?sq-csp=trusted-types`) is answered with the policy a security-minded site owner serves, as a real
// response header. Violations are reported to POST /api/__sq/csp-report (routes/csp.mjs), where the
// inspector and the tests see them. The demo pages' own inline scripts and styles (their configurators)
// carry `nonce="sq-demo"`, which the policy allows as a site allows its own inline code; the library
// gets no such exemption: everything it adds must pass 'self'.

export const CSP_QUERY = 'sq-csp';
export const CSP_REPORT_PATH = '/api/__sq/csp-report';
/** The nonce of the demo pages' own inline scripts and styles. */
export const DEMO_NONCE = 'sq-demo';

const STRICT = [
  "default-src 'self'", `script-src 'self' 'nonce-${DEMO_NONCE}'`, `style-src 'self' 'nonce-${DEMO_NONCE}'`, "img-src 'self' data:", "connect-src 'self'",
  "frame-src 'self'", "object-src 'none'", "base-uri 'none'", `report-uri ${CSP_REPORT_PATH}`,
];
const POLICIES = {
  strict: STRICT.join('; '),
  'trusted-types': [...STRICT, "require-trusted-types-for 'script'", 'trusted-types sq dompurify sq-demo'].join('; '),
};

/**
 * The policy a page request asks for, or undefined.
 * @param {URLSearchParams} query
 * @returns {string | undefined}
 */
export function cspFor(query) {
  const wanted = query.get(CSP_QUERY);
  return wanted === 'strict' || wanted === 'trusted-types' ? POLICIES[wanted] : undefined;
}
