import { and, eq, inArray, sql } from 'drizzle-orm';
import { isLocale } from '../../shared/locales.ts';
import { euroAmount } from '../../shared/money.ts';
import type { ApprovalActionsInput, ApprovalQuery } from '../../shared/schemas/approvals.ts';
import { settingsOf } from '../cart/calculate.ts';
import { priceTotals } from '../cart/totals.ts';
import { type Db, queryRows } from '../db/client.ts';
import { customer, customerOrder, orderLineItem } from '../db/schema/index.ts';
import { type CustomerRow, rightsOf, type StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { emitEvent, ORDER_PLACED, orderPayload } from '../integration/webhook/events.ts';
import { signed } from '../mail/signature.ts';
import { sendMail } from '../mail/transport.ts';
import { orderMail } from '../order/mail.ts';
import { orderView } from '../order/view.ts';
import { lockDecidable, type OrderRow } from './access.ts';
import { decidedBy } from './deciders.ts';
import { declinedMail } from './mail.ts';

interface SummaryRow {
  id: string;
  orderNumber: string;
  createdAt: Date | string;
  amountNet: number;
  amountTotal: number;
  approvalReason: string | null;
  orderReference: string | null;
  flowName: string | null;
  requesterId: string | null;
  firstName: string | null;
  lastName: string | null;
  lineCount: number;
  total: number;
}

/** Pending orders the approver may decide (`where` narrows further), newest first. */
function summaries(me: CustomerRow, where = sql`true`, limit = 1, offset = 0) {
  return sql`select o.id, o.order_number as "orderNumber", o.created_at as "createdAt",
      o.amount_net::float8 as "amountNet", o.amount_total::float8 as "amountTotal",
      o.approval_reason as "approvalReason", o.order_reference_name as "orderReference",
      f.name as "flowName", c.id as "requesterId", c.first_name as "firstName", c.last_name as "lastName",
      (select count(*) from order_line_item l where l.order_id = o.id)::int as "lineCount",
      count(*) over ()::int as total
    from customer_order o
    left join customer c on c.id = o.customer_id
    left join order_flow f on f.id = o.flow_id
    where o.status = 'pending' and ${decidedBy(me)} and ${where}
    order by o.created_at desc, o.id
    limit ${limit} offset ${offset}`;
}

const view = (r: SummaryRow) => ({
  apiAlias: 'b2b_approval',
  id: r.id,
  orderNumber: r.orderNumber,
  orderDateTime: new Date(r.createdAt).toISOString(),
  amountNet: euroAmount(Number(r.amountNet)),
  amountTotal: euroAmount(Number(r.amountTotal)),
  /** Why approval is needed: the flow's or the reference's approve-from amount was passed. */
  approvalReason: r.approvalReason,
  flow: r.flowName,
  orderReference: r.orderReference,
  requester: r.requesterId
    ? { id: r.requesterId, firstName: r.firstName ?? '', lastName: r.lastName ?? '' }
    : null,
  lineCount: Number(r.lineCount),
});

/** POST /b2b/order/approvals: the page of pending orders the caller decides. */
export async function listApprovals(ctx: StoreContext, me: CustomerRow, q: ApprovalQuery) {
  const rows = await queryRows<SummaryRow>(ctx.db, summaries(me, sql`true`, q.limit, (q.page - 1) * q.limit));
  const total = rows[0]?.total ?? (q.page > 1 ? await countApprovals(ctx.db, me) : 0);
  return {
    apiAlias: 'b2b_approval_result',
    elements: rows.map(view),
    pager: {
      currentPage: q.page,
      currentLimit: q.limit,
      totalResults: total,
      totalPages: Math.ceil(total / q.limit),
    },
  };
}

async function countApprovals(db: Db, me: CustomerRow) {
  const [row] = await queryRows<SummaryRow>(db, summaries(me));
  return Number(row?.total ?? 0);
}

/** GET /b2b/order/approvals/{id}: one pending order the caller decides, with its lines. */
export async function getApproval(ctx: StoreContext, me: CustomerRow, id: string) {
  const [row] = await queryRows<SummaryRow>(ctx.db, summaries(me, sql`o.id = ${id}`));
  if (!row) throw errors.notFound('Order', id);
  const order = await orderView(ctx.db, me.companyId, id);
  return { ...view(row), lineItems: order.lineItems };
}

/**
 * POST /b2b/order/approvals/actions: approve (the order is placed: status open) or reject (declined:
 * its reserved budget is free again) one or many orders, all or none, in one transaction. Orders are
 * locked in id order so two bulk decisions never deadlock. Mails go to the requesters afterwards.
 */
export async function decide(ctx: StoreContext, me: CustomerRow, input: ApprovalActionsInput) {
  const actions = [...input.actions].sort((a, b) => a.id.localeCompare(b.id));
  const decided = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const out: { order: OrderRow; status: string; reason: string | undefined }[] = [];
    for (const action of actions) {
      const order = await lockDecidable(tx, me, action.id);
      const status = action.action === 'approve' ? 'open' : 'declined';
      await tx
        .update(customerOrder)
        .set({ status, decidedBy: me.id, decidedAt: sql`now()` })
        .where(eq(customerOrder.id, order.id));
      if (status === 'open') await emitEvent(tx, ORDER_PLACED, orderPayload(tx, order.id));
      out.push({ order, status, reason: action.reason || undefined });
    }
    return out;
  });
  for (const d of decided) await notify(ctx, d.order, d.status, d.reason);
  return {
    apiAlias: 'b2b_approval_decision',
    decided: decided.map((d) => ({ id: d.order.id, orderNumber: d.order.orderNumber, status: d.status })),
  };
}

