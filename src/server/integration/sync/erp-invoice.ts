import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { erpInvoice, erpOrder, erpOrderLine } from '../../db/schema/index.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import {
  Day,
  DocumentLink,
  deleteIn,
  hasRequired,
  insertIn,
  Money,
  OptionalText,
  selectIn,
  Text,
} from './erp-fields.ts';
import { Int } from './product-schema.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

/**
 * `ce_erp_invoice`, an invoice of a ce_erp_order (by `orderId`, or `orderNumber` and `firm`). Its
 * PDF is the ERP's link (`invoiceUrl`) or the shop's own rendering (linkOf); `linePositions` are the
 * order's lines it invoices.
 */
export const ErpInvoiceRecord = v.strictObject({
  id: v.optional(ShopwareId),
  orderId: v.optional(ShopwareId),
  orderNumber: v.optional(Text(20)),
  firm: v.optional(Text(8)),
  invoiceNumber: v.optional(Text(20)),
  invoiceDate: v.optional(Day),
  customerReference: OptionalText(255),
  shippingNoteNumber: OptionalText(20),
  amountNet: v.optional(Money),
  amountTotal: v.optional(Money),
  invoiceUrl: v.optional(DocumentLink),
  deliveryProofUrl: v.optional(DocumentLink),
  linePositions: v.optional(v.pipe(v.array(Int(1)), v.maxLength(1000))),
});
type InvoiceInput = v.InferOutput<typeof ErpInvoiceRecord>;
type InvoiceRow = typeof erpInvoice.$inferSelect;
type At = (string | number)[];

const REQUIRED_NEW = ['invoiceNumber', 'invoiceDate', 'amountNet', 'amountTotal'] as const;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ErpInvoiceRecord, records, key, ctx.report), key, ctx.report).map(
    (p) => ({ ...p, id: p.record.id ?? randomUUID() }),
  );
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (
      await selectIn(ids, (chunk) => ctx.tx.select().from(erpInvoice).where(inArray(erpInvoice.id, chunk)))
    ).map((r) => [r.id, r]),
  );
  const known = await knownOf(ctx, parsed, stored);
  const writes: { row: InvoiceRow; old: InvoiceRow | undefined; lines: string[] | null }[] = [];
  // The checks run against what the records before have written (`known` follows), the writes go
  // out together afterwards: a few statements per operation, not half a dozen per record.
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    if (!old && !hasRequired(ctx, at, record, REQUIRED_NEW)) continue;
    const order = orderOf(ctx, at, record, old, known);
    if (!order) continue;
    const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
    const row: InvoiceRow = {
      id,
      companyId: order.companyId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      invoiceNumber: (record.invoiceNumber ?? old?.invoiceNumber) as string,
      invoiceDate: (record.invoiceDate ?? old?.invoiceDate) as string,
      // A new invoice carries its order's reference unless the ERP names another.
      customerReference: keep(
        record.customerReference,
        old ? old.customerReference : order.customerReference,
      ),
      shippingNoteNumber: keep(record.shippingNoteNumber, old?.shippingNoteNumber ?? null),
      amountNet: (record.amountNet ?? old?.amountNet) as number,
      amountTotal: (record.amountTotal ?? old?.amountTotal) as number,
      invoiceUrl: linkOf(record, old, (record.invoiceNumber ?? old?.invoiceNumber) as string),
      deliveryProofUrl: keep(record.deliveryProofUrl, old?.deliveryProofUrl ?? null),
    };
    if (!uniqueNumber(ctx, at, row, known.holders)) continue;
    const lines = linesOf(ctx, at, record, order.id, known.lines);
    if (!lines) continue;
    if (old && known.holders.get(old.invoiceNumber) === id) known.holders.delete(old.invoiceNumber);
    known.holders.set(row.invoiceNumber, id);
    // Named positions (or a move to another order) replace the lines the invoice covered.
    writes.push({
      row,
      old,
      lines: record.linePositions || (old && old.orderId !== order.id) ? lines : null,
    });
  }
  await writeAll(ctx, writes);
  return writes.map((w) => w.row.id);
}

