import { and, asc, eq } from 'drizzle-orm';
import { branchNames } from '../../shared/contact.ts';
import { takeLookup } from '../account/throttle.ts';
import { channelContact } from '../context/contact.ts';
import { city, company, country, warehouse } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Whether a company with this number and VAT exists and may take new users. An unknown number and a
 * wrong VAT answer alike, and every lookup is charged to the caller's address first (throttle.ts),
 * so the check cannot be used to list customer numbers.
 */
export async function openCompany(
  ctx: StoreContext,
  input: { clientNumber: string; vat: string },
  address: string,
) {
  await takeLookup(ctx.db, address);
  const [row] = await ctx.db
    .select({ id: company.id, name: company.name, active: company.active, blocked: company.blocked })
    .from(company)
    .where(and(eq(company.number, input.clientNumber), eq(company.vatId, input.vat)))
    .limit(1);
  if (!row)
    throw new ApiError(404, 'COMPANY_DOESNT_EXIST', 'No customer matches this number and VAT number.');
  if (row.blocked || !row.active) {
    throw new ApiError(403, 'CLIENT_IS_BLOCKED', 'This client number is blocked; please contact us.');
  }
  return row;
}

export async function companyExists(
  ctx: StoreContext,
  input: { clientNumber: string; vat: string },
  address: string,
) {
  const row = await openCompany(ctx, input, address);
  return { apiAlias: 'b2b_company_exists', exists: true, companyName: row.name };
}

/** Cities for a Belgian postal code (§7 register/cities/search; REQUIRE_CITY_SEARCH). */
export async function searchCities(ctx: StoreContext, zipcode: string) {
  const rows = await ctx.db
    .select({ zipcode: city.zipcode, name: city.name })
    .from(city)
    .innerJoin(country, eq(country.id, city.countryId))
    .where(and(eq(country.iso, 'BE'), eq(city.zipcode, zipcode)))
    .orderBy(asc(city.name));
  return { apiAlias: 'b2b_city_search', total: rows.length, elements: rows };
}

/** The branches a company may prefer (§3 branch codes; REQUIRE_SETTING_PREFERRED_SITE), by name. */
export async function branches(ctx: StoreContext) {
  const [contact, found] = await Promise.all([
    channelContact(ctx),
    ctx.db
      .select({ code: warehouse.code, name: warehouse.name })
      .from(warehouse)
      .where(eq(warehouse.kind, 'branch')),
  ]);
  // Named as in the sales channel's contact data, like the stock per branch.
  const names = contact ? branchNames(contact, ctx.locale) : new Map<string, string>();
  const rows = found
    .map((row) => ({ code: row.code, name: names.get(row.code) ?? row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  return { apiAlias: 'b2b_branch_list', total: rows.length, elements: rows };
}
