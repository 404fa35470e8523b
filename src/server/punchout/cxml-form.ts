import type { CartCalc } from '../cart/calculate.ts';
import type { StoreContext } from '../http/context.ts';
import type { PunchoutState, TransferForm } from './types.ts';

/**
 * Hook for the cXML part (issue 17, part B): the PunchOutOrderMessage form for a cXML session,
 * `{ action: postUrl, fields: [['cxml-urlencoded', xml], ['cxml-base64', …]] }`. Answered as the
 * cart's `extensions.cxmlForm`. Not built in this branch: null until the cXML part fills it in.
 */
export async function buildCxmlForm(
  _ctx: StoreContext,
  _state: Extract<PunchoutState, { kind: 'cxml' }>,
  _calc: CartCalc,
): Promise<TransferForm | null> {
  return null;
}
