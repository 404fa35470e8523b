import * as v from 'valibot';
import { MAX_LINES, Quantity } from './cart.ts';
import { requiredText, Uuid } from './fields.ts';

/**
 * Payloads of the order-list calls (§3 Order list, §7 order/list*). The Store API validates with these;
 * the account pages and the order-list dialog reuse them.
 */

export const ORDER_LIST_PRIVACY = ['user', 'company'] as const;
export type OrderListPrivacy = (typeof ORDER_LIST_PRIVACY)[number];
export const ORDER_LISTS_PAGE_SIZE = 20;
export const ORDER_LIST_SORTS = ['name', 'createdAt', 'itemCount', 'amount'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

const Privacy = v.picklist(ORDER_LIST_PRIVACY, 'INVALID_PRIVACY');
const Name = requiredText(120);
const Sku = v.pipe(v.string(), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(64, 'TOO_LONG'));

/** An article named by product id or article number; without a quantity, its minimum purchase. */
const Item = v.pipe(
  v.object({ productId: v.optional(Uuid), sku: v.optional(Sku), quantity: v.optional(Quantity) }),
  v.check((i) => Boolean(i.productId || i.sku), 'IS_BLANK'),
);

export const OrderListItemsSchema = v.object({
  items: v.pipe(v.array(Item), v.minLength(1, 'IS_BLANK'), v.maxLength(MAX_LINES, 'TOO_MANY_LINES')),
});
export type OrderListItemsInput = v.InferOutput<typeof OrderListItemsSchema>;

export const OrderListCreateSchema = v.object({
  name: Name,
  privacy: v.optional(Privacy, 'user'),
  items: v.optional(OrderListItemsSchema.entries.items),
});
export type OrderListCreateInput = v.InferOutput<typeof OrderListCreateSchema>;

export const OrderListUpdateSchema = v.object({ name: v.optional(Name), privacy: v.optional(Privacy) });
export type OrderListUpdateInput = v.InferOutput<typeof OrderListUpdateSchema>;

/** Item ids of one list: to remove, or to put in the cart (none named: all of them). */
export const OrderListItemIdsSchema = v.object({
  ids: v.optional(v.pipe(v.array(Uuid), v.maxLength(MAX_LINES, 'TOO_MANY_LINES'))),
});

const intIn = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );

/** GET /b2b/order/list query: page, limit, term (name), privacy, sort and order. */
export const OrderListQuerySchema = v.object({
  page: intIn(1, 10_000, 1),
  limit: intIn(1, 100, ORDER_LISTS_PAGE_SIZE),
  term: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'TOO_LONG')), ''),
  privacy: v.optional(v.picklist(['', ...ORDER_LIST_PRIVACY], 'INVALID_PRIVACY'), ''),
  sort: v.optional(v.picklist(ORDER_LIST_SORTS, 'INVALID_SORT'), 'createdAt'),
  order: v.optional(v.picklist(['asc', 'desc'], 'INVALID_SORT'), 'desc'),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;
