import type { AstroGlobal } from 'astro';
import { approvalApi } from '../../api/approvals.ts';
import { isStoreApiError } from '../../api/errors.ts';
import * as m from '../../paraglide/messages.js';
import { type ApprovalAction, ApprovalActionsSchema } from '../../shared/schemas/approvals.ts';
import { errorMessages, type FormMessages, NO_ERRORS, validate } from '../form/submit.ts';
import { setFlash } from './flash.ts';

/** Orders the approver asked to decide, waiting for the confirmation (the second press). */
export interface PendingDecision {
  action: ApprovalAction;
  ids: string[];
  reason: string;
}

export interface DecisionOutcome {
  confirm: PendingDecision | null;
  messages: FormMessages;
  redirect: Response | null;
}

/**
 * The approve / reject form of the approvals list and detail, without JavaScript: the first press
 * asks for confirmation (the page comes back with the question), the second one decides, then goes to
 * the list with a message. A failed decision shows its message; when another approver was quicker, the
 * list does, with what is still waiting.
 */
export async function handleDecision(
  astro: AstroGlobal,
  data: FormData,
  listPath: string,
): Promise<DecisionOutcome> {
  const { locale, storeApi } = astro.locals;
  const action = data.get('action') === 'reject' ? 'reject' : 'approve';
  const ids = data.getAll('id').filter((id): id is string => typeof id === 'string');
  const reason = String(data.get('reason') ?? '').trim();
  const none = { confirm: null, redirect: null };
  if (!ids.length) {
    return { ...none, messages: { fields: {}, form: [m.account_approvals_noneSelected({}, { locale })] } };
  }
  const input = { actions: ids.map((id) => ({ id, action, ...(reason ? { reason } : {}) })) };
  const checked = validate(ApprovalActionsSchema, input, locale);
  if (checked.messages) return { ...none, messages: checked.messages };
  if (data.get('confirm') !== 'true')
    return { ...none, confirm: { action, ids, reason }, messages: NO_ERRORS };
  try {
    await approvalApi(storeApi).decide(ids, action, reason || undefined);
  } catch (error) {
    // Another approver was quicker: the list shows what is still waiting, with the message.
    if (isStoreApiError(error) && error.status === 409) {
      setFlash(astro.cookies, { type: 'error', key: 'account_error_alreadyDecided' });
      return { ...none, messages: NO_ERRORS, redirect: astro.redirect(listPath, 303) };
    }
    return { ...none, messages: errorMessages(error, locale) };
  }
  setFlash(astro.cookies, {
    type: 'success',
    key: action === 'approve' ? 'account_approvals_approved' : 'account_approvals_rejected',
  });
  return { ...none, messages: NO_ERRORS, redirect: astro.redirect(listPath, 303) };
}
