// After a successful submission (visitor §4 "Form"): the site owner's post-submit HTML and the success
// redirect. The HTML is the owner's content, so it is rendered, but only through DOMPurify (a kept-up
// sanitiser, not a hand-written one): no scripts, no event handlers, no javascript: URLs run.
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

const REDIRECT_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * A success redirect URL through the spec's URL rules: http(s) absolute or relative only, else null.
 * The URL is resolved against the page, so tabs, newlines or case in a scheme ("java\tscript:") cannot
 * sneak past the check; the resolved, absolute URL is returned.
 */
export function safeRedirect(url: string | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let target: URL;
  try {
    target = new URL(url.trim(), location.href);
  } catch {
    return null;
  }
  return REDIRECT_PROTOCOLS.has(target.protocol) ? target.href : null;
}
