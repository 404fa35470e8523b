import * as v from 'valibot';
import { Uuid } from '../../shared/schemas/fields.ts';
import { createRouter, requireCustomer, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { requireStaff } from '../staff/auth.ts';
import { decideJoinRequest, listJoinRequests } from './join-requests.ts';

const idParam = (value: string) => parse(v.object({ id: Uuid }), { id: value }).id;

/** Only a lead buyer of the company decides who joins it (issue 26); staff decide for any company. */
function requireLead(ctx: StoreContext) {
  const current = requireCustomer(ctx);
  if (!current.leadBuyer) {
    throw new ApiError(403, 'B2B__NOT_LEAD_BUYER', 'Only lead buyers approve new users.');
  }
  return current;
}

/** Requests to join a company: listed, approved and refused by its lead buyers or by staff. */
export const joinRequestRoutes = createRouter()
  .get('/b2b/companies/join-requests', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await listJoinRequests(ctx.db, requireLead(ctx).companyId));
  })
  .post('/b2b/companies/join-requests/:id/approve', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = requireLead(ctx);
    return c.json(await decideJoinRequest(ctx, idParam(c.req.param('id')), 'approve', companyId));
  })
  .post('/b2b/companies/join-requests/:id/refuse', async (c) => {
    const ctx = c.get('ctx');
    const { companyId } = requireLead(ctx);
    return c.json(await decideJoinRequest(ctx, idParam(c.req.param('id')), 'refuse', companyId));
  })
  .get('/staff/join-requests', async (c) => {
    const ctx = c.get('ctx');
    await requireStaff(ctx, 'sales');
    return c.json(await listJoinRequests(ctx.db));
  })
  .post('/staff/join-requests/:id/approve', async (c) => {
    const ctx = c.get('ctx');
    await requireStaff(ctx, 'sales');
    return c.json(await decideJoinRequest(ctx, idParam(c.req.param('id')), 'approve'));
  })
  .post('/staff/join-requests/:id/refuse', async (c) => {
    const ctx = c.get('ctx');
    await requireStaff(ctx, 'sales');
    return c.json(await decideJoinRequest(ctx, idParam(c.req.param('id')), 'refuse'));
  });
