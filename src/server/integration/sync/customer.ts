import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { FEATURE_FLAGS, RIGHTS } from '../../../shared/rights.ts';
import { PAYMENT_METHODS, SHIPPING_METHODS, SHIPPING_OPTIONS } from '../../../shared/schemas/cart.ts';
import { isValidBelgianVat, normalizeVat } from '../../../shared/vat.ts';
import { CUSTOMER_GROUP_ID } from '../../context/shopware-ids.ts';
import {
  company,
  customer,
  customerAddress,
  customerOrder,
  priceList,
  salesChannel,
} from '../../db/schema/index.ts';
import {
  AccountEmail,
  AccountUsername,
  activeUsersOf,
  afterAccountWrite,
  clashingUsernames,
  knownLanguage,
  PersonName,
  setRights,
  shopLanguageIds,
  unknownPassword,
  usernameOf,
} from './accounts.ts';
import { AddressRecord, addressesOf, writeAddresses } from './customer-address.ts';
import { centExact, companyRowOf, type Stored, storedAccounts, uniqueCompany } from './customer-company.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

const FLAG_NAMES = Object.keys(FEATURE_FLAGS);
/** Some of `all` (at least one), or null for all of them. */
const choices = <T extends string>(all: readonly T[]) =>
  v.nullable(v.pipe(v.array(v.picklist(all)), v.minLength(1)));

const Vat = v.pipe(
  v.string(),
  v.transform(normalizeVat),
  v.regex(/^[A-Z]{2}[0-9A-Z]{2,14}$/, 'INVALID_VAT_NUMBER'),
  v.check((vat) => !vat.startsWith('BE') || isValidBelgianVat(vat), 'INVALID_VAT_NUMBER'),
);

/**
 * Shopware's `customer` as a company's own account (B2B Components' business partner): the company
 * (`customerNumber`, `company`, `vatIds`, addresses, credit limit, price list, payment methods) and
 * the person holding it, who is the company's lead buyer. The ERP's users of the company are
 * `b2b_employee` records under it (employee.ts).
 */
export const CustomerRecord = v.strictObject({
  id: v.optional(ShopwareId),
  customerNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'INVALID_COMPANY_NUMBER'))),
  company: v.optional(PersonName),
  vatIds: v.optional(v.nullable(v.pipe(v.array(Vat), v.maxLength(1)))),
  firstName: v.optional(PersonName),
  lastName: v.optional(PersonName),
  email: v.optional(AccountEmail),
  active: v.optional(v.boolean()),
  languageId: v.optional(ShopwareId),
  groupId: v.optional(ShopwareId),
  salesChannelId: v.optional(ShopwareId),
  defaultBillingAddressId: v.optional(ShopwareId),
  defaultShippingAddressId: v.optional(ShopwareId),
  addresses: v.optional(v.pipe(v.array(AddressRecord), v.maxLength(500))),
  customFields: v.optional(
    v.strictObject({
      b2b_username: v.optional(AccountUsername),
      /** Euros with at most two decimals; null: no limit. */
      b2b_credit_limit: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12)))),
      b2b_price_list_id: v.optional(v.nullable(ShopwareId)),
      b2b_branch_code: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,16}$/)))),
      b2b_blocked: v.optional(v.boolean()),
      /** The payment methods the company may choose; null: all of them. */
      /** Feature flags of §6 set for this company over the shop's (FEATURE_FLAGS); null: the shop's. */
      b2b_feature_flags: v.optional(
        v.nullable(v.strictObject(Object.fromEntries(FLAG_NAMES.map((f) => [f, v.optional(v.boolean())])))),
      ),
      b2b_payment_methods: v.optional(choices(PAYMENT_METHODS)),
      /** Delivery and/or pickup, and the split-delivery methods the company may use; null: all. */
      b2b_shipping_options: v.optional(choices(SHIPPING_OPTIONS)),
      b2b_shipping_methods: v.optional(choices(SHIPPING_METHODS)),
    }),
  ),
});
type Record_ = v.InferOutput<typeof CustomerRecord>;

