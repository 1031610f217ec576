// The page benchmarks' server: the demo server's routes and files, gzipped as a site's host serves them
// (Lighthouse's simulated 4G counts transfer sizes), plus the pages of bench/pages.mjs.
import { createServer, request } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';
import { CLS_FAMILIES, clsBaselinePage, clsPage, REACT_FLOOR, realisticPage, startUpPage } from './pages.mjs';

const REACT_FLOOR_GZIP = gzipSync(REACT_FLOOR);

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;

export async function startPageServer(demoUrl) {
  const demo = new URL(demoUrl);
  const server = createServer((req, res) => {
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
    const upstream = request({ host: demo.hostname, port: demo.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      const gzip = COMPRESSIBLE.test(answer.headers['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const headers = { ...answer.headers };
      if (gzip) { delete headers['content-length']; headers['content-encoding'] = 'gzip'; }
      res.writeHead(answer.statusCode, headers);
      (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}
