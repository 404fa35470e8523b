import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { CUSTOMER_GROUP_ID } from '../../context/shopware-ids.ts';
import type { Db } from '../../db/client.ts';
import { company, customer, customerAddress, language, salesChannel } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/criteria.ts';
import { hexId } from '../sync/report.ts';
import { type Fields, readEntity } from './fields.ts';
import { present } from './views.ts';

type CustomerRow = typeof customer.$inferSelect;
const hex = (id: string | null) => (id === null ? undefined : hexId(id));

const personFields: Fields = {
  id: [customer.id, 'uuid'],
  email: [customer.email, 'text'],
  firstName: [customer.firstName, 'text'],
  lastName: [customer.lastName, 'text'],
  active: [customer.active, 'bool'],
  createdAt: [customer.createdAt, 'date'],
};

const personTerm = (term: string) =>
  or(
    sql`${customer.email} ilike ${containsPattern(term)}`,
    sql`${customer.lastName} ilike ${containsPattern(term)}`,
    sql`${customer.username} ilike ${containsPattern(term)}`,
  );

/** What every account answer needs beside its row: the companies, the fallback language and channel. */
async function around(db: Db, rows: CustomerRow[]) {
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const [companies, [channel], [fallback]] = await Promise.all([
    companyIds.length ? db.select().from(company).where(inArray(company.id, companyIds)) : [],
    db.select({ id: salesChannel.id, languageId: salesChannel.languageId }).from(salesChannel).limit(1),
    db.select({ id: language.id }).from(language).where(eq(language.localeCode, 'nl-NL')),
  ]);
  return {
    companyOf: new Map(companies.map((c) => [c.id, c])),
    languageId: (row: CustomerRow) => hexId(row.languageId ?? channel?.languageId ?? fallback?.id ?? ''),
    salesChannelId: hex(channel?.id ?? null),
  };
}

/** Euros from the shop's thousandths. */
const euros = (milli: number | null) => (milli === null ? null : milli / 1000);

/**
 * Shopware's `customer` for the companies' own accounts (sync/customer.ts says which fields mean
 * what); `addresses` when asked for. The shop's ordinary users are `b2b_employee`.
 */
export const customerRead = readEntity({
  name: 'customer',
  table: customer,
  id: customer.id,
  visible: eq(customer.customerType, 'company'),
  order: [asc(customer.createdAt), asc(customer.id)],
  fields: {
    ...personFields,
    customerNumber: [sql`(select number from company where id = ${customer.companyId})`, 'text'],
  },
  term: personTerm,
  view: async (db, rows, criteria) => {
    const { companyOf, languageId, salesChannelId } = await around(db, rows);
    const withAddresses = criteria && Object.hasOwn(criteria.associations, 'addresses');
    const addresses =
      withAddresses && rows.length
        ? await db
            .select()
            .from(customerAddress)
            .where(
              inArray(
                customerAddress.companyId,
                rows.map((r) => r.companyId),
              ),
            )
        : [];
    return rows.map((c) => {
      const k = companyOf.get(c.companyId);
      const own = addresses.filter((a) => a.companyId === c.companyId);
      return present({
        id: hexId(c.id),
        groupId: hexId(CUSTOMER_GROUP_ID),
        salesChannelId,
        languageId: languageId(c),
        defaultBillingAddressId: hex(c.defaultBillingAddressId),
        defaultShippingAddressId: hex(c.defaultShippingAddressId),
        customerNumber: k?.number,
        company: k?.name,
        vatIds: k?.vatId ? [k.vatId] : [],
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        active: c.active && Boolean(k?.active),
        guest: false,
        customFields: present({
          b2b_username: c.username,
          b2b_credit_limit: euros(k?.creditLimit ?? null),
          b2b_price_list_id: hex(k?.priceListId ?? null),
          b2b_branch_code: k?.branchCode,
          b2b_blocked: k?.blocked,
          b2b_payment_methods: k?.customFields.paymentMethods,
          b2b_shipping_options: k?.customFields.shippingOptions,
          b2b_shipping_methods: k?.customFields.shippingMethods,
          b2b_feature_flags: k?.customFields.featureFlags,
        }),
        createdAt: c.createdAt.toISOString(),
        ...(withAddresses
          ? {
              addresses: own.map((a) =>
                present({
                  id: hexId(a.id),
                  customerId: hexId(c.id),
                  countryId: hexId(a.countryId),
                  company: a.name,
                  firstName: c.firstName,
                  lastName: c.lastName,
                  street: a.street,
                  additionalAddressLine1: a.box,
                  zipcode: a.zipcode,
                  city: a.city,
                  apiAlias: 'customer_address',
                }),
              ),
            }
          : {}),
        apiAlias: 'customer',
      });
    });
  },
});

/**
 * Shopware's `b2b_employee` for every other user of a company: `businessPartnerCustomerId` names the
 * company's account where it has one (companies that registered in the shop have none).
 */
export const employeeRead = readEntity({
  name: 'b2b_employee',
  table: customer,
  id: customer.id,
  visible: ne(customer.customerType, 'company'),
  order: [asc(customer.createdAt), asc(customer.id)],
  fields: { ...personFields, roleId: [customer.roleId, 'uuid'] },
  term: personTerm,
  view: async (db, rows) => {
    const { languageId } = await around(db, rows);
    const companyIds = [...new Set(rows.map((r) => r.companyId))];
    const accounts = companyIds.length
      ? await db
          .select({ id: customer.id, companyId: customer.companyId })
          .from(customer)
          .where(and(inArray(customer.companyId, companyIds), eq(customer.customerType, 'company')))
      : [];
    return rows.map((e) =>
      present({
        id: hexId(e.id),
        businessPartnerCustomerId: hex(accounts.find((a) => a.companyId === e.companyId)?.id ?? null),
        roleId: hex(e.roleId),
        languageId: languageId(e),
        firstName: e.firstName,
        lastName: e.lastName,
        email: e.email,
        status: e.active ? 'active' : 'inactive',
        customFields: present({
          b2b_username: e.username,
          b2b_lead_buyer: e.leadBuyer,
          b2b_phone: (e.customFields as { phone?: string }).phone,
        }),
        createdAt: e.createdAt.toISOString(),
        apiAlias: 'b2b_employee',
      }),
    );
  },
});
