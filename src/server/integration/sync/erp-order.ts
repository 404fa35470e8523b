import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { ERP_ORDER_STATUSES } from '../../../shared/erp-orders.ts';
import { erpDelivery, erpOrder, erpOrderLine, erpTransaction } from '../../db/schema/index.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import {
  AddressSnapshot,
  Day,
  hasRequired,
  Money,
  OptionalText,
  ownerFields,
  ownerOf,
  ownersOf,
  PositiveMilli,
  Text,
  Timestamp,
} from './erp-fields.ts';
import { Int } from './product-schema.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

// The values the account area has labels for (account_orders_{type,shipping,payment,state}_*).
const ORDER_TYPES = ['phone', 'mail', 'webshop', 'edi', 'counter'] as const;
const SHIPPING_METHODS = ['courier', 'own-transport', 'pickup', 'pallet'] as const;
const DELIVERY_STATES = ['open', 'shipped', 'delivered'] as const;
const PAYMENT_METHODS = ['invoice', 'prepayment', 'credit-card', 'direct-debit'] as const;
const TRANSACTION_STATES = ['open', 'paid', 'cancelled', 'refunded'] as const;

const LineRecord = v.strictObject({
  position: Int(1),
  articleNumber: Text(64),
  name: Text(65_535),
  description: OptionalText(65_535),
  /** Units, stored in thousandths. */
  quantity: Money,
  unit: Text(8),
  unitPrice: Money,
  totalPrice: Money,
  deliveryDate: v.optional(v.nullable(Day)),
  customerArticleNumber: OptionalText(64),
  /** Links the line to the delivery of this record with that shipping note. */
  shippingNoteNumber: OptionalText(20),
  sendingNumber: OptionalText(40),
});

const DeliveryRecord = v.strictObject({
  id: v.optional(ShopwareId),
  shippingNoteNumber: Text(20),
  shippingMethod: v.picklist(SHIPPING_METHODS),
  state: v.picklist(DELIVERY_STATES),
  shippedAt: v.optional(v.nullable(Day)),
  trackingNumber: OptionalText(40),
});

const TransactionRecord = v.strictObject({
  id: v.optional(ShopwareId),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  state: v.picklist(TRANSACTION_STATES),
  amount: Money,
  createdAt: Timestamp,
});

/**
 * `ce_erp_order`, an order of the ERP's history (issue 30) with its lines, deliveries and payment
 * transactions. A list that is given replaces the order's rows of that kind; one left out keeps them.
 */
export const ErpOrderRecord = v.strictObject({
  id: v.optional(ShopwareId),
  ...ownerFields,
  firm: v.optional(Text(8)),
  warehouse: OptionalText(16),
  orderNumber: v.optional(Text(20)),
  orderDate: v.optional(Day),
  status: v.optional(v.picklist(ERP_ORDER_STATUSES)),
  orderType: v.optional(v.picklist(ORDER_TYPES)),
  customerReference: OptionalText(255),
  orderReference: OptionalText(255),
  referenceSuffix: OptionalText(64),
  fileNumber: OptionalText(64),
  remark: OptionalText(65_535),
  amountNet: v.optional(Money),
  amountTotal: v.optional(Money),
  deliveryCost: v.optional(PositiveMilli),
  additionalCost: v.optional(PositiveMilli),
  deliveryAddress: v.optional(AddressSnapshot),
  billingAddress: v.optional(AddressSnapshot),
  lines: v.optional(v.pipe(v.array(LineRecord), v.maxLength(1000))),
  deliveries: v.optional(v.pipe(v.array(DeliveryRecord), v.maxLength(200))),
  transactions: v.optional(v.pipe(v.array(TransactionRecord), v.maxLength(200))),
});
type OrderInput = v.InferOutput<typeof ErpOrderRecord>;
type OrderRow = typeof erpOrder.$inferSelect;

const REQUIRED_NEW = [
  'customerNumber',
  'firm',
  'orderNumber',
  'orderDate',
  'status',
  'orderType',
  'amountNet',
  'amountTotal',
] as const;