const REQUIRED_NEW = ['customerNumber', 'company', 'firstName', 'lastName', 'email'] as const;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(CustomerRecord, records, key, ctx.report), key, ctx.report).map(
    (p) => ({ ...p, id: p.record.id ?? randomUUID() }),
  );
  const stored = await storedAccounts(
    ctx,
    parsed.map((p) => p.id),
  );
  const languages = await shopLanguageIds(ctx);
  const channels = new Set(
    (await ctx.tx.select({ id: salesChannel.id }).from(salesChannel)).map((c) => c.id),
  );
  const clashes = await clashingUsernames(ctx, key, parsed, stored);
  const written: string[] = [];
  const created: string[] = [];
  const deactivated: string[] = [];
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    if (clashes.has(index) || !knownLanguage(ctx, languages, record.languageId, at)) continue;
    if (!(await checks(ctx, at, record, old, channels))) continue;
    const companyId = old?.companyId ?? randomUUID();
    const companyRow = companyRowOf(companyId, record, old);
    if (!(await uniqueCompany(ctx, at, companyRow))) continue;
    const addresses = await addressesOf(ctx, at, companyId, id, record);
    if (!addresses) continue;
    const fields = record.customFields ?? {};
    const active = companyRow.active;
    await ctx.tx
      .insert(company)
      .values(companyRow)
      .onConflictDoUpdate({ target: company.id, set: { ...companyRow, id: undefined } });
    const person = {
      username: usernameOf(fields.b2b_username, record.email, old) as string,
      email: (record.email ?? old?.email) as string,
      firstName: (record.firstName ?? old?.firstName) as string,
      lastName: (record.lastName ?? old?.lastName) as string,
      languageId: record.languageId ?? old?.languageId ?? null,
      active,
      defaultBillingAddressId:
        record.defaultBillingAddressId ?? old?.defaultBillingAddressId ?? addresses[0]?.id ?? null,
      defaultShippingAddressId:
        record.defaultShippingAddressId ?? old?.defaultShippingAddressId ?? addresses[0]?.id ?? null,
    };
    if (old) await ctx.tx.update(customer).set(person).where(eq(customer.id, id));
    else {
      await ctx.tx.insert(customer).values({
        ...person,
        id,
        companyId,
        passwordHash: await unknownPassword(),
        leadBuyer: true,
        customerType: 'company',
      });
      await setRights(ctx, [id], RIGHTS);
      created.push(id);
    }
    await writeAddresses(ctx, addresses);
    if (person.defaultShippingAddressId) {
      await ctx.tx
        .update(customerAddress)
        .set({ defaultDelivery: sql`${customerAddress.id} = ${person.defaultShippingAddressId}` })
        .where(eq(customerAddress.companyId, companyId));
    }
    if (old?.active && !active) deactivated.push(...(await activeUsersOf(ctx, [companyId])), id);
    written.push(id);
  }
  await afterAccountWrite(ctx, created, deactivated);
  return written;
}

/** What a record needs beyond its own shape: the fields of a new account, ids that exist. */
async function checks(
  ctx: SyncContext,
  at: (string | number)[],
  record: Record_,
  old: Stored | undefined,
  channels: Set<string>,
): Promise<boolean> {
  const fail = (field: string, code: string, detail: string) => {
    ctx.report.fail([...at, field], code, detail);
    return false;
  };
  if (old && old.customerType !== 'company') {
    return fail('id', 'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', 'This id is a b2b_employee, not a customer.');
  }
  if (!old) {
    const missing = REQUIRED_NEW.find((field) => record[field] === undefined);
    if (missing) return fail(missing, 'VIOLATION::IS_BLANK', `A new customer needs "${missing}".`);
    if (!record.addresses?.length)
      return fail('addresses', 'VIOLATION::IS_BLANK', 'A new customer needs an address.');
  }
  if (record.groupId && record.groupId !== CUSTOMER_GROUP_ID) {
    return fail(
      'groupId',
      'FRAMEWORK__CUSTOMER_GROUP_NOT_FOUND',
      `The shop has one customer group, ${hexId(CUSTOMER_GROUP_ID)}.`,
    );
  }
  if (record.salesChannelId && !channels.has(record.salesChannelId)) {
    return fail(
      'salesChannelId',
      'FRAMEWORK__SALES_CHANNEL_NOT_FOUND',
      `No sales channel ${hexId(record.salesChannelId)}.`,
    );
  }
  const fields = record.customFields ?? {};
  if (fields.b2b_credit_limit != null && !centExact(fields.b2b_credit_limit)) {
    return fail(
      'customFields',
      'VIOLATION::INVALID_VALUE',
      'b2b_credit_limit is in euros with at most two decimals.',
    );
  }
  if (fields.b2b_price_list_id) {
    const [list] = await ctx.tx
      .select({ id: priceList.id })
      .from(priceList)
      .where(eq(priceList.id, fields.b2b_price_list_id));
    if (!list)
      return fail(
        'customFields',
        'FRAMEWORK__RULE_NOT_FOUND',
        `No price list (rule) ${hexId(fields.b2b_price_list_id)}.`,
      );
  }
  return true;
}

/**
 * Deleting a company's account deletes the company with its users and data, as Shopware deletes a
 * customer; a company that has orders is refused (restrict-delete): the ERP deactivates it instead,
 * so the orders and invoices stay.
 */
async function remove(ctx: SyncContext, ids: string[], key: string): Promise<void> {
  const accounts = await ctx.tx
    .select({ id: customer.id, companyId: customer.companyId, type: customer.customerType })
    .from(customer)
    .where(inArray(customer.id, ids));
  const companies = accounts.filter((a) => a.type === 'company').map((a) => a.companyId);
  for (const a of accounts.filter((a) => a.type !== 'company')) {
    ctx.report.fail(
      [key],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `${hexId(a.id)} is a b2b_employee, not a customer.`,
    );
  }
  const ordered = companies.length
    ? await ctx.tx
        .selectDistinct({ id: customerOrder.companyId })
        .from(customerOrder)
        .where(inArray(customerOrder.companyId, companies))
    : [];
  for (const { id } of ordered) {
    const account = accounts.find((a) => a.companyId === id) as { id: string };
    ctx.report.fail(
      [key],
      'FRAMEWORK__RESTRICT_DELETE',
      `Customer ${hexId(account.id)} has orders; deactivate it instead.`,
      { id: hexId(account.id) },
    );
  }
  if (ordered.length || accounts.length !== companies.length) return;
  const users = await ctx.tx
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.companyId, companies));
  await afterAccountWrite(
    ctx,
    [],
    users.map((u) => u.id),
  );
  await ctx.tx.delete(company).where(inArray(company.id, companies));
}

export const customerSync: EntitySync = {
  table: customer,
  id: customer.id,
  filterable: { id: customer.id, email: customer.email },
  upsert,
  remove,
};
