import type { CompanyUserInput } from '../../api/account.ts';
import { withoutEmpty } from '../form/submit.ts';

/**
 * The users form as the shared schemas expect it. `leadBuyer` only when the editor may set it
 * (lead buyers); `active` and the request for a password link only when editing.
 */
export function userInput(
  form: Record<string, string>,
  { create, canSetLeadBuyer }: { create: boolean; canSetLeadBuyer: boolean },
): CompanyUserInput {
  return {
    ...withoutEmpty(form, ['salutation', 'phone']),
    firstName: form.firstName ?? '',
    lastName: form.lastName ?? '',
    username: form.username ?? '',
    email: form.email ?? '',
    ...(create
      ? {}
      : {
          active: form.active === 'true',
          ...(form.sendPasswordLink === 'true' ? { sendPasswordLink: true } : {}),
        }),
    ...(canSetLeadBuyer ? { leadBuyer: form.leadBuyer === 'true' } : {}),
  };
}
