import * as v from 'valibot';
import { Uuid } from '../../shared/schemas/fields.ts';
import { OrderReferenceQuerySchema, OrderReferenceSchema } from '../../shared/schemas/order-references.ts';
import { createRouter } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import {
  createReference,
  deleteReference,
  getReference,
  listReferences,
  referenceScope,
  updateReference,
} from './service.ts';

const idParam = (value: string) => parse(v.object({ id: Uuid }), { id: value }).id;

/**
 * Order references (§2 /account/orderreferences, §7 order-reference/*). The checkout's search and cart
 * calls live in src/server/checkout/routes.ts, registered first so `cart` is not taken for an id.
 */
export const orderReferenceRoutes = createRouter()
  .post('/b2b/order-reference/list', async (c) => {
    const ctx = c.get('ctx');
    const scope = await referenceScope(ctx);
    return c.json(await listReferences(ctx, scope, await body(c, OrderReferenceQuerySchema)));
  })
  .post('/b2b/order-reference', async (c) => {
    const ctx = c.get('ctx');
    const scope = await referenceScope(ctx);
    return c.json(await createReference(ctx, scope, await body(c, OrderReferenceSchema)));
  })
  .get('/b2b/order-reference/:id', async (c) => {
    const ctx = c.get('ctx');
    const scope = await referenceScope(ctx);
    return c.json(await getReference(ctx, scope, idParam(c.req.param('id'))));
  })
  .put('/b2b/order-reference/:id', async (c) => {
    const ctx = c.get('ctx');
    const scope = await referenceScope(ctx);
    const id = idParam(c.req.param('id'));
    return c.json(await updateReference(ctx, scope, id, await body(c, OrderReferenceSchema)));
  })
  .delete('/b2b/order-reference/:id', async (c) => {
    const ctx = c.get('ctx');
    const scope = await referenceScope(ctx);
    return c.json(await deleteReference(ctx, scope, idParam(c.req.param('id'))));
  });
