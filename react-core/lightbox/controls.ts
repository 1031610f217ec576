// The lightbox's own controls (visitor §2): close; previous and next on desktop; a caption toggle on
// mobile; the caption; and a status region that announces the slide position. Built with DOM calls,
// never from HTML strings, and placed where PhotoSwipe puts its UI elements (the top bar, or the root
// with pswp__hide-on-close). Not through PhotoSwipe's registerElement: it assigns innerHTML, which a
// page enforcing Trusted Types refuses (issue 17), and the lightbox would not open.
import type PhotoSwipe from 'photoswipe';
import { CONTROL_LABELS } from '../../catalog/messages/controls.ts';
import type { LightboxSlide } from './open-lightbox.ts';

export type Layout = 'desktop' | 'mobile';

export interface Controls {
  /** Shows the slide's caption and announces its position. */
  update(index: number, slide: LightboxSlide | undefined): void;
}

const SVG = 'http://www.w3.org/2000/svg';
const ICONS = {
  close: 'M6 6l16 16M22 6L6 22',
  previous: 'M18 5l-9 9 9 9',
  next: 'M10 5l9 9-9 9',
  caption: 'M5 8h18M5 14h18M5 20h11',
} as const;

function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 28 28');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

let nextId = 1;

type Place = 'bar' | 'root';

/** Appends a control where PhotoSwipe appends its UI elements: the top bar, or the root (hidden on close). */
function place<E extends HTMLElement>(pswp: PhotoSwipe, el: E, where: Place): E {
  if (where === 'bar') {
    if (!pswp.topBar) {
      pswp.topBar = document.createElement('div');
      pswp.topBar.className = 'pswp__top-bar pswp__hide-on-close';
      pswp.scrollWrap?.append(pswp.topBar);
    }
    pswp.topBar.append(el);
  } else {
    el.classList.add('pswp__hide-on-close');
    pswp.element?.append(el);
  }
  return el;
}

export function registerControls(pswp: PhotoSwipe, layout: Layout, navigate: (step: 1 | -1) => void): Controls {
  const captionId = `sq-lightbox-caption-${nextId++}`;
  const nav: HTMLButtonElement[] = [];
  let toggle: HTMLButtonElement | undefined;
  let caption: HTMLElement | undefined;
  let captionText: HTMLElement | undefined;
  let status: HTMLElement | undefined;

  /** A caption longer than its room scrolls (styles.ts): then keyboards reach it to scroll it too. */
  const scrollable = () => {
    if (!caption || layout !== 'mobile') return;
    if (!caption.hidden && caption.scrollHeight > caption.clientHeight) caption.tabIndex = 0;
    else caption.removeAttribute('tabindex');
  };
  const showCaption = (shown: boolean) => {
    toggle?.setAttribute('aria-expanded', String(shown));
    if (caption) caption.hidden = !shown;
    scrollable();
  };

  pswp.on('uiRegister', () => {
    const button = (label: string, path: string, className: string, appendTo: Place, onClick: () => void,
      init?: (el: HTMLButtonElement) => void) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = `pswp__button sq-lightbox__button ${className}`;
      el.title = label;
      el.setAttribute('aria-label', label);
      el.append(icon(path));
      el.onclick = onClick;
      init?.(el);
      place(pswp, el, appendTo);
    };
    const navButton = (el: HTMLButtonElement) => {
      el.setAttribute('aria-controls', 'pswp__items'); // PhotoSwipe's slide container
      nav.push(el);
    };
    // In PhotoSwipe's order: previous and next (10, 11), the caption toggle (15), close (20), the
    // caption (30), the status (40).
    if (layout === 'desktop') {
      button(CONTROL_LABELS.previous, ICONS.previous, 'sq-lightbox__nav sq-lightbox__nav--previous', 'root', () => navigate(-1), navButton);
      button(CONTROL_LABELS.next, ICONS.next, 'sq-lightbox__nav sq-lightbox__nav--next', 'root', () => navigate(1), navButton);
    } else {
      // The toggle replaces previous/next on mobile; the caption starts collapsed under it.
      button(CONTROL_LABELS.caption, ICONS.caption, 'sq-lightbox__caption-toggle', 'bar',
        () => showCaption(toggle?.getAttribute('aria-expanded') !== 'true'),
        (el) => {
          toggle = el;
          el.setAttribute('aria-controls', captionId);
        });
    }
    button(CONTROL_LABELS.close, ICONS.close, 'sq-lightbox__close', 'bar', () => pswp.close());
    caption = place(pswp, document.createElement('div'), 'root');
    caption.className += ' sq-lightbox__caption';
    caption.id = captionId;
    captionText = caption.appendChild(document.createElement('div'));
    captionText.className = 'sq-lightbox__caption-text';
    if (layout === 'mobile') {
      // A region named 'Caption' where it may take focus to scroll (the toggle names it the same).
      caption.setAttribute('role', 'region');
      caption.setAttribute('aria-label', CONTROL_LABELS.caption);
      showCaption(false);
    }
    status = place(pswp, document.createElement('div'), 'root');
    status.className += ' sq-visually-hidden sq-lightbox__status';
    status.setAttribute('role', 'status');
  });

  return {
    update(index, slide) {
      const count = pswp.getNumItems();
      const nodes = slide?.caption ?? [];
      captionText?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
      scrollable();
      if (toggle) {
        toggle.hidden = nodes.length === 0;
        if (toggle.hidden && document.activeElement === toggle) pswp.element?.focus();
      }
      for (const button of nav) button.hidden = count < 2; // one slide: nowhere to go
      if (status) status.textContent = CONTROL_LABELS.slideOf(index + 1, count);
    },
  };
}
