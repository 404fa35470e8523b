import { asc, eq } from 'drizzle-orm';
import { flowBudget } from '../budget/state.ts';
import { customerAddress, customerRight } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';

/** The customer as the storefront reads it (§3 Customer, Rights). Never includes the password hash. */
export async function customerView(ctx: StoreContext, c: CustomerRow) {
  const [rights, addresses, flow] = await Promise.all([
    ctx.db
      .select({ code: customerRight.code, enabled: customerRight.enabled })
      .from(customerRight)
      .where(eq(customerRight.customerId, c.id))
      .orderBy(asc(customerRight.code)),
    ctx.db.select().from(customerAddress).where(eq(customerAddress.companyId, c.companyId)),
    flowBudget(ctx.db, c.id),
  ]);
  return {
    apiAlias: 'customer',
    id: c.id,
    active: c.active,
    guest: c.guest,
    customerType: c.customerType,
    username: c.username,
    email: c.email,
    salutation: c.salutation,
    firstName: c.firstName,
    lastName: c.lastName,
    leadBuyer: c.leadBuyer,
    company: {
      apiAlias: 'b2b_company',
      id: c.company.id,
      number: c.company.number,
      name: c.company.name,
      vatId: c.company.vatId,
    },
    defaultBillingAddressId: c.defaultBillingAddressId,
    defaultShippingAddressId: c.defaultShippingAddressId,
    addresses: addresses.map((a) => ({ apiAlias: 'customer_address', ...a })),
    doubleOptInRegistration: c.doubleOptInRegistration,
    doubleOptInConfirmDate: c.doubleOptInConfirmDate,
    customFields: c.customFields,
    rights: rights.map((r) => ({ apiAlias: 'b2b_right', ...r })),
    // §3 Customer: flow.budget and flow.budgetRemaining (live, from the orders of the period), in euros.
    flow: flow && {
      id: flow.id,
      name: flow.name,
      budget: flow.budget / 1000,
      budgetRemaining: flow.remaining / 1000,
    },
  };
}
