import { type FieldError, violationErrors } from '../../src/shared/schemas/forms.ts';

export type SubmitResult = { ok: true } | { ok: false; errors: Record<string, FieldError> };

/** Posts JSON; a 400 with violations gives field errors, any other failure an empty error map. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const json = (await response.json().catch(() => ({}))) as { errors?: { code: string }[] };
    return { ok: false, errors: violationErrors(json.errors ?? []) };
  } catch {
    return { ok: false, errors: {} };
  }
}

/** Moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
