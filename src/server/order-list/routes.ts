import * as v from 'valibot';
import { Uuid } from '../../shared/schemas/fields.ts';
import {
  OrderListCreateSchema,
  OrderListItemIdsSchema,
  OrderListItemsSchema,
  OrderListQuerySchema,
  OrderListUpdateSchema,
} from '../../shared/schemas/order-lists.ts';
import { createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import {
  addOrderListItems,
  createOrderList,
  deleteOrderList,
  getOrderList,
  listOrderLists,
  orderListToCart,
  removeOrderListItems,
  updateOrderList,
} from './service.ts';

const idParam = (value: string) => parse(v.object({ id: Uuid }), { id: value }).id;
const member = (ctx: StoreContext) => requireRight(ctx, 'ROLE_MANAGE_ORDER_LISTS');

/**
 * Order lists (§2 /account/orderlist, §7 order/list*), gated by ROLE_MANAGE_ORDER_LISTS and scoped to
 * the lists the caller sees: the company's shared ones and their own private ones. Registered before
 * the order routes, whose `/b2b/order/:id` would otherwise take `list`.
 */
export const orderListRoutes = createRouter()
  .get('/b2b/order/list', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    return c.json(await listOrderLists(ctx, current, parse(OrderListQuerySchema, c.req.query())));
  })
  .post('/b2b/order/list', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    return c.json(await createOrderList(ctx, current, await body(c, OrderListCreateSchema)));
  })
  .get('/b2b/order/list/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    return c.json(await getOrderList(ctx, current, idParam(c.req.param('id'))));
  })
  .patch('/b2b/order/list/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    const id = idParam(c.req.param('id'));
    return c.json(await updateOrderList(ctx, current, id, await body(c, OrderListUpdateSchema)));
  })
  .delete('/b2b/order/list/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    return c.json(await deleteOrderList(ctx, current, idParam(c.req.param('id'))));
  })
  .post('/b2b/order/list/:id/items', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    const id = idParam(c.req.param('id'));
    const { items } = await body(c, OrderListItemsSchema);
    return c.json(await addOrderListItems(ctx, current, id, items));
  })
  .delete('/b2b/order/list/:id/items', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    const id = idParam(c.req.param('id'));
    const { ids } = await body(c, OrderListItemIdsSchema);
    return c.json(await removeOrderListItems(ctx, current, id, ids ?? []));
  })
  /** One, some or (no ids) all items into the cart; the cart's own right and rules apply. */
  .post('/b2b/order/list/:id/cart', async (c) => {
    const ctx = c.get('ctx');
    const current = await member(ctx);
    const id = idParam(c.req.param('id'));
    const { ids } = await body(c, OrderListItemIdsSchema);
    return c.json(await orderListToCart(ctx, current, id, ids));
  });
