import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { erpDelivery, erpOrder, erpOrderLine, erpTransaction } from '../../db/schema/index.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { deleteIn, hasRequired, insertIn, ownerOf, ownersOf, selectIn } from './erp-fields.ts';
import { ErpOrderRecord, HEAD, type OrderInput, REQUIRED_NEW } from './erp-order-schema.ts';
import { hexId, onePerId, parseRecords } from './report.ts';

type OrderRow = typeof erpOrder.$inferSelect;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ErpOrderRecord, records, key, ctx.report), key, ctx.report).map(
    (p) => ({ ...p, id: p.record.id ?? randomUUID() }),
  );
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (await selectIn(ids, (chunk) => ctx.tx.select().from(erpOrder).where(inArray(erpOrder.id, chunk)))).map(
      (r) => [r.id, r],
    ),
  );
  const owners = await ownersOf(ctx, [...parsed.map((p) => p.record), ...stored.values()]);
  const known = await knownOf(ctx, parsed, stored);
  // Nested ids this operation writes: one may not be named twice, nor be another order's.
  const claimed = new Set<string>();
  const writes: Write[] = [];
  // Every check runs against what the records before have written (the state `known` follows), and
  // the writes go out together afterwards: a few statements per operation, not a dozen per record.
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    if (!old && !hasRequired(ctx, at, record, REQUIRED_NEW)) continue;
    const owner = ownerOf(ctx, at, owners, record, old);
    if (!owner || !nestedOk(ctx, at, id, record, claimed, known)) continue;
    const head = Object.fromEntries(HEAD.map((f) => [f, record[f] === undefined ? old?.[f] : record[f]]));
    const row = { ...head, id, ...owner, lineCount: record.lines?.length ?? old?.lineCount ?? 0 } as OrderRow;
    if (!uniqueNumber(ctx, at, row, known)) continue;
    known.wrote(row, old, record);
    writes.push({ id, old, row, record });
  }
  await writeAll(ctx, writes, known);
  return writes.map((w) => w.id);
}

interface Write {
  id: string;
  old: OrderRow | undefined;
  row: OrderRow;
  record: OrderInput;
}

const NESTED = { lines: erpOrderLine, deliveries: erpDelivery, transactions: erpTransaction } as const;
type Nested = keyof typeof NESTED;
const numberKey = (firm: string, number: string) => `${firm}\u0000${number}`;

/**
 * What the checks of an operation read, fetched once for all its records: the orders holding the
 * numbers they name, the orders the nested ids they name belong to, the deliveries of the orders
 * whose lines come without deliveries. `wrote` keeps it up to date as each record is accepted.
 */
