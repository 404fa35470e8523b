import { eq } from 'drizzle-orm';
import { LoginSchema } from '../../shared/schemas/account.ts';
import { OciEntrySchema, OciLoginSchema, OtpSchema } from '../../shared/schemas/punchout.ts';
import { logout } from '../account/login.ts';
import { customer } from '../db/schema/index.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRouter } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { body, parse } from '../http/validate.ts';
import { issueOtp, ociLogin, ociOtpLogin } from './oci.ts';
import { isPunchoutCustomer } from './only.ts';
import { punchoutContext } from './session.ts';
import { procurementOrigins, settingsOfCompany, settingsView } from './settings.ts';
import { transferCart } from './transfer.ts';

const session = (token: string) => ({ apiAlias: 'array_struct', contextToken: token, redirectUrl: null });

/** §7 OCI punch-out calls, and the lead buyer's read-only view of the company's punch-out settings. */
export const punchoutRoutes = createRouter()
  // The /oci entry with the company's OCI credentials.
  .post('/AgiqonOciEntry/login', async (c) => {
    const ctx = c.get('ctx');
    const token = await ociLogin(ctx, await body(c, OciLoginSchema), clientAddress(c));
    c.header('sw-context-token', token);
    return c.json(session(token));
  })
  // The procurement system (or its admin) asks for a one-time password with the OCI credentials.
  .post('/AgiqonOciEntry/otp', async (c) => {
    const ctx = c.get('ctx');
    return c.json({
      apiAlias: 'b2b_punchout_otp',
      ...(await issueOtp(ctx, await body(c, LoginSchema), clientAddress(c))),
    });
  })
  .post('/AgiqonOciEntry/otp/:otp', async (c) => {
    const ctx = c.get('ctx');
    const otp = parse(OtpSchema, c.req.param('otp'));
    const token = await ociOtpLogin(ctx, otp, await body(c, OciEntrySchema));
    c.header('sw-context-token', token);
    return c.json(session(token));
  })
  .post('/AgiqonOciEntry/logout', async (c) => {
    const token = await logout(c.get('ctx'));
    c.header('sw-context-token', token);
    return c.json(session(token));
  })
  // The storefront's banner and checkout ask on every page of a session: cheap, no secrets.
  .get('/b2b/punchout/state', async (c) => {
    const ctx = c.get('ctx');
    const punchout = punchoutContext(ctx);
    if (!ctx.customer) return c.json({ punchout });
    // A punch-out customer's normal session: the checkout sends them to their procurement system.
    if (!punchout) return c.json({ punchout, punchoutOnly: await isPunchoutCustomer(ctx.db, ctx.customer) });
    // The pages of the session may be framed by the company's procurement system (the page CSP).
    const row = await settingsOfCompany(ctx.db, ctx.customer.companyId);
    return c.json({ punchout: { ...punchout, frameAncestors: row ? procurementOrigins(row) : [] } });
  })
  // The cart back to the procurement system, once (transfer.ts).
  .post('/b2b/punchout/transfer', async (c) =>
    c.json({ apiAlias: 'b2b_punchout_transfer', form: await transferCart(c.get('ctx')) }),
  )
  .get('/b2b/punchout/settings', async (c) => {
    const ctx = c.get('ctx');
    const current = ctx.customer;
    if (!current) throw errors.unauthorized();
    if (!current.leadBuyer) {
      throw new ApiError(403, 'B2B__LEAD_BUYER_ONLY', 'Only the lead buyer sees the punch-out settings.');
    }
    const row = await settingsOfCompany(ctx.db, current.companyId);
    if (!row) return c.json({ apiAlias: 'b2b_punchout_settings', configured: false });
    const [user] = await ctx.db
      .select({ username: customer.username })
      .from(customer)
      .where(eq(customer.id, row.customerId));
    return c.json({ ...settingsView(row, user?.username ?? null), configured: true });
  });
