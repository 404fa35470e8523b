import * as v from 'valibot';

/**
 * Field rules shared by every account form (§5). Messages are violation codes; the Store API reports
 * them as `VIOLATION::<CODE>` and the forms translate them.
 */
export const requiredText = (max = 255) =>
  v.pipe(v.string('IS_BLANK'), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(max, 'TOO_LONG'));
export const optionalText = (max = 255) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'TOO_LONG')));

export const Email = v.pipe(
  v.string('IS_BLANK'),
  v.trim(),
  v.nonEmpty('IS_BLANK'),
  v.maxLength(254, 'TOO_LONG'),
  v.email('INVALID_EMAIL'),
);
export const Username = v.pipe(
  requiredText(120),
  v.minLength(3, 'TOO_SHORT'),
  v.regex(/^[\p{L}\p{N}._@-]+$/u, 'INVALID_USERNAME'),
);
/** New passwords: at least 8 characters (the minimum the shop enforces everywhere). */
export const NewPassword = v.pipe(
  v.string('IS_BLANK'),
  v.minLength(8, 'TOO_SHORT'),
  v.maxLength(512, 'TOO_LONG'),
);
export const Salutation = v.picklist(['female', 'male'], 'INVALID_SALUTATION');
export const Uuid = v.pipe(v.string('IS_BLANK'), v.uuid('INVALID_UUID'));

/** An issue path pointing at one field, so forms show the error next to it. */
export const issueOn = (key: string, value: Record<string, unknown>): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input: value, key, value: value[key] },
];

/**
 * The fields of an object being checked, also when some of them failed (issue 27: a form reports every
 * problem in one go, not the cross-field ones only once the rest is right); null for no object.
 */
export const checkedFields = (dataset: { value: unknown }): Record<string, unknown> | null =>
  typeof dataset.value === 'object' && dataset.value !== null
    ? (dataset.value as Record<string, unknown>)
    : null;

/** A confirmation field must equal its field (§5; the code is reported on the confirmation). */
export const fieldsMatch = <T extends Record<string, unknown>>(
  field: keyof T & string,
  confirm: keyof T & string,
  code: 'PASSWORDS_DO_NOT_MATCH' | 'EMAILS_DO_NOT_MATCH' = 'PASSWORDS_DO_NOT_MATCH',
) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = checkedFields(dataset);
    if (!value || value[field] === value[confirm]) return;
    addIssue({ message: code, path: issueOn(confirm, value) });
  });
