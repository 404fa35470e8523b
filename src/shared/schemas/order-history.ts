import * as v from 'valibot';
import { ERP_ORDER_STATUSES, ORDER_SORT_FIELDS } from '../erp-orders.ts';
import { issueOn } from './fields.ts';

/** Default page size of the account lists (§9: currentLimit 20). */
export const ORDER_PAGE_SIZE = 20;

const IsoDate = v.pipe(v.string(), v.trim(), v.isoDate('INVALID_DATE'));
/** Empty form fields count as absent, so a GET form can post every field. */
const blankAsNull = (schema: v.GenericSchema<string, string>) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s): string | null => s?.trim() || null),
    v.nullable(schema),
  );
const pageNumber = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), String(fallback)),
    v.transform(Number),
    v.integer('INVALID_NUMBER'),
    v.minValue(1, 'INVALID_NUMBER'),
    v.maxValue(max, 'INVALID_NUMBER'),
  );

/**
 * The order history's filters (§4 status filter, date range, reference, article number), sorting and
 * page, as the query string of `GET /b2b/order/history` and of the /account/orders page. status is a
 * comma-separated list. A from date after the to date is refused (§5, as the offers filter).
 */
export const OrderHistoryQuerySchema = v.pipe(
  v.object({
    page: pageNumber(1, 10_000),
    limit: pageNumber(ORDER_PAGE_SIZE, 100),
    status: v.pipe(
      v.optional(v.string(), ''),
      v.transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ]),
      v.array(v.picklist(ERP_ORDER_STATUSES, 'INVALID_STATUS')),
    ),
    from: blankAsNull(IsoDate),
    to: blankAsNull(IsoDate),
    reference: blankAsNull(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
    articleNumber: blankAsNull(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
    sort: v.optional(v.picklist(ORDER_SORT_FIELDS, 'INVALID_SORT'), 'orderDate'),
    order: v.optional(v.picklist(['asc', 'desc'], 'INVALID_SORT'), 'desc'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { from, to } = dataset.value;
    if (from && to && from > to)
      addIssue({ message: 'DATE_RANGE_INVALID', path: issueOn('to', dataset.value) });
  }),
);
export type OrderHistoryQuery = v.InferOutput<typeof OrderHistoryQuerySchema>;

/** An ERP order's key (§2 /account/orders/details/:orderNumber/:firm/:warehouse?). */
export const ErpOrderKeySchema = v.object({
  orderNumber: v.pipe(
    v.string('IS_BLANK'),
    v.trim(),
    v.regex(/^[A-Za-z0-9-]{1,20}$/, 'INVALID_ORDER_NUMBER'),
  ),
  firm: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,8}$/, 'INVALID_FIRM'))), null),
  warehouse: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,16}$/, 'INVALID_WAREHOUSE'))),
    null,
  ),
});
