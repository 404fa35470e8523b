import type { APIRoute } from 'astro';
import { clearSessionCookie } from '../../api/cookies.ts';
import { logger } from '../../server/ops/logger.ts';

export const prerender = false;

/** Ends the session (Store API and cookie) and goes home (§4). A failing Store API still logs out here. */
export const POST: APIRoute = async (context) => {
  const { locals, request } = context;
  await locals.storeApi.logout().catch((error: unknown) => {
    logger.error({ err: error }, 'logout failed');
  });
  clearSessionCookie(context);
  const redirect = locals.href('/');
  return request.headers.get('content-type')?.includes('application/json')
    ? Response.json({ redirect })
    : context.redirect(redirect, 303);
};

/** Logging out changes state, so it needs a POST; a plain visit just goes home. */
export const GET: APIRoute = ({ locals, redirect }) => redirect(locals.href('/'), 302);
