import type { StoreContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';

/** An inspect session shows the re-opened requisition as it was: the cart refuses every change. */
export function refuseInInspect(ctx: StoreContext) {
  if (ctx.punchout?.kind === 'cxml' && ctx.punchout.operation === 'inspect') {
    throw new ApiError(
      403,
      'B2B__PUNCHOUT_INSPECT_READ_ONLY',
      'This requisition was opened for viewing only; its cart cannot be changed.',
    );
  }
}
