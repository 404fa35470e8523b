import { eq } from 'drizzle-orm';
import { addLineItems } from '../../cart/service.ts';
import { company, customer } from '../../db/schema/index.ts';
import type { StoreContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { startPunchoutSession } from '../session.ts';
import { settingsOfCompany } from '../settings.ts';
import { redeemTicket, ticketExists } from '../tickets.ts';
import type { PunchoutState } from '../types.ts';
import type { CxmlStartPayload } from './setup.ts';
import { postUrlAllowed } from './setup.ts';

/** Where the buyer lands: the shop for a new requisition, the re-opened cart for edit, read-only for inspect. */
const LANDING = { create: '/', edit: '/checkout', inspect: '/cxml/inspect' } as const;

const invalid = () =>
  new ApiError(401, 'B2B__PUNCHOUT_START_INVALID', 'This punch-out start page is not valid.');

/**
 * The StartPage: redeems the `cxml-start` ticket (once, before it expires), logs the session in as the
 * company's punch-out customer in cXML mode and puts the request's items in the session's own cart.
 * Returns the new context token and the storefront path to go to.
 */
export async function cxmlAuth(ctx: StoreContext, companyId: string, token: string) {
  const ticket = await redeemTicket(ctx.db, 'cxml-start', token);
  if (!ticket) {
    if (await ticketExists(ctx.db, 'cxml-start', token)) {
      throw new ApiError(
        410,
        'B2B__PUNCHOUT_START_EXPIRED',
        'This punch-out start page was used or has expired.',
      );
    }
    throw invalid();
  }
  const start = ticket.payload as unknown as CxmlStartPayload;
  const settings = await settingsOfCompany(ctx.db, ticket.companyId);
  // Settings may have changed since the setup request: check again, as at setup.
  if (ticket.companyId !== companyId || !settings || !postUrlAllowed(start.postUrl, settings))
    throw invalid();
  const state = {
    kind: 'cxml',
    buyerCookie: start.buyerCookie,
    postUrl: start.postUrl,
    operation: start.operation,
  } as const;
  const sessionToken = await startPunchoutSession(ctx, settings.customerId, state);
  await fillCart(ctx, settings.customerId, { token: sessionToken, state }, start.items);
  return { token: sessionToken, redirect: LANDING[start.operation] };
}

/**
 * Puts the request's items in the new session's own cart (empty: a session never shares its cart, so
 * another buyer's requisition is left alone). The items go in as in an edit session, before an inspect
 * session's read-only mode applies. Articles the shop no longer sells, or quantities its rules refuse,
 * are left out rather than failing the whole session.
 */
async function fillCart(
  ctx: StoreContext,
  customerId: string,
  session: { token: string; state: Extract<PunchoutState, { kind: 'cxml' }> },
  items: CxmlStartPayload['items'],
) {
  const lines = items.map((i) => ({ type: 'product' as const, sku: i.supplierPartId, quantity: i.quantity }));
  if (!lines.length) return;
  const [row] = await ctx.db
    .select({ customer, company })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.id, customerId));
  if (!row) return;
  const as: StoreContext = {
    ...ctx,
    token: session.token,
    hasSession: true,
    customer: { ...row.customer, company: row.company },
    punchout: { ...session.state, operation: 'edit' },
  };
  try {
    await addLineItems(as, { items: lines });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const line of lines) await addLineItems(as, { items: [line] }).catch(ignoreRefused);
  }
}

const ignoreRefused = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
};
