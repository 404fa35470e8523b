import { and, eq, ne } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { AddressInput } from '../../shared/schemas/addresses.ts';
import { addressView } from '../account/customer.ts';
import type { Db } from '../db/client.ts';
import { country, customer, customerAddress } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { violation } from '../http/validate.ts';

/** The caller's company only: another company's id in the path is a company that does not exist. */
export function assertOwnCompany(current: CustomerRow, companyId: string) {
  if (companyId !== current.companyId) throw errors.notFound('Company', companyId);
}

async function ownAddress(db: Db, current: CustomerRow, id: string) {
  const [row] = await db
    .select({ address: customerAddress, country })
    .from(customerAddress)
    .innerJoin(country, eq(country.id, customerAddress.countryId))
    .where(and(eq(customerAddress.id, id), eq(customerAddress.companyId, current.companyId)));
  if (!row) throw errors.notFound('Address', id);
  return row;
}

/** §3 Company address: companyId, addressId and the address as list-address shows it. */
export async function getAddress(ctx: StoreContext, current: CustomerRow, id: string) {
  const row = await ownAddress(ctx.db, current, id);
  return {
    apiAlias: 'b2b_company_address',
    companyId: current.companyId,
    addressId: id,
    address: addressView(ctx, current, row.address, row.country),
  };
}

async function assertCountry(db: Db, countryId: string) {
  const [row] = await db.select({ id: country.id }).from(country).where(eq(country.id, countryId));
  if (!row) {
    throw ApiError.fromItems(400, [violation('INVALID_COUNTRY', 'countryId', 'This country is not served.')]);
  }
}

/**
 * §6 MANAGE_ADDRESSES selects the default delivery address: one per company, and every user of the
 * company ships there by default (dashboard, checkout).
 */
async function makeDefault(tx: Db, companyId: string, id: string) {
  await tx
    .update(customerAddress)
    .set({ defaultDelivery: false })
    .where(and(eq(customerAddress.companyId, companyId), ne(customerAddress.id, id)));
  await tx.update(customer).set({ defaultShippingAddressId: id }).where(eq(customer.companyId, companyId));
}

const columns = (input: AddressInput) => ({
  name: input.name,
  email: input.email || null,
  street: input.street,
  streetNumber: input.streetNumber || null,
  box: input.box || null,
  zipcode: input.zipcode,
  city: input.city,
  countryId: input.countryId,
  defaultDelivery: input.defaultDelivery,
});

/** Writes an address (new when `existing` is null) and, when asked, makes it the default, in one transaction. */
async function save(ctx: StoreContext, current: CustomerRow, existing: string | null, input: AddressInput) {
  await assertCountry(ctx.db, input.countryId);
  const id = existing ?? newId();
  await ctx.db.transaction(async (tx) => {
    if (existing) await tx.update(customerAddress).set(columns(input)).where(eq(customerAddress.id, id));
    else await tx.insert(customerAddress).values({ id, companyId: current.companyId, ...columns(input) });
    if (input.defaultDelivery) await makeDefault(tx as unknown as Db, current.companyId, id);
  });
  // The caller's session row predates the write: answer with the new default shipping address.
  return getAddress(ctx, input.defaultDelivery ? { ...current, defaultShippingAddressId: id } : current, id);
}

export const createAddress = (ctx: StoreContext, current: CustomerRow, input: AddressInput) =>
  save(ctx, current, null, input);

export async function updateAddress(
  ctx: StoreContext,
  current: CustomerRow,
  id: string,
  input: AddressInput,
) {
  await ownAddress(ctx.db, current, id);
  return save(ctx, current, id, input);
}

/** The billing address and the default delivery address stay: the shop needs one of each. */
export async function deleteAddress(ctx: StoreContext, current: CustomerRow, id: string) {
  const { address } = await ownAddress(ctx.db, current, id);
  if (address.defaultDelivery) {
    throw new ApiError(409, 'B2B__ADDRESS_IS_DEFAULT', 'Choose another default delivery address first.');
  }
  const [billing] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.companyId, current.companyId), eq(customer.defaultBillingAddressId, id)))
    .limit(1);
  if (billing) throw new ApiError(409, 'B2B__ADDRESS_IS_BILLING', 'The billing address cannot be deleted.');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customer)
      .set({ defaultShippingAddressId: null })
      .where(and(eq(customer.companyId, current.companyId), eq(customer.defaultShippingAddressId, id)));
    await tx.delete(customerAddress).where(eq(customerAddress.id, id));
  });
  return { apiAlias: 'array_struct', deleted: [id] };
}
