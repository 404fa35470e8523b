import type { CompanyUserInput } from '../../api/account.ts';
import { withoutEmpty } from '../form/submit.ts';

/**
 * The users form as the shared schemas expect it. `leadBuyer` only when the editor may set it
 * (lead buyers); `active` and an optional password only when editing.
 */
export function userInput(
  form: Record<string, string>,
  { create, canSetLeadBuyer }: { create: boolean; canSetLeadBuyer: boolean },
): CompanyUserInput {
  return {
    ...withoutEmpty(form, create ? ['salutation', 'phone'] : ['salutation', 'phone', 'password']),
    firstName: form.firstName ?? '',
    lastName: form.lastName ?? '',
    username: form.username ?? '',
    email: form.email ?? '',
    ...(create ? { password: form.password ?? '' } : { active: form.active === 'true' }),
    ...(canSetLeadBuyer ? { leadBuyer: form.leadBuyer === 'true' } : {}),
  };
}
