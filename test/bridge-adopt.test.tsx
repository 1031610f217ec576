// Enhance in place, the bridge's half: a view adopts a server node (the same node, moved, not copied),
// and a view that fails later puts it back where the server had it, with the rest of its markup.
import { expect, fixture, html } from '@open-wc/testing';
import { AdoptedNode } from '../react-core/adopted-node.tsx';
import { whenRendered } from '../react-core/portal-root.tsx';
import { boolean } from '../runtime/bridge/attributes.ts';
import { createElementClass } from '../runtime/bridge/create-element.ts';
import { define } from '../runtime/define.ts';
import { captureLogs } from './support/logs.ts';

define('sq-test-adopt', createElementClass({
  tag: 'sq-test-adopt', description: 'test', attributes: { explode: boolean() },
  read: (host) => host.querySelector('img')!,
  component: ({ data, explode }) => {
    if (explode) throw new Error('a later failure');
    return <div className="view"><AdoptedNode node={data} /></div>;
  },
}));

describe('element bridge: adopted server nodes', () => {
  it('the view shows the server node itself; the rest of the server markup leaves', async () => {
    const el = await fixture(html`<sq-test-adopt><figure><img alt="Harbour" src="/demo/images/harbour-at-dusk.svg"><figcaption>Harbour</figcaption></figure></sq-test-adopt>`);
    const img = el.querySelector('img')!;
    await whenRendered();
    expect(el.querySelector('.view img')).to.equal(img);
    expect(el.querySelector('figure')).to.equal(null);
    expect(el.querySelectorAll('img')).to.have.length(1);
  });

  it('a view that fails afterwards puts the node back in its place in the server markup', async () => {
    const logs = captureLogs();
    const el = await fixture(html`<sq-test-adopt><figure><img alt="Harbour" src="/demo/images/harbour-at-dusk.svg"><figcaption>Harbour</figcaption></figure></sq-test-adopt>`);
    const img = el.querySelector('img')!;
    await whenRendered();
    el.setAttribute('explode', '');
    await whenRendered();
    logs.stop();
    expect(el.querySelector('.view')).to.equal(null);
    expect(el.querySelector('figure > img')).to.equal(img);
    expect(img.nextElementSibling?.tagName).to.equal('FIGCAPTION');
    expect(logs.messages()).to.include('Sq: <sq-test-adopt> failed to render; its server-rendered content is shown instead.');
  });
});
