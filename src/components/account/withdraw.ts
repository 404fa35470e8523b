import type { AstroGlobal } from 'astro';
import { approvalApi } from '../../api/approvals.ts';
import { errorMessages } from '../form/submit.ts';

export interface WithdrawOutcome {
  /** The question is asked (first press). */
  confirm: boolean;
  withdrawn: boolean;
  errors: string[];
}

/**
 * The orderer's "withdraw order" on a pending order's page (issue 26), without JavaScript: the first
 * press asks for confirmation, the second one withdraws (the server checks it is theirs and pending).
 */
export async function handleWithdraw(
  astro: AstroGlobal,
  form: Record<string, string>,
  orderNumber: string,
): Promise<WithdrawOutcome> {
  if (form.confirm !== 'true') return { confirm: true, withdrawn: false, errors: [] };
  try {
    await approvalApi(astro.locals.storeApi).withdraw(orderNumber);
    return { confirm: false, withdrawn: true, errors: [] };
  } catch (error) {
    return { confirm: false, withdrawn: false, errors: errorMessages(error, astro.locals.locale).form };
  }
}
