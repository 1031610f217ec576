// The banner text is the site owner's rich text, a server string: it is never set as HTML. It is parsed
// inertly (DOMParser: no scripts run, no images load) and only paragraphs, line breaks, strong/em and
// links to http(s), mailto, tel, sms or relative addresses are rebuilt, as React elements; every other element
// gives just its text, and what is inside script, style and the like is dropped.
import type { ReactNode } from 'react';
import { safeUrl } from '../../runtime/utils/safe-url.ts';
import { inertHTML } from '../../runtime/trusted-types.ts';

type Tag = 'p' | 'br' | 'strong' | 'em' | 'a';
export type RichPart = string | { tag: Tag; href?: string; children: RichPart[] };

const KEPT: Readonly<Record<string, Tag>> = { p: 'p', br: 'br', strong: 'strong', b: 'strong', em: 'em', i: 'em', a: 'a' };
/** Elements whose content is code or metadata, not text a visitor should see. */
const DROPPED = new Set(['script', 'style', 'template', 'title', 'iframe', 'object', 'embed', 'noembed', 'noframes']);

/** The href if it leads to an http(s), mailto, tel or sms address (relative ones resolve to http(s)), else null. */
export const safeHref = (href: string | null): string | null => safeUrl(href, 'link', 'a cookie banner link');

function convert(nodes: NodeListOf<ChildNode>, topLevel: boolean): RichPart[] {
  const parts: RichPart[] = [];
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) parts.push(node.textContent);
      continue;
    }
    if (!(node instanceof Element)) continue;
    const name = node.localName;
    if (DROPPED.has(name)) continue;
    const tag = KEPT[name];
    // A paragraph inside inline text would be invalid markup: it keeps only its content there.
    const children = convert(node.childNodes, false);
    const href = tag === 'a' ? safeHref(node.getAttribute('href')) : null;
    if (tag === 'br') parts.push({ tag, children: [] });
    else if ((tag === 'p' && topLevel) || tag === 'strong' || tag === 'em') parts.push({ tag, children });
    else if (tag === 'a' && href !== null) parts.push({ tag, href, children });
    else parts.push(...children);
  }
  return parts;
}

export function parseRichText(html: string): RichPart[] {
  const body = new DOMParser().parseFromString(inertHTML(html), 'text/html').body;
  return body ? convert(body.childNodes, true) : [];
}

const textOf = (parts: RichPart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : textOf(part.children))).join('');

/** Whether the rich text shows any text at all ('<p></p>' and '<p> </p>' do not). */
export const hasText = (html: string): boolean => textOf(parseRichText(html)).replace(/[\s\u00a0]+/g, '') !== '';

function render(parts: RichPart[]): ReactNode[] {
  return parts.map((part, index) => {
    if (typeof part === 'string') return part;
    const { tag: Tag, href, children } = part;
    if (Tag === 'br') return <br key={index} />;
    if (Tag === 'a') return <a key={index} href={href}>{render(children)}</a>;
    return <Tag key={index}>{render(children)}</Tag>;
  });
}

/** The rich text as React elements: text nodes are always text, never markup. */
export const richText = (html: string): ReactNode[] => render(parseRichText(html));
