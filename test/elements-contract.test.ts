// The element contract of DESIGN.md "Elements", checked for every tag of runtime/registry.ts with the
// markup of test/support/element-fixtures.ts: each element upgrades and renders from its server-rendered
// children without a word in the console and axe-clean; survives being moved (in one task, to another
// parent, or detached for a while) with its rendered content; leaves nothing behind when removed (no log,
// no listener that throws on a later resize, Escape or scroll); and a malformed enum, JSON or number
// attribute logs its catalogued message once, never throws, and removing it logs nothing more.
// Each element is loaded through its registry loader and registered with define(), as sq.js does.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { ELEMENT_LOADERS, ELEMENT_TAGS } from '../runtime/registry.ts';
import type { Attribute } from '../runtime/bridge/attributes.ts';
import { setCookies } from './support/cookies.ts';
import { FIXTURES, MAPS_SETTINGS } from './support/element-fixtures.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

// Type level: every tag has its HTMLElementTagNameMap entry (tsc fails on a missing one), so
// `document.createElement('sq-map')` is typed as the element's class.
const TYPED_TAGS = [
  'sq-cart-link', 'sq-gallery', 'sq-video', 'sq-lightbox', 'sq-form', 'sq-cookie-banner', 'sq-dialog',
  'sq-share-buttons', 'sq-search-preview', 'sq-tooltip', 'sq-spinner', 'sq-relative-time', 'sq-follow-button',
  'sq-audio', 'sq-accordion', 'sq-menu', 'sq-pricing-toggle', 'sq-image-block', 'sq-widget', 'sq-marquee',
  'sq-scaled-text', 'sq-map', 'sq-booking', 'sq-product-price', 'sq-add-to-cart', 'sq-cart', 'sq-donate-button',
  'sq-gift-card-button',
] as const satisfies readonly (keyof HTMLElementTagNameMap)[];
type TypedTag = (typeof TYPED_TAGS)[number];
const created = <K extends TypedTag>(tag: K): HTMLElementTagNameMap[K] => document.createElement(tag);

type Check = 'renders' | 'moves' | 'detached' | 'removal' | 'malformed';

/**
 * Checks that fail today because of a defect in the element (not in the fixture): they run in the
 * 'known defects (lead to fix)' block at the end instead of the main table, so the lead sees them fail.
 */
const KNOWN_DEFECTS: Readonly<Record<string, readonly Check[]>> = {}; // none found in the last run

