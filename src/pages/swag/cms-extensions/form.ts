import type { APIRoute } from 'astro';
import { isStoreApiError } from '../../../api/index.ts';
import { jsonProblem } from '../../../shared/json-guard.ts';

export const prerender = false;

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const refused = (code: string, detail: string) =>
  json({ errors: [{ status: '400', code, title: 'Bad Request', detail }] }, 400);

/**
 * §7 `POST /swag/cms-extensions/form` on the storefront (also under /fr, /de…): the contact
 * island posts here and the call goes on to the Store API in the domain's language. The body is
 * checked as the Store API would before it is serialised again: a deeply nested one would overflow
 * the stack of JSON.stringify.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return refused('FRAMEWORK__INVALID_JSON', 'Not JSON.');
  }
  const problem = jsonProblem(input);
  if (problem) return refused('FRAMEWORK__INVALID_REQUEST_BODY', problem);
  try {
    return json(await locals.storeApi.submitContactForm(input as never), 200);
  } catch (error) {
    if (isStoreApiError(error)) return json({ errors: error.errors }, error.status);
    throw error;
  }
};
