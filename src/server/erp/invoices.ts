import { and, asc, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE, type InvoiceQuery } from '../../shared/schemas/history.ts';
import type { Db } from '../db/client.ts';
import { erpInvoice, erpOrder, erpOrderLine } from '../db/schema/index.ts';
import { STANDARD_VAT_RATE } from '../documents/seller.ts';
import type { DocumentLine } from '../documents/types.ts';
import { containsPattern } from '../http/criteria.ts';

// The invoice history (§3 Invoice) read from the ERP tables, beside the order adapter (tables.ts).
// Every call is bounded to one company.

const SORTS = {
  date: erpInvoice.invoiceDate,
  number: erpInvoice.invoiceNumber,
  orderNumber: erpInvoice.orderNumber,
  reference: erpInvoice.customerReference,
} as const;

export type InvoiceRow = typeof erpInvoice.$inferSelect;

/** The fields of §3 Invoice; the links point to the shop's own download pages. */
export const invoiceSummary = (row: InvoiceRow) => ({
  apiAlias: 'b2b_invoice_history' as const,
  invoiceNumber: row.invoiceNumber,
  invoiceDate: row.invoiceDate,
  orderNumber: row.orderNumber,
  customerReference: row.customerReference,
  invoiceUrl: row.invoiceUrl,
  deliveryProofUrl: row.deliveryProofUrl,
  shippingNoteNumber: row.shippingNoteNumber,
});

export async function listInvoices(db: Db, companyId: string, q: InvoiceQuery) {
  const term = q.term ? containsPattern(q.term) : null;
  const where = and(
    eq(erpInvoice.companyId, companyId),
    q.from ? gte(erpInvoice.invoiceDate, q.from) : undefined,
    q.to ? lte(erpInvoice.invoiceDate, q.to) : undefined,
    term
      ? or(
          ilike(erpInvoice.invoiceNumber, term),
          ilike(erpInvoice.orderNumber, term),
          ilike(erpInvoice.customerReference, term),
          ilike(erpInvoice.shippingNoteNumber, term),
        )
      : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(erpInvoice)
      .where(where)
      .orderBy(direction(SORTS[q.sort]), direction(erpInvoice.invoiceNumber))
      .limit(HISTORY_PAGE_SIZE)
      .offset((q.page - 1) * HISTORY_PAGE_SIZE),
    db.select({ n: count() }).from(erpInvoice).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One invoice of the company with its order's billing address, costs and invoiced lines; null if none. */
export async function findInvoice(db: Db, companyId: string, invoiceNumber: string) {
  const [found] = await db
    .select({ invoice: erpInvoice, order: erpOrder })
    .from(erpInvoice)
    .innerJoin(erpOrder, eq(erpOrder.id, erpInvoice.orderId))
    .where(and(eq(erpInvoice.companyId, companyId), eq(erpInvoice.invoiceNumber, invoiceNumber)));
  if (!found) return null;
  const lines = await db
    .select()
    .from(erpOrderLine)
    .where(eq(erpOrderLine.invoiceId, found.invoice.id))
    .orderBy(asc(erpOrderLine.position));
  return { ...found, lines };
}

/** The invoice's lines as documents show them, delivery and additional cost as lines of their own. */
export function invoiceLines(
  found: NonNullable<Awaited<ReturnType<typeof findInvoice>>>,
  costNames: { delivery: string; additional: string },
): DocumentLine[] {
  const cost = (productNumber: string, name: string, milli: number): DocumentLine[] =>
    milli > 0
      ? [{ productNumber, name, quantityMilli: 1000, unitPriceMilli: milli, vatRate: STANDARD_VAT_RATE }]
      : [];
  return [
    ...found.lines.map((l) => ({
      productNumber: l.articleNumber,
      customerArticleNumber: l.customerArticleNumber,
      name: l.name,
      quantityMilli: l.quantityMilli,
      unitPriceMilli: l.unitPrice,
      vatRate: STANDARD_VAT_RATE,
      deliveryDate: l.deliveryDate,
    })),
    ...cost('DELIVERY', costNames.delivery, found.order.deliveryCost),
    ...cost('SURCHARGE', costNames.additional, found.order.additionalCost),
  ];
}
