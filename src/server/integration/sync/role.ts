import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Right } from '../../../shared/rights.ts';
import { companyRole, customer } from '../../db/schema/index.ts';
import { accountCompanies, RightCode, setRights } from './accounts.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

/**
 * Shopware's `b2b_components_role`: a named set of rights of one company (`businessPartnerCustomerId`
 * is the company's account). `permissions` are the shop's right codes (§6, `ROLE_…`). Saving a role
 * gives its users (not the lead buyers, who hold every right) exactly its rights.
 */
export const RoleRecord = v.strictObject({
  id: v.optional(ShopwareId),
  businessPartnerCustomerId: v.optional(ShopwareId),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255))),
  permissions: v.optional(v.pipe(v.array(RightCode), v.maxLength(64))),
  default: v.optional(v.boolean()),
});

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(RoleRecord, records, key, ctx.report), key, ctx.report).map((p) => ({
    ...p,
    id: p.record.id ?? randomUUID(),
  }));
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(companyRole).where(inArray(companyRole.id, ids)) : []).map(
      (r) => [r.id, r],
    ),
  );
  const companies = await accountCompanies(
    ctx,
    parsed.flatMap((p) => (p.record.businessPartnerCustomerId ? [p.record.businessPartnerCustomerId] : [])),
  );
  const written: string[] = [];
  for (const { index, id, record } of parsed) {
    const old = stored.get(id);
    const account = record.businessPartnerCustomerId;
    const companyId = account ? companies.get(account) : old?.companyId;
    if (account && !companyId) {
      ctx.report.fail(
        [key, index, 'businessPartnerCustomerId'],
        'FRAMEWORK__CUSTOMER_NOT_FOUND',
        `No customer ${hexId(account)}.`,
      );
      continue;
    }
    if (!companyId || (old && old.companyId !== companyId)) {
      ctx.report.fail(
        [key, index, 'businessPartnerCustomerId'],
        old ? 'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION' : 'VIOLATION::IS_BLANK',
        old ? 'A role stays with its company.' : 'A new role needs its businessPartnerCustomerId.',
      );
      continue;
    }
    const name = record.name ?? old?.name;
    if (!name) {
      ctx.report.fail([key, index, 'name'], 'VIOLATION::IS_BLANK', 'A new role needs a name.');
      continue;
    }
    const row = {
      id,
      companyId,
      name,
      rights: record.permissions ?? old?.rights ?? [],
      isDefault: record.default ?? old?.isDefault ?? false,
    };
    await ctx.tx
      .insert(companyRole)
      .values(row)
      .onConflictDoUpdate({
        target: companyRole.id,
        set: { name: sql`excluded.name`, rights: sql`excluded.rights`, isDefault: sql`excluded.is_default` },
      });
    if (row.isDefault) {
      await ctx.tx
        .update(companyRole)
        .set({ isDefault: false })
        .where(and(eq(companyRole.companyId, companyId), ne(companyRole.id, id)));
    }
    const users = await ctx.tx
      .select({ id: customer.id })
      .from(customer)
      .where(and(eq(customer.roleId, id), eq(customer.leadBuyer, false)));
    await setRights(
      ctx,
      users.map((u) => u.id),
      row.rights as Right[],
    );
    written.push(id);
  }
  return written;
}

/** A deleted role's users keep the rights they had (as a role-less user); nobody gains or loses any. */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  await ctx.tx.delete(companyRole).where(inArray(companyRole.id, ids));
}

export const roleSync: EntitySync = {
  table: companyRole,
  id: companyRole.id,
  filterable: { id: companyRole.id, name: companyRole.name },
  upsert,
  remove,
};
