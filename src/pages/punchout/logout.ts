import type { APIRoute } from 'astro';
import { clearSessionCookie } from '../../api/cookies.ts';
import { punchoutApi } from '../../api/punchout.ts';
import { logger } from '../../server/ops/logger.ts';

export const prerender = false;

/** "End punch-out": the session and its punch-out state end (Store API and cookie), then home. */
export const POST: APIRoute = async (context) => {
  const { locals, redirect } = context;
  await punchoutApi(locals.storeApi)
    .logout()
    .catch((error: unknown) => logger.error({ err: error }, 'punch-out logout failed'));
  clearSessionCookie(context);
  return redirect(locals.href('/'), 303);
};

export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/'), 302);