async function knownOf(
  ctx: SyncContext,
  parsed: { id: string; record: OrderInput }[],
  stored: Map<string, OrderRow>,
) {
  const { tx } = ctx;
  const numbers = [
    ...new Set(parsed.flatMap((p) => p.record.orderNumber ?? stored.get(p.id)?.orderNumber ?? [])),
  ];
  const holders = new Map(
    (
      await selectIn(numbers, (chunk) =>
        tx
          .select({ id: erpOrder.id, firm: erpOrder.firm, number: erpOrder.orderNumber })
          .from(erpOrder)
          .where(inArray(erpOrder.orderNumber, chunk)),
      )
    ).map((o) => [numberKey(o.firm, o.number), o.id]),
  );
  const orderOf = {} as Record<Nested, Map<string, string>>;
  for (const list of Object.keys(NESTED) as Nested[]) {
    const table = NESTED[list];
    const named = parsed.flatMap((p) => (p.record[list] ?? []).flatMap((item) => item.id ?? []));
    orderOf[list] = new Map(
      (
        await selectIn(named, (chunk) =>
          tx.select({ id: table.id, orderId: table.orderId }).from(table).where(inArray(table.id, chunk)),
        )
      ).map((r) => [r.id, r.orderId]),
    );
  }
  const withoutDeliveries = parsed.flatMap((p) =>
    p.record.lines && !p.record.deliveries && stored.has(p.id) ? [p.id] : [],
  );
  const deliveries = new Map<string, { id: string; note: string }[]>();
  for (const d of await selectIn(withoutDeliveries, (chunk) =>
    tx
      .select({ id: erpDelivery.id, orderId: erpDelivery.orderId, note: erpDelivery.shippingNoteNumber })
      .from(erpDelivery)
      .where(inArray(erpDelivery.orderId, chunk)),
  )) {
    deliveries.set(d.orderId, [...(deliveries.get(d.orderId) ?? []), d]);
  }
  return {
    holders,
    orderOf,
    /** The stored deliveries of an order whose record leaves them out (only those are fetched). */
    deliveriesOf: (orderId: string) => deliveries.get(orderId) ?? [],
    /** The record's order is written: its number is taken, the lists it gives replace the stored ones. */
    wrote(row: OrderRow, old: OrderRow | undefined, record: OrderInput) {
      if (old && holders.get(numberKey(old.firm, old.orderNumber)) === row.id) {
        holders.delete(numberKey(old.firm, old.orderNumber));
      }
      holders.set(numberKey(row.firm, row.orderNumber), row.id);
      for (const list of Object.keys(NESTED) as Nested[]) {
        if (!record[list]) continue;
        for (const [id, orderId] of orderOf[list]) if (orderId === row.id) orderOf[list].delete(id);
      }
    },
  };
}
type Known = Awaited<ReturnType<typeof knownOf>>;

/** Firm and order number name one order (erp_order_number_unique). */
function uniqueNumber(ctx: SyncContext, at: (string | number)[], row: OrderRow, known: Known) {
  const other = known.holders.get(numberKey(row.firm, row.orderNumber));
  if (other && other !== row.id) {
    ctx.report.fail(
      [...at, 'orderNumber'],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `Order ${hexId(other)} has number ${row.orderNumber} in firm ${row.firm}.`,
    );
    return false;
  }
  return true;
}

/**
 * The nested lists hold together: positions and shipping notes once each, every line's shipping
 * note a delivery of the record (or of the order, when the record leaves deliveries out), and no
 * line, delivery or transaction id of another order.
 */
function nestedOk(
  ctx: SyncContext,
  at: (string | number)[],
  orderId: string,
  record: OrderInput,
  claimed: Set<string>,
  known: Known,
): boolean {
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
    (record.deliveries ?? known.deliveriesOf(orderId)).map((d) =>
      'note' in d ? d.note : d.shippingNoteNumber,
    ),
  );
  const unknown = record.lines?.findIndex((l) => l.shippingNoteNumber && !notes.has(l.shippingNoteNumber));
  if (unknown !== undefined && unknown >= 0) {
    return fail(
      ['lines', unknown, 'shippingNoteNumber'],
      'FRAMEWORK__ERP_DELIVERY_NOT_FOUND',
      'The order has no delivery with this shipping note.',
    );
  }
  for (const list of Object.keys(NESTED) as Nested[]) {
    const items: { id?: string }[] = record[list] ?? [];
    const seen = new Set<string>();
    for (const [i, { id }] of items.entries()) {
      if (!id) continue;
      const owner = known.orderOf[list].get(id);
      if (claimed.has(id) || seen.has(id) || (owner && owner !== orderId)) {
        return fail([list, i, 'id'], 'FRAMEWORK__DUPLICATE_SYNC_ID', 'Written twice, or another order’s.');
      }
      seen.add(id);
    }
    for (const { id } of items) if (id) claimed.add(id);
  }
  return true;
}

/**
 * Writes the accepted records: changed orders one by one (in order, so a number one gives up is free
 * for the next), new ones together; then the lists the records give replace the stored ones. A line
 * keeps the invoice of the stored line at its position (ce_erp_invoice's linePositions); stored lines
 * keep their shipping note when only deliveries come.
 */
