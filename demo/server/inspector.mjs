// @ts-check
// GET /__sq/inspector: what the API received, newest first, grouped by kind (form submissions first).
// Everything shown came from a visitor's browser, so every value is escaped, and the page sends a
// Content-Security-Policy that allows no script but the live view's own file (which listens to
// /__sq/stream and adds each request as it arrives). `?refresh=N` also reloads it every N seconds.
import { escapeHtml } from './http.mjs';
import { KINDS } from './store.mjs';

const SHOWN_PER_KIND = 100;

const TITLES = {
  'form-submissions': 'Form submissions', events: 'Events', errors: 'JavaScript errors', beacons: 'Beacons',
  widgets: 'Widget renderings', auth: 'Session', 'data-layer': 'Data layer (demo endpoint)', commerce: 'Cart, checkout and reviews', 'form-keys': 'Form keys', scripts: 'Fake scripts',
  unknown: 'Calls the API does not implement',
};

// The only script allowed is the live view's own file (inspector-client.js, served by control.mjs).
export const INSPECTOR_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'";

/** @param {unknown} value */
const pretty = (value) => escapeHtml(JSON.stringify(value, null, 2));

/** @param {import('./store.mjs').Entry} entry */
function row(entry) {
  const sent = entry.body ?? (entry.raw || (Object.keys(entry.query).length > 0 ? entry.query : null));
  const status = entry.status === undefined ? 'pending' : entry.status === 0 ? 'network error' : String(entry.status);
  return `<tr>
  <td><time datetime="${escapeHtml(new Date(entry.time).toISOString())}">${escapeHtml(new Date(entry.time).toLocaleTimeString('en-GB'))}</time></td>
  <td>${escapeHtml(entry.method)} <code>${escapeHtml(entry.path)}</code>${entry.forced ? ' <em>(switch)</em>' : ''}</td>
  <td>${escapeHtml(status)}</td>
  <td><pre>${pretty(sent)}</pre></td>
  <td>${entry.outcome === undefined ? '' : `<pre>${pretty(entry.outcome)}</pre>`}</td>
</tr>`;
}

/**
 * @param {import('./store.mjs').Store} store
 * @param {{ refresh?: number }} [options]
 */
export function renderInspector(store, { refresh } = {}) {
  const sections = KINDS.map((kind) => {
    const entries = store.list({ kind }).reverse().slice(0, SHOWN_PER_KIND);
    const body = entries.length === 0
      ? '<p class="empty">Nothing yet.</p>'
      : `<table><thead><tr><th>Time</th><th>Call</th><th>Status</th><th>Sent</th><th>Outcome</th></tr></thead>
<tbody>${entries.map(row).join('\n')}</tbody></table>`;
    return `<section id="${kind}"><h2>${escapeHtml(TITLES[kind])} <small>(${entries.length})</small></h2>\n${body}</section>`;
  });
  const meta = refresh && refresh > 0 ? `<meta http-equiv="refresh" content="${Math.floor(refresh)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${meta}
<title>Local API inspector</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
  pre { margin: 0; max-height: 16em; overflow: auto; white-space: pre-wrap; word-break: break-word; }
  .empty { color: #777; }
  .fresh { background: #fff8d6; }
  @media (prefers-reduced-motion: no-preference) { .fresh { transition: background 2s; } }
</style>
<script src="/__sq/inspector.js" defer></script>
</head>
<body>
<h1>Local API inspector</h1>
<p>Newest first. <a href="?refresh=5">Refresh every 5 s</a> · <a href="?">Stop refreshing</a> ·
JSON: <a href="/__sq/log">/__sq/log</a></p>
<p id="live-status" role="status">Live view starting…</p>
${sections.join('\n')}
</body>
</html>
`;
}
