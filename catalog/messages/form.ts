// Form validation and submission (reference §5, §8; visitor §4, §5, §8). The four messages the form's
// first render needs are FORM_VIEW_MESSAGES (./form-view.ts), so the element's chunk does not carry the
// rest; they are part of this object too.
import { FORM_VIEW_MESSAGES } from './form-view.ts';

export const FORM_MESSAGES = {
  ...FORM_VIEW_MESSAGES,
  captchaRequired: 'Complete CAPTCHA before submitting.',
  captchaMissing: 'ReCaptcha has not been set up!',
  enterValidEmail: 'Please enter a valid email',
  emailFormat: (email: string) => `Emails must be formatted as ${email}`,
  emailInvalid: (email: string) => `Email is not valid. Email addresses should follow the format ${email}.`,
  characterLimit: 'You have exceeded the character limit.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  unknownError: 'Unknown error, please try again later.',
  keyFailed: 'Could not get a form submission key, please try again later.',
  parseFieldsFailed: 'Could not parse the form fields, please check your entries.',
  errorAbove: 'Your form has encountered a problem. Please scroll down to review.',
  errorBelow: 'Your form has encountered a problem. Please scroll up to review.',
  status401: 'Unable to submit form. Please try again later.',
  status404: 'This form has not been configured yet.',
  status429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  status500: 'Unable to send form. Please try again later.',
  unableToOpen: 'Unable to open form',
  unableToUpdate: 'Unable to update form',
} as const;

/** Field checks the spec names but does not word (a required field left empty, a US zip). */
export const FORM_CHECKS = {
  required: (title: string) => (title ? `${title} is required.` : 'This field is required.'),
  zipInvalid: (digits: number) => `ZIP Code must be exactly ${digits} digits.`,
} as const;
