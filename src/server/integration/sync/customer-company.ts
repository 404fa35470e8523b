import { eq, inArray, or } from 'drizzle-orm';
import { company, customer } from '../../db/schema/index.ts';
import type { SyncContext } from './entity.ts';

// The company half of a company's account (customer.ts): its stored row, the row a record makes of
// it, and the numbers that must stay unique.

/** Cent-exact euros to the shop's thousandths; more than two decimals is refused (centExact). */
export const milli = (euros: number) => Math.round(euros * 100) * 10;
/** At most two decimals, judged on the rounded value: 2.01 × 1000 is 2009.9999… in floating point. */
export const centExact = (euros: number) => Math.round(euros * 100) / 100 === euros;

/** What a `customer` record says of its company. */
interface CompanyFields {
  customerNumber?: string;
  company?: string;
  vatIds?: string[] | null;
  active?: boolean;
  customFields?: {
    b2b_credit_limit?: number | null;
    b2b_price_list_id?: string | null;
    b2b_branch_code?: string | null;
    b2b_blocked?: boolean;
    b2b_payment_methods?: string[] | null;
    b2b_shipping_options?: string[] | null;
    b2b_shipping_methods?: string[] | null;
    b2b_feature_flags?: Record<string, boolean | undefined> | null;
  };
}

/** The company's row: what the record names over what is stored. */
export function companyRowOf(id: string, record: CompanyFields, old: Stored | undefined) {
  const fields = record.customFields ?? {};
  const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
  const limit = fields.b2b_credit_limit;
  return {
    id,
    number: (record.customerNumber ?? old?.number) as string,
    name: (record.company ?? old?.name) as string,
    vatId: record.vatIds === undefined ? (old?.vatId ?? null) : (record.vatIds?.[0] ?? null),
    active: record.active ?? old?.active ?? true,
    blocked: fields.b2b_blocked ?? old?.blocked ?? false,
    priceListId: keep(fields.b2b_price_list_id, old?.priceListId ?? null),
    branchCode: keep(fields.b2b_branch_code, old?.branchCode ?? null),
    creditLimit: limit === undefined ? (old?.creditLimit ?? null) : limit === null ? null : milli(limit),
    customFields: {
      ...(old?.companyFields ?? {}),
      ...(fields.b2b_payment_methods === undefined ? {} : { paymentMethods: fields.b2b_payment_methods }),
      ...(fields.b2b_shipping_options === undefined ? {} : { shippingOptions: fields.b2b_shipping_options }),
      ...(fields.b2b_shipping_methods === undefined ? {} : { shippingMethods: fields.b2b_shipping_methods }),
      ...(fields.b2b_feature_flags === undefined ? {} : { featureFlags: fields.b2b_feature_flags }),
    },
  };
}

/** The stored accounts of these ids, with their company; an id of an ordinary user is kept apart. */
export async function storedAccounts(ctx: SyncContext, ids: string[]) {
  const rows = ids.length
    ? await ctx.tx
        .select({ customer, company })
        .from(customer)
        .innerJoin(company, eq(company.id, customer.companyId))
        .where(inArray(customer.id, ids))
    : [];
  return new Map(
    rows.map(({ customer: c, company: k }) => [
      c.id,
      {
        ...c,
        number: k.number,
        name: k.name,
        vatId: k.vatId,
        active: k.active,
        blocked: k.blocked,
        priceListId: k.priceListId,
        branchCode: k.branchCode,
        creditLimit: k.creditLimit,
        companyFields: k.customFields,
      },
    ]),
  );
}
export type Stored = Awaited<ReturnType<typeof storedAccounts>> extends Map<string, infer S> ? S : never;

/** A company number or VAT id another company has is reported (the tables hold them unique). */
export async function uniqueCompany(
  ctx: SyncContext,
  at: (string | number)[],
  row: { id: string; number: string; vatId: string | null },
): Promise<boolean> {
  const others = await ctx.tx
    .select({ id: company.id, number: company.number, vatId: company.vatId })
    .from(company)
    .where(or(eq(company.number, row.number), row.vatId ? eq(company.vatId, row.vatId) : undefined));
  const other = others.find((o) => o.id !== row.id);
  if (!other) return true;
  const field = other.number === row.number ? 'customerNumber' : 'vatIds';
  ctx.report.fail(
    [...at, field],
    'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
    `Another company has this ${field === 'customerNumber' ? 'number' : 'VAT id'}.`,
  );
  return false;
}
