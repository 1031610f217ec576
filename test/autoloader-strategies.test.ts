import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startAutoloader } from '../runtime/autoloader.ts';
import { UPGRADE_WHEN_IDLE } from '../runtime/registry.ts';
import { createWaiter } from '../runtime/upgrade-later.ts';
import { takeWakeEvents } from '../runtime/early-events.ts';
import { afterFirstPaint } from './support/frames.ts';

// Two frames: IntersectionObserver has delivered its first entries for what was observed before them.
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
// An element this far below the top is beyond the first viewport and the one after it.
const FAR = 'margin-top: 6000px';

let n = 0;
/** A fresh tag with a loader that records its requests, for one test. */
function tagLoader() {
  n += 1;
  const tag = `sq-test-strategy-${n}`;
  const loads: string[] = [];
  class Defined extends HTMLElement {}
  return { tag, loads, loaders: { [tag]: async () => { loads.push(tag); return { default: Defined }; } } };
}

describe('upgrade strategies (the upgrade attribute)', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('visible (the default): an element in the first viewport is requested after the first paint, without an observer round', async () => {
    const { tag, loads, loaders } = tagLoader();
    await fixture(`<${tag}>first screen</${tag}>`);
    const loader = startAutoloader(loaders);
    await afterFirstPaint();
    // The loader is called one task after the request (runtime/autoloader.ts), within afterFirstPaint's tasks.
    expect(loads, 'requested during the first scan').to.deep.equal([tag]);
    await customElements.whenDefined(tag);
    loader.stop();
  });

  it('eager: an element far below the first viewport is requested with the first scan', async () => {
    const { tag, loads, loaders } = tagLoader();
    await fixture(`<div style="${FAR}"><${tag} upgrade="eager"></${tag}></div>`);
    const loader = startAutoloader(loaders);
    await afterFirstPaint();
    expect(loads, 'requested during the first scan').to.deep.equal([tag]);
    loader.stop();
  });

  it('interaction: not requested while untouched, requested when a pointer goes over it', async () => {
    const { tag, loads, loaders } = tagLoader();
    const box = await fixture(`<div><${tag} upgrade="interaction"><button>Reach</button></${tag}></div>`);
    const loader = startAutoloader(loaders);
    await afterFirstPaint();
    await frames();
    expect(loads, 'not requested by the first scan').to.deep.equal([]);
    box.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitUntil(() => customElements.get(tag), 'defined after the pointer came over it');
    expect(loads).to.deep.equal([tag]);
    loader.stop();
  });

  it('interaction: requested when focus goes into it (keyboard visitors)', async () => {
    const { tag, loads, loaders } = tagLoader();
    const box = await fixture(`<div><${tag} upgrade="interaction"><input aria-label="Name"></${tag}></div>`);
    const loader = startAutoloader(loaders);
    await afterFirstPaint();
    await frames();
    expect(loads, 'not requested by the first scan').to.deep.equal([]);
    box.querySelector('input')!.focus();
    await waitUntil(() => customElements.get(tag), 'defined after focus came in');
    loader.stop();
  });

  // WCAG 2.1.1: an element whose markup a keyboard cannot reach (an accordion's titles, its bodies hidden
  // by sq.css until the view) would wait for a pointer forever; it waits as `visible` does instead.
  it('interaction, with nothing a keyboard can reach inside: requested as visible is (in view, at once)', async () => {
    const { tag, loads, loaders } = tagLoader();
    await fixture(`<div><${tag} upgrade="interaction"><h3>Shipping</h3><div style="display:none"><a href="/s">Rates</a></div></${tag}></div>`);
    const loader = startAutoloader(loaders);
    await waitUntil(() => customElements.get(tag), 'defined without a pointer or focus');
    expect(loads).to.deep.equal([tag]);
    loader.stop();
  });

  it('any strategy upgrades on interaction: a far visible element a pointer reaches first', async () => {
    const { tag, loads, loaders } = tagLoader();
    const box = await fixture(`<div style="${FAR}"><${tag}><span>far</span></${tag}></div>`);
    const loader = startAutoloader(loaders);
    await afterFirstPaint();
    expect(loads, 'not requested by the first scan').to.deep.equal([]);
    box.querySelector('span')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitUntil(() => customElements.get(tag), 'defined after the pointer went down on it');
    loader.stop();
  });

  it('the dialog, form, lightbox, tooltip and cookie banner wait for an idle moment by default', () => {
    expect([...UPGRADE_WHEN_IDLE].sort()).to.deep.equal(['sq-cookie-banner', 'sq-dialog', 'sq-form', 'sq-lightbox', 'sq-tooltip']);
  });
});

