import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { RIGHTS, type Right } from '../../../shared/rights.ts';
import { companyRole, customer, orderList } from '../../db/schema/index.ts';
import {
  AccountEmail,
  AccountUsername,
  accountCompanies,
  afterAccountWrite,
  clashingUsernames,
  knownLanguage,
  PersonName,
  setRights,
  shopLanguageIds,
  unknownPassword,
  usernameOf,
} from './accounts.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

/**
 * Shopware's `b2b_employee`: a user of the company whose account `businessPartnerCustomerId` is. The
 * rights are the role's (`roleId`, else the company's default role, else none); a lead buyer
 * (`customFields.b2b_lead_buyer`) holds every right. `status` `inactive` shuts the user out at once.
 * No password travels: a new user is mailed an invitation to choose one.
 */
export const EmployeeRecord = v.strictObject({
  id: v.optional(ShopwareId),
  businessPartnerCustomerId: v.optional(ShopwareId),
  firstName: v.optional(PersonName),
  lastName: v.optional(PersonName),
  email: v.optional(AccountEmail),
  languageId: v.optional(ShopwareId),
  roleId: v.optional(v.nullable(ShopwareId)),
  status: v.optional(v.picklist(['active', 'inactive'])),
  customFields: v.optional(
    v.strictObject({
      b2b_username: v.optional(AccountUsername),
      b2b_lead_buyer: v.optional(v.boolean()),
      b2b_phone: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(32)))),
    }),
  ),
});

const REQUIRED_NEW = ['businessPartnerCustomerId', 'firstName', 'lastName', 'email'] as const;

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(EmployeeRecord, records, key, ctx.report), key, ctx.report).map(
    (p) => ({
      ...p,
      id: p.record.id ?? randomUUID(),
    }),
  );
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(customer).where(inArray(customer.id, ids)) : []).map((r) => [
      r.id,
      r,
    ]),
  );
  const companies = await accountCompanies(
    ctx,
    parsed.flatMap((p) => (p.record.businessPartnerCustomerId ? [p.record.businessPartnerCustomerId] : [])),
  );
  const roles = await rolesOf(ctx, [
    ...new Set([...companies.values(), ...[...stored.values()].map((s) => s.companyId)]),
  ]);
  const languages = await shopLanguageIds(ctx);
  const clashes = await clashingUsernames(ctx, key, parsed, stored);
  const written: string[] = [];
  const created: string[] = [];
  const deactivated: string[] = [];
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const fail = (field: string, code: string, detail: string) =>
      ctx.report.fail([...at, field], code, detail);
    const old = stored.get(id);
    if (clashes.has(index) || !knownLanguage(ctx, languages, record.languageId, at)) continue;
    if (old?.customerType === 'company') {
      fail(
        'id',
        'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
        'This id is a customer (a company account), not a b2b_employee.',
      );
      continue;
    }
    const missing = old ? undefined : REQUIRED_NEW.find((field) => record[field] === undefined);
    if (missing) {
      fail(missing, 'VIOLATION::IS_BLANK', `A new b2b_employee needs "${missing}".`);
      continue;
    }
    const account = record.businessPartnerCustomerId;
    const companyId = account ? companies.get(account) : old?.companyId;
    if (!companyId) {
      fail(
        'businessPartnerCustomerId',
        'FRAMEWORK__CUSTOMER_NOT_FOUND',
        `No customer ${hexId(account ?? '')}.`,
      );
      continue;
    }
    if (old && old.companyId !== companyId) {
      fail(
        'businessPartnerCustomerId',
        'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
        'A user stays with their company.',
      );
      continue;
    }
    const companyRoles = roles.filter((r) => r.companyId === companyId);
    const roleId =
      record.roleId === undefined
        ? (old?.roleId ?? companyRoles.find((r) => r.isDefault)?.id ?? null)
        : record.roleId;
    const role = companyRoles.find((r) => r.id === roleId);
    if (roleId && !role) {
      fail('roleId', 'FRAMEWORK__ROLE_NOT_FOUND', `No role ${hexId(roleId)} of this company.`);
      continue;
    }
    const fields = record.customFields ?? {};
    const active = record.status === undefined ? (old?.active ?? true) : record.status === 'active';
    const leadBuyer = fields.b2b_lead_buyer ?? old?.leadBuyer ?? false;
    const row = {
      username: usernameOf(fields.b2b_username, record.email, old) as string,
      email: (record.email ?? old?.email) as string,
      firstName: (record.firstName ?? old?.firstName) as string,
      lastName: (record.lastName ?? old?.lastName) as string,
      languageId: record.languageId ?? old?.languageId ?? null,
      active,
      leadBuyer,
      roleId,
      customFields:
        fields.b2b_phone === undefined
          ? (old?.customFields ?? {})
          : { ...old?.customFields, phone: fields.b2b_phone },
    };
    if (old) await ctx.tx.update(customer).set(row).where(eq(customer.id, id));
    else {
      await ctx.tx.insert(customer).values({ ...row, id, companyId, passwordHash: await unknownPassword() });
      created.push(id);
    }
    // Rights follow the role; a user without one keeps those they have (a new one has none).
    if (leadBuyer) await setRights(ctx, [id], RIGHTS);
    else if (role) await setRights(ctx, [id], role.rights as Right[]);
    else if (!old || old.leadBuyer) await setRights(ctx, [id], []);
    if (old?.active && !active) deactivated.push(id);
    written.push(id);
  }
  await afterAccountWrite(ctx, created, deactivated);
  return written;
}

const rolesOf = (ctx: SyncContext, companyIds: string[]) =>
  companyIds.length
    ? ctx.tx.select().from(companyRole).where(inArray(companyRole.companyId, companyIds))
    : Promise.resolve([]);

/**
 * As a lead buyer's removal of a user: their private order lists go with them, company lists and
 * orders stay (without them as creator). A company's account is not an employee and is not deleted here.
 */
async function remove(ctx: SyncContext, ids: string[], key: string): Promise<void> {
  const accounts = await ctx.tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(inArray(customer.id, ids), eq(customer.customerType, 'company')));
  for (const a of accounts) {
    ctx.report.fail(
      [key],
      'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
      `${hexId(a.id)} is a customer, not a b2b_employee.`,
    );
  }
  if (accounts.length) return;
  await afterAccountWrite(ctx, [], ids);
  await ctx.tx.delete(orderList).where(and(inArray(orderList.createdBy, ids), eq(orderList.privacy, 'user')));
  await ctx.tx.delete(customer).where(inArray(customer.id, ids));
}

export const employeeSync: EntitySync = {
  table: customer,
  id: customer.id,
  filterable: { id: customer.id, email: customer.email },
  upsert,
  remove,
};
