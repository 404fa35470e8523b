import { serve } from '@hono/node-server';
import { previewTokenProblem } from './cms/preview.ts';
import { storeApiRuntime } from './runtime.ts';

/** Serves the Store API on its own (without the storefront): `node src/server/standalone.ts`. */
const problem = previewTokenProblem(process.env);
if (problem) {
  console.error(`[store-api] refusing to start in production: ${problem}`);
  process.exit(1);
}
const { app } = await storeApiRuntime();
const port = Number(process.env.STORE_API_PORT ?? 8000);
// The node server hands the socket to the app (HostBindings.incoming): the client address comes from it.
serve({ port, fetch: app.fetch });
console.log(`[store-api] listening on http://localhost:${port}/store-api`);
