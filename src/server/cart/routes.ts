import {
  CartShippingSchema,
  LineItemAddSchema,
  LineItemDeleteSchema,
  LineItemUpdateSchema,
  MAX_CSV_BYTES,
  QuickOrderSchema,
} from '../../shared/schemas/cart.ts';
import { createRouter, needs } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { parseQuickOrder, quickOrder } from './quick-order.ts';
import {
  addLineItems,
  clearCart,
  deleteLineItems,
  readCart,
  setCartField,
  updateLineItems,
} from './service.ts';

/** Shopware 6's cart calls (§7), persisted per customer; every write needs ROLE_PLACE_ORDERS. */
export const cartRoutes = createRouter()
  .get('/checkout/cart', async (c) => c.json(await readCart(c.get('ctx'))))
  .post('/checkout/cart/line-item', needs('ROLE_PLACE_ORDERS'), async (c) =>
    c.json(await addLineItems(c.get('ctx'), await body(c, LineItemAddSchema))),
  )
  .patch('/checkout/cart/line-item', needs('ROLE_PLACE_ORDERS'), async (c) =>
    c.json(await updateLineItems(c.get('ctx'), await body(c, LineItemUpdateSchema))),
  )
  .post('/checkout/cart/line-item/delete', needs('ROLE_PLACE_ORDERS'), async (c) => {
    const { ids } = await body(c, LineItemDeleteSchema);
    return c.json(await deleteLineItems(c.get('ctx'), ids));
  })
  // Shopware before 6.5: DELETE with ids in the query string.
  .delete('/checkout/cart/line-item', needs('ROLE_PLACE_ORDERS'), async (c) => {
    const { ids } = parse(LineItemDeleteSchema, {
      ids: c.req.queries('ids[]') ?? c.req.queries('ids') ?? [],
    });
    return c.json(await deleteLineItems(c.get('ctx'), ids));
  })
  // The delivery choice prices the cart's shipping, so the checkout shows what placing will charge.
  .patch('/checkout/cart/shipping-option', needs('ROLE_PLACE_ORDERS'), async (c) =>
    c.json(await setCartField(c.get('ctx'), await body(c, CartShippingSchema))),
  )
  .delete('/checkout/cart', async (c) => {
    await clearCart(c.get('ctx'));
    return c.body(null, 204);
  })
  .post('/b2b/quick-order', needs('ROLE_ACCESS_QUICK_ORDER_FORM'), async (c) => {
    // A 5 MB CSV grows a little as a JSON string; the schema holds the CSV itself to 5 MB.
    const input = await body(c, QuickOrderSchema, MAX_CSV_BYTES * 1.2);
    const lines =
      'csv' in input
        ? parseQuickOrder(input.csv)
        : input.lines.map((l, i) => ({ line: i + 1, article: l.article, quantity: l.quantity }));
    return c.json(await quickOrder(c.get('ctx'), lines));
  });
