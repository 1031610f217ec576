// After a successful submission (visitor §4 "Form"): the site owner's post-submit HTML. It is the
// owner's content, so it is rendered, but only through DOMPurify (a kept-up sanitiser, not a
// hand-written one): no scripts, no event handlers, no javascript: URLs run, and no markup the
// library's own behaviours act on (react-core/sanitise.ts). Its own chunk: the
// success redirect lives in redirect.ts, so a form that only redirects never loads the sanitiser.
import DOMPurify from 'dompurify';
import { inertFragment } from '../sanitise.ts';

/** The site owner's post-submit HTML as a DocumentFragment sanitised by DOMPurify, without library markup. */
export function postSubmitFragment(html: string): DocumentFragment {
  // Forms and inputs inside a thank-you message would post somewhere the form's rules never see.
  return inertFragment(DOMPurify, html, { FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style'] });
}
