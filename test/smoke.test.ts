import { expect, fixture, html } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

describe('toolchain', () => {
  it('renders React in Chromium', async () => {
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(el);
    flushSync(() => root.render(createElement('p', null, 'hi')));
    expect(el.textContent).to.equal('hi');
    root.unmount();
  });
});
