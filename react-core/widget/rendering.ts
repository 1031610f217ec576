// GetWidgetRendering (visitor §7): the server renders a block and the client puts data.html in place of
// the block's content. The HTML comes from the server, so it only ever reaches the page through
// DOMPurify, loaded lazily, with its default rules (no scripts, handlers or script URLs) and without
// the markup the library's own behaviours act on (react-core/sanitise.ts). Unlike the
// form's post-submit HTML, a widget's own buttons and forms are kept: they are what some widgets are.
// Failures (visitor §8 "Widget script not-found failures are only logged") are logged and answered with
// null, so the block keeps its server-rendered content.
import { BLOCK_WIDGET_LOGS, WIDGET_NOT_FOUND_STATUS } from '../../catalog/block-widgets.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { loadChunk } from '../../runtime/chunk-loader.ts';
import { logError, logWarn } from '../../runtime/log.ts';
import { inertFragment } from '../sanitise.ts';
import { failureMessage, request, TransportError } from '../../runtime/transport.ts';

export interface WidgetJson { type: string; id: string; value: string }

/** How the sanitiser is imported (DOMPurify, a lazy chunk); a test may swap it and put it back. */
export const WIDGET_CHUNKS = {
  sanitiser: () => import('dompurify'),
};

const reasonOf = (error: unknown): string =>
  error instanceof TransportError ? failureMessage(error) : error instanceof Error ? error.message : String(error);

/** The sanitised rendering of a widget, or null (logged) when there is none to show. */
export async function fetchRendering(widget: WidgetJson, collectionId: string): Promise<DocumentFragment | null> {
  try {
    const { data } = await request<{ html?: unknown } | null>(API_PATHS.widgetRendering, {
      form: { widgetJSON: JSON.stringify(widget), collectionId: collectionId || undefined }, kind: 'data',
    });
    const html = data && typeof data === 'object' ? data.html : undefined;
    if (typeof html !== 'string') {
      logError(BLOCK_WIDGET_LOGS.widgetBadAnswer(widget.type, widget.id));
      return null;
    }
    const { default: purifier } = await loadChunk('sq-widget/sanitiser', () => WIDGET_CHUNKS.sanitiser());
    return inertFragment(purifier, html);
  } catch (error) {
    if (error instanceof TransportError && error.status === WIDGET_NOT_FOUND_STATUS) {
      logWarn(BLOCK_WIDGET_LOGS.widgetNotFound(widget.type, widget.id));
    } else {
      logError(BLOCK_WIDGET_LOGS.widgetFailed(widget.type, widget.id, reasonOf(error)), error);
    }
    return null;
  }
}
