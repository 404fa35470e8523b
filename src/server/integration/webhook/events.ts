import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerOrder, integration, webhook, webhookEvent } from '../../db/schema/index.ts';
import { orderEntities } from '../order/view.ts';

/** The events the shop reports, by Shopware's names (states: `state_enter.{machine}.{state}`). */
export const ORDER_PLACED = 'checkout.order.placed';
export const stateEnter = (machine: string, state: string) => `state_enter.${machine}.${state}`;

/**
 * Writes an event into the outbox for every active webhook of a live integration subscribed to it
 * (its payload made only then). Call it with the transaction that makes the change: the event exists
 * exactly when the change does.
 */
export async function emitEvent(tx: Db, eventName: string, payload: () => Promise<Record<string, unknown>>) {
  const subscribed = await tx
    .select({ id: webhook.id })
    .from(webhook)
    .innerJoin(integration, eq(integration.id, webhook.integrationId))
    .where(and(eq(webhook.eventName, eventName), eq(webhook.active, true), isNull(integration.revokedAt)));
  if (!subscribed.length) return;
  const data = await payload();
  await tx
    .insert(webhookEvent)
    .values(subscribed.map((w) => ({ id: randomUUID(), webhookId: w.id, eventName, payload: data })));
}

/** An order event's payload: the order as the Admin API answers it (the ERP needs no second call). */
export const orderPayload = (tx: Db, orderId: string) => async () => {
  const rows = await tx.select().from(customerOrder).where(eq(customerOrder.id, orderId));
  const [order] = await orderEntities(tx, rows);
  return { order };
};