/**
 * What the checks of an operation read, fetched once for all its records: the orders they name (by
 * id or by number), the invoices holding the numbers they give, the order lines at their positions.
 */
async function knownOf(
  ctx: SyncContext,
  parsed: { id: string; record: InvoiceInput }[],
  stored: Map<string, InvoiceRow>,
) {
  const { tx } = ctx;
  const orderIds = [
    ...new Set(
      parsed.flatMap(
        (p) => p.record.orderId ?? (p.record.orderNumber ? [] : (stored.get(p.id)?.orderId ?? [])),
      ),
    ),
  ];
  const orderNumbers = [
    ...new Set(parsed.flatMap((p) => (p.record.orderId ? [] : (p.record.orderNumber ?? [])))),
  ];
  const orders = [
    ...(await selectIn(orderIds, (chunk) => tx.select().from(erpOrder).where(inArray(erpOrder.id, chunk)))),
    ...(await selectIn(orderNumbers, (chunk) =>
      tx.select().from(erpOrder).where(inArray(erpOrder.orderNumber, chunk)),
    )),
  ];
  const numbers = [
    ...new Set(parsed.flatMap((p) => p.record.invoiceNumber ?? stored.get(p.id)?.invoiceNumber ?? [])),
  ];
  const holders = new Map(
    (
      await selectIn(numbers, (chunk) =>
        tx
          .select({ id: erpInvoice.id, number: erpInvoice.invoiceNumber })
          .from(erpInvoice)
          .where(inArray(erpInvoice.invoiceNumber, chunk)),
      )
    ).map((i) => [i.number, i.id]),
  );
  // The lines of the orders found, when a record names positions.
  const named = parsed.some((p) => p.record.linePositions?.length)
    ? [...new Set(orders.map((o) => o.id))]
    : [];
  const lines = new Map<string, Map<number, string[]>>();
  for (const l of await selectIn(named, (chunk) =>
    tx
      .select({ id: erpOrderLine.id, orderId: erpOrderLine.orderId, position: erpOrderLine.position })
      .from(erpOrderLine)
      .where(inArray(erpOrderLine.orderId, chunk)),
  )) {
    const at = lines.get(l.orderId) ?? new Map<number, string[]>();
    lines.set(l.orderId, at.set(l.position, [...(at.get(l.position) ?? []), l.id]));
  }
  return {
    byId: new Map(orders.map((o) => [o.id, o])),
    byNumber: new Map(orders.map((o) => [`${o.firm}\u0000${o.orderNumber}`, o])),
    holders,
    lines,
  };
}
type Known = Awaited<ReturnType<typeof knownOf>>;

/**
 * Writes the accepted invoices (changed ones one by one, in order, so a number one gives up is free
 * for the next; new ones together), then the order lines they cover: a line named again belongs to
 * the last invoice naming it, a line of an invoice whose lines are replaced and named by none to no
 * invoice.
 */
async function writeAll(
  ctx: SyncContext,
  writes: { row: InvoiceRow; old: InvoiceRow | undefined; lines: string[] | null }[],
) {
  const { tx } = ctx;
  for (const { row, old } of writes) {
    if (old)
      await tx
        .update(erpInvoice)
        .set({ ...row, id: undefined })
        .where(eq(erpInvoice.id, row.id));
  }
  await insertIn(
    writes.flatMap((w) => (w.old ? [] : [w.row])),
    (rows) => tx.insert(erpInvoice).values(rows),
  );
  const replaced = writes.flatMap((w) => (w.lines ? [w.row.id] : []));
  await deleteIn(replaced, (chunk) =>
    tx.update(erpOrderLine).set({ invoiceId: null }).where(inArray(erpOrderLine.invoiceId, chunk)),
  );
  const invoiceOf = new Map<string, string>();
  for (const w of writes) for (const line of w.lines ?? []) invoiceOf.set(line, w.row.id);
  await deleteIn([...invoiceOf], (chunk) =>
    tx.execute(sql`update erp_order_line l set invoice_id = v.invoice_id::uuid
      from (values ${sql.join(
        chunk.map(([line, invoice]) => sql`(${line}, ${invoice})`),
        sql`, `,
      )}) v(line_id, invoice_id) where l.id = v.line_id::uuid`),
  );
}

