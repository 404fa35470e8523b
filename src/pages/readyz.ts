import type { APIRoute } from 'astro';
import { readiness } from '../server/runtime.ts';

export const prerender = false;

/** Readiness: send traffic here only when the database answers and every migration has run. */
export const GET: APIRoute = async () => {
  const { database, migrations } = await readiness();
  const ok = database && migrations;
  return Response.json(
    {
      status: ok ? 'ok' : 'unavailable',
      database: database ? 'ok' : 'down',
      migrations: migrations ? 'ok' : 'pending',
    },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
};
