// XSS payloads for every server-string and owner-HTML path of the form (issue 4, "Security and bad
// input"). Each one, if it ever ran, would set window.__sqXss (see xssRan); the tests assert it stays
// unset and that server strings come back as the same literal text. Reuse: import XSS_PAYLOADS.
/** The statement every payload tries to run. `top` so frame-based payloads reach the test page too. */
export const XSS_RUN = 'top.__sqXss=1';
const R = XSS_RUN;
/** The payload's statement with every character as a decimal HTML entity. */
const entities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');
const base64 = (text: string) => btoa(text);

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${R}</script>`,
  `<SCRIPT>${R}</SCRIPT>`,
  `<script src="data:,${R}"></script>`,
  `<scr<script>ipt>${R}</scr</script>ipt>`,
  `<<script>${R}//<</script>`,
  `"><script>${R}</script>`,
  `'><img src=x onerror=${R}>`,
  `</textarea><script>${R}</script>`,
  `</title><script>${R}</script>`,
  `<img src=x onerror=${R}>`,
  `<img src="x" onerror="${R}">`,
  `<img src=1 oNeRrOr=${R}>`,
  `<img/src=1/onerror=${R}>`,
  `<img src=\`x\`onerror=${R}>`,
  `<img src=x onerror="${entities(R)}">`,
  `<img srcset="x" onerror=${R}>`,
  `<img src=x:alert onerror=${R}>`,
  `<svg onload=${R}>`,
  `<svg/onload=${R}>`,
  `<svg><script>${R}</script></svg>`,
  `<svg><a xlink:href="javascript:${R}"><text x="1" y="10">x</text></a></svg>`,
  `<svg><a href="javascript:${R}"><text x="1" y="10">x</text></a></svg>`,
  `<svg><animate onbegin=${R} attributeName=x dur=1s>`,
  `<svg><set attributeName="onload" to="${R}"/></svg>`,
  `<svg><discard onbegin=${R}>`,
  `<svg><foreignObject><img src=x onerror=${R}></foreignObject></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${R}'/></svg>#x"/></svg>`,
  `<math><a xlink:href="javascript:${R}">x</a></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${R}>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${R}>`,
  `<noscript><p title="</noscript><img src=x onerror=${R}>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${R}>">`,
  `<template><script>${R}</script></template>`,
  `<body onload=${R}>`,
  `<body onpageshow=${R}>`,
  `<frameset onload=${R}>`,
  `<details open ontoggle=${R}>`,
  `<video><source onerror=${R}></video>`,
  `<audio src=x onerror=${R}>`,
  `<video poster="javascript:${R}">`,
  `<input autofocus onfocus=${R}>`,
  `<input type="image" src=x onerror=${R}>`,
  `<select autofocus onfocus=${R}>`,
  `<textarea autofocus onfocus=${R}>`,
  `<keygen autofocus onfocus=${R}>`,
  `<x onfocus=${R} tabindex=1 autofocus>`,
  `<marquee onstart=${R}>`,
  `<div onmouseover=${R}>hover</div>`,
  `<a href="#" onclick="${R}">click</a>`,
  `<a href="javascript:${R}">x</a>`,
  `<a href="JaVaScRiPt:${R}">x</a>`,
  `<a href=" javascript:${R}">x</a>`,
  `<a href="java\tscript:${R}">x</a>`,
  `<a href="\u0001javascript:${R}">x</a>`,
  `<a href="&#106;avascript:${R}">x</a>`,
  `<a href="javas&#99;ript:${R}">x</a>`,
  `<a href="${entities(`javascript:${R}`)}">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,${base64(`<script>${R}</script>`)}">x</a>`,
  `<iframe src="javascript:${R}"></iframe>`,
  `<iframe srcdoc="<script>${R}</script>"></iframe>`,
  `<iframe src="data:text/html,<script>${R}</script>"></iframe>`,
  `<object data="javascript:${R}"></object>`,
  `<object data="data:text/html,<script>${R}</script>"></object>`,
  `<embed src="javascript:${R}">`,
  `<embed src="data:text/html,<script>${R}</script>">`,
  `<form action="javascript:${R}"><button>x</button></form>`,
  `<button formaction="javascript:${R}">x</button>`,
  `<table background="javascript:${R}"><tr><td>x</td></tr></table>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${R}">`,
  `<base href="javascript:${R}//">`,
  `<link rel="import" href="data:text/html,<script>${R}</script>">`,
  `<style>@import 'javascript:${R}';</style>`,
  `<div style="background:url(javascript:${R})">x</div>`,
  `<p>Thanks!</p><img src=x onerror=${R}><p>See you</p>`,
];

/** Whether any payload ran. */
export const xssRan = (): boolean => (window as unknown as { __sqXss?: unknown }).__sqXss !== undefined;

export function resetXss(): void {
  delete (window as unknown as { __sqXss?: unknown }).__sqXss;
}

/** Attributes through which a URL can run script. */
const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'srcdoc'];

/** What in a sanitised tree could still run script: script elements, on* handlers, script URLs. */
export function dangerIn(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attr.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (URL_ATTRIBUTES.includes(attr.name.toLowerCase())
        && /^(javascript|vbscript|data:text\/html)/.test(value)) found.push(`${tag}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}