describe('the waiting room (runtime/upgrade-later.ts)', () => {
  afterEach(() => window.scrollTo(0, 0));
  // An idle scope whose callbacks run only when the test says so.
  function heldIdle() {
    const callbacks: Array<() => void> = [];
    return { scope: { requestIdleCallback: (fn: () => void) => callbacks.push(fn) }, run: () => callbacks.splice(0).forEach((fn) => fn()) };
  }

  it('visible: a far element is not requested until it comes within a viewport of the viewport', async () => {
    const el = await fixture(html`<div style="margin-top: 6000px; height: 10px"></div>`);
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(el, 'visible');
    await frames();
    expect(requested, 'nothing while it is far').to.deep.equal([]);
    el.scrollIntoView();
    await waitUntil(() => requested.length > 0, 'requested once near the viewport');
    expect(requested).to.deep.equal(['div']);
    waiter.stop();
  });

  it('visible and idle: requested at the idle moment after the load event, whatever their distance', async () => {
    const far = await fixture(html`<div style="margin-top: 6000px; height: 10px"></div>`);
    const near = document.createElement('p');
    far.before(near);
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(far, 'visible');
    waiter.wait(near, 'idle');
    await frames();
    expect(requested).to.deep.equal([]);
    idle.run();
    expect(requested.sort()).to.deep.equal(['div', 'p']);
    near.remove();
    waiter.stop();
  });

  it('without requestIdleCallback (WebKit) the idle moment is the fallback timer', async () => {
    const el = await fixture(html`<section></section>`);
    const requested: string[] = [];
    const waiter = createWaiter((tag) => requested.push(tag), document, {});
    waiter.wait(el, 'idle');
    await waitUntil(() => requested.length > 0, 'requested by the fallback');
    expect(requested).to.deep.equal(['section']);
    waiter.stop();
  });

  // What Tab cannot reach does not count: words only, a link hidden with display or with visibility (sq.css
  // hides some elements' markup so until they are defined), a title taken out of the tab order, a disabled button.
  const UNREACHABLE: Array<[string, string, string]> = [
    ['nothing but words and a hidden link', 'section', '<h3>Words only</h3><p hidden><a href="#x">x</a></p>'],
    ['only hidden, disabled or untabbable controls', 'aside',
      '<a href="#x" style="visibility: hidden">x</a><h3 tabindex="-1">t</h3><button disabled>b</button>'],
  ];
  for (const [what, tag, inner] of UNREACHABLE) {
    it(`interaction, with ${what}: requested near the viewport or at the idle moment, like visible`, async () => {
      const el = await fixture(`<${tag}>${inner}</${tag}>`);
      const requested: string[] = [];
      const idle = heldIdle();
      const waiter = createWaiter((name) => requested.push(name), document, idle.scope);
      waiter.wait(el, 'interaction');
      await waitUntil(() => requested.length > 0, 'requested: it is in view');
      expect(requested).to.deep.equal([tag]);
      waiter.stop();
    });
  }

  it('interaction: never requested at the idle moment or near the viewport', async () => {
    const el = await fixture(html`<article><a href="#x">x</a></article>`);
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(el, 'interaction');
    await frames();
    idle.run();
    expect(requested).to.deep.equal([]);
    el.querySelector('a')!.focus();
    expect(requested).to.include('article');
    waiter.stop();
  });

  // Site code reaching for a waiting element: a dialog opened by its attribute shows now, not at idle.
  it('an attribute set on a waiting element requests it at once, whatever its strategy', async () => {
    const el = await fixture(html`<div style="margin-top: 6000px"><sq-dialog></sq-dialog></div>`);
    const dialog = el.firstElementChild!;
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(dialog, 'interaction');
    await frames();
    expect(requested, 'untouched, it waits').to.deep.equal([]);
    dialog.setAttribute('open', '');
    await waitUntil(() => requested.length > 0, 'requested when its open attribute was set');
    expect(requested).to.deep.equal(['sq-dialog']);
    waiter.stop();
  });

  // `dialog.open = true`, as the dialog's docs write it: the same as its attribute, and the value waits
  // on the element for the upgrade (an own property, which the bridge applies).
  it('a property a waiting element answers (a dialog\'s open) requests it at once and is kept for its upgrade', async () => {
    const el = await fixture(html`<div style="margin-top: 6000px"><sq-dialog></sq-dialog></div>`);
    const dialog = el.firstElementChild as HTMLElement & { open?: boolean };
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(dialog, 'idle');
    expect(dialog.open, 'nothing to read before it is set').to.equal(undefined);
    expect(requested, 'untouched, it waits').to.deep.equal([]);
    dialog.open = true;
    expect(requested).to.deep.equal(['sq-dialog']);
    expect(Object.getOwnPropertyDescriptor(dialog, 'open'), 'kept as the platform keeps it, for the upgrade')
      .to.deep.equal({ value: true, writable: true, enumerable: true, configurable: true });
    expect(dialog.hasAttribute('open'), 'the attribute is the upgraded element\'s to reflect').to.equal(false);
    waiter.stop();
  });

  // A module script after sq.js runs before the first scan: its `dialog.open = true` is an own property
  // when the dialog starts waiting; a dialog written open in the markup asks the same.
  it('a dialog asked to open before it waited (its property set, or its attribute written) is requested as it starts waiting', async () => {
    const el = await fixture(html`<div><sq-dialog></sq-dialog><sq-dialog open></sq-dialog><sq-dialog></sq-dialog></div>`);
    const [set, written, closed] = [...el.children] as Array<HTMLElement & { open?: boolean }>;
    set!.open = true;
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(closed!, 'idle');
    expect(requested, 'a closed dialog waits').to.deep.equal([]);
    waiter.wait(set!, 'idle');
    expect(requested, 'its property was set').to.deep.equal(['sq-dialog']);
    waiter.wait(written!, 'idle');
    expect(requested, 'its attribute was written').to.deep.equal(['sq-dialog', 'sq-dialog']);
    waiter.stop();
  });

  // A "Cookie preferences" link dispatches the force on document: the banner's code is asked for at once,
  // and the event is kept for its component (runtime/early-events.ts); another tag keeps nothing.
  it("the cookie banner's force, update and unforce request it at once and are kept for it, in order", async () => {
    const el = await fixture(html`<div><sq-cookie-banner></sq-cookie-banner><sq-dialog></sq-dialog></div>`);
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    for (const child of el.children) waiter.wait(child, 'idle');
    document.dispatchEvent(new Event('sq-dialog-show'));
    expect(requested, 'not an event of a waiting element').to.deep.equal([]);
    const events = ['sq-cookie-banner-update', 'sq-cookie-banner-force', 'sq-cookie-banner-unforce'].map((type) => new CustomEvent(type));
    for (const event of events) document.dispatchEvent(event);
    expect(requested).to.deep.equal(['sq-cookie-banner', 'sq-cookie-banner', 'sq-cookie-banner']);
    expect(takeWakeEvents('sq-cookie-banner'), 'kept in order').to.deep.equal(events);
    document.dispatchEvent(new CustomEvent('sq-cookie-banner-force'));
    expect(takeWakeEvents('sq-cookie-banner'), 'taken: nothing is kept after').to.deep.equal([]);
    expect(takeWakeEvents('sq-dialog')).to.deep.equal([]);
    waiter.stop();
  });

  it('stop() releases the observers, the idle callback and the listeners, and keeps no event', async () => {
    const el = await fixture(html`<aside><button>b</button></aside>`);
    const banner = document.createElement('sq-cookie-banner');
    const dialog = document.createElement('sq-dialog') as HTMLElement & { open?: boolean };
    el.append(banner, dialog);
    const requested: string[] = [];
    const idle = heldIdle();
    const waiter = createWaiter((tag) => requested.push(tag), document, idle.scope);
    waiter.wait(el, 'visible');
    waiter.wait(banner, 'idle');
    waiter.wait(dialog, 'interaction');
    waiter.stop();
    dialog.open = true;
    idle.run();
    el.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    el.setAttribute('title', 'touched');
    document.dispatchEvent(new CustomEvent('sq-cookie-banner-force'));
    await frames();
    expect(requested).to.deep.equal([]);
    expect(dialog.open, 'after stop() the dialog\'s setter only stores, as the platform would').to.equal(true);
    expect(takeWakeEvents('sq-cookie-banner')).to.deep.equal([]);
  });
});
