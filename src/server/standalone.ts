import { serve } from '@hono/node-server';
import { storeApiRuntime } from './runtime.ts';

/** Serves the Store API on its own (without the storefront): `node src/server/standalone.ts`. */
const { app } = await storeApiRuntime();
const port = Number(process.env.STORE_API_PORT ?? 8000);
serve({
  port,
  fetch: (request, env: { incoming?: { socket?: { remoteAddress?: string } } }) => {
    const headers = new Headers(request.headers);
    headers.set('x-b2b-client-ip', env.incoming?.socket?.remoteAddress ?? 'unknown');
    return app.fetch(new Request(request, { headers }));
  },
});
console.log(`[store-api] listening on http://localhost:${port}/store-api`);
