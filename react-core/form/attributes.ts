// <sq-form>'s attributes. The form JSON is checked field by field (react-core/form/model); JSON that
// does not parse logs the parser message and leaves the server-rendered form as it is.
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { string, type Attribute } from '../../runtime/bridge/attributes.ts';
import { logError } from '../../runtime/log.ts';
import { parseFormDefinition, type FormDefinition } from './model/definition.ts';

/** reCAPTCHA's global and its explicit-render script; the demo and tests use the local fake (captcha.ts). */
export const RECAPTCHA = {
  globalName: 'grecaptcha',
  scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const;

const formJson: Attribute<FormDefinition | null> = {
  type: 'FormDefinition | null',
  default: null,
  doc: 'The block\'s form JSON: id, collectionId, objectName, fields, submitButtonText, postSubmitMessage or postSubmitHtml, successRedirect, captcha, newsletter.',
  parse(value, where) {
    if (value === null || value.trim() === '') return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      logError(PARSER_MESSAGES.expected(`JSON for <${where.tag} ${where.attribute}>`, JSON.stringify(value.slice(0, 60))));
      return null;
    }
    return parseFormDefinition(parsed);
  },
  stringify: (value) => (value === null ? null : JSON.stringify(value)),
};

export const FORM_ELEMENT_ATTRIBUTES = {
  formJson,
  captchaScript: string(RECAPTCHA.scriptUrl, 'The captcha provider script (reCAPTCHA by default).'),
  captchaGlobal: string(RECAPTCHA.globalName, "The provider's global object (grecaptcha by default)."),
  captchaSiteKey: string('', "The site's captcha key."),
};