/** Header fields copied as they come; those left out keep the stored value. */
const HEAD = [
  'firm',
  'warehouse',
  'orderNumber',
  'orderDate',
  'status',
  'orderType',
  'customerReference',
  'orderReference',
  'referenceSuffix',
  'fileNumber',
  'remark',
  'amountNet',
  'amountTotal',
  'deliveryCost',
  'additionalCost',
  'deliveryAddress',
  'billingAddress',
] as const;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ErpOrderRecord, records, key, ctx.report), key, ctx.report).map(
    (p) => ({ ...p, id: p.record.id ?? randomUUID() }),
  );
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(erpOrder).where(inArray(erpOrder.id, ids)) : []).map((r) => [
      r.id,
      r,
    ]),
  );
  const owners = await ownersOf(ctx, [...parsed.map((p) => p.record), ...stored.values()]);
  // Nested ids this operation writes: one may not be named twice, nor be another order's.
  const claimed = new Set<string>();
  const written: string[] = [];
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    if (!old && !hasRequired(ctx, at, record, REQUIRED_NEW)) continue;
    const owner = ownerOf(ctx, at, owners, record, old);
    if (!owner || !(await nestedOk(ctx, at, id, record, claimed))) continue;
    const head = Object.fromEntries(HEAD.map((f) => [f, record[f] === undefined ? old?.[f] : record[f]]));
    const row = { ...head, id, ...owner, lineCount: record.lines?.length ?? old?.lineCount ?? 0 } as OrderRow;
    if (!(await uniqueNumber(ctx, at, row))) continue;
    if (old) await ctx.tx.update(erpOrder).set(row).where(eq(erpOrder.id, id));
    else await ctx.tx.insert(erpOrder).values(row);
    await writeNested(ctx, id, record);
    written.push(id);
  }
  return written;
}

/** Firm and order number name one order (erp_order_number_unique). */
async function uniqueNumber(ctx: SyncContext, at: (string | number)[], row: OrderRow) {
  const [other] = await ctx.tx
    .select({ id: erpOrder.id })
    .from(erpOrder)
    .where(
      and(eq(erpOrder.firm, row.firm), eq(erpOrder.orderNumber, row.orderNumber), ne(erpOrder.id, row.id)),
    );
  if (other) {
    ctx.report.fail(
      [...at, 'orderNumber'],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `Order ${hexId(other.id)} has number ${row.orderNumber} in firm ${row.firm}.`,
    );
  }
  return !other;
}

/**
 * The nested lists hold together: positions and shipping notes once each, every line's shipping
 * note a delivery of the record (or of the order, when the record leaves deliveries out), and no
 * delivery or transaction id of another order.
 */
async function nestedOk(
  ctx: SyncContext,
  at: (string | number)[],
  orderId: string,
  record: OrderInput,
  claimed: Set<string>,
): Promise<boolean> {
  const fail = (field: (string | number)[], code: string, detail: string) => {
    ctx.report.fail([...at, ...field], code, detail);
    return false;
  };
  const twice = <T>(list: T[] | undefined, of: (item: T) => unknown) =>
    list?.findIndex((item, i) => list.findIndex((x) => of(x) === of(item)) !== i) ?? -1;
  const position = twice(record.lines, (l) => l.position);
  if (position >= 0) return fail(['lines', position, 'position'], 'VIOLATION::DUPLICATE', 'A position once.');
  const note = twice(record.deliveries, (d) => d.shippingNoteNumber);
  if (note >= 0) {
    return fail(['deliveries', note, 'shippingNoteNumber'], 'VIOLATION::DUPLICATE', 'A shipping note once.');
  }
  const notes = new Set(
    record.deliveries
      ? record.deliveries.map((d) => d.shippingNoteNumber)
      : (
          await ctx.tx
            .select({ note: erpDelivery.shippingNoteNumber })
            .from(erpDelivery)
            .where(eq(erpDelivery.orderId, orderId))
        ).map((d) => d.note),
  );
  const unknown = record.lines?.findIndex((l) => l.shippingNoteNumber && !notes.has(l.shippingNoteNumber));
  if (unknown !== undefined && unknown >= 0) {
    return fail(
      ['lines', unknown, 'shippingNoteNumber'],
      'FRAMEWORK__ERP_DELIVERY_NOT_FOUND',
      'The order has no delivery with this shipping note.',
    );
  }
  for (const list of ['deliveries', 'transactions'] as const) {
    const table = list === 'deliveries' ? erpDelivery : erpTransaction;
    const items: { id?: string }[] = record[list] ?? [];
    const ids = items.flatMap((item) => (item.id ? [item.id] : []));
    const taken = new Set(claimed);
    const foreign = ids.length
      ? await ctx.tx
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.id, ids), ne(table.orderId, orderId)))
      : [];
    for (const f of foreign) taken.add(f.id);
    for (const [i, { id }] of items.entries()) {
      if (id && taken.has(id)) {
        return fail([list, i, 'id'], 'FRAMEWORK__DUPLICATE_SYNC_ID', 'Written twice, or another order’s.');
      }
      if (id) taken.add(id);
    }
    for (const id of ids) claimed.add(id);
  }
  return true;
}

