import * as v from 'valibot';
import {
  CompanyUserCreateSchema,
  CompanyUsersDeleteSchema,
  CompanyUserUpdateSchema,
  RightsSchema,
} from '../../shared/schemas/company-users.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { createRouter, requireCustomer, requireRight } from '../http/context.ts';
import { CriteriaSchema } from '../http/criteria.ts';
import { body, parse } from '../http/validate.ts';
import { readRights, saveRights } from './rights.ts';
import { createUser, deleteUsers, getUser, listUsers, updateUser } from './users.ts';

const idParam = (value: string) => parse(v.object({ id: Uuid }), { id: value }).id;

/**
 * Users of the company (§2 /account/customer, §7 companies/customers) and their rights (§6).
 * Every call is scoped to the caller's company and checked here, whatever the storefront shows.
 */
export const companyRoutes = createRouter()
  .post('/b2b/companies/customers/search', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_CONTACTS');
    return c.json(await listUsers(ctx, current, await body(c, CriteriaSchema)));
  })
  .post('/b2b/companies/customers', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_CONTACTS');
    return c.json(await createUser(ctx, current, await body(c, CompanyUserCreateSchema)));
  })
  .delete('/b2b/companies/customers', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_CONTACTS');
    const { customerIds } = await body(c, CompanyUsersDeleteSchema);
    return c.json(await deleteUsers(ctx, current, customerIds));
  })
  .get('/b2b/companies/customers/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_CONTACTS');
    return c.json(await getUser(ctx, current, idParam(c.req.param('id'))));
  })
  .patch('/b2b/companies/customers/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_CONTACTS');
    const id = idParam(c.req.param('id'));
    return c.json(await updateUser(ctx, current, id, await body(c, CompanyUserUpdateSchema)));
  })
  .get('/b2b/account/:id/role', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await readRights(ctx, requireCustomer(ctx), idParam(c.req.param('id'))));
  })
  .put('/b2b/account/:id/role', async (c) => {
    const ctx = c.get('ctx');
    const current = requireCustomer(ctx);
    const id = idParam(c.req.param('id'));
    return c.json(await saveRights(ctx, current, id, await body(c, RightsSchema)));
  });
