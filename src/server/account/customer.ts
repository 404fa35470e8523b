import { asc, eq } from 'drizzle-orm';
import { flowBudget } from '../budget/state.ts';
import { CUSTOMER_GROUP_ID, INVOICE_PAYMENT_METHOD_ID } from '../context/shopware-ids.ts';
import { countryView, salutationView } from '../context/system.ts';
import { country, customerAddress, customerRight } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import { isPunchoutCustomer } from '../punchout/only.ts';

type AddressRow = typeof customerAddress.$inferSelect;
type CountryRow = typeof country.$inferSelect;

/**
 * A company address as Shopware's CustomerAddress: the shop's addresses belong to the company, so
 * the customer reading them is named as its customer and recipient; `name` stays the company's.
 */
export function addressView(ctx: StoreContext, c: CustomerRow, address: AddressRow, land: CountryRow) {
  return {
    apiAlias: 'customer_address',
    ...address,
    customerId: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    company: address.name,
    country: countryView(land, ctx.locale),
    defaultBilling: address.id === c.defaultBillingAddressId,
    defaultShipping: address.id === c.defaultShippingAddressId,
  };
}

/** The company's addresses with their countries, by name. */
export async function companyAddresses(ctx: StoreContext, c: CustomerRow) {
  const rows = await ctx.db
    .select({ address: customerAddress, country })
    .from(customerAddress)
    .innerJoin(country, eq(country.id, customerAddress.countryId))
    .where(eq(customerAddress.companyId, c.companyId))
    .orderBy(asc(customerAddress.name));
  return rows.map((row) => addressView(ctx, c, row.address, row.country));
}

/** The customer as the storefront reads it (§3 Customer, Rights). Never includes the password hash. */
export async function customerView(ctx: StoreContext, c: CustomerRow) {
  const [rights, addresses, flow] = await Promise.all([
    ctx.db
      .select({ code: customerRight.code, enabled: customerRight.enabled })
      .from(customerRight)
      .where(eq(customerRight.customerId, c.id))
      .orderBy(asc(customerRight.code)),
    companyAddresses(ctx, c),
    flowBudget(ctx.db, c.id),
  ]);
  const seesPrices = rights.some((r) => r.code === 'ROLE_VIEW_PRICES' && r.enabled);
  // Outside a punch-out session a punch-out customer asks for no offer (refused by the route): the
  // rights this session acts with say so, so the storefront offers no button that can only fail.
  const offersRefused = !ctx.punchout && (await isPunchoutCustomer(ctx.db, c));
  const effective = (r: { code: string; enabled: boolean }) =>
    offersRefused && r.code === 'ROLE_REQUEST_OFFER' ? { ...r, enabled: false } : r;
  const billing = addresses.find((a) => a.defaultBilling) ?? addresses[0] ?? null;
  const shipping = addresses.find((a) => a.defaultShipping) ?? billing;
  return {
    apiAlias: 'customer',
    id: c.id,
    groupId: CUSTOMER_GROUP_ID,
    salesChannelId: ctx.salesChannel.id,
    languageId: c.languageId ?? ctx.languageId,
    customerNumber: c.username,
    defaultPaymentMethodId: INVOICE_PAYMENT_METHOD_ID,
    activeBillingAddress: billing,
    activeShippingAddress: shipping,
    active: c.active,
    guest: c.guest,
    customerType: c.customerType,
    username: c.username,
    email: c.email,
    salutationId: c.salutation && salutationView(c.salutation, ctx.locale)?.id,
    salutation: c.salutation && salutationView(c.salutation, ctx.locale),
    firstName: c.firstName,
    lastName: c.lastName,
    leadBuyer: c.leadBuyer,
    // Shopware's business customer: the company name and VAT ids; the B2B company itself is additive.
    accountType: c.company.vatId ? 'business' : 'private',
    company: c.company.name,
    vatIds: c.company.vatId ? [c.company.vatId] : [],
    b2bCompany: {
      apiAlias: 'b2b_company',
      id: c.company.id,
      number: c.company.number,
      name: c.company.name,
      vatId: c.company.vatId,
      featureFlags: (c.company.customFields.featureFlags as Record<string, boolean> | undefined) ?? {},
    },
    defaultBillingAddressId: c.defaultBillingAddressId,
    defaultShippingAddressId: c.defaultShippingAddressId,
    addresses,
    doubleOptInRegistration: c.doubleOptInRegistration,
    doubleOptInConfirmDate: c.doubleOptInConfirmDate,
    customFields: c.customFields,
    rights: rights.map((r) => ({ apiAlias: 'b2b_right', ...effective(r) })),
    // §3 Customer: flow.budget and flow.budgetRemaining (live, from the orders of the period), in euros;
    // null for a user without ROLE_VIEW_PRICES, who sees no amount (issue 26).
    flow: flow && {
      id: flow.id,
      name: flow.name,
      budget: seesPrices ? flow.budget / 1000 : null,
      budgetRemaining: seesPrices ? flow.remaining / 1000 : null,
    },
  };
}
