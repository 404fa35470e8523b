import type { APIRoute } from 'astro';
import { isStoreApiError } from '../../../api/index.ts';

export const prerender = false;

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * §7 `POST /swag/cms-extensions/form` on the storefront (also under /fr, /de…): the contact
 * island posts here and the call goes on to the Store API in the domain's language.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    const item = {
      status: '400',
      code: 'FRAMEWORK__INVALID_JSON',
      title: 'Bad Request',
      detail: 'Not JSON.',
    };
    return json({ errors: [item] }, 400);
  }
  try {
    return json(await locals.storeApi.submitContactForm(input as never), 200);
  } catch (error) {
    if (isStoreApiError(error)) return json({ errors: error.errors }, error.status);
    throw error;
  }
};
