import {
  ChangePasswordSchema,
  LoginSchema,
  PasswordSetSchema,
  ProfileSchema,
  RecoverySchema,
} from '../../shared/schemas/account.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRouter, requireCustomer, requireRight } from '../http/context.ts';
import { body } from '../http/validate.ts';
import { refuseWhileImpersonating } from '../staff/guard.ts';
import { customerView } from './customer.ts';
import { DEVICE_HEADER, isKnownDevice, rememberDevice } from './devices.ts';
import { login, logout } from './login.ts';
import { changePassword, changeProfile } from './profile.ts';
import { confirmRecovery, requestRecovery } from './recovery.ts';

export const accountRoutes = createRouter()
  .post('/account/login', async (c) => {
    const ctx = c.get('ctx');
    const input = await body(c, LoginSchema);
    const devices = c.req.header(DEVICE_HEADER);
    const token = await login(ctx, input, clientAddress(c), isKnownDevice(input.username, devices));
    c.header('sw-context-token', token);
    c.header(DEVICE_HEADER, rememberDevice(input.username, devices));
    return c.json({ apiAlias: 'array_struct', contextToken: token, redirectUrl: null });
  })
  .post('/account/logout', async (c) => {
    const token = await logout(c.get('ctx'));
    c.header('sw-context-token', token);
    return c.json({ apiAlias: 'array_struct', contextToken: token, redirectUrl: null });
  })
  // Shopware reads the customer with POST (a Criteria body); GET stays for older callers.
  .on(['GET', 'POST'], '/account/customer', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await customerView(ctx, requireCustomer(ctx)));
  })
  .post('/account/change-profile', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_OWN_CONTACT_INFO');
    const input = await body(c, ProfileSchema);
    if (input.email !== current.email) refuseWhileImpersonating(ctx);
    await changeProfile(ctx, current, input);
    return c.json({ apiAlias: 'array_struct', success: true });
  })
  .post('/account/change-password', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_OWN_ACCOUNT');
    refuseWhileImpersonating(ctx);
    await changePassword(ctx, current, await body(c, ChangePasswordSchema));
    return c.json({ apiAlias: 'array_struct', success: true });
  })
  .post('/account/recovery-password', async (c) => {
    const ctx = c.get('ctx');
    refuseWhileImpersonating(ctx);
    await requestRecovery(ctx, await body(c, RecoverySchema), clientAddress(c));
    return c.json({ apiAlias: 'array_struct', success: true });
  })
  .post('/account/recovery-password-confirm', async (c) => {
    const ctx = c.get('ctx');
    refuseWhileImpersonating(ctx);
    await confirmRecovery(ctx, await body(c, PasswordSetSchema));
    return c.json({ apiAlias: 'array_struct', success: true });
  });
