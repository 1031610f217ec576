// The inspector's live view: listens to /__sq/stream and puts each request at the top of its kind's
// table as it arrives. Everything shown came from a browser, so it is written with textContent only.
(() => {
  const status = document.getElementById('live-status');
  const time = (ms) => new Date(ms).toLocaleTimeString('en-GB');
  const pretty = (value) => JSON.stringify(value, null, 2);
  const cell = (tag, text) => {
    const td = document.createElement('td');
    const inner = document.createElement(tag);
    inner.textContent = text;
    td.append(inner);
    return td;
  };

  function tableOf(section) {
    let body = section.querySelector('tbody');
    if (body) return body;
    section.querySelector('.empty')?.remove();
    const table = document.createElement('table');
    const head = table.createTHead().insertRow();
    for (const title of ['Time', 'Call', 'Status', 'Sent', 'Outcome']) {
      const th = document.createElement('th');
      th.textContent = title;
      head.append(th);
    }
    body = table.createTBody();
    section.append(table);
    return body;
  }

  function add(entry) {
    const section = document.getElementById(entry.kind);
    if (!section) return;
    const row = document.createElement('tr');
    row.className = 'fresh';
    const sent = entry.body ?? (entry.raw || (Object.keys(entry.query).length > 0 ? entry.query : null));
    const status = entry.status === 0 ? 'network error' : String(entry.status);
    row.append(
      cell('time', time(entry.time)),
      cell('code', `${entry.method} ${entry.path}${entry.forced ? ' (switch)' : ''}`),
      cell('span', status),
      cell('pre', pretty(sent)),
      cell('pre', entry.outcome === undefined ? '' : pretty(entry.outcome)),
    );
    tableOf(section).prepend(row);
    const count = section.querySelector('h2 small');
    if (count) count.textContent = `(${section.querySelectorAll('tbody tr').length})`;
  }

  const source = new EventSource('/__sq/stream');
  source.onopen = () => { if (status) status.textContent = 'Live: new requests appear as they arrive.'; };
  source.onerror = () => { if (status) status.textContent = 'Live view disconnected; reload to reconnect.'; };
  source.onmessage = (event) => {
    try {
      add(JSON.parse(event.data));
    } catch {
      // a torn message: skip it
    }
  };
})();
