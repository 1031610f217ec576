// The full-screen system error overlay (visitor §8 "Data layer": authorizationFail or an unhandled
// error "shows a full-screen system error overlay with reload and clear buttons"; its title reads
// 'Something Went Wrong!'). Plain DOM, one at a time, on the page's one dialog layer
// (runtime/dialog-stack.ts: its z-index from 30000 up). A system error cannot be dismissed: Escape does
// nothing, Tab stays on its buttons, and only a reload (or hideSystemError) ends it. A dialog opened
// above it (a later Sq.alert) gets the keys and focus until it closes; an information popup above it
// (non-modal) gets only Escape.
import { DATA_LAYER_MESSAGES } from '../../catalog/messages/data-layer.ts';
import { SYSTEM_ERROR_LABELS } from '../../catalog/messages/overlay-labels.ts';
import { adoptStyles } from '../bridge/styles.ts';
import { openLayer, topmostLayer, topmostModalLayer, type Layer, type OpenLayer } from '../dialog-stack.ts';
import { isTabKey } from '../focus.ts';
import { clearLibraryData } from './clear-data.ts';
import { SYSTEM_ERROR_STYLES } from './error-overlay-styles.ts';

/** The seam tests replace: what the buttons do after their own work. */
export const systemErrorSeams = {
  reload: (): void => location.reload(),
};

const CLASS = 'sq-system-error';
const TITLE_ID = `${CLASS}-title`;
const DETAIL_ID = `${CLASS}-detail`;

interface Shown {
  root: HTMLElement; detail: HTMLElement; buttons: HTMLButtonElement[]; returnFocus: Element | null; layer: OpenLayer;
}
let shown: Shown | null = null;

/** On the dialog stack, Escape (closeTopmost) is refused: a system error is not dismissed. */
const LAYER: Layer = { dismiss: () => false };
/** Escape goes to the topmost layer of any kind; focus stays here while no modal layer is above it. */
const onTop = () => topmostLayer() === LAYER;
const holdsFocus = () => topmostModalLayer() === LAYER;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text; // never HTML: the detail can be a server's text
  return node;
}

function button(label: string, secondary: boolean, action: () => void): HTMLButtonElement {
  const node = element('button', `${CLASS}-button${secondary ? ` ${CLASS}-button-secondary` : ''}`, label);
  node.type = 'button';
  node.addEventListener('click', () => {
    try {
      action();
    } catch {
      // a listener never throws; the overlay stays up and the other button still works
    }
  });
  return node;
}

function build(layer: OpenLayer): Shown {
  const root = element('div', CLASS);
  root.setAttribute('role', 'alertdialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-labelledby', TITLE_ID);
  const panel = element('div', `${CLASS}-panel`);
  const title = element('h2', `${CLASS}-title`, DATA_LAYER_MESSAGES.somethingWentWrong);
  title.id = TITLE_ID;
  const detail = element('p', `${CLASS}-detail`);
  detail.id = DETAIL_ID;
  const actions = element('div', `${CLASS}-actions`);
  const buttons = [
    button(SYSTEM_ERROR_LABELS.reload, false, () => systemErrorSeams.reload()),
    button(SYSTEM_ERROR_LABELS.clear, true, () => { clearLibraryData(); systemErrorSeams.reload(); }),
  ];
  actions.append(...buttons);
  panel.append(title, detail, actions);
  root.append(panel);
  root.style.zIndex = String(layer.zIndex);
  return { root, detail, buttons, returnFocus: document.activeElement, layer };
}

function setDetail(view: Shown, detail: string | undefined): void {
  view.detail.textContent = detail ?? '';
  view.detail.hidden = !detail;
  if (detail) view.root.setAttribute('aria-describedby', DETAIL_ID);
  else view.root.removeAttribute('aria-describedby');
}

/** Keeps Tab on the overlay's buttons and stops Escape from reaching the page below. */
function onKeydown(event: KeyboardEvent): void {
  if (!shown) return;
  if (event.key === 'Escape') {
    if (!onTop()) return; // a layer above (an information popup) is the one Escape closes
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  if (!isTabKey(event) || !holdsFocus()) return;
  const { buttons, root } = shown;
  const first = buttons[0]!;
  const last = buttons[buttons.length - 1]!;
  const active = document.activeElement;
  const wrapTo = !root.contains(active) ? first
    : event.shiftKey && active === first ? last
      : !event.shiftKey && active === last ? first : null;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}

/** Focus that lands outside (a click on the page, a script) comes back to the first button. */
function onFocusin(event: FocusEvent): void {
  if (shown && holdsFocus() && !shown.root.contains(event.target as Node | null)) shown.buttons[0]!.focus();
}

/** Shows the overlay, or updates the one already shown; `detail` is set as text. */
export function showSystemError(detail?: string): void {
  if (!shown) {
    adoptStyles(SYSTEM_ERROR_STYLES);
    shown = build(openLayer(LAYER));
    (document.body ?? document.documentElement).append(shown.root);
    document.addEventListener('keydown', onKeydown, true);
    document.addEventListener('focusin', onFocusin, true);
    shown.buttons[0]!.focus();
  }
  setDetail(shown, detail);
}

/** Removes the overlay and gives focus back to where it was. */
export function hideSystemError(): void {
  if (!shown) return;
  const { root, returnFocus, layer } = shown;
  shown = null;
  layer.release();
  document.removeEventListener('keydown', onKeydown, true);
  document.removeEventListener('focusin', onFocusin, true);
  root.remove();
  if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
}
