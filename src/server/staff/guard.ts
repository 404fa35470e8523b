import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Staff helping a customer never touch the customer's credentials: password, e-mail, username and
 * password recovery are refused in a helped session (§2 /loginascustomer).
 */
export function refuseWhileImpersonating(ctx: StoreContext) {
  if (ctx.impersonatorId) {
    throw new ApiError(
      403,
      'B2B__IMPERSONATION_FORBIDDEN',
      'Not allowed while staff are helping this customer: password, e-mail and username stay with the customer.',
    );
  }
}
