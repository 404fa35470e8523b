import type { APIRoute } from 'astro';

export const prerender = false;

/** Liveness: the process answers. The database is /readyz's concern (a restart would not fix it). */
export const GET: APIRoute = () =>
  Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