/** The order the record names (by id, or by number and firm), else the stored one. */
function orderOf(ctx: SyncContext, at: At, record: InvoiceInput, old: InvoiceRow | undefined, known: Known) {
  const fail = (field: string, code: string, detail: string) => {
    ctx.report.fail([...at, field], code, detail);
    return null;
  };
  if (!record.orderId && !record.orderNumber && !old) {
    return fail(
      'orderId',
      'VIOLATION::IS_BLANK',
      'A new invoice needs "orderId" or "orderNumber" and "firm".',
    );
  }
  if (record.orderNumber && !record.firm) {
    return fail('firm', 'VIOLATION::IS_BLANK', 'An order number needs its "firm".');
  }
  const order = record.orderId
    ? known.byId.get(record.orderId)
    : record.orderNumber
      ? known.byNumber.get(`${record.firm}\u0000${record.orderNumber}`)
      : known.byId.get(old?.orderId as string);
  const field = record.orderId || !record.orderNumber ? 'orderId' : 'orderNumber';
  if (!order) return fail(field, 'FRAMEWORK__ERP_ORDER_NOT_FOUND', 'No such ce_erp_order.');
  if (
    record.orderId &&
    record.orderNumber &&
    (order.orderNumber !== record.orderNumber || order.firm !== record.firm)
  ) {
    return fail(
      'orderNumber',
      'VIOLATION::INVALID_VALUE',
      `Order ${hexId(order.id)} has another number or firm.`,
    );
  }
  return order;
}

/**
 * The invoice link: the ERP's document server (`invoiceUrl`), else the stored one, else the PDF the shop
 * renders from the invoice's own data behind the buyer's login. No uploaded file: the shop's media are
 * public, an invoice is not.
 */
const linkOf = (record: InvoiceInput, old: InvoiceRow | undefined, number: string) =>
  record.invoiceUrl === undefined
    ? (old?.invoiceUrl ?? `/account/invoices/${encodeURIComponent(number)}/pdf`)
    : record.invoiceUrl;

/** Invoice numbers are unique over the shop (erp_invoice_invoice_number_unique). */
function uniqueNumber(ctx: SyncContext, at: At, row: InvoiceRow, holders: Map<string, string>) {
  const other = holders.get(row.invoiceNumber);
  if (other && other !== row.id) {
    ctx.report.fail(
      [...at, 'invoiceNumber'],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `Invoice ${hexId(other)} has number ${row.invoiceNumber}.`,
    );
    return false;
  }
  return true;
}

/** The ids of the order's lines at the named positions; null (reported) when one has none. */
function linesOf(
  ctx: SyncContext,
  at: At,
  record: InvoiceInput,
  orderId: string,
  lines: Known['lines'],
): string[] | null {
  const positions = record.linePositions ?? [];
  const found = lines.get(orderId) ?? new Map<number, string[]>();
  const missing = positions.findIndex((p) => !found.has(p));
  if (missing >= 0) {
    ctx.report.fail(
      [...at, 'linePositions', missing],
      'FRAMEWORK__ERP_ORDER_LINE_NOT_FOUND',
      `The order has no line at position ${positions[missing]}.`,
    );
    return null;
  }
  return [...new Set(positions.flatMap((p) => found.get(p) ?? []))];
}

/** Deletes the invoices; their lines are left uninvoiced (invoice_id set null). */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  await ctx.tx.delete(erpInvoice).where(inArray(erpInvoice.id, ids));
}

export const erpInvoiceSync: EntitySync = {
  table: erpInvoice,
  id: erpInvoice.id,
  filterable: { id: erpInvoice.id, invoiceNumber: erpInvoice.invoiceNumber, orderId: erpInvoice.orderId },
  upsert,
  remove,
};
