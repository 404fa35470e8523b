import type { InvoiceQuery } from '../../shared/schemas/history.ts';
import { HISTORY_PAGE_SIZE } from '../../shared/schemas/history.ts';
import { documentLabel } from '../documents/labels.ts';
import { sellerParty } from '../documents/seller.ts';
import type { InvoiceDocument } from '../documents/types.ts';
import { findInvoice, invoiceLines, invoiceSummary, listInvoices } from '../erp/invoices.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import { pagerOf } from './access.ts';
import { buyerParty } from './buyer.ts';

/** §9 payment term of the shop's invoices (legal notice: 30 days after the invoice date). */
const PAYMENT_DAYS = 30;
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** §2 /account/invoices: the company's invoices, paged, filtered and sorted. */
export async function invoiceHistory(ctx: StoreContext, current: CustomerRow, q: InvoiceQuery) {
  const { rows, total } = await listInvoices(ctx.db, current.companyId, q);
  return {
    apiAlias: 'b2b_invoice_history_list',
    elements: rows.map(invoiceSummary),
    pager: pagerOf(q.page, HISTORY_PAGE_SIZE, total),
  };
}

async function load(ctx: StoreContext, current: CustomerRow, invoiceNumber: string) {
  const found = await findInvoice(ctx.db, current.companyId, invoiceNumber);
  if (!found) throw errors.notFound('Invoice', invoiceNumber);
  return found;
}

/** The invoice as the documents state it: seller, buyer at the order's billing address, lines, costs. */
async function toDocument(
  ctx: StoreContext,
  current: CustomerRow,
  found: Awaited<ReturnType<typeof load>>,
): Promise<InvoiceDocument> {
  return {
    number: found.invoice.invoiceNumber,
    issueDate: found.invoice.invoiceDate,
    dueDate: plusDays(found.invoice.invoiceDate, PAYMENT_DAYS),
    orderNumber: found.invoice.orderNumber,
    customerReference: found.invoice.customerReference,
    shippingNoteNumber: found.invoice.shippingNoteNumber,
    seller: sellerParty(),
    buyer: await buyerParty(ctx, current.companyId, found.order.billingAddress),
    lines: invoiceLines(found, {
      delivery: documentLabel(ctx.locale, 'deliveryCost'),
      additional: documentLabel(ctx.locale, 'additionalCost'),
    }),
  };
}

export const invoiceDocument = async (ctx: StoreContext, current: CustomerRow, invoiceNumber: string) =>
  toDocument(ctx, current, await load(ctx, current, invoiceNumber));

/** What the delivery proof lists: the delivered articles of the invoice, without the cost lines. */
export async function deliveredDocument(ctx: StoreContext, current: CustomerRow, invoiceNumber: string) {
  const found = await load(ctx, current, invoiceNumber);
  const doc = await toDocument(ctx, current, found);
  return { ...doc, lines: doc.lines.slice(0, found.lines.length) };
}

/** §7 invoice/history/detail: the §3 fields, the due date and the invoiced lines with their amounts. */
export async function invoiceDetail(ctx: StoreContext, current: CustomerRow, invoiceNumber: string) {
  const found = await load(ctx, current, invoiceNumber);
  const doc = await toDocument(ctx, current, found);
  return {
    ...invoiceSummary(found.invoice),
    apiAlias: 'b2b_invoice_history_detail',
    dueDate: doc.dueDate,
    lines: doc.lines.map((l) => ({
      apiAlias: 'b2b_invoice_history_line',
      productNumber: l.productNumber,
      customerArticleNumber: l.customerArticleNumber ?? null,
      name: l.name,
      quantity: l.quantityMilli / 1000,
      unitPrice: (l.unitPriceMilli ?? 0) / 1000,
    })),
  };
}
