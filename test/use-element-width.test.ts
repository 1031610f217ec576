import { expect, waitUntil } from '@open-wc/testing';
import { createElement, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useElementWidth } from '../react-core/use-element-width.ts';

// useElementWidth's first read: before paint by default (a view laid out by its width), or from the
// ResizeObserver's first notice with beforePaint: false (the grid gallery, which must not force a
// layout of the page while hundreds of slides mount).
function Probe({ beforePaint, seen }: { beforePaint?: boolean; seen: number[] }) {
  const ref = useRef<HTMLDivElement>(null);
  seen.push(useElementWidth(ref, { beforePaint, measure: (el) => el.clientWidth }));
  return createElement('div', { ref, style: { width: '300px' } });
}

describe('useElementWidth', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('reads the width as the view mounts, before it paints (the default)', () => {
    const seen: number[] = [];
    flushSync(() => root.render(createElement(Probe, { seen })));
    expect(seen.at(-1)).to.equal(300);
  });

  it('with beforePaint: false, reads nothing as it mounts and takes the observer\'s first notice', async () => {
    const seen: number[] = [];
    flushSync(() => root.render(createElement(Probe, { seen, beforePaint: false })));
    expect(seen).to.deep.equal([0]);
    await waitUntil(() => seen.at(-1) === 300, 'the width from the first ResizeObserver notice');
  });
});
