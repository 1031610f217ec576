// After a successful submission (visitor §4 "Form"): the site owner's post-submit HTML. It is the
// owner's content, so it is rendered, but only through DOMPurify (a kept-up sanitiser, not a
// hand-written one): no scripts, no event handlers, no javascript: URLs run. Its own chunk: the
// success redirect lives in redirect.ts, so a form that only redirects never loads the sanitiser.
import DOMPurify from 'dompurify';

/** The site owner's post-submit HTML as a DocumentFragment sanitised by DOMPurify. */
export function postSubmitFragment(html: string): DocumentFragment {
  const clean = DOMPurify.sanitize(typeof html === 'string' ? html : '', {
    RETURN_DOM_FRAGMENT: true,
    // Forms and inputs inside a thank-you message would post somewhere the form's rules never see.
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style'],
  });
  // DOMPurify builds the fragment in an inert document; import it so the caller appends our own nodes.
  // Markup with no body to build from (a lone <frameset>) gives no node: nothing is shown.
  return clean instanceof Node ? document.importNode(clean, true) : document.createDocumentFragment();
}
