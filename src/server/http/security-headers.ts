import type { MiddlewareHandler } from 'hono';
import { API_CSP, securityHeaders, servedOverHttps } from '../../shared/security-headers.ts';
import type { HostBindings } from './client-address.ts';

/**
 * Security headers on every Store API answer (errors included), mounted under /store-api or served on
 * its own: nosniff, no referrer leaks, no features, nothing to load or frame, HSTS over https.
 */
export const apiSecurityHeaders = (): MiddlewareHandler<{ Bindings: HostBindings }> => async (c, next) => {
  await next();
  const peer = c.env?.peer ?? c.env?.incoming?.socket?.remoteAddress;
  const https = servedOverHttps(
    new URL(c.req.url).protocol === 'https:',
    peer,
    c.req.header('x-forwarded-proto'),
  );
  for (const [name, value] of securityHeaders(https)) c.res.headers.set(name, value);
  c.res.headers.set('content-security-policy', API_CSP);
};
