import type { ErrorItem } from '../../src/components/form/errors.ts';

/** What a storefront or Store API endpoint answers: success (maybe a redirect) or its error envelope. */
export interface PostAnswer {
  redirect?: string;
  errors?: ErrorItem[];
}

/**
 * Posts JSON (`/auth/login`, the contact form, the newsletter): `{ redirect }` on success, else the
 * error envelope, never an empty one. A network failure rejects.
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PostAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as PostAnswer;
  if (response.ok) return { redirect: json.redirect };
  return { errors: json.errors?.length ? json.errors : [{ code: 'UNKNOWN_ERROR' }] };
}

/** Moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