async function writeAll(ctx: SyncContext, writes: Write[], known: Known) {
  const { tx } = ctx;
  for (const { id, old, row } of writes)
    if (old) await tx.update(erpOrder).set(row).where(eq(erpOrder.id, id));
  await insertIn(
    writes.flatMap((w) => (w.old ? [] : [w.row])),
    (rows) => tx.insert(erpOrder).values(rows),
  );
  // Stored rows only matter for orders that were there before.
  const storedOf = (list: Nested | 'linesOrDeliveries') =>
    writes.flatMap(({ id, old, record }) =>
      old && (list === 'linesOrDeliveries' ? record.lines || record.deliveries : record[list as Nested])
        ? [id]
        : [],
    );
  const rewritten = writes.filter((w) => w.record.lines || w.record.deliveries);
  const storedLines = new Map<string, { line: typeof erpOrderLine.$inferSelect; note: string | null }[]>();
  for (const r of await selectIn(storedOf('linesOrDeliveries'), (chunk) =>
    tx
      .select({ line: erpOrderLine, note: erpDelivery.shippingNoteNumber })
      .from(erpOrderLine)
      .leftJoin(erpDelivery, eq(erpDelivery.id, erpOrderLine.deliveryId))
      .where(inArray(erpOrderLine.orderId, chunk)),
  )) {
    storedLines.set(r.line.orderId, [...(storedLines.get(r.line.orderId) ?? []), r]);
  }

  await deleteIn(storedOf('transactions'), (chunk) =>
    tx.delete(erpTransaction).where(inArray(erpTransaction.orderId, chunk)),
  );
  await insertIn(
    writes.flatMap(({ id: orderId, record }) =>
      (record.transactions ?? []).map((t) => ({ ...t, id: t.id ?? randomUUID(), orderId })),
    ),
    (rows) => tx.insert(erpTransaction).values(rows),
  );
  // Lines go before their deliveries (their foreign key would null the link anyway).
  await deleteIn(storedOf('linesOrDeliveries'), (chunk) =>
    tx.delete(erpOrderLine).where(inArray(erpOrderLine.orderId, chunk)),
  );
  await deleteIn(storedOf('deliveries'), (chunk) =>
    tx.delete(erpDelivery).where(inArray(erpDelivery.orderId, chunk)),
  );
  const deliveries = rewritten.flatMap(({ id: orderId, record }) =>
    (record.deliveries ?? []).map((d) => ({ ...d, id: d.id ?? randomUUID(), orderId })),
  );
  await insertIn(deliveries, (rows) => tx.insert(erpDelivery).values(rows));
  const newDeliveries = new Map<string, Map<string, string>>();
  for (const d of deliveries) {
    const notes = newDeliveries.get(d.orderId) ?? new Map<string, string>();
    newDeliveries.set(d.orderId, notes.set(d.shippingNoteNumber, d.id));
  }
  const lines = rewritten.flatMap(({ id: orderId, record }) => {
    const noteIds = record.deliveries
      ? (newDeliveries.get(orderId) ?? new Map<string, string>())
      : new Map(known.deliveriesOf(orderId).map((d) => [d.note, d.id]));
    const stored = storedLines.get(orderId) ?? [];
    const invoiceAt = new Map(stored.map(({ line }) => [line.position, line.invoiceId]));
    return record.lines
      ? record.lines.map(({ quantity, shippingNoteNumber, ...l }) => ({
          ...l,
          id: l.id ?? randomUUID(),
          orderId,
          quantityMilli: quantity,
          invoiceId: invoiceAt.get(l.position) ?? null,
          deliveryId: shippingNoteNumber ? (noteIds.get(shippingNoteNumber) ?? null) : null,
        }))
      : stored.map(({ line, note }) => ({
          ...line,
          deliveryId: note ? (noteIds.get(note) ?? null) : null,
        }));
  });
  await insertIn(lines, (rows) => tx.insert(erpOrderLine).values(rows));
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
