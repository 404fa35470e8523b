import { and, eq } from 'drizzle-orm';
import { company, customer, session } from '../db/schema/index.ts';
import { newToken, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { PunchoutState } from './types.ts';

/**
 * Logs the session in as the punch-out customer and stores the punch-out state, under a new token
 * (the old one is dropped, as at login, so a planted token cannot be taken over). Returns the token.
 * The customer and their company must be active, as for a normal login.
 */
export async function startPunchoutSession(
  ctx: StoreContext,
  customerId: string,
  state: PunchoutState,
): Promise<string> {
  const [active] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .innerJoin(company, and(eq(company.id, customer.companyId), eq(company.active, true)))
    .where(and(eq(customer.id, customerId), eq(customer.active, true)));
  if (!active) throw new ApiError(401, 'B2B__CUSTOMER_IS_INACTIVE', 'The punch-out customer is inactive.');
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(session).where(eq(session.token, ctx.token));
    await tx.insert(session).values({
      token,
      salesChannelId: ctx.salesChannel.id,
      languageId: ctx.languageId,
      customerId,
      punchout: state,
    });
  });
  return token;
}

/**
 * The back-off key of a punch-out identity (OCI username, cXML Sender identity) guessed from one
 * address. The storefront login spares the owner through a known-device cookie; a procurement system
 * has none, so the identity's failures count per address: a stranger elsewhere slows down only
 * himself, never the company's system. Spraying from one address stays limited by the address's key.
 */
export const punchoutThrottleKey = (kind: 'oci' | 'cxml', identity: string, address: string) =>
  `${kind}:${identity}@${address}`;

/**
 * §6: in punch-out mode the cart goes back to the procurement system as a requisition; ordering (and
 * anything else that would commit to a purchase here) is refused.
 */
export function refuseInPunchout(ctx: StoreContext) {
  if (ctx.punchout) {
    throw new ApiError(
      403,
      'B2B__PUNCHOUT_ORDER_NOT_ALLOWED',
      'In a punch-out session the cart is transferred to the procurement system, not ordered here.',
      { kind: ctx.punchout.kind },
    );
  }
}

/** What the storefront may know of the mode (context extensions.punchout): never URLs or secrets. */
export function punchoutContext(ctx: StoreContext) {
  const p = ctx.punchout;
  if (!p) return null;
  return p.kind === 'cxml' ? { kind: p.kind, operation: p.operation } : { kind: p.kind };
}
