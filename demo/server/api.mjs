// Placeholder, replaced by the real local API server.
export function createApi() {
  const handle = async () => false;
  return { handle, koa: async (ctx, next) => { if (await handle(ctx.req, ctx.res)) { ctx.respond = false; return; } await next(); } };
}
