import * as v from 'valibot';
import {
  CitySearchSchema,
  CompanyExistsSchema,
  RegisterCustomerSchema,
  registerCompanySchema,
} from '../../shared/schemas/registration.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRouter } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { branches, companyExists, searchCities } from './lookups.ts';
import { confirmRegistration, registerCompany, registerCustomer } from './registration.ts';

const ConfirmSchema = v.object({
  hash: v.pipe(v.string('IS_BLANK'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'INVALID_HASH')),
});

/** Registration (§7 register/*): the three paths of §1, lookups while the buyer types, double opt-in. */
export const registerRoutes = createRouter()
  .get('/b2b/register/company/exists', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await companyExists(ctx, parse(CompanyExistsSchema, c.req.query()), clientAddress(c)));
  })
  .get('/b2b/register/cities/search', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await searchCities(ctx, parse(CitySearchSchema, c.req.query()).zipcode));
  })
  .get('/b2b/register/branches', async (c) => c.json(await branches(c.get('ctx'))))
  .post('/b2b/register/company', async (c) => {
    const ctx = c.get('ctx');
    const schema = registerCompanySchema(ctx.salesChannel.featureFlags);
    return c.json(await registerCompany(ctx, await body(c, schema)));
  })
  .post('/b2b/register/company/customer', async (c) => {
    const ctx = c.get('ctx');
    const input = await body(c, RegisterCustomerSchema);
    return c.json(await registerCustomer(ctx, input, clientAddress(c)));
  })
  .post('/account/register-confirm', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await confirmRegistration(ctx, (await body(c, ConfirmSchema)).hash));
  });
