import type { APIRoute } from 'astro';
import { healthy } from '../server/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const ok = await healthy();
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'down' },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
};
