// `npm start`: installs what is missing, builds, and serves the demo site on the local API server.
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const { build } = await import('./build.mjs');
build();
const { startServer } = await import('../demo/server/index.mjs');
const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const { server, url } = await startServer(port === undefined ? {} : { port });
console.log(`\nDemo site: ${url}\nInspector: ${url}__sq/inspector\n(Ctrl+C to stop)`);
const stop = () => { server.close(() => process.exit(0)); server.closeAllConnections(); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
