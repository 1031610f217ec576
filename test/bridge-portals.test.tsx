// The shared root's per-element part (react-core/portal-root.tsx): one boundary per element renders
// its view, hides the fallback only once the view has committed, restores it (adopted nodes included)
// when the view fails, and leaves the other elements' views alone when elements come and go.
import { expect, fixture, html } from '@open-wc/testing';
import { useLayoutEffect, useRef } from 'react';
import { whenRendered } from '../react-core/portal-root.tsx';
import { boolean, string } from '../runtime/bridge/attributes.ts';
import { createElementClass } from '../runtime/bridge/create-element.ts';
import { adoptNodes } from '../runtime/bridge/light-dom.ts';
import { define } from '../runtime/define.ts';
import { captureLogs } from './support/logs.ts';

const renders = new Map<string, number>();
const seen: { fallback: boolean; loading: boolean }[] = [];

define('sq-test-portals', createElementClass({
  tag: 'sq-test-portals', description: 'test', attributes: { label: string('') },
  read: (host) => host.querySelector('.fallback'),
  component: ({ label, host, data }) => {
    renders.set(label, (renders.get(label) ?? 0) + 1);
    useLayoutEffect(() => {
      seen.push({ fallback: data !== null && data.parentNode === host, loading: host.matches(':state(loading)') });
    }, [host, data]);
    return <p className="view">{label}</p>;
  },
}));

define('sq-test-portals-loading', createElementClass({
  tag: 'sq-test-portals-loading', description: 'test', attributes: {}, loadingLayout: true,
  read: (host) => host.querySelector('.fallback'),
  component: ({ host, data }) => {
    useLayoutEffect(() => {
      seen.push({ fallback: data !== null && data.parentNode === host, loading: host.matches(':state(loading)') });
    }, [host, data]);
    return <p className="view">loaded</p>;
  },
}));

// A view that adopts several adjacent server nodes (an icon and a word) at once.
define('sq-test-portals-adopt', createElementClass({
  tag: 'sq-test-portals-adopt', description: 'test', attributes: { explode: boolean() },
  read: (host) => Array.from(host.querySelector('a')!.childNodes).filter((n) => !(n instanceof Element && n.matches('b'))),
  component: ({ data, explode }) => {
    const ref = useRef<HTMLSpanElement>(null);
    useLayoutEffect(() => { if (ref.current) adoptNodes(data, ref.current); }, [data]);
    if (explode) throw new Error('a later failure');
    return <span className="view" ref={ref} />;
  },
}));

describe('element bridge: one boundary per element', () => {
  beforeEach(() => { renders.clear(); seen.length = 0; });

  it('the view\'s layout effects run with the fallback still in place; it leaves after them', async () => {
    const el = await fixture(html`<sq-test-portals label="a"><p class="fallback">server</p></sq-test-portals>`);
    await whenRendered();
    expect(seen).to.deep.equal([{ fallback: true, loading: false }]);
    expect(el.querySelector('.fallback')).to.equal(null);
    expect(el.querySelector('.view')!.textContent).to.equal('a');
  });

  it('with a loading layout, loading ends before the view\'s layout effects, the fallback still there', async () => {
    const el = await fixture(html`<sq-test-portals-loading><p class="fallback">server</p></sq-test-portals-loading>`);
    await whenRendered();
    expect(seen).to.deep.equal([{ fallback: true, loading: false }]);
    // A loading layout makes the children live: the fallback stays in place, no longer rendered.
    expect(el.querySelector('.fallback')!.getClientRects().length).to.equal(0);
    expect(el.querySelector<HTMLElement>('.view')!.getClientRects().length).to.be.above(0);
  });

  it('a view renders again when its own attributes change, not when other elements come and go', async () => {
    const box = await fixture<HTMLDivElement>(html`<div><sq-test-portals label="stay"></sq-test-portals></div>`);
    await whenRendered();
    expect(renders.get('stay')).to.equal(1);
    const other = document.createElement('sq-test-portals');
    other.setAttribute('label', 'other');
    box.append(other);
    await whenRendered();
    other.remove();
    await whenRendered();
    expect(renders.get('other')).to.equal(1);
    expect(renders.get('stay')).to.equal(1);
    box.firstElementChild!.setAttribute('label', 'changed');
    await whenRendered();
    expect(box.querySelector('.view')!.textContent).to.equal('changed');
  });

  it('a first view comes in a transition, the markup painted meanwhile; a view that has shown comes back at once', async () => {
    const box = await fixture(html`<div></div>`);
    const el = document.createElement('sq-test-portals');
    el.setAttribute('label', 'first');
    el.innerHTML = '<p class="fallback">server</p>';
    box.append(el);
    const microtasks = async () => { for (let i = 0; i < 3; i += 1) await Promise.resolve(); };
    // The flush of the task has run: the view is asked for, not committed, and nothing of the markup moved.
    await microtasks();
    expect(el.querySelector('.view')).to.equal(null);
    expect(el.querySelector('.fallback')).to.not.equal(null);
    expect(el.matches(':state(loading)')).to.equal(true);
    await whenRendered();
    expect(el.querySelector('.view')!.textContent).to.equal('first');
    expect(el.querySelector('.fallback')).to.equal(null);
    // Removed, then put back in a later task: no markup and no loading state are left to show, so its
    // view is committed in the flush of the task that put it back.
    el.remove();
    await new Promise((resolve) => setTimeout(resolve));
    box.append(el);
    await microtasks();
    expect(el.querySelector('.view')?.textContent).to.equal('first');
  });

  it('adjacent adopted nodes go back in their order when the view fails later', async () => {
    const logs = captureLogs();
    const el = await fixture(html`<sq-test-portals-adopt><a href="/cart"><i>icon</i> Bag <b>3</b></a></sq-test-portals-adopt>`);
    const icon = el.querySelector('i')!;
    await whenRendered();
    expect(el.querySelector('.view i')).to.equal(icon);
    expect(el.querySelector('a')).to.equal(null);
    el.setAttribute('explode', '');
    await whenRendered();
    logs.stop();
    expect(el.querySelector('.view')).to.equal(null);
    expect(el.querySelector('a > i')).to.equal(icon);
    expect(el.querySelector('a')!.innerHTML).to.equal('<i>icon</i> Bag <b>3</b>');
  });
});
