// The page benchmarks' server: the demo server's routes and files, gzipped as a site's host serves them
// (Lighthouse's simulated 4G counts transfer sizes), plus the pages of bench/pages.mjs. Over HTTP/1.1
// (startPageServer), and over HTTPS with HTTP/2 (startSecurePageServer), as a published site's host
// serves them: Lighthouse's simulation opens six connections per origin on HTTP/1.1 and one on HTTP/2.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { CLS_FAMILIES, clsBaselinePage, clsPage, REACT_FLOOR, realisticPage, startUpPage } from './pages.mjs';

const REACT_FLOOR_GZIP = gzipSync(REACT_FLOOR);

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;

// Headers HTTP/2 forbids (RFC 9113 8.2.2): dropped from the demo server's HTTP/1.1 answers.
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function pageHandler(demoUrl) {
  const demo = new URL(demoUrl);
  return (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const page = path === '/bench/realistic.html' ? realisticPage({ script: true })
      : path === '/bench/realistic-static.html' ? realisticPage({ script: false })
        : path === '/bench/realistic-floor.html' ? realisticPage({ script: 'empty' })
          : path === '/bench/realistic-react.html' ? realisticPage({ script: 'react' })
          : path === '/bench/start-up.html' ? startUpPage()
            : path.startsWith('/bench/cls/base-') ? clsBaselinePage(CLS_FAMILIES[Number(path.slice('/bench/cls/base-'.length, -'.html'.length))])
              : path.startsWith('/bench/cls/') ? clsPage(CLS_FAMILIES[Number(path.slice('/bench/cls/'.length, -'.html'.length))])
                : null;
    if (path === '/bench/react-floor.js') {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(gzip ? REACT_FLOOR_GZIP : REACT_FLOOR);
      return;
    }
    if (path === '/bench/react-later.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      res.end("requestAnimationFrame(() => setTimeout(() => import('/bench/react-floor.js')));\n");
      return;
    }
    if (path === '/bench/empty.js' || path === '/bench/mark.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      res.end(path === '/bench/mark.js' ? 'window.__t0 = performance.now();\n' : 'export {};\n');
      return;
    }
    if (page !== null) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(page);
      return;
    }
    // HTTP/2's pseudo-headers (:path, :authority…) are not HTTP/1.1 headers.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const upstream = request({ host: demo.hostname, port: demo.port, path: req.url, method: req.method, headers }, (answer) => {
      const gzip = COMPRESSIBLE.test(answer.headers['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const headers = { ...answer.headers };
      if (req.httpVersionMajor === 2) for (const name of CONNECTION_HEADERS) delete headers[name];
      if (gzip) { delete headers['content-length']; headers['content-encoding'] = 'gzip'; }
      res.writeHead(answer.statusCode, headers);
      (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  };
}

export async function startPageServer(demoUrl) {
  const server = createServer(pageHandler(demoUrl));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/**
 * The same pages over HTTPS and HTTP/2, with a self-signed certificate for 127.0.0.1 made by `openssl`
 * for this run (the browser auditing them is started with --ignore-certificate-errors). Null when
 * `openssl` is missing.
 */
export async function startSecurePageServer(demoUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'sq-bench-tls-'));
  let key; let cert;
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    key = readFileSync(join(dir, 'key.pem')); cert = readFileSync(join(dir, 'cert.pem'));
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const server = createSecureServer({ key, cert }, pageHandler(demoUrl));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `https://127.0.0.1:${server.address().port}/` };
}
