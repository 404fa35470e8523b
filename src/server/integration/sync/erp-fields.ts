import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { company, customer } from '../../db/schema/index.ts';
import type { SyncContext } from './entity.ts';
import { hexId, ShopwareId } from './report.ts';

// Fields the ERP documents (ce_erp_order, ce_erp_invoice, ce_erp_offer) share. Every value is
// checked here so that no write can fail in the database: a failed statement would abort the
// sync's one transaction and turn the whole request into a 500.

export const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
export const OptionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/** A calendar day the database takes (v.isoDate alone lets 2026-02-31 through). */
export const Day = v.pipe(
  v.string(),
  v.isoDate('INVALID_DATE'),
  v.check((s) => {
    const year = Number(s.slice(0, 4));
    return year >= 1900 && year < 3000 && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
  }, 'INVALID_DATE'),
);

export const Timestamp = v.pipe(
  v.string(),
  v.isoTimestamp('INVALID_DATE'),
  v.transform((s) => new Date(s)),
  v.check((d) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() < 3000, 'INVALID_DATE'),
);

/**
 * Euros (or units) as numbers, stored as integer thousandths: a value that is not exact in
 * thousandths is refused, not rounded, as the ERP's amount is the amount charged.
 */
const Milli = (min: number) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.minValue(min),
    v.maxValue(1_000_000_000),
    v.check((n) => Math.round(n * 1000) / 1000 === n, 'At most 3 decimals.'),
    v.transform((n) => Math.round(n * 1000)),
  );
/** Money in euros; negative for credits. */
export const Money = Milli(-1_000_000_000);
export const PositiveMilli = Milli(0);

export const CustomerNumber = v.pipe(v.string(), v.regex(/^\d{6}$/, 'INVALID_COMPANY_NUMBER'));

/** An absolute https URL (a document server) or a path of the shop (`/account/…`). */
export const DocumentLink = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2048),
    v.check((s) => /^https:\/\/[^\s/]+\S*$/i.test(s) || /^\/(?!\/)\S*$/.test(s), 'INVALID_URL'),
  ),
);

/** The address snapshot of an order (OrderAddressSnapshot). */
export const AddressSnapshot = v.nullable(
  v.strictObject({
    name: Text(255),
    street: Text(255),
    streetNumber: OptionalText(16),
    box: OptionalText(16),
    zipcode: Text(16),
    city: Text(255),
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'INVALID_COUNTRY')),
  }),
);

/** Who a document is for: the company by its number, optionally one of its shop users. */
export const ownerFields = {
  customerNumber: v.optional(CustomerNumber),
  customerId: v.optional(v.nullable(ShopwareId)),
};

/** The companies and users the records name, looked up once per operation. */
export async function ownersOf(
  ctx: SyncContext,
  records: { customerNumber?: string; customerId?: string | null }[],
) {
  const numbers = [...new Set(records.flatMap((r) => (r.customerNumber ? [r.customerNumber] : [])))];
  const users = [...new Set(records.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const [companies, customers] = await Promise.all([
    numbers.length
      ? ctx.tx
          .select({ id: company.id, number: company.number })
          .from(company)
          .where(inArray(company.number, numbers))
      : [],
    users.length
      ? ctx.tx
          .select({ id: customer.id, companyId: customer.companyId })
          .from(customer)
          .where(inArray(customer.id, users))
      : [],
  ]);
  return {
    companies: new Map(companies.map((c) => [c.number, c.id])),
    userCompany: new Map(customers.map((c) => [c.id, c.companyId])),
  };
}
export type Owners = Awaited<ReturnType<typeof ownersOf>>;

/**
 * The company and user of a record, the stored ones where it names none; null (reported) when the
 * company is unknown or the user is not one of its users.
 */
export function ownerOf(
  ctx: SyncContext,
  at: (string | number)[],
  owners: Owners,
  record: { customerNumber?: string; customerId?: string | null },
  old: { companyId: string; customerId: string | null } | undefined,
): { companyId: string; customerId: string | null } | null {
  let companyId = old?.companyId;
  if (record.customerNumber) {
    companyId = owners.companies.get(record.customerNumber);
    if (!companyId) {
      ctx.report.fail(
        [...at, 'customerNumber'],
        'B2B__COMPANY_NOT_FOUND',
        `No company ${record.customerNumber}.`,
      );
      return null;
    }
  }
  if (!companyId) {
    ctx.report.fail([...at, 'customerNumber'], 'VIOLATION::IS_BLANK', 'A new record needs "customerNumber".');
    return null;
  }
  const customerId = record.customerId === undefined ? (old?.customerId ?? null) : record.customerId;
  if (customerId && owners.userCompany.get(customerId) !== companyId) {
    ctx.report.fail(
      [...at, 'customerId'],
      'CHECKOUT__CUSTOMER_NOT_FOUND',
      `Customer ${hexId(customerId)} is no user of company ${record.customerNumber ?? 'of this record'}.`,
    );
    return null;
  }
  return { companyId, customerId };
}

/** The first field of `required` a new record leaves out, reported; true when none is missing. */
export function hasRequired(
  ctx: SyncContext,
  at: (string | number)[],
  record: Record<string, unknown>,
  required: readonly string[],
): boolean {
  const missing = required.find((field) => record[field] === undefined);
  if (missing) ctx.report.fail([...at, missing], 'VIOLATION::IS_BLANK', `A new record needs "${missing}".`);
  return !missing;
}

/** Ids per statement of a batched read or write (a statement takes at most 65,535 parameters). */
const CHUNK = 1000;
const chunksOf = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** The rows of `query` over the values in chunks; none asked for none. */
export async function selectIn<T, R>(values: T[], query: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const chunk of chunksOf(values)) rows.push(...(await query(chunk)));
  return rows;
}

/** Runs a delete (or update) over the values in chunks. */
export async function deleteIn<T>(values: T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (const chunk of chunksOf(values)) await run(chunk);
}

/** Inserts the rows in chunks (a thousand rows of up to 65 columns stay under the parameter limit). */
export const insertIn = deleteIn;
