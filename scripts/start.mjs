// `npm start`: installs what is missing, builds, and serves the demo site on the local API server.
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const { build } = await import('./build.mjs');
build();
const { startServer } = await import('../demo/server/index.mjs');
await startServer({});