/** What a test hears: console errors and warnings (the library's and React's), and uncaught errors. */
function listen() {
  const logs = captureLogs();
  const said: string[] = [];
  const original = { error: console.error, warn: console.warn };
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      said.push(`console.${level}: ${args.map(String).join(' ').slice(0, 300)}`);
      original[level].apply(console, args);
    };
  }
  const onError = (event: ErrorEvent) => said.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => said.push(`unhandled rejection: ${String(event.reason)}`);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return {
    said: () => [...said],
    library: () => logs.messages(),
    stop() {
      logs.stop();
      Object.assign(console, original);
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    },
  };
}
let heard: ReturnType<typeof listen> | undefined;
function hear() {
  heard?.stop();
  heard = listen();
  return heard;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Waits for the view's commit and for its settled state (loaded, drawn): `view` is found in it. */
async function rendered(el: HTMLElement, { view }: { view: string | null }) {
  await whenRendered();
  if (view !== null) await waitUntil(() => el.querySelector(view) !== null, `<${el.localName}> renders ${view}`);
  await whenRendered();
}

/**
 * Puts the fixture's markup into the first of two sibling boxes, as a server would: the element is
 * upgraded when it is inserted, with every attribute it was written with (`attributes` adds or replaces some).
 */
async function mount(tag: string, attributes: Record<string, string> = {}, view: string | null = FIXTURES[tag]!.view) {
  const fx = FIXTURES[tag]!;
  const root = await fixture<HTMLDivElement>('<div style="width:800px"><div class="a"></div><div class="b"></div></div>');
  const template = document.createElement('template');
  template.innerHTML = fx.markup.trim();
  const el = template.content.firstElementChild as HTMLElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const [a, b] = [root.querySelector<HTMLElement>('.a')!, root.querySelector<HTMLElement>('.b')!];
  a.append(template.content);
  await rendered(el, { view });
  return { el, fx, a, b };
}

const CHECKS: Record<Check, (tag: string) => Promise<void>> = {
  async renders(tag) {
    const listening = hear();
    const { el } = await mount(tag);
    expect(el.matches(':defined'), 'upgraded').to.equal(true);
    expect(el instanceof customElements.get(tag)!, 'an instance of its class').to.equal(true);
    expect(listening.said()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  },

  async moves(tag) {
    const { el, fx, a, b } = await mount(tag);
    const text = el.textContent;
    const listening = hear();
    el.remove();
    a.append(el);
    await rendered(el, fx);
    expect(el.textContent, 'after remove and re-append in one task').to.equal(text);
    b.append(el);
    await rendered(el, fx);
    expect(el.textContent, 'after a move to another parent').to.equal(text);
    expect(listening.said()).to.deep.equal([]);
  },

  async detached(tag) {
    const { el, fx, a, b } = await mount(tag);
    const text = el.textContent;
    const listening = hear();
    el.remove();
    await whenRendered();
    await nextFrame();
    b.append(el);
    await rendered(el, fx);
    expect(el.textContent, 'after a detached frame, in another parent').to.equal(text);
    a.append(el);
    await rendered(el, fx);
    expect(el.textContent, 'moved back').to.equal(text);
    expect(listening.said()).to.deep.equal([]);
  },

  async removal(tag) {
    const { el } = await mount(tag);
    const listening = hear();
    el.remove();
    await whenRendered();
    // Timers the events start run on the fake clock, driven to their end here: no waiting on real time.
    const clock = installFakeClock(Date.now());
    try {
      window.dispatchEvent(new Event('resize'));
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
      document.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      clock.tick(60_000);
    } finally {
      clock.restore();
    }
    await nextFrame();
    await whenRendered();
    expect(listening.said()).to.deep.equal([]);
  },

  async malformed(tag) {
    const { attribute, value, message: first, then = [], view: shown } = FIXTURES[tag]!.malformed!;
    const messages = [first, ...then];
    const fallback = { view: shown === undefined ? FIXTURES[tag]!.view : shown };
    const option = first.startsWith('Sq: "') && first.includes('" is not a valid ');
    expect(first.startsWith('Expected ') || option, 'a parser or unknown-option message').to.equal(true);
    // What the console heard, without its level: exactly the library's message, nothing from React, no throw.
    const plain = (listening: ReturnType<typeof listen>) => listening.said().map((s) => s.replace(/^console\.(error|warn): /, ''));
    // Set on the rendered element: one message, and nothing more when it is removed.
    let listening = hear();
    const { el } = await mount(tag);
    el.setAttribute(attribute, value);
    await rendered(el, fallback);
    expect(listening.library(), 'set on a rendered element').to.deep.equal(messages);
    el.removeAttribute(attribute);
    await rendered(el, fallback);
    expect(plain(listening), 'set, then removed').to.deep.equal(messages);
    // Written in the markup: one message at upgrade, the safe default rendered, nothing when removed.
    listening = hear();
    const { el: written } = await mount(tag, { [attribute]: value }, fallback.view);
    expect(listening.library(), 'at upgrade').to.deep.equal(messages);
    written.removeAttribute(attribute);
    await rendered(written, fallback);
    expect(plain(listening), 'at upgrade, then removed').to.deep.equal(messages);
  },
};

/** The checks of a tag: the malformed-attribute one only where the element has such an attribute. */
const checksOf = (tag: string): Check[] =>
  (['renders', 'moves', 'detached', 'removal', 'malformed'] as const).filter((c) => c !== 'malformed' || FIXTURES[tag]?.malformed);

const TITLES: Record<Check, string> = {
  renders: 'upgrades and renders from its markup without a console error or warning, and is axe-clean',
  moves: 'keeps its rendered content when re-appended in one task and moved to another parent, logging nothing',
  detached: 'keeps its rendered content when detached for a frame and re-inserted elsewhere, logging nothing',
  removal: 'logs nothing when removed, and no listener of it throws or logs on a later resize, Escape or scroll',
  malformed: 'logs the catalogued message once for a malformed attribute, never throws, and nothing when it is removed',
};

before(async function loadEveryElement() {
  // Every element's chunk, each transformed on its first request: far more than one test's work,
  // and slower still in Firefox and WebKit on a busy machine.
  this.timeout(60_000);
  const context = document.createElement('script');
  context.type = 'application/json';
  context.id = 'sq-context';
  context.textContent = JSON.stringify({ website: { id: 'contract-site' }, websiteSettings: { mapsSettings: MAPS_SETTINGS } });
  document.head.append(context);
  setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: null, hasCart: null, CART: null });
  for (const tag of ELEMENT_TAGS) define(tag, (await ELEMENT_LOADERS[tag]!()).default);
});
afterEach(() => {
  heard?.stop();
  heard = undefined;
});

describe('the element contract (DESIGN.md "Elements")', () => {
  it('has a fixture for every registered tag, and the typed tag list is the registry', () => {
    expect([...ELEMENT_TAGS].sort()).to.deep.equal(Object.keys(FIXTURES).sort());
    expect([...ELEMENT_TAGS].sort()).to.deep.equal([...TYPED_TAGS].sort());
    for (const tag of TYPED_TAGS) expect(created(tag) instanceof customElements.get(tag)!, tag).to.equal(true);
  });

  it('covers every enum, JSON and number attribute kind: a tag without a malformed case has only string and boolean attributes', async () => {
    const loose = ['string', 'boolean', 'string | null'];
    for (const tag of ELEMENT_TAGS) {
      if (FIXTURES[tag]!.malformed) continue;
      const { attributes } = (customElements.get(tag) as unknown as { definition: { attributes: Record<string, Attribute<unknown>> } }).definition;
      const strict = Object.entries(attributes).filter(([, a]) => !loose.includes(a.type)).map(([name, a]) => `${tag} ${name}: ${a.type}`);
      expect(strict, tag).to.deep.equal([]);
    }
    expect(PARSER_MESSAGES.expected('x', 'y')).to.match(/^Expected /);
    expect(ELEMENT_LIBRARY_MESSAGES.unknownOption('a', 'b', 'c')).to.match(/^Sq: "b" is not a valid a/);
  });

  for (const tag of ELEMENT_TAGS) {
    describe(`<${tag}>`, () => {
      for (const check of checksOf(tag)) {
        if (KNOWN_DEFECTS[tag]?.includes(check)) continue;
        it(TITLES[check], () => CHECKS[check](tag));
      }
    });
  }
});

describe('known defects (lead to fix)', () => {
  for (const [tag, checks] of Object.entries(KNOWN_DEFECTS)) {
    for (const check of checks) it(`<${tag}> ${TITLES[check]}`, () => CHECKS[check](tag));
  }
});
