import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import type { ApiErrorItem } from '../../http/errors.ts';
import { violationCode } from '../../http/validate.ts';

/** Shopware's ids are 32 hex digits; the shop stores dashed UUIDs. Both are accepted. */
export const ShopwareId = v.pipe(
  v.string(),
  v.check((s) => normalizeId(s) !== null, 'INVALID_UUID'),
  v.transform((s) => normalizeId(s) as string),
);

/** Reports a failure at a field of the record in hand. */
export type Fail = (field: (string | number)[], code: string, detail: string) => void;

/** An id as Shopware answers it: 32 lower-case hex digits. */
export const hexId = (id: string) => id.replace(/-/g, '');

/**
 * Failures of one sync request, each pointing at its operation, record and field as Shopware's write
 * errors do (`/{operation}/{record}/{field}`, e.g. `/products/0/price`).
 */
export class SyncReport {
  readonly errors: ApiErrorItem[] = [];

  fail(pointer: (string | number)[], code: string, detail: string, parameters: Record<string, unknown> = {}) {
    this.errors.push({
      status: '400',
      code,
      title: 'Bad Request',
      detail,
      meta: { parameters },
      source: {
        pointer: `/${pointer.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
      },
    });
  }

  /** Valibot's issues for the value at `at` (a record, an operation). */
  issues(at: (string | number)[], issues: v.BaseIssue<unknown>[]) {
    for (const issue of issues) {
      const path = issue.path?.map((p) => p.key as string | number) ?? [];
      this.fail([...at, ...path], `VIOLATION::${violationCode(issue)}`, issue.message, {
        expected: issue.expected,
        received: issue.received,
      });
    }
  }
}

/** Parses each record with `schema`; the failing ones are reported under `at` and left out. */
export function parseRecords<S extends v.GenericSchema>(
  schema: S,
  records: unknown[],
  at: string,
  report: SyncReport,
): { index: number; record: v.InferOutput<S> }[] {
  const parsed: { index: number; record: v.InferOutput<S> }[] = [];
  records.forEach((input, index) => {
    const result = v.safeParse(schema, input);
    if (result.success) parsed.push({ index, record: result.output });
    else report.issues([at, index], result.issues);
  });
  return parsed;
}

/** A record naming an id an earlier record of the operation already named is reported and left out. */
export function onePerId<T extends { index: number; record: { id?: string } }>(
  parsed: T[],
  at: string,
  report: SyncReport,
): T[] {
  const seen = new Set<string>();
  return parsed.filter(({ index, record }) => {
    if (!record.id || !seen.has(record.id)) {
      if (record.id) seen.add(record.id);
      return true;
    }
    report.fail(
      [at, index, 'id'],
      'FRAMEWORK__DUPLICATE_SYNC_ID',
      `Id ${hexId(record.id)} is written twice.`,
    );
    return false;
  });
}
