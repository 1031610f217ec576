// <sq-marquee>'s view: the server-rendered items in one line that loops sideways (visitor §3 "Marquee
// props"), followed by as many aria-hidden, inert copies as fill the region. It pauses while hovered
// (paused-on-hover), while focus is inside the moving content, and from a visible pause button (WCAG
// 2.2.2: moving content that lasts over 5 s can be paused). Still content wraps so all of it can be read.
import { useMemo, useRef, useState, type FocusEvent } from 'react';
import type { MarqueeDirection } from '../../catalog/blocks.ts';
import { MARQUEE_LABELS } from '../../catalog/motion.ts';
import { pageChildren } from '../../runtime/bridge/light-dom.ts';
import { identityKey } from '../identity-key.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { useMarqueeLayout, useMarqueeLoop } from './use-marquee.ts';

export interface MarqueeProps {
  waveFrequency: number;
  waveIntensity: number;
  animationDirection: MarqueeDirection;
  animationSpeed: number;
  pausedOnHover: boolean;
  host: HTMLElement;
  data: ChildNode[];
}

/** The items: every child element, and every text run that is not only white space. */
export function readMarqueeItems(host: HTMLElement): ChildNode[] {
  return pageChildren(host).filter((node) => node instanceof Element || (node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''));
}

/** A copy of an item for the loop: without ids, so the page keeps each id once. */
function copyOf(node: ChildNode): Node {
  const copy = node.cloneNode(true);
  if (copy instanceof Element) {
    copy.removeAttribute('id');
    copy.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
  }
  return copy;
}

export function Marquee(props: MarqueeProps) {
  const { data, pausedOnHover } = props;
  const region = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const layout = useMarqueeLayout(region, copy, props.animationSpeed);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = layout.moving && !userPaused && !focused && !(pausedOnHover && hovered);
  useMarqueeLoop(track, running, layout.moving, layout, props);

  const items = useMemo(() => data.map((node) => [node]), [data]);
  const copies = useMemo(() => Array.from({ length: layout.copies }, () => data.map((node) => [copyOf(node)])),
    [data, layout.copies]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const state = !layout.movable ? 'still' : running ? 'running' : 'paused';
  // Room above and below for the wave, which the region would otherwise clip.
  const waveRoom = layout.moving && props.waveFrequency !== 0 ? Math.abs(props.waveIntensity) : 0;
  return (
    <div className="sq-marquee" data-state={state}>
      <div ref={region} className="sq-marquee__region" style={waveRoom ? { paddingBlock: waveRoom } : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)} onFocus={() => setFocused(true)} onBlur={onBlur}>
        <div ref={track} className="sq-marquee__track">
          <div ref={copy} className="sq-marquee__copy">
            {items.map((nodes) => <MovedNodes key={identityKey(nodes[0]!)} className="sq-marquee__item" nodes={nodes} />)}
          </div>
          {copies.map((nodes, i) => (
            <div key={i} className="sq-marquee__copy" aria-hidden="true" inert>
              {nodes.map((node, j) => <MovedNodes key={j} className="sq-marquee__item" nodes={node} />)}
            </div>
          ))}
        </div>
      </div>
      {layout.moving && (
        <button type="button" className="sq-marquee__pause" data-paused={userPaused || undefined}
          onClick={() => setUserPaused((paused) => !paused)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {userPaused ? <path d="M4 2v12l10-6z" /> : <path d="M3 2h4v12H3zM9 2h4v12H9z" />}
          </svg>
          <span className="sq-visually-hidden">{userPaused ? MARQUEE_LABELS.play : MARQUEE_LABELS.pause}</span>
        </button>
      )}
    </div>
  );
}
