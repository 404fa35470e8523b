import type { Cart } from '../../api/cart-types.ts';
import type { CartCalc } from '../cart/calculate.ts';
import type { StoreContext } from '../http/context.ts';
import { buildCxmlForm } from './cxml-form.ts';
import { punchoutLines } from './lines.ts';
import { buildOciForm } from './oci-form.ts';
import { settingsOfCompany } from './settings.ts';
import type { PunchoutState, TransferForm } from './types.ts';

export type PunchoutCartExtensions = Pick<Cart['extensions'], 'ociForm' | 'ociSystemMetadata' | 'cxmlForm'>;

const NONE: PunchoutCartExtensions = { ociForm: null, ociSystemMetadata: null, cxmlForm: null };

/** The cart's transfer forms (§3 extensions), built server-side for a punch-out session only. */
export async function punchoutCartExtensions(
  ctx: StoreContext,
  calc: CartCalc,
): Promise<PunchoutCartExtensions> {
  const state = ctx.punchout;
  if (!state || !ctx.customer) return NONE;
  if (state.kind === 'cxml') return { ...NONE, cxmlForm: await buildCxmlForm(ctx, state, calc) };
  return {
    ociForm: await ociFormOf(ctx, state, calc),
    ociSystemMetadata: { version: state.version, target: state.target, caller: state.caller ?? null },
    cxmlForm: null,
  };
}

async function ociFormOf(
  ctx: StoreContext,
  state: Extract<PunchoutState, { kind: 'oci' }>,
  calc: CartCalc,
): Promise<TransferForm> {
  const customer = ctx.customer;
  const settings = customer ? await settingsOfCompany(ctx.db, customer.companyId) : null;
  return buildOciForm(await punchoutLines(ctx, calc), state, settings?.unitMapping ?? {});
}
