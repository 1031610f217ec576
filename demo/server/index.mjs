// @ts-check
// The standalone demo server (`npm start`): the local API, then the repository's static files.
//
//   node demo/server/index.mjs [--port N]
//
// Port: --port, else $PORT, else 8080; when taken, the next free one (up to 20 tries). Data (form
// submissions, beacons, events as JSON lines) goes to demo/data/, which git ignores.
// `startServer` is exported for scripts (benchmarks) that need the server in-process.
import { createServer } from 'node:http';
import { createServer as createSecureServer } from 'node:https';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApi } from './api.mjs';
import { serveStatic } from './static.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(HERE, '../..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'demo/data');
const DEFAULT_PORT = 8080;
const PORT_TRIES = 20;

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string | undefined} host
 * @returns {Promise<number>} the port bound
 */
function listen(server, port, host) {
  return new Promise((done, fail) => {
    const onError = (/** @type {Error} */ error) => fail(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Starts the demo server on `port`, or the next free port after it.
 * @param {{ port?: number, dataDir?: string | null, host?: string, fallback?: boolean,
 *   tls?: { key: string | Buffer, cert: string | Buffer } }} [options]
 *   `dataDir`: null keeps data in memory; `port: 0` takes any free port; `fallback: false` fails
 *   when the port is taken; `tls` serves https with that key and certificate (the https tests).
 * @returns {Promise<{ server: import('node:http').Server, url: string, port: number,
 *   api: ReturnType<typeof createApi> }>}
 */
export async function startServer({ port = DEFAULT_PORT, dataDir = DEFAULT_DATA_DIR, host, fallback = true, tls } = {}) {
  const api = createApi({ dataDir });
  /** @type {import('node:http').RequestListener} */
  const listener = (req, res) => {
    api.handle(req, res)
      .then((handled) => (handled ? undefined : serveStatic(req, res, { root: REPO_ROOT, home: 'demo/index.html' })))
      .catch((error) => {
        console.error(`[server] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  };
  const server = tls ? createSecureServer(tls, listener) : createServer(listener);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const bound = await listen(server, port === 0 ? 0 : port + attempt, host);
      return { server, url: `${tls ? 'https' : 'http'}://localhost:${bound}/`, port: bound, api };
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (!fallback || code !== 'EADDRINUSE' || port === 0 || attempt + 1 >= PORT_TRIES) throw error;
    }
  }
}

/** @param {string[]} argv */
function portFrom(argv) {
  const { values } = parseArgs({ args: argv, options: { port: { type: 'string', short: 'p' } } });
  const text = values.port ?? process.env.PORT;
  const port = text === undefined ? DEFAULT_PORT : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${text}`);
  return port;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { server, url } = await startServer({ port: portFrom(process.argv.slice(2)) });
  console.log(`Demo site: ${url}`);
  console.log(`Inspector: ${url}__sq/inspector`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
