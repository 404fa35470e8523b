import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type {
  OrderListCreateInput,
  OrderListQuery,
  OrderListUpdateInput,
} from '../../shared/schemas/order-lists.ts';
import { addLineItems } from '../cart/service.ts';
import type { Db } from '../db/client.ts';
import { customer, orderList, orderListItem } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { containsPattern } from '../http/criteria.ts';
import { ApiError, errors } from '../http/errors.ts';
import { addItems, amountsOf, itemsOf } from './items.ts';

/** At most this many lists are read to sort one page by amount (a company keeps tens, not thousands). */
const MAX_LISTS = 1000;

/** §6: company lists are the company's; private ones their creator's alone. */
const visibleTo = (current: CustomerRow) =>
  and(
    eq(orderList.companyId, current.companyId),
    or(eq(orderList.privacy, 'company'), eq(orderList.createdBy, current.id)),
  );

async function readLists(ctx: StoreContext, where: SQL | undefined, limit = MAX_LISTS) {
  const rows = await ctx.db
    .select({
      list: orderList,
      firstName: customer.firstName,
      lastName: customer.lastName,
      itemCount: count(orderListItem.id),
    })
    .from(orderList)
    .leftJoin(customer, eq(customer.id, orderList.createdBy))
    .leftJoin(orderListItem, eq(orderListItem.orderListId, orderList.id))
    .where(where)
    .groupBy(orderList.id, customer.id)
    .orderBy(desc(orderList.createdAt), orderList.id)
    .limit(limit);
  const amounts = await amountsOf(
    ctx,
    rows.map((r) => r.list.id),
  );
  return rows.map(({ list, firstName, lastName, itemCount: items }) => ({
    apiAlias: 'b2b_order_list',
    id: list.id,
    name: list.name,
    privacy: list.privacy as 'user' | 'company',
    createdAt: list.createdAt,
    creator: list.createdBy && firstName ? { id: list.createdBy, firstName, lastName } : null,
    itemCount: items,
    amount: amounts.get(list.id) ?? null,
  }));
}
type ListView = Awaited<ReturnType<typeof readLists>>[number];

const compare: Record<OrderListQuery['sort'], (a: ListView, b: ListView) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
  createdAt: (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  itemCount: (a, b) => a.itemCount - b.itemCount,
  amount: (a, b) => (a.amount ?? 0) - (b.amount ?? 0),
};

/** GET /b2b/order/list: the lists the caller sees, filtered by name and privacy, sorted, paged. */
export async function listOrderLists(ctx: StoreContext, current: CustomerRow, q: OrderListQuery) {
  const like = q.term ? containsPattern(q.term) : null;
  const where = and(
    visibleTo(current),
    like ? ilike(orderList.name, like) : undefined,
    q.privacy ? eq(orderList.privacy, q.privacy) : undefined,
  );
  const all = await readLists(ctx, where);
  const sign = q.order === 'desc' ? -1 : 1;
  all.sort((a, b) => sign * compare[q.sort](a, b) || a.id.localeCompare(b.id));
  const offset = (q.page - 1) * q.limit;
  return {
    apiAlias: 'b2b_order_list_result',
    elements: all.slice(offset, offset + q.limit),
    pager: {
      currentPage: q.page,
      currentLimit: q.limit,
      totalResults: all.length,
      totalPages: Math.ceil(all.length / q.limit),
    },
  };
}

/** A list the caller sees; any other (another company's, a colleague's private one) does not exist. */
async function visibleList(db: Db, current: CustomerRow, id: string) {
  const [row] = await db
    .select({ id: orderList.id })
    .from(orderList)
    .where(and(eq(orderList.id, id), visibleTo(current)));
  if (!row) throw errors.notFound('Order list', id);
  return row;
}

/**
 * A list the caller may change (rename, share, delete, add or remove items): their own, or any of the
 * company's as a lead buyer. Colleagues read a shared list and order from it, but do not change it.
 */
async function changeableList(db: Db, current: CustomerRow, id: string) {
  const [row] = await db
    .select({ createdBy: orderList.createdBy })
    .from(orderList)
    .where(and(eq(orderList.id, id), visibleTo(current)));
  if (!row) throw errors.notFound('Order list', id);
  if (row.createdBy !== current.id && !current.leadBuyer) {
    throw new ApiError(
      403,
      'B2B__ORDER_LIST_NOT_CHANGEABLE',
      'Only its creator or a lead buyer may change a shared order list.',
    );
  }
}

export async function getOrderList(ctx: StoreContext, current: CustomerRow, id: string) {
  const [list] = await readLists(ctx, and(eq(orderList.id, id), visibleTo(current)), 1);
  if (!list) throw errors.notFound('Order list', id);
  return { ...list, items: await itemsOf(ctx, id) };
}

export async function createOrderList(ctx: StoreContext, current: CustomerRow, input: OrderListCreateInput) {
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(orderList).values({
      id,
      companyId: current.companyId,
      createdBy: current.id,
      name: input.name,
      privacy: input.privacy,
    });
    if (input.items?.length) await addItems(tx as unknown as Db, current.companyId, id, input.items);
  });
  return getOrderList(ctx, current, id);
}

export async function updateOrderList(
  ctx: StoreContext,
  current: CustomerRow,
  id: string,
  input: OrderListUpdateInput,
) {
  await changeableList(ctx.db, current, id);
  if (input.name !== undefined || input.privacy !== undefined) {
    await ctx.db.update(orderList).set(input).where(eq(orderList.id, id));
  }
  return getOrderList(ctx, current, id);
}

export async function deleteOrderList(ctx: StoreContext, current: CustomerRow, id: string) {
  await changeableList(ctx.db, current, id);
  await ctx.db.delete(orderList).where(eq(orderList.id, id));
  return { apiAlias: 'array_struct', deleted: [id] };
}

export async function addOrderListItems(
  ctx: StoreContext,
  current: CustomerRow,
  id: string,
  items: Parameters<typeof addItems>[3],
) {
  await changeableList(ctx.db, current, id);
  await ctx.db.transaction((tx) => addItems(tx as unknown as Db, current.companyId, id, items));
  return getOrderList(ctx, current, id);
}

/** Removes items of the list (ids of other lists are ignored: they are not this list's). */
export async function removeOrderListItems(
  ctx: StoreContext,
  current: CustomerRow,
  id: string,
  ids: string[],
) {
  await changeableList(ctx.db, current, id);
  if (ids.length) {
    await ctx.db
      .delete(orderListItem)
      .where(and(eq(orderListItem.orderListId, id), inArray(orderListItem.id, ids)));
  }
  return getOrderList(ctx, current, id);
}

/** Puts items of the list (none named: all) into the cart, through the cart's own rules and lock. */
export async function orderListToCart(ctx: StoreContext, current: CustomerRow, id: string, ids?: string[]) {
  await visibleList(ctx.db, current, id);
  const rows = await ctx.db
    .select({ productId: orderListItem.productId, quantityMilli: orderListItem.quantityMilli })
    .from(orderListItem)
    .where(and(eq(orderListItem.orderListId, id), ids ? inArray(orderListItem.id, ids) : undefined));
  if (!rows.length) throw errors.notFound('Order list item', ids?.join(',') ?? id);
  return addLineItems(ctx, {
    items: rows.map((r) => ({
      type: 'product' as const,
      referencedId: r.productId,
      quantity: r.quantityMilli / 1000,
    })),
  });
}
