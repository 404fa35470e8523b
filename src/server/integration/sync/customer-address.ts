import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { country, customerAddress } from '../../db/schema/index.ts';
import type { SyncContext } from './entity.ts';
import { hexId, ShopwareId } from './report.ts';

const Line = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const OptionalLine = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/**
 * Shopware's CustomerAddress as a company's address. The shop's address has one name line: the
 * `company` when given, else the person's name. `street` holds street and number as Shopware's does;
 * `additionalAddressLine1` is the box.
 */
export const AddressRecord = v.strictObject({
  id: v.optional(ShopwareId),
  customerId: v.optional(ShopwareId),
  company: OptionalLine(255),
  firstName: v.optional(Line(255)),
  lastName: v.optional(Line(255)),
  street: Line(255),
  additionalAddressLine1: OptionalLine(16),
  zipcode: Line(16),
  city: Line(255),
  countryId: ShopwareId,
  customFields: v.optional(
    v.strictObject({ b2b_email: v.optional(v.nullable(v.pipe(v.string(), v.email()))) }),
  ),
});
export type AddressInput = v.InferOutput<typeof AddressRecord>;

type Row = typeof customerAddress.$inferInsert;

interface AccountRecord {
  addresses?: AddressInput[];
  defaultBillingAddressId?: string;
  defaultShippingAddressId?: string;
}

/**
 * The address rows of a company account's record, checked before anything is written: each names a
 * country the shop has and a name line, no id of another company's address, and the default
 * addresses are among the company's (the record's or those it has). Null when a check failed.
 */
export async function addressesOf(
  ctx: SyncContext,
  at: (string | number)[],
  companyId: string,
  customerId: string,
  record: AccountRecord,
): Promise<Row[] | null> {
  const given = record.addresses ?? [];
  const countries = [...new Set(given.map((a) => a.countryId))];
  const known = new Set(
    (countries.length
      ? await ctx.tx.select({ id: country.id }).from(country).where(inArray(country.id, countries))
      : []
    ).map((c) => c.id),
  );
  const fail = (field: (string | number)[], code: string, detail: string) => {
    ctx.report.fail([...at, ...field], code, detail);
    return null;
  };
  const rows: Row[] = [];
  for (const [i, a] of given.entries()) {
    const name = a.company || [a.firstName, a.lastName].filter(Boolean).join(' ');
    const field = (f: string) => ['addresses', i, f];
    if (!known.has(a.countryId)) {
      return fail(field('countryId'), 'FRAMEWORK__COUNTRY_NOT_FOUND', `No country ${hexId(a.countryId)}.`);
    }
    if (!name) return fail(field('company'), 'VIOLATION::IS_BLANK', 'An address needs a company or a name.');
    if (a.customerId && a.customerId !== customerId) {
      return fail(field('customerId'), 'VIOLATION::INVALID_VALUE', 'The address belongs to this customer.');
    }
    rows.push({
      id: a.id ?? randomUUID(),
      companyId,
      customerId,
      name,
      email: a.customFields?.b2b_email ?? null,
      street: a.street,
      box: a.additionalAddressLine1 ?? null,
      zipcode: a.zipcode,
      city: a.city,
      countryId: a.countryId,
    });
  }
  const named = [
    ...rows.map((r) => r.id as string),
    record.defaultBillingAddressId,
    record.defaultShippingAddressId,
  ].filter((id): id is string => id !== undefined);
  const stored = named.length
    ? await ctx.tx
        .select({ id: customerAddress.id, companyId: customerAddress.companyId })
        .from(customerAddress)
        .where(inArray(customerAddress.id, named))
    : [];
  const foreign = stored.find((s) => s.companyId !== companyId && rows.some((r) => r.id === s.id));
  if (foreign) {
    return fail(
      ['addresses'],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `Address ${hexId(foreign.id)} is another company's.`,
    );
  }
  const own = new Set([
    ...rows.map((r) => r.id),
    ...stored.filter((s) => s.companyId === companyId).map((s) => s.id),
  ]);
  for (const field of ['defaultBillingAddressId', 'defaultShippingAddressId'] as const) {
    const id = record[field];
    if (id && !own.has(id))
      return fail([field], 'FRAMEWORK__ADDRESS_NOT_FOUND', `No address ${hexId(id)} of this customer.`);
  }
  return rows;
}

/** Writes the checked addresses (addressesOf) after their customer. */
export async function writeAddresses(ctx: SyncContext, rows: Row[]) {
  if (!rows.length) return;
  await ctx.tx
    .insert(customerAddress)
    .values(rows)
    .onConflictDoUpdate({
      target: customerAddress.id,
      set: {
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        street: sql`excluded.street`,
        box: sql`excluded.box`,
        zipcode: sql`excluded.zipcode`,
        city: sql`excluded.city`,
        countryId: sql`excluded.country_id`,
      },
    });
}
