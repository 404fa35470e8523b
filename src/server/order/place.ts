import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import { translate } from '../../shared/locales.ts';
import { isDeliveryDay, type OrderPlace } from '../../shared/schemas/cart.ts';
import { shopToday } from '../../shared/time-zone.ts';
import { type CartCalc, calculateCart, shownMoney } from '../cart/calculate.ts';
import { deleteLines, loadLines, lockCart } from '../cart/store.ts';
import { cartView } from '../cart/view.ts';
import { viewerOf } from '../catalog/viewer.ts';
import { pickupPlace } from '../checkout/pickup.ts';
import { assertLinkedContact } from '../cost-center/linked.ts';
import { type Db, queryRows } from '../db/client.ts';
import { cart, company, customerOrder, orderLineItem, orderReference } from '../db/schema/index.ts';
import { type CustomerRow, requireRight, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { violation } from '../http/validate.ts';
import { emitEvent, ORDER_PLACED, orderPayload } from '../integration/webhook/events.ts';
import { refuseOutsidePunchout } from '../punchout/only.ts';
import { addressSnapshot, customerSkus } from './snapshot.ts';

export interface Placed {
  id: string;
  /** A retry with the same Idempotency-Key: the order placed the first time, nothing new. */
  replayed: boolean;
}

/**
 * POST /checkout/order. One transaction prices, checks and writes: it first locks the company's row, so
 * the placements of one company run one after the other and each sees what the ones before spent of
 * the credit limit, the flow and the reference budgets; then the cart lock. Every line is priced again
 * here from the catalogue (the real price, shown to the buyer or not); a line without a price blocks
 * the order. A retry with the same Idempotency-Key returns the first order; the same key with a
 * new cart is refused (422). The cart is empty afterwards.
 */
export async function placeOrder(ctx: StoreContext, input: OrderPlace, idempotencyKey: string | null) {
  const customer = await requireRight(ctx, 'ROLE_PLACE_ORDERS');
  await refuseOutsidePunchout(ctx, customer);
  if (input.shippingDate && !isDeliveryDay(input.shippingDate, shopToday())) {
    throw ApiError.fromItems(400, [
      violation('INVALID_SHIPPING_DATE', 'shippingDate', 'Deliveries start tomorrow, on weekdays.'),
    ]);
  }
  const viewer = await viewerOf(ctx);
  const billing = await addressSnapshot(ctx.db, customer.companyId, customer.defaultBillingAddressId);
  const delivery =
    input.shippingOption === 'delivery'
      ? await addressSnapshot(
          ctx.db,
          customer.companyId,
          input.addressId ?? customer.defaultShippingAddressId,
          'addressId',
        )
      : null;
  const pickup = input.shippingOption === 'pickup' ? await pickupPlace(ctx, input.pickupLocationId) : null;

  return ctx.db.transaction(async (transaction): Promise<Placed> => {
    const tx = transaction as unknown as Db;
    const txCtx = { ...ctx, db: tx };
    // NO KEY UPDATE: placements of the company wait for each other, inserts referencing it do not.
    await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.id, customer.companyId))
      .for('no key update');
    const cartRow = await lockCart(tx, customer.id);
    const lines = await loadLines(tx, cartRow.id);
    const earlier = idempotencyKey ? await orderWithKey(tx, customer.id, idempotencyKey) : null;
    if (earlier) {
      // The first placement emptied the cart: lines now are another cart, not a retry.
      if (lines.length) {
        throw new ApiError(
          422,
          'CHECKOUT__IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another order: send a new key for a new cart.',
          { orderId: earlier.id },
        );
      }
      return { id: earlier.id, replayed: true };
    }
    if (cartRow.externalContactId) {
      await assertLinkedContact(tx, customer.companyId, cartRow.externalContactId);
    }
    if (!lines.some((l) => l.product)) {
      throw new ApiError(400, 'CHECKOUT__CART_EMPTY', 'The cart is empty.');
    }
    const calc = await calculateCart(txCtx, viewer, cartRow, lines, {
      pickup: Boolean(pickup),
      lockReference: true,
    });
    refuseBlocked(calc, input);
    // The order's own copy keeps the amounts; views hide them from a buyer without the right.
    const view = await cartView(txCtx, cartRow, { ...calc, pricesHidden: false });
    const id = newId();
    const [next] = await queryRows<{ number: string }>(
      tx,
      sql`select nextval('order_number_seq')::text as number`,
    );
    const needsApproval = Boolean(calc.flow?.requiresApproval || calc.reference?.requiresApproval);
    await tx.insert(customerOrder).values({
      id,
      orderNumber: next?.number as string,
      salesChannelId: ctx.salesChannel.id,
      companyId: customer.companyId,
      customerId: customer.id,
      impersonatorId: ctx.impersonatorId,
      punchoutProtocol: ctx.punchout?.kind ?? null,
      locale: ctx.locale,
      status: needsApproval ? 'pending' : 'open',
      idempotencyKey,
      flowId: calc.flow?.id ?? null,
      orderReferenceId: cartRow.orderReferenceId,
      orderReferenceName: await referenceName(tx, cartRow.orderReferenceId),
      orderReferenceSuffix: input.orderReferenceSuffix || null,
      fileNumber: input.fileNumber || null,
      customerComment: input.customerComment || null,
      shippingOption: input.shippingOption,
      shippingMethod: input.shippingMethod,
      shippingDate: input.shippingDate ?? null,
      paymentMethod: input.paymentMethod,
      pickupLocationId: pickup?.id ?? null,
      pickupPlace: pickup?.place ?? null,
      externalContactId: cartRow.externalContactId,
      deliveryAddress: delivery,
      billingAddress: billing,
      amountNet: calc.net,
      amountTotal: calc.gross,
      shippingTotal: calc.shipping,
      additionalCost: calc.additionalCost,
      discount: calc.discount,
      approvalReason: needsApproval
        ? calc.flow?.requiresApproval
          ? 'flow-approve-from'
          : 'reference-approve-from'
        : null,
      cartCopy: view as unknown as Record<string, unknown>,
    });
    await insertLines(txCtx, id, customer, calc);
    // Released to the ERP now, or when approved (approval/service.ts).
    if (!needsApproval) await emitEvent(tx, ORDER_PLACED, orderPayload(tx, id));
    await deleteLines(tx, cartRow.id);
    await tx
      .update(cart)
      .set({ orderReferenceId: null, externalContactId: null })
      .where(eq(cart.id, cartRow.id));
    return { id, replayed: false };
  });
}

