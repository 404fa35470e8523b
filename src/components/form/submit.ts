import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import { isStoreApiError } from '../../api/errors.ts';
import type { Locale } from '../../shared/locales.ts';
import { type FormError, fromErrorItems, fromIssues, toMessages } from './errors.ts';

export type FormMessages = ReturnType<typeof toMessages>;
export const NO_ERRORS: FormMessages = { fields: {}, form: [] };

/** The text fields of a posted form (files are ignored); a body that is not a form reads as empty. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  try {
    const data = await request.formData();
    const values: Record<string, string> = {};
    for (const [key, value] of data) if (typeof value === 'string') values[key] = value;
    return values;
  } catch {
    return {};
  }
}

/**
 * The posted form of a page that needs one; a body that is no form (JSON, text, a broken multipart)
 * makes the answer a 400 and gives null.
 */
export async function postedForm(astro: AstroGlobal): Promise<FormData | null> {
  try {
    return await astro.request.formData();
  } catch {
    astro.response.status = 400;
    return null;
  }
}

/** Empty optional fields are left out, as the shared schemas expect. */
export const withoutEmpty = (values: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => values[k]?.trim()).map((k) => [k, values[k]]));

export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  locale: Locale,
): { output: v.InferOutput<S>; messages: null } | { output: null; messages: FormMessages } {
  const result = v.safeParse(schema, input);
  return result.success
    ? { output: result.output, messages: null }
    : { output: null, messages: toMessages(fromIssues(result.issues), locale) };
}

/** The errors of a failed Store API call: its violations and codes, or one unknown error. */
export const failureOf = (error: unknown): FormError[] =>
  isStoreApiError(error) ? fromErrorItems(error.errors) : [{ field: '', code: 'UNKNOWN_ERROR', params: {} }];

/** A failed call as form messages: violations on their fields, known codes translated, else generic. */
export const errorMessages = (error: unknown, locale: Locale): FormMessages =>
  toMessages(failureOf(error), locale);
