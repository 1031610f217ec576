// <sq-scaled-text>'s view: the server-rendered text, moved in as it is, in one line whose font size
// shrinks until it fits the element's box (./fit.ts).
import { useRef } from 'react';
import { UI } from '../../catalog/constants.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { useFitText } from './fit.ts';

export interface ScaledTextProps {
  dynamic: boolean;
  host: HTMLElement;
  data: ChildNode[];
}

export function ScaledText({ dynamic, data }: ScaledTextProps) {
  const box = useRef<HTMLDivElement>(null);
  useFitText(box, dynamic ? UI.dynamicTextMinPx : UI.textShrinkMinFontPx);
  return (
    <div ref={box} className="sq-scaled-text" data-dynamic={dynamic || undefined}>
      <MovedNodes className="sq-scaled-text__text" nodes={data} />
    </div>
  );
}

/**
 * The box is the element's own (its width, and its height when the template gives it one). It does not
 * clip: fitted text is inside it, and text a visitor's spacing made wider (WCAG 1.4.12) stays readable.
 */
export const SCALED_TEXT_STYLES = `
:where(sq-scaled-text) { display: block; }
:where(.sq-scaled-text) { height: 100%; }
:where(.sq-scaled-text__text) { white-space: nowrap; overflow-wrap: anywhere; }
`;
