import { createStoreApi } from '../../../src/server/app.ts';
import type { Db } from '../../../src/server/db/client.ts';

export interface Route {
  method: string;
  /** The pattern as registered, e.g. `/store-api/b2b/order/list/:id`. */
  path: string;
  key: string;
}

/** The Store API's own route table (Hono's `app.routes`), minus middleware; one entry per method and path. */
export function storeApiRoutes(): Route[] {
  // Building the app touches no database; the routes are only listed, never called here.
  const app = createStoreApi({} as Db);
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}

/** A route's pattern with its parameters filled from `values` (by parameter name unless overridden). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? `missing-${name}`),
  );
}
