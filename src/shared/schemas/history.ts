import * as v from 'valibot';
import { issueOn } from './fields.ts';

/** §9: history lists page like the customer lists. */
export const HISTORY_PAGE_SIZE = 20;

const IsoDate = v.pipe(v.string(), v.isoDate('INVALID_DATE'));
const optionalIsoDate = v.optional(v.union([v.literal(''), IsoDate]), '');

/**
 * The query of the invoice and offer histories (§7 GET …/history), as it also stands in the page URL.
 * §5: a from-date after the to-date is refused, reported on the to-date field.
 */
export const historyQuerySchema = <
  S extends readonly [string, ...string[]],
  F extends readonly [string, ...string[]],
>(
  sortFields: S,
  statuses: F,
) =>
  v.pipe(
    v.object({
      page: v.optional(
        v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000)),
        1,
      ),
      term: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'TOO_LONG')), ''),
      from: optionalIsoDate,
      to: optionalIsoDate,
      status: v.optional(v.union([v.literal(''), v.picklist(statuses)]), ''),
      sort: v.optional(v.picklist(sortFields), sortFields[0]),
      order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { from, to } = dataset.value;
      if (from && to && from > to)
        addIssue({ message: 'DATE_RANGE_INVALID', path: issueOn('to', dataset.value) });
    }),
  );

export const OFFER_STATUSES = ['open', 'processed'] as const;
export const OFFER_SORTS = ['date', 'number', 'reference', 'status'] as const;
export const OfferQuerySchema = historyQuerySchema(OFFER_SORTS, OFFER_STATUSES);
export type OfferQuery = v.InferOutput<typeof OfferQuerySchema>;

/** Invoices have no status filter; the one value keeps the shared query shape. */
export const INVOICE_SORTS = ['date', 'number', 'orderNumber', 'reference'] as const;
export const InvoiceQuerySchema = historyQuerySchema(INVOICE_SORTS, ['all']);
export type InvoiceQuery = v.InferOutput<typeof InvoiceQuerySchema>;