/**
 * Replaces the lists the record gives. A line keeps the invoice of the stored line at its position
 * (ce_erp_invoice's linePositions); stored lines keep their shipping note when only deliveries come.
 */
async function writeNested(ctx: SyncContext, orderId: string, record: OrderInput) {
  const { tx } = ctx;
  if (!record.lines && !record.deliveries && !record.transactions) return;
  const storedLines = await tx
    .select({ line: erpOrderLine, note: erpDelivery.shippingNoteNumber })
    .from(erpOrderLine)
    .leftJoin(erpDelivery, eq(erpDelivery.id, erpOrderLine.deliveryId))
    .where(eq(erpOrderLine.orderId, orderId));
  if (record.transactions) {
    await tx.delete(erpTransaction).where(eq(erpTransaction.orderId, orderId));
    if (record.transactions.length) {
      await tx
        .insert(erpTransaction)
        .values(record.transactions.map((t) => ({ ...t, id: t.id ?? randomUUID(), orderId })));
    }
  }
  if (!record.lines && !record.deliveries) return;
  // Lines go before their deliveries (their foreign key would null the link anyway).
  await tx.delete(erpOrderLine).where(eq(erpOrderLine.orderId, orderId));
  const noteIds = new Map<string, string>();
  if (record.deliveries) {
    await tx.delete(erpDelivery).where(eq(erpDelivery.orderId, orderId));
    const rows = record.deliveries.map((d) => ({ ...d, id: d.id ?? randomUUID(), orderId }));
    if (rows.length) await tx.insert(erpDelivery).values(rows);
    for (const d of rows) noteIds.set(d.shippingNoteNumber, d.id);
  } else {
    const rows = await tx.select().from(erpDelivery).where(eq(erpDelivery.orderId, orderId));
    for (const d of rows) noteIds.set(d.shippingNoteNumber, d.id);
  }
  const invoiceAt = new Map(storedLines.map(({ line }) => [line.position, line.invoiceId]));
  const lines = record.lines
    ? record.lines.map(({ quantity, shippingNoteNumber, ...l }) => ({
        ...l,
        id: randomUUID(),
        orderId,
        quantityMilli: quantity,
        invoiceId: invoiceAt.get(l.position) ?? null,
        deliveryId: shippingNoteNumber ? (noteIds.get(shippingNoteNumber) ?? null) : null,
      }))
    : storedLines.map(({ line, note }) => ({
        ...line,
        deliveryId: note ? (noteIds.get(note) ?? null) : null,
      }));
  if (lines.length) await tx.insert(erpOrderLine).values(lines);
}

/** Deletes the orders; their lines, deliveries, transactions and invoices go with them (cascade). */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  await ctx.tx.delete(erpOrder).where(inArray(erpOrder.id, ids));
}

export const erpOrderSync: EntitySync = {
  table: erpOrder,
  id: erpOrder.id,
  filterable: { id: erpOrder.id, orderNumber: erpOrder.orderNumber, firm: erpOrder.firm },
  upsert,
  remove,
};
