import * as v from 'valibot';
import { isRight } from '../rights.ts';
import { Email, NewPassword, optionalText, requiredText, Salutation, Username, Uuid } from './fields.ts';

/** A user of the company as the users section edits it (§3 User). */
const UserFields = {
  salutation: v.optional(Salutation),
  firstName: requiredText(100),
  lastName: requiredText(100),
  username: Username,
  email: Email,
  phone: optionalText(40),
  leadBuyer: v.optional(v.boolean(), false),
  active: v.optional(v.boolean(), true),
};

/**
 * A new user gets an invitation mail to choose a password (issue 26): nobody sets another user's
 * password, so `password` is read only to be refused with a clear code.
 */
export const CompanyUserCreateSchema = v.object({ ...UserFields, password: v.optional(NewPassword) });
export type CompanyUserCreateInput = v.InferOutput<typeof CompanyUserCreateSchema>;

/** PATCH: every field optional; `sendPasswordLink` mails the user a link to set a new password. */
export const CompanyUserUpdateSchema = v.partial(
  v.object({
    ...UserFields,
    leadBuyer: v.boolean(),
    active: v.boolean(),
    password: NewPassword,
    sendPasswordLink: v.boolean(),
  }),
);
export type CompanyUserUpdateInput = v.InferOutput<typeof CompanyUserUpdateSchema>;

export const CompanyUsersDeleteSchema = v.object({
  customerIds: v.pipe(v.array(Uuid), v.minLength(1, 'IS_BLANK'), v.maxLength(100, 'TOO_LONG')),
});

/** §6 rights editor: codes must be among the 24 ROLE_ codes (VIOLATION::INVALID_ROLE). */
export const RightsSchema = v.object({
  rights: v.pipe(
    v.array(
      v.object({
        code: v.pipe(v.string('INVALID_ROLE'), v.check(isRight, 'INVALID_ROLE')),
        enabled: v.boolean(),
      }),
    ),
    v.maxLength(100, 'TOO_LONG'),
  ),
});
export type RightsInput = v.InferOutput<typeof RightsSchema>;

/** Query of the users list page (§2), also the shape the list filters keep in the URL. */
export const USERS_PAGE_SIZE = 20;
export const BUDGET_SLIDER = { min: 0, max: 10_000 } as const;
