// <sq-form>'s attributes. The form JSON is checked field by field (react-core/form/model); JSON that
// does not parse logs the parser message and leaves the server-rendered form as it is.
import { json, string } from '../../runtime/bridge/attributes.ts';
import { parseFormDefinition, type FormDefinition } from './model/definition.ts';

/** reCAPTCHA's global and its explicit-render script; the demo and tests use the local fake (captcha.ts). */
export const RECAPTCHA = {
  globalName: 'grecaptcha',
  scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const;

// The bridge's JSON attribute (malformed JSON logs the parser message, as every element's does), checked
// field by field; an unusable form (no id) is null, logged by the check.
const formJson = json<FormDefinition | null>(
  null,
  /* manifest-only */ 'The block\'s form JSON: id, collectionId, objectName, fields, submitButtonText, postSubmitMessage or postSubmitHtml, successRedirect, captcha, newsletter.',
  { type: /* manifest-only */ 'FormDefinition | null', validate: parseFormDefinition },
);

// The docs are the manifest's (custom-elements.json), left out of dist/ (scripts/rollup-manifest-text.mjs).
export const FORM_ELEMENT_ATTRIBUTES = {
  formJson,
  captchaScript: string(RECAPTCHA.scriptUrl, /* manifest-only */ 'The captcha provider script (reCAPTCHA by default).'),
  captchaGlobal: string(RECAPTCHA.globalName, /* manifest-only */ "The provider's global object (grecaptcha by default)."),
  captchaSiteKey: string('', /* manifest-only */ "The site's captcha key."),
};