async function orderWithKey(tx: Db, customerId: string, key: string) {
  const [row] = await tx
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(and(eq(customerOrder.customerId, customerId), eq(customerOrder.idempotencyKey, key)));
  return row ?? null;
}

/**
 * A line without a price blocks the order (it would be ordered at 0); then the blocking cart errors;
 * invoice is refused once the credit limit is reached.
 */
function refuseBlocked(calc: CartCalc, input: OrderPlace) {
  const unpriced = calc.lines.find((l) => l.product && l.unitMilli === null);
  if (unpriced?.product) {
    const sku = unpriced.product.productNumber;
    throw new ApiError(
      400,
      'CHECKOUT__LINE_WITHOUT_PRICE',
      `${sku} has no price: remove it from the cart to order.`,
      { sku, id: unpriced.line.id },
    );
  }
  if (calc.flow?.exceeded) {
    throw new ApiError(
      400,
      'B2B__ORDER_FLOW_BUDGET_EXCEEDED',
      'The order exceeds the remaining flow budget.',
      shownMoney(calc.pricesHidden, { remaining: calc.flow.remaining / 1000 }),
    );
  }
  if (calc.reference?.exceeded) {
    throw new ApiError(
      400,
      'B2B__ORDER_REFERENCE_BUDGET_EXCEEDED',
      'The order exceeds the order reference budget.',
      shownMoney(calc.pricesHidden, { remaining: calc.reference.remaining / 1000 }),
    );
  }
  const blocking = calc.errors.find((e) => e.block);
  if (blocking) throw new ApiError(400, 'CHECKOUT__CART_INVALID', blocking.messageKey, blocking.parameters);
  const { rules } = calc;
  if (
    !rules.shippingOptions.includes(input.shippingOption) ||
    !rules.shippingMethods.includes(input.shippingMethod)
  ) {
    throw new ApiError(400, 'shipping-method-blocked', 'Your company does not ship this way.', {
      shippingOptions: rules.shippingOptions,
      shippingMethods: rules.shippingMethods,
    });
  }
  if (!calc.paymentMethods.includes(input.paymentMethod)) {
    // The company may pay this way, the credit limit does not let it; or the ERP ruled it out.
    const credit = rules.paymentMethods.includes(input.paymentMethod);
    throw new ApiError(
      400,
      credit ? 'payment-method-blocked' : 'b2b-payment-method-not-allowed',
      credit
        ? 'The credit limit is reached: pay in advance or by card.'
        : 'Your company does not pay this way.',
      { paymentMethods: calc.paymentMethods },
    );
  }
}

async function insertLines(ctx: StoreContext, orderId: string, customer: CustomerRow, calc: CartCalc) {
  const tx = ctx.db;
  const products = calc.lines.filter((l) => l.product);
  const skus = await customerSkus(
    tx,
    customer.companyId,
    products.map((l) => l.product?.id as string),
  );
  await tx.insert(orderLineItem).values(
    products.map(({ line, product, unitMilli, totalMilli }, position) => {
      const p = product as NonNullable<typeof product>;
      return {
        id: newId(),
        orderId,
        position,
        productId: p.id,
        productNumber: p.productNumber,
        label: translate(p.translations, 'name', ctx.locale) ?? p.productNumber,
        quantityMilli: line.quantityMilli,
        unit: p.unit,
        unitPrice: unitMilli as number,
        totalPrice: totalMilli,
        taxRateBp: p.taxRateBp,
        comment: line.comment,
        customerSku: skus.get(p.id) ?? null,
      };
    }),
  );
}

async function referenceName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ name: orderReference.name })
    .from(orderReference)
    .where(eq(orderReference.id, id));
  return row?.name ?? null;
}
