import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { createElement, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { boolean, json, number, oneOf, string } from '../runtime/bridge/attributes.ts';
import { createElementClass, type ElementProps } from '../runtime/bridge/create-element.ts';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

const attributes = {
  label: string('default label'),
  count: number(3),
  open: boolean(),
  settings: json<{ size: number } | null>(null),
  mode: oneOf(['a', 'b'] as const, 'a'),
  explode: boolean(),
};
type Data = { items: string[] };
const reads: HTMLElement[] = [];
const cleanups: string[] = [];

function TestView({ label, count, open, settings, mode, explode, data }: ElementProps<typeof attributes, Data>) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    const onPing = () => setClicks((n) => n + 1);
    document.addEventListener('test-ping', onPing);
    return () => { document.removeEventListener('test-ping', onPing); cleanups.push(label); };
  }, [label]);
  if (explode) throw new Error('render failure');
  return (
    <div className="view" data-open={String(open)} data-count={count} data-mode={mode} data-size={settings?.size ?? 'none'} data-clicks={clicks}>
      {label}: {data.items.join(',')}
    </div>
  );
}

const TestElement = createElementClass({
  tag: 'sq-test-bridge',
  description: 'test',
  attributes,
  read(host): Data {
    reads.push(host);
    return { items: Array.from(host.querySelectorAll('li'), (li) => li.textContent ?? '') };
  },
  component: TestView,
});
define('sq-test-bridge', TestElement);
type TestEl = InstanceType<typeof TestElement>;

const view = (el: Element) => el.querySelector<HTMLElement>('.view');

