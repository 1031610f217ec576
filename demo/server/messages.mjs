// @ts-check
// Server-side wording. The client's copy of every message lives in catalog/; the server cannot import
// TypeScript, so the few texts it sends are repeated here, spelled exactly as docs/spec/visitor-behaviour.md
// section 8 (and section 5 for field errors) spells them.

export const FORM_MESSAGES = {
  badKey: 'Error processing form submission. Please reload and try again.',
  unknown: 'Unknown error, please try again later.',
  unparsableFields: 'Could not parse the form fields, please check your entries.',
  /** The spec's `{email}` placeholder, filled with the example the real platform shows. */
  invalidEmail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  tooLong: 'You have exceeded the character limit.',
  captcha: 'Complete CAPTCHA before submitting.',
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

/** Data-layer wording of section 8 for the statuses it names; the rest are plain HTTP reasons. */
const DATA_LAYER_MESSAGES = {
  400: 'Bad request',
  401: 'Unauthorized request',
  403: 'Unauthorized request',
  404: 'Not found',
  429: 'Too many requests',
  500: 'Internal server error. Please try again later.',
  501: 'Internal server error. Please try again later.',
  502: 'Bad gateway',
  503: 'This service is temporarily unavailable. Please try again later.',
};

/**
 * The body a forced status gets when a switch names no body: the section-8 text for that status on
 * that route family, as `{ error }`. 2xx answers get `{}` (204 gets nothing).
 * @param {string} route request path
 * @param {number} status
 * @returns {unknown}
 */
export function defaultBody(route, status) {
  if (status < 400) return status === 204 ? undefined : {};
  const forms = /** @type {Record<number, string>} */ (FORM_MESSAGES);
  const data = /** @type {Record<number, string>} */ (DATA_LAYER_MESSAGES);
  if (route.startsWith('/api/form/')) {
    if (status === 400) return { error: FORM_MESSAGES.badKey };
    const text = forms[status] ?? (status >= 500 ? FORM_MESSAGES[500] : FORM_MESSAGES.unknown);
    return { error: text };
  }
  return { error: data[status] ?? (status >= 500 ? data[500] : 'Request failed') };
}
