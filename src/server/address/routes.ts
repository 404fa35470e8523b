import * as v from 'valibot';
import { AddressSchema } from '../../shared/schemas/addresses.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { assertOwnCompany, createAddress, deleteAddress, getAddress, updateAddress } from './service.ts';

const Params = v.object({ companyId: Uuid, addressId: v.optional(Uuid) });

/** The caller with ROLE_MANAGE_ADDRESSES, and the path's company (theirs) and address id. */
async function scope(ctx: StoreContext, params: Record<string, string>) {
  const current = await requireRight(ctx, 'ROLE_MANAGE_ADDRESSES');
  const { companyId, addressId } = parse(Params, params);
  assertOwnCompany(current, companyId);
  return { current, addressId: addressId ?? '' };
}

/**
 * The address book (§2 /account/addressbook, §7 companies/{companyId}/address). The list is Shopware's
 * POST /account/list-address (every user of the company reads it: the checkout offers it).
 */
export const addressRoutes = createRouter()
  .post('/b2b/companies/:companyId/address', async (c) => {
    const ctx = c.get('ctx');
    const { current } = await scope(ctx, c.req.param());
    return c.json(await createAddress(ctx, current, await body(c, AddressSchema)));
  })
  .get('/b2b/companies/:companyId/address/:addressId', async (c) => {
    const ctx = c.get('ctx');
    const { current, addressId } = await scope(ctx, c.req.param());
    return c.json(await getAddress(ctx, current, addressId));
  })
  .put('/b2b/companies/:companyId/address/:addressId', async (c) => {
    const ctx = c.get('ctx');
    const { current, addressId } = await scope(ctx, c.req.param());
    return c.json(await updateAddress(ctx, current, addressId, await body(c, AddressSchema)));
  })
  .delete('/b2b/companies/:companyId/address/:addressId', async (c) => {
    const ctx = c.get('ctx');
    const { current, addressId } = await scope(ctx, c.req.param());
    return c.json(await deleteAddress(ctx, current, addressId));
  });
