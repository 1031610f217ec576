// @ts-check
// GET /__sq/stream: every answered request as it happens, as server-sent events (one `data:` line of
// JSON per request). The inspector's live view (inspector-client.js) listens to it, so a theme developer
// sees each beacon arrive while clicking through the demo.

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./store.mjs').Store} store
 */
export function streamEntries(req, res, store) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  res.write(': live\n\n');
  const unsubscribe = store.subscribe((entry) => {
    res.write(`data: ${JSON.stringify(entry)}\n\n`);
  });
  // A comment every 15 s keeps proxies from closing an idle stream.
  const keepAlive = setInterval(() => res.write(': ping\n\n'), 15000);
  req.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}
