import * as v from 'valibot';
import { Email, fieldsMatch, NewPassword, optionalText, requiredText, Salutation } from './fields.ts';

/** §5: username and password required. Shared by the Store API and the login forms. */
export const LoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(120, 'TOO_LONG')),
  password: v.pipe(v.string(), v.nonEmpty('IS_BLANK'), v.maxLength(512, 'TOO_LONG')),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** Forgot password (§5: username required); the link in the mail points at `storefrontUrl`. */
export const RecoverySchema = v.object({
  username: requiredText(120),
  storefrontUrl: v.optional(v.pipe(v.string(), v.url('INVALID_URL'), v.maxLength(500, 'TOO_LONG'))),
});

/** Setting a new password with the single-use hash from the recovery mail. */
const PasswordSetFields = v.object({
  hash: v.pipe(v.string('IS_BLANK'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'INVALID_HASH')),
  newPassword: NewPassword,
  newPasswordConfirm: v.string('IS_BLANK'),
});
export const PasswordSetSchema = v.pipe(
  PasswordSetFields,
  fieldsMatch<v.InferOutput<typeof PasswordSetFields>>('newPassword', 'newPasswordConfirm'),
);

export const ProfileSchema = v.object({
  salutation: v.optional(Salutation),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: Email,
  phone: optionalText(40),
  mobile: optionalText(40),
});
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;

/** Shopware's change-password body; `password` is the current one (CUSTOMER_PASSWORD_NOT_CORRECT). */
const ChangePasswordFields = v.object({
  password: v.pipe(v.string('IS_BLANK'), v.nonEmpty('IS_BLANK'), v.maxLength(512, 'TOO_LONG')),
  newPassword: NewPassword,
  newPasswordConfirm: v.string('IS_BLANK'),
});
export const ChangePasswordSchema = v.pipe(
  ChangePasswordFields,
  fieldsMatch<v.InferOutput<typeof ChangePasswordFields>>('newPassword', 'newPasswordConfirm'),
);
