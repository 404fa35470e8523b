import * as v from 'valibot';
import type { Order } from '../../api/cart-types.ts';
import { OrderPlaceSchema } from '../../shared/schemas/cart.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { orderScope } from '../erp/access.ts';
import { createRouter, requireCustomer, rightsOf, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body, parse } from '../http/validate.ts';
import { signed } from '../mail/signature.ts';
import { sendMail } from '../mail/transport.ts';
import { refuseInPunchout } from '../punchout/session.ts';
import { orderMail } from './mail.ts';
import { placeOrder } from './place.ts';
import { orderView } from './view.ts';

const IdempotencyKey = v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128)));

async function confirm(ctx: StoreContext, id: string, showPrices: boolean) {
  const customer = requireCustomer(ctx);
  const order = await orderView(ctx.db, customer.companyId, id);
  const mail = await signed(
    ctx,
    ctx.locale,
    orderMail(ctx.locale, `${customer.firstName} ${customer.lastName}`, order, showPrices),
  );
  await sendMail(ctx.db, { to: customer.email, ...mail, template: 'order-confirmation' });
  return order;
}

/** A buyer without ROLE_VIEW_PRICES gets the placed order back without its amounts (0, as the cart). */
const withoutAmounts = (order: Order): Order => ({
  ...order,
  amountNet: 0,
  amountTotal: 0,
  shippingTotal: 0,
  additionalCost: 0,
  discount: 0,
  lineItems: order.lineItems.map((l) => ({ ...l, unitPrice: 0, totalPrice: 0 })),
});

/** §7 POST /checkout/order (Shopware's call, with the §3 checkout fields) and GET /b2b/order/{id}. */
export const orderRoutes = createRouter()
  .post('/checkout/order', async (c) => {
    const ctx = c.get('ctx');
    refuseInPunchout(ctx);
    const input = await body(c, OrderPlaceSchema);
    const key = v.safeParse(IdempotencyKey, c.req.header('idempotency-key') ?? null);
    if (!key.success) {
      throw new ApiError(
        400,
        'FRAMEWORK__INVALID_IDEMPOTENCY_KEY',
        'Idempotency-Key must be 1 to 128 characters.',
      );
    }
    const placed = await placeOrder(ctx, input, key.output);
    const showPrices = (await rightsOf(ctx.db, requireCustomer(ctx).id)).has('ROLE_VIEW_PRICES');
    // A replay answers with the first order and sends no second mail.
    const order = placed.replayed
      ? await orderView(ctx.db, requireCustomer(ctx).companyId, placed.id)
      : await confirm(ctx, placed.id, showPrices);
    return c.json(showPrices ? order : withoutAmounts(order));
  })
  .get('/b2b/order/:id', async (c) => {
    const ctx = c.get('ctx');
    const customer = requireCustomer(ctx);
    const id = parse(Uuid, c.req.param('id'));
    // A colleague's order only with the company-wide order history (§6), as in the order history.
    const rights = await rightsOf(ctx.db, customer.id);
    const scope = orderScope(customer, rights);
    const order = await orderView(ctx.db, scope.companyId, id, scope.customerId);
    return c.json(rights.has('ROLE_VIEW_PRICES') ? order : withoutAmounts(order));
  });
