import * as v from 'valibot';
import { LoginSchema } from '../../shared/schemas/account.ts';
import { ImpersonateExitSchema } from '../../shared/schemas/staff.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRouter, requireCustomer } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { requireStaff, staffLogin, staffLogout, staffView } from './auth.ts';
import {
  currentImpersonation,
  endImpersonation,
  searchCustomers,
  startImpersonation,
} from './impersonate.ts';

const UUID = v.pipe(v.string(), v.uuid());

/**
 * Sales staff helping customers (§2 /loginascustomer). The staff token travels in sw-context-token
 * like a customer's, but names a staff session: every call except login requires one.
 */
export const staffRoutes = createRouter()
  .post('/staff/login', async (c) => {
    const ctx = c.get('ctx');
    const token = await staffLogin(ctx, await body(c, LoginSchema), clientAddress(c));
    c.header('sw-context-token', token);
    return c.json({ apiAlias: 'array_struct', contextToken: token });
  })
  .post('/staff/logout', async (c) => {
    const ctx = c.get('ctx');
    const staff = await requireStaff(ctx);
    // Logging out ends the sessions still open on the staff user's behalf as well.
    await endImpersonation(ctx, staff);
    await staffLogout(ctx);
    return c.json({ apiAlias: 'array_struct', success: true });
  })
  .get('/staff/session', async (c) => c.json(staffView(await requireStaff(c.get('ctx')))))
  .get('/staff/customers', async (c) => {
    const ctx = c.get('ctx');
    await requireStaff(ctx, 'sales');
    const term = (c.req.query('term') ?? '').slice(0, 120);
    const elements = term.trim() ? await searchCustomers(ctx, term) : [];
    return c.json({ apiAlias: 'dal_entity_search_result', total: elements.length, elements });
  })
  .post('/staff/impersonate/exit', async (c) => {
    const ctx = c.get('ctx');
    const staff = await requireStaff(ctx);
    const { contextToken } = await body(c, ImpersonateExitSchema);
    return c.json({ apiAlias: 'array_struct', ended: await endImpersonation(ctx, staff, contextToken) });
  })
  .post('/staff/impersonate/:customerId', async (c) => {
    const ctx = c.get('ctx');
    const staff = await requireStaff(ctx, 'sales');
    const customerId = c.req.param('customerId');
    if (!v.is(UUID, customerId)) {
      throw new ApiError(400, 'VIOLATION::INVALID_UUID', 'The customer id is not a valid UUID.');
    }
    // The new token is in the body only: the caller's own sw-context-token stays the staff session.
    const { token, impersonationId, customer } = await startImpersonation(ctx, staff, customerId);
    return c.json({ apiAlias: 'b2b_impersonation', id: impersonationId, contextToken: token, customer });
  })
  // Asked with the customer session's own token: the banner of a helped session (§2 /loginascustomer).
  .get('/account/impersonation', async (c) => {
    const ctx = c.get('ctx');
    requireCustomer(ctx);
    const current = await currentImpersonation(ctx);
    if (!current)
      throw new ApiError(404, 'B2B__IMPERSONATION_NOT_FOUND', 'This session is not a helped one.');
    return c.json(current);
  });
