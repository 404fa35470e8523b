import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import type { Db } from '../../db/client.ts';
import { customerOrder } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { parse, readJson } from '../../http/validate.ts';
import { type AdminEnv, assertAdminPermission } from '../auth.ts';
import { notFound } from '../read/fields.ts';
import { emitEvent, orderPayload, stateEnter } from '../webhook/events.ts';
import { UNRELEASED } from './read.ts';
import { DELIVERY_STATES, ORDER_STATES, PAYMENT_STATES, stateEntity } from './states.ts';

/** What a transition moves: which id names it, which column holds its state, and its machine. */
interface Target {
  entity: 'order' | 'order_delivery' | 'order_transaction';
  machine: string;
  key: PgColumn;
  state: 'status' | 'deliveryState' | 'paymentState';
  states: typeof ORDER_STATES;
}

const TARGETS: Target[] = [
  { entity: 'order', machine: 'order.state', key: customerOrder.id, state: 'status', states: ORDER_STATES },
  {
    entity: 'order_delivery',
    machine: 'order_delivery.state',
    key: customerOrder.deliveryId,
    state: 'deliveryState',
    states: DELIVERY_STATES,
  },
  {
    entity: 'order_transaction',
    machine: 'order_transaction.state',
    key: customerOrder.transactionId,
    state: 'paymentState',
    states: PAYMENT_STATES,
  },
];

/** The released order a path id names (under the row lock of `tx`), else 404. */
async function lockedOrder(tx: Db, target: Pick<Target, 'entity' | 'key'>, given: string) {
  const id = normalizeId(given);
  const [row] = id
    ? await tx
        .select()
        .from(customerOrder)
        .where(and(eq(target.key, id), notInArray(customerOrder.status, UNRELEASED)))
        .for('update')
    : [];
  if (!row) throw notFound(target.entity, given);
  return row;
}

/**
 * Moves an order, its delivery or its payment by one of Shopware's transitions, under the order's row
 * lock: of two concurrent calls the second sees the first's state. A transition that does not start
 * from the current state (or that Shopware's machine lacks) is a 400, changing nothing.
 */
async function transition(db: Db, target: Target, given: string, name: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockedOrder(tx, target, given);
    const from = row[target.state];
    const step = Object.hasOwn(target.states, name) ? target.states[name] : undefined;
    if (!step?.[0].includes(from)) {
      throw new ApiError(
        400,
        'SYSTEM__ILLEGAL_STATE_TRANSITION',
        `The transition "${name}" is not possible from the state "${from}" of ${target.machine}.`,
        {
          transition: name,
          fromState: from,
          possible: Object.keys(target.states).filter((t) => target.states[t]?.[0].includes(from)),
        },
      );
    }
    const shipped = target.state === 'deliveryState' && step[1].startsWith('shipped');
    await tx
      .update(customerOrder)
      .set({
        [target.state]: step[1],
        ...(shipped ? { shippedAt: sql`coalesce(${customerOrder.shippedAt}, now())` } : {}),
      })
      .where(eq(customerOrder.id, row.id));
    await emitEvent(tx, stateEnter(target.machine, step[1]), orderPayload(tx, row.id));
    return stateEntity(target.machine, step[1]);
  });
}

const OrderPatch = v.strictObject({
  customFields: v.strictObject({
    b2b_erp_order_number: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  }),
});
const DeliveryPatch = v.strictObject({
  trackingCodes: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
    v.maxLength(20),
  ),
});

/**
 * The ERP's writes on orders (issue 30): Shopware's state transitions of the order, its delivery and
 * its payment, and what Shopware's PATCH of an order and a delivery carries here: the ERP's order
 * number (`customFields.b2b_erp_order_number`) and the delivery's `trackingCodes`.
 */
export function orderRoutes() {
  const app = new Hono<AdminEnv>();
  for (const target of TARGETS) {
    app.post(`/_action/${target.entity}/:id/state/:transition`, async (c) => {
      assertAdminPermission(c, target.entity, 'write');
      return c.json(await transition(c.get('db'), target, c.req.param('id'), c.req.param('transition')));
    });
  }
  const patches = [
    [
      '/order/:id',
      TARGETS[0],
      (body: unknown) => ({
        erpOrderNumber: parse(OrderPatch, body).customFields.b2b_erp_order_number || null,
      }),
    ],
    [
      '/order-delivery/:id',
      TARGETS[1],
      (body: unknown) => ({ trackingCodes: parse(DeliveryPatch, body).trackingCodes }),
    ],
  ] as const;
  for (const [path, target, columns] of patches) {
    app.patch(path, async (c) => {
      assertAdminPermission(c, (target as Target).entity, 'write');
      const set = columns(await readJson(c));
      await c.get('db').transaction(async (tx) => {
        const row = await lockedOrder(tx as unknown as Db, target as Target, c.req.param('id'));
        await tx.update(customerOrder).set(set).where(eq(customerOrder.id, row.id));
      });
      return c.body(null, 204);
    });
  }
  return app;
}
