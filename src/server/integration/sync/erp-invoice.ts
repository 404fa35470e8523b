import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { erpInvoice, erpOrder, erpOrderLine } from '../../db/schema/index.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { Day, DocumentLink, hasRequired, Money, OptionalText, Text } from './erp-fields.ts';
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
    (ids.length ? await ctx.tx.select().from(erpInvoice).where(inArray(erpInvoice.id, ids)) : []).map((r) => [
      r.id,
      r,
    ]),
  );
  const written: string[] = [];
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    if (!old && !hasRequired(ctx, at, record, REQUIRED_NEW)) continue;
    const order = await orderOf(ctx, at, record, old);
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
    if (!(await uniqueNumber(ctx, at, row))) continue;
    const lines = await linesOf(ctx, at, record, order.id);
    if (!lines) continue;
    await ctx.tx
      .insert(erpInvoice)
      .values(row)
      .onConflictDoUpdate({ target: erpInvoice.id, set: { ...row, id: undefined } });
    // Named positions (or a move to another order) replace the lines the invoice covered.
    if (record.linePositions || (old && old.orderId !== order.id)) {
      await ctx.tx.update(erpOrderLine).set({ invoiceId: null }).where(eq(erpOrderLine.invoiceId, id));
      if (lines.length)
        await ctx.tx.update(erpOrderLine).set({ invoiceId: id }).where(inArray(erpOrderLine.id, lines));
    }
    written.push(id);
  }
  return written;
}

/** The order the record names (by id, or by number and firm), else the stored one. */
async function orderOf(ctx: SyncContext, at: At, record: InvoiceInput, old: InvoiceRow | undefined) {
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
  const where = record.orderId
    ? eq(erpOrder.id, record.orderId)
    : record.orderNumber
      ? and(eq(erpOrder.orderNumber, record.orderNumber), eq(erpOrder.firm, record.firm as string))
      : eq(erpOrder.id, old?.orderId as string);
  const [order] = await ctx.tx.select().from(erpOrder).where(where);
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
async function uniqueNumber(ctx: SyncContext, at: At, row: InvoiceRow) {
  const [other] = await ctx.tx
    .select({ id: erpInvoice.id })
    .from(erpInvoice)
    .where(and(eq(erpInvoice.invoiceNumber, row.invoiceNumber), ne(erpInvoice.id, row.id)));
  if (other) {
    ctx.report.fail(
      [...at, 'invoiceNumber'],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `Invoice ${hexId(other.id)} has number ${row.invoiceNumber}.`,
    );
  }
  return !other;
}

/** The ids of the order's lines at the named positions; null (reported) when one has none. */
async function linesOf(ctx: SyncContext, at: At, record: InvoiceInput, orderId: string) {
  const positions = record.linePositions ?? [];
  if (!positions.length) return [];
  const lines = await ctx.tx
    .select({ id: erpOrderLine.id, position: erpOrderLine.position })
    .from(erpOrderLine)
    .where(and(eq(erpOrderLine.orderId, orderId), inArray(erpOrderLine.position, positions)));
  const found = new Set(lines.map((l) => l.position));
  const missing = positions.findIndex((p) => !found.has(p));
  if (missing >= 0) {
    ctx.report.fail(
      [...at, 'linePositions', missing],
      'FRAMEWORK__ERP_ORDER_LINE_NOT_FOUND',
      `The order has no line at position ${positions[missing]}.`,
    );
    return null;
  }
  return lines.map((l) => l.id);
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
