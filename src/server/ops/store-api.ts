import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { type HostBindings, IN_PROCESS_PEER } from '../http/client-address.ts';
import { observeRequest } from './metrics.ts';

/**
 * Counts every Store API answer under its route pattern ('/store-api/product/:productId'), telling the
 * storefront's own in-process calls from outside callers (islands, apps, punch-out systems).
 */
export const observeStoreApi: MiddlewareHandler<{ Bindings: HostBindings }> = async (c, next) => {
  const started = performance.now();
  await next();
  // After next(), the route index points at the handler that answered.
  const route = routePath(c);
  const caller = c.env?.peer === IN_PROCESS_PEER ? 'storefront' : 'client';
  const seconds = (performance.now() - started) / 1000;
  observeRequest('store-api', route, c.req.method, c.res.status, seconds, caller);
};
