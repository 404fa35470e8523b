import * as v from 'valibot';
import { ApiError } from '../../http/errors.ts';
import { SyncReport } from './report.ts';

/** A request's records over all its operations: Shopware advises batches of a few hundred. */
export const MAX_SYNC_RECORDS = 5000;

const FilterValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/** The criteria of a delete: Shopware's `equals` and `equalsAny` filters, all of which must hold. */
const Filter = v.variant('type', [
  v.strictObject({ type: v.literal('equals'), field: v.string(), value: FilterValue }),
  v.strictObject({
    type: v.literal('equalsAny'),
    field: v.string(),
    value: v.union([
      v.pipe(v.array(FilterValue), v.maxLength(MAX_SYNC_RECORDS)),
      v.pipe(
        v.string(),
        v.transform((s) => s.split('|')),
      ),
    ]),
  }),
]);
export type SyncFilter = v.InferOutput<typeof Filter>;

const Operation = v.strictObject({
  entity: v.pipe(v.string(), v.maxLength(64)),
  action: v.picklist(['upsert', 'delete']),
  payload: v.optional(v.array(v.unknown()), []),
  criteria: v.optional(v.pipe(v.array(Filter), v.minLength(1), v.maxLength(20))),
});
export type SyncOperation = v.InferOutput<typeof Operation> & { key: string };

/**
 * The body of `POST /api/_action/sync`: a list of operations (Shopware 6.7's schema) or an object of
 * them keyed by name (what Shopware's own clients send); errors point at the key or the list index.
 * The operations' shape is checked before any is run: a wrong one fails the request, whatever
 * `fail-on-error` says.
 */
export function readOperations(body: unknown): SyncOperation[] {
  const entries = Array.isArray(body)
    ? body.map((op, i) => [String(i), op] as const)
    : Object.entries(body as Record<string, unknown>);
  const report = new SyncReport();
  const operations: SyncOperation[] = [];
  for (const [key, input] of entries) {
    const result = v.safeParse(Operation, input);
    if (!result.success) report.issues([key], result.issues);
    else if (result.output.criteria && result.output.action !== 'delete') {
      report.fail([key, 'criteria'], 'FRAMEWORK__INVALID_SYNC_OPERATION', 'Only a delete takes criteria.');
    } else operations.push({ ...result.output, key });
  }
  if (!entries.length) {
    report.fail([], 'FRAMEWORK__INVALID_SYNC_OPERATION', 'The sync request names no operation.');
  }
  const records = operations.reduce((sum, op) => sum + op.payload.length, 0);
  if (records > MAX_SYNC_RECORDS) {
    report.fail([], 'FRAMEWORK__SYNC_TOO_MANY_RECORDS', `At most ${MAX_SYNC_RECORDS} records per request.`, {
      records,
    });
  }
  if (report.errors.length) throw ApiError.fromItems(400, report.errors);
  return operations;
}
