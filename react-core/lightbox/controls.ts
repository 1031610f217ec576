// The lightbox's own controls, registered as PhotoSwipe UI elements (visitor §2): close; previous and
// next on desktop; a caption toggle on mobile; the caption; and a status region that announces the
// slide position. Built with DOM calls, never from HTML strings.
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

export function registerControls(pswp: PhotoSwipe, layout: Layout, navigate: (step: 1 | -1) => void): Controls {
  const captionId = `sq-lightbox-caption-${nextId++}`;
  const nav: HTMLButtonElement[] = [];
  let toggle: HTMLButtonElement | undefined;
  let caption: HTMLElement | undefined;
  let captionText: HTMLElement | undefined;
  let status: HTMLElement | undefined;

  const showCaption = (shown: boolean) => {
    toggle?.setAttribute('aria-expanded', String(shown));
    if (caption) caption.hidden = !shown;
  };

  pswp.on('uiRegister', () => {
    const ui = pswp.ui!;
    const button = (name: string, label: string, path: string, className: string, extra: object,
      init?: (el: HTMLButtonElement) => void) =>
      ui.registerElement({
        name, title: label, isButton: true, className: `sq-lightbox__button ${className}`, ...extra,
        onInit: (el) => {
          el.append(icon(path));
          init?.(el as HTMLButtonElement);
        },
      });
    const navButton = (el: HTMLButtonElement) => {
      el.setAttribute('aria-controls', 'pswp__items'); // PhotoSwipe's slide container
      nav.push(el);
    };
    button('sqClose', CONTROL_LABELS.close, ICONS.close, 'sq-lightbox__close', { order: 20, onClick: 'close' });
    if (layout === 'desktop') {
      button('sqPrevious', CONTROL_LABELS.previous, ICONS.previous, 'sq-lightbox__nav sq-lightbox__nav--previous',
        { order: 10, appendTo: 'root', onClick: () => navigate(-1) }, navButton);
      button('sqNext', CONTROL_LABELS.next, ICONS.next, 'sq-lightbox__nav sq-lightbox__nav--next',
        { order: 11, appendTo: 'root', onClick: () => navigate(1) }, navButton);
    } else {
      // The toggle replaces previous/next on mobile; the caption starts collapsed under it.
      button('sqCaptionToggle', CONTROL_LABELS.caption, ICONS.caption, 'sq-lightbox__caption-toggle',
        { order: 15, onClick: () => showCaption(toggle?.getAttribute('aria-expanded') !== 'true') },
        (el) => {
          toggle = el;
          el.setAttribute('aria-controls', captionId);
        });
    }
    ui.registerElement({
      name: 'sqCaption', className: 'sq-lightbox__caption', appendTo: 'root', order: 30,
      onInit: (el) => {
        caption = el;
        el.id = captionId;
        captionText = el.appendChild(document.createElement('div'));
        captionText.className = 'sq-lightbox__caption-text';
        if (layout === 'mobile') showCaption(false);
      },
    });
    ui.registerElement({
      name: 'sqStatus', className: 'sq-visually-hidden sq-lightbox__status', appendTo: 'root', order: 40,
      onInit: (el) => {
        status = el;
        el.setAttribute('role', 'status');
      },
    });
  });

  return {
    update(index, slide) {
      const count = pswp.getNumItems();
      const nodes = slide?.caption ?? [];
      captionText?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
      if (toggle) {
        toggle.hidden = nodes.length === 0;
        if (toggle.hidden && document.activeElement === toggle) pswp.element?.focus();
      }
      for (const button of nav) button.hidden = count < 2; // one slide: nowhere to go
      if (status) status.textContent = CONTROL_LABELS.slideOf(index + 1, count);
    },
  };
}
