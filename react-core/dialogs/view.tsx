// <sq-dialog>'s markup. A confirmation or an alert is a modal alertdialog over a backdrop, named by its
// title and described by its message; an information popup is a status region at the top right with a
// close button. Titles, messages and labels are rendered as text (React escapes them): a server's
// string never becomes HTML. Information popups open at the same time stack in a column, in the order
// they opened; each one's status region is put in the page empty and gets its text on the next frame, so
// screen readers announce it (a live region inserted with its text already in it is often not read).
import {
  useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref, type TransitionEvent,
} from 'react';
import { DIALOG_STYLE_BUTTONS, type DialogKind, type DialogResult, type DialogStyle } from '../../catalog/dialogs.ts';
import { CONTROL_LABELS } from '../../catalog/messages/controls.ts';
import type { AutoHide } from './use-auto-hide.ts';

export type Phase = 'closed' | 'open' | 'closing';

export interface DialogViewProps {
  kind: DialogKind;
  dialogStyle: DialogStyle;
  heading: string;
  message: string;
  width: number;
  labels: Record<DialogResult, string>;
  phase: Phase;
  rootRef: Ref<HTMLDivElement>;
  panelRef: Ref<HTMLDivElement>;
  onChoose(result: DialogResult): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onTransitionEnd(event: TransitionEvent<HTMLDivElement>): void;
  autoHide: AutoHide;
}

export function DialogView(props: DialogViewProps) {
  const { kind, heading, message, phase } = props;
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const info = kind === 'info';
  const named = heading ? titleId : message ? messageId : undefined;
  const modal = info ? {} : {
    role: 'alertdialog', 'aria-modal': true, tabIndex: -1, 'aria-labelledby': named,
    'aria-describedby': heading && message ? messageId : undefined,
  };
  const text = (
    <>
      {heading && <h2 id={titleId} className="sq-dialog__title">{heading}</h2>}
      {message && <p id={messageId} className="sq-dialog__message">{message}</p>}
    </>
  );
  return (
    <div ref={props.rootRef} className="sq-dialog" data-kind={kind} data-state={phase} hidden={phase === 'closed'}
      inert={phase === 'closing'} onKeyDown={props.onKeyDown} onTransitionEnd={props.onTransitionEnd}
      // A click on the backdrop must not take focus out of the dialog (a modal dialog answers only by its buttons).
      onMouseDown={info ? undefined : (event) => { if (event.target === event.currentTarget) event.preventDefault(); }}>
      <div ref={props.panelRef} className="sq-dialog__panel" style={{ width: `${props.width}px` }} {...modal}
        {...(info ? props.autoHide : {})}>
        {info ? (
          <>
            <InfoText shown={phase !== 'closed'}>{text}</InfoText>
            <CloseButton onClick={() => props.onChoose('cancel')} />
          </>
        ) : (
          <>
            {text}
            <Buttons {...props} />
          </>
        )}
      </div>
    </div>
  );
}

function Buttons({ kind, dialogStyle, labels, onChoose }: DialogViewProps) {
  const actions: readonly DialogResult[] = kind === 'alert' ? ['confirm'] : DIALOG_STYLE_BUTTONS[dialogStyle];
  if (actions.length === 0) return null;
  return (
    <div className="sq-dialog__actions">
      {actions.map((action) => (
        <button key={action} type="button" className="sq-dialog__button" data-action={action}
          onClick={() => onChoose(action)}>
          {labels[action]}
        </button>
      ))}
    </div>
  );
}

function CloseButton({ onClick }: { onClick(): void }): ReactNode {
  return (
    <button type="button" className="sq-dialog__close" data-action="cancel" aria-label={CONTROL_LABELS.close}
      onClick={onClick}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M2 2l12 12M14 2L2 14" /></svg>
    </button>
  );
}

/** An information popup's status region: in the column of open popups, its text filled in a frame after it shows. */
function InfoText({ shown, children }: { shown: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useInfoStack(shown, ref);
  const announced = useAnnounced(shown);
  return <div ref={ref} role="status" className="sq-dialog__text">{announced ? children : null}</div>;
}

/** False while hidden and in the first frame of showing; true from the next frame on. */
function useAnnounced(shown: boolean): boolean {
  const [announced, setAnnounced] = useState(false);
  if (!shown && announced) setAnnounced(false);
  useEffect(() => {
    if (!shown) return undefined;
    const frame = requestAnimationFrame(() => setAnnounced(true));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return announced;
}

// The information popups on screen (their .sq-dialog roots), in the order they opened: each one is placed
// below the ones before it (styles.ts: top = gap + --sq-dialog-stack-offset + index * a small gap).
const column: HTMLElement[] = [];
let resized: ResizeObserver | undefined;

function restack(): void {
  let offset = 0;
  for (const [index, root] of column.entries()) {
    root.style.setProperty('--sq-dialog-stack-offset', `${offset}px`);
    root.style.setProperty('--sq-dialog-stack-index', String(index));
    offset += root.offsetHeight;
  }
}

/** While shown, the popup holding `ref` takes its place in the column (following the popups' sizes). */
function useInfoStack(shown: boolean, ref: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const root = ref.current?.closest<HTMLElement>('.sq-dialog');
    if (!shown || !root) return undefined;
    column.push(root);
    resized ??= typeof ResizeObserver === 'function' ? new ResizeObserver(restack) : undefined;
    resized?.observe(root);
    restack();
    return () => {
      const at = column.indexOf(root);
      if (at >= 0) column.splice(at, 1);
      resized?.unobserve(root);
      root.style.removeProperty('--sq-dialog-stack-offset');
      root.style.removeProperty('--sq-dialog-stack-index');
      restack();
    };
  }, [shown, ref]);
}
