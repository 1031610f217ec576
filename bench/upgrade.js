// One measurement per page load: ?impl=sq|vanilla&n=1000. The element code is loaded first; the
// clock covers defining the tag over n server-rendered elements until the first paint after it.
// With &heap, the page waits before defining the tag (window.__armed) until bench/run.mjs has read
// the heap and calls window.__go(); run.mjs reads it again after the first paint. Heap loads are
// loads of their own, so the waiting never touches a timed load.
const params = new URLSearchParams(location.search);
const impl = params.get('impl');
const n = Number(params.get('n') ?? 1000);
const tag = `bench-${impl}-cart-link`; // a tag of its own, so the runtime's autoloader leaves it alone

const Element = impl === 'sq'
  ? (await import('../dist/elements/sq-cart-link.js')).SqCartLinkElement
  : (await import('./vanilla-cart-link.js')).VanillaCartLink;

const item = `<${tag}><a href="/cart"><svg aria-hidden="true" width="16" height="16"></svg> Cart <span class="sq-cart-quantity">0</span></a></${tag}>`;
document.getElementById('stage').innerHTML = item.repeat(n);
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
await frame();
await frame();

// After the frame's rAF callbacks, a message-channel task runs once that frame has been painted.
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
}));

if (params.has('heap')) {
  await new Promise((resolve) => { window.__go = resolve; window.__armed = true; });
}

// The library renders new views in a transition, in slices with paints between them: the clock stops at
// the first paint after the last of them (at most 200 paints, so a view that never comes still ends the load).
const count = () => document.querySelectorAll(`${tag} .sq-cart-link__label`).length;
const start = performance.now();
customElements.define(tag, Element);
await afterPaint();
for (let paints = 1; count() < n && paints < 200; paints += 1) await afterPaint();
const ms = performance.now() - start;
const rendered = count();
window.__bench = { ms, rendered };