describe('element bridge', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); reads.length = 0; cleanups.length = 0; });
  afterEach(() => logs.stop());

  describe('attributes follow HTML semantics', () => {
    it('a present boolean attribute is true whatever its value; absent is false', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge open="false"></sq-test-bridge>`);
      await whenRendered();
      expect(el.open).to.equal(true);
      expect(view(el)!.dataset.open).to.equal('true');
      el.removeAttribute('open');
      await whenRendered();
      expect(el.open).to.equal(false);
      expect(view(el)!.dataset.open).to.equal('false');
    });

    it('a boolean property set to "" is true, as the attribute open="" is', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge></sq-test-bridge>`);
      (el as unknown as { open: unknown }).open = '';
      expect(el.getAttribute('open')).to.equal('');
      expect(el.open).to.equal(true);
      await whenRendered();
      expect(view(el)!.dataset.open).to.equal('true');
    });

    it('properties set before the element is defined are kept through the upgrade and reach the view', async () => {
      const el = document.createElement('sq-test-bridge-late') as TestEl;
      Object.assign(el, { count: 7, open: '', settings: { size: 5 }, label: 'early' });
      document.body.append(el);
      expect(el.hasAttribute('count'), 'not yet reflected: the element is not defined').to.equal(false);
      define('sq-test-bridge-late', createElementClass({ tag: 'sq-test-bridge-late', description: 'test', attributes, read: () => ({ items: [] }), component: TestView }));
      await whenRendered();
      expect(Object.prototype.hasOwnProperty.call(el, 'count'), 'the own property is gone').to.equal(false);
      expect([el.count, el.open, el.settings, el.label]).to.deep.equal([7, true, { size: 5 }, 'early']);
      expect([el.getAttribute('count'), el.getAttribute('open'), el.getAttribute('settings')]).to.deep.equal(['7', '', '{"size":5}']);
      expect(view(el)!.dataset.count).to.equal('7');
      expect(view(el)!.dataset.size).to.equal('5');
      expect(view(el)!.textContent).to.equal('early: ');
      el.count = 9;
      await whenRendered();
      expect(view(el)!.dataset.count).to.equal('9');
      el.remove();
    });

    it('a React 19 app sets attributes and properties and listens to events through the JSX the typings describe', async () => {
      const box = document.createElement('div');
      document.body.append(box);
      const heard: Event[] = [];
      const ref = { current: null as TestEl | null };
      const root = createRoot(box);
      // The typings' `on<event name>` props (dist/types/jsx.d.ts): React 19 listens for that event.
      flushSync(() => root.render(createElement('sq-test-bridge', { ref, count: 5, open: true, 'onsq-test-ping': (e: Event) => heard.push(e) })));
      await whenRendered();
      expect(ref.current).to.be.instanceOf(TestElement);
      expect([ref.current!.count, ref.current!.open, ref.current!.getAttribute('count')]).to.deep.equal([5, true, '5']);
      ref.current!.dispatchEvent(new CustomEvent('sq-test-ping', { bubbles: true }));
      expect(heard.map((e) => e.type)).to.deep.equal(['sq-test-ping']);
      flushSync(() => root.unmount());
      box.remove();
    });

    it('setting a property reflects to the attribute, which stays the source of truth', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge></sq-test-bridge>`);
      el.open = true;
      el.count = 7;
      el.settings = { size: 2 };
      expect(el.getAttribute('open')).to.equal('');
      expect(el.getAttribute('count')).to.equal('7');
      expect(el.getAttribute('settings')).to.equal('{"size":2}');
      await whenRendered();
      expect(view(el)!.dataset.size).to.equal('2');
      el.open = false;
      expect(el.hasAttribute('open')).to.equal(false);
    });

    it('removing an attribute restores the default', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge label="custom" count="9" mode="b"></sq-test-bridge>`);
      expect([el.label, el.count, el.mode]).to.deep.equal(['custom', 9, 'b']);
      el.removeAttribute('label');
      el.removeAttribute('count');
      el.removeAttribute('mode');
      expect([el.label, el.count, el.mode]).to.deep.equal(['default label', 3, 'a']);
      await whenRendered();
      expect(view(el)!.textContent).to.match(/^default label/);
    });

    it('malformed JSON is logged with the parser message and the default is used, without throwing', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge settings="{size: 2"></sq-test-bridge>`);
      await whenRendered();
      expect(el.settings).to.equal(null);
      expect(view(el)!.dataset.size).to.equal('none');
      expect(logs.messages()).to.deep.equal(['Expected JSON for <sq-test-bridge settings> but "{size: 2" found.']);
      el.setAttribute('settings', '[');
      expect(logs.entries).to.have.length(2);
      expect(logs.entries[1]!.level).to.equal('error');
    });

    it('a bad number or unknown option is logged and falls back to the default', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge count="lots" mode="z"></sq-test-bridge>`);
      expect(el.count).to.equal(3);
      expect(el.mode).to.equal('a');
      expect(logs.messages()).to.include('Expected a number for <sq-test-bridge count> but "lots" found.');
      expect(logs.messages()).to.include('Expected one of a, b for <sq-test-bridge mode> but "z" found.');
    });
  });

  describe('light DOM is data, read once, never duplicated', () => {
    it('reads the children before the first render and replaces them with the view', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge><ul><li>one</li><li>two</li></ul></sq-test-bridge>`);
      await whenRendered();
      expect(reads).to.have.length(1);
      expect(el.querySelector('ul')).to.equal(null);
      expect(el.children).to.have.length(1);
      expect(view(el)!.textContent).to.equal('default label: one,two');
    });

    it('moving the element keeps its data and its view state, and reads nothing again', async () => {
      const box = await fixture<HTMLDivElement>(html`<div><section></section><sq-test-bridge><li>x</li></sq-test-bridge></div>`);
      const el = box.querySelector('sq-test-bridge') as TestEl;
      await whenRendered();
      document.dispatchEvent(new Event('test-ping'));
      await waitUntil(() => view(el)!.dataset.clicks === '1', 'the view counts the ping');
      box.querySelector('section')!.append(el); // disconnect + connect in one task
      await whenRendered();
      expect(reads).to.have.length(1);
      expect(el.querySelectorAll('.view')).to.have.length(1);
      expect(view(el)!.dataset.clicks).to.equal('1');
      expect(view(el)!.textContent).to.equal('default label: x');
    });

    it('removing the element releases what it subscribed to', async () => {
      const el = await fixture<TestEl>(html`<sq-test-bridge label="gone"></sq-test-bridge>`);
      await whenRendered();
      expect(cleanups).to.not.include('gone');
      el.remove();
      await whenRendered();
      expect(cleanups).to.include('gone');
      expect(el.children).to.have.length(0);
      // Put back later: rendered again from the data it kept.
      document.body.append(el);
      await whenRendered();
      expect(view(el)!.textContent).to.equal('gone: ');
      el.remove();
      await whenRendered();
    });
  });

  describe('errors are contained to their element', () => {
    it('a failing element is logged and shows its server-rendered content; the others keep rendering', async () => {
      const box = await fixture<HTMLDivElement>(html`<div>
        <sq-test-bridge label="ok"><li>a</li></sq-test-bridge>
        <sq-test-bridge explode><p class="fallback">server view</p></sq-test-bridge>
      </div>`);
      await whenRendered();
      const [good, bad] = Array.from(box.querySelectorAll('sq-test-bridge'));
      expect(view(good!)!.textContent).to.equal('ok: a');
      expect(bad!.querySelector('.fallback')?.textContent).to.equal('server view');
      expect(view(bad!)).to.equal(null);
      expect(logs.messages()).to.include('Sq: <sq-test-bridge> failed to render; its server-rendered content is shown instead.');
      // The healthy element still updates after its neighbour failed.
      good!.setAttribute('label', 'still ok');
      await whenRendered();
      expect(view(good!)!.textContent).to.equal('still ok: a');
    });
  });

  describe('define()', () => {
    it('warns instead of throwing when another class already owns the tag', () => {
      class Other extends HTMLElement {}
      define('sq-test-bridge', Other);
      define('sq-test-bridge', TestElement); // the same class again is silent
      expect(customElements.get('sq-test-bridge')).to.equal(TestElement);
      expect(logs.messages()).to.deep.equal(['Sq: <sq-test-bridge> is already defined by another script; keeping that definition.']);
    });
  });
});

// React's delegated events must keep working in portals: most elements' views rely on them.
function ClickView({ host }: { host: HTMLElement }) {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN((x) => x + 1)} data-host={host.localName}>{n}</button>;
}
define('sq-test-click', createElementClass({ tag: 'sq-test-click', description: 'test', attributes: {}, component: ClickView }));

describe('element bridge: React events in the shared root', () => {
  it('a click on an element\'s view reaches its React handler', async () => {
    const el = await fixture(html`<sq-test-click></sq-test-click>`);
    await whenRendered();
    const button = el.querySelector('button')!;
    expect(button.dataset.host).to.equal('sq-test-click');
    button.click();
    await waitUntil(() => button.textContent === '1', 'the React onClick ran');
  });
});

function PlainView() {
  return <a href="/somewhere">plain</a>;
}
define('sq-test-plain', createElementClass({ tag: 'sq-test-plain', description: 'test', attributes: {}, component: PlainView, reactEvents: false }));

describe('element bridge: views without React handlers', () => {
  it('are mounted with React\'s own "already listening" mark, so React adds no listeners to them', async () => {
    const plain = await fixture(html`<sq-test-plain></sq-test-plain>`);
    const clicky = await fixture(html`<sq-test-click></sq-test-click>`);
    await whenRendered();
    // If a React version renamed its mark, this fails: then the opt-out silently stopped working.
    const mark = (el: Element) => Object.keys(el).filter((key) => key.startsWith('_reactListening'));
    expect(mark(plain)).to.have.length(1);
    expect(mark(clicky)).to.have.length(1); // React marked it itself while adding its listeners
    expect(plain.querySelector('a')!.textContent).to.equal('plain');
  });
});

define('sq-test-unreadable', createElementClass({
  tag: 'sq-test-unreadable', description: 'test', attributes: {},
  read(): never { throw new Error('markup the element cannot read'); },
  component: () => <p className="view">never</p>,
}));

describe('element bridge: unreadable server markup', () => {
  it('is logged and left showing, and no view is mounted', async () => {
    const logs = captureLogs();
    const el = await fixture(html`<sq-test-unreadable><p class="server">as rendered</p></sq-test-unreadable>`);
    await whenRendered();
    logs.stop();
    expect(el.querySelector('.server')?.textContent).to.equal('as rendered');
    expect(el.querySelector('.view')).to.equal(null);
    expect(logs.messages()).to.deep.equal(['Sq: <sq-test-unreadable> failed to render; its server-rendered content is shown instead.']);
  });
});

// An element whose spec names its own message for a failed render (the form's 'Could not render form',
// visitor §8): logged after the library's, whether its markup cannot be read or its view throws.
define('sq-test-own-failure', createElementClass({
  tag: 'sq-test-own-failure', description: 'test', attributes: { explode: boolean() },
  read(host): null {
    if (host.hasAttribute('unreadable')) throw new Error('markup the element cannot read');
    return null;
  },
  component: ({ explode }: { explode: boolean }) => { if (explode) throw new Error('render failure'); return <p className="view">fine</p>; },
  renderFailed: 'Could not render the test element',
}));

describe("element bridge: an element's own message for a failed render", () => {
  const LIBRARY = 'Sq: <sq-test-own-failure> failed to render; its server-rendered content is shown instead.';
  for (const [how, attribute] of [['its view throws', 'explode'], ['its markup cannot be read', 'unreadable']]) {
    it(`${how}: the library's message, then its own, once; the server's content stays`, async () => {
      const logs = captureLogs();
      const el = await fixture(`<sq-test-own-failure ${attribute}><p class="server">as rendered</p></sq-test-own-failure>`);
      await whenRendered();
      await nextFrame();
      logs.stop();
      expect(logs.messages()).to.deep.equal([LIBRARY, 'Could not render the test element']);
      expect(el.querySelector('.server')?.textContent).to.equal('as rendered');
      expect(el.querySelector('.view')).to.equal(null);
    });
  }
});

// `ready`: a view that needs more code than its element's chunk mounts only once that has arrived.
let release: Array<(ok: boolean) => void> = [];
let readyCalls = 0;
define('sq-test-ready', createElementClass({
  tag: 'sq-test-ready', description: 'test', attributes: {},
  ready: () => {
    readyCalls += 1;
    return new Promise<void>((resolve, reject) => { release.push((ok) => (ok ? resolve() : reject(new Error('chunk failed')))); });
  },
  component: () => <p className="view">mounted</p>,
}));

describe('element bridge: ready (code the first render needs)', () => {
  beforeEach(() => { release = []; readyCalls = 0; });
  const settle = async () => { await new Promise((r) => setTimeout(r)); await whenRendered(); };

  it('keeps the server-rendered content up until it resolves, then mounts the view', async () => {
    const el = await fixture(html`<sq-test-ready><p class="server">as rendered</p></sq-test-ready>`);
    await settle();
    expect(el.querySelector('.server') !== null && el.querySelector('.view') === null, 'still the server content').to.equal(true);
    release.forEach((r) => r(true));
    await settle();
    expect(el.querySelector('.view')?.textContent).to.equal('mounted');
    expect(el.querySelector('.server') === null, 'the server content left').to.equal(true);
  });

  it('mounts once when the element is moved while waiting', async () => {
    const el = await fixture(html`<div><sq-test-ready><p class="server">x</p></sq-test-ready><section></section></div>`);
    const ready = el.querySelector('sq-test-ready')!;
    el.querySelector('section')!.append(ready);
    release.forEach((r) => r(true));
    await settle();
    expect(readyCalls).to.equal(1);
    expect(ready.querySelectorAll('.view')).to.have.length(1);
  });

  it('mounts anyway when it rejects, and not at all when the element left meanwhile', async () => {
    const el = await fixture(html`<div><sq-test-ready id="a"></sq-test-ready><sq-test-ready id="b"></sq-test-ready></div>`);
    const left = el.querySelector('#b')!;
    left.remove();
    release.forEach((r) => r(false));
    await settle();
    expect(el.querySelector('#a .view')?.textContent).to.equal('mounted');
    // r2wc keeps a mounted element's renderer context under this symbol.
    expect((left as unknown as Record<symbol, unknown>)[Symbol.for('r2wc.context')]).to.equal(undefined);
  });
});