/** Approved: the order confirmation; rejected: the rejection with the approver's reason. */
async function notify(ctx: StoreContext, order: OrderRow, status: string, reason: string | undefined) {
  if (!order.customerId) return;
  const [requester] = await ctx.db.select().from(customer).where(eq(customer.id, order.customerId));
  if (!requester) return;
  const locale = isLocale(order.locale) ? order.locale : ctx.locale;
  const name = `${requester.firstName} ${requester.lastName}`;
  const mail =
    status === 'open'
      ? {
          // Without ROLE_VIEW_PRICES the requester's confirmation carries no amount, as at placing.
          ...orderMail(
            locale,
            name,
            await orderView(ctx.db, order.companyId, order.id),
            (await rightsOf(ctx.db, requester.id)).has('ROLE_VIEW_PRICES'),
          ),
          template: 'order-approved',
        }
      : { ...declinedMail(locale, name, order.orderNumber, reason), template: 'order-declined' };
  await sendMail(ctx.db, { to: requester.email, ...(await signed(ctx, locale, mail)) });
}

/**
 * PATCH /b2b/order/{id}: the approver removes products from a pending order. Its amounts are priced
 * again from the remaining lines (the order's discount rate, today's shipping rules), so the budget it
 * reserves shrinks with it. The last product cannot go: reject the order instead.
 */
export async function removeOrderLines(ctx: StoreContext, me: CustomerRow, id: string, lineIds: string[]) {
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await lockDecidable(tx, me, id);
    const lines = await tx.select().from(orderLineItem).where(eq(orderLineItem.orderId, id));
    const keep = lines.filter((l) => !lineIds.includes(l.id));
    if (keep.length === lines.length) throw errors.notFound('Order line', lineIds.join(','));
    if (keep.length === 0) {
      throw new ApiError(400, 'B2B__ORDER_LINES_REQUIRED', 'An order keeps one product at least: reject it.');
    }
    const goods = lines.reduce((sum, l) => sum + l.totalPrice, 0);
    const discountBp = goods > 0 ? Math.round((order.discount * 10_000) / goods) : 0;
    const totals = priceTotals(
      keep.map((l) => ({ totalMilli: l.totalPrice, taxRateBp: l.taxRateBp })),
      discountBp,
      settingsOf(ctx),
      order.shippingOption === 'pickup',
    );
    await tx
      .delete(orderLineItem)
      .where(and(eq(orderLineItem.orderId, id), inArray(orderLineItem.id, lineIds)));
    await tx
      .update(customerOrder)
      .set({
        amountNet: totals.net,
        amountTotal: totals.gross,
        shippingTotal: totals.shipping,
        additionalCost: totals.additionalCost,
        discount: totals.discount,
      })
      .where(eq(customerOrder.id, id));
  });
  return getApproval(ctx, me, id);
}
