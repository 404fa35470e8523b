import { CitySearchSchema, CompanyExistsSchema } from '../../shared/schemas/registration.ts';
import { createRouter } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { companyExists, searchCities } from './lookups.ts';

/** Registration (§7 register/*): lookups that the registration forms call while the buyer types. */
export const registerRoutes = createRouter()
  .get('/b2b/register/company/exists', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await companyExists(ctx, parse(CompanyExistsSchema, c.req.query())));
  })
  .get('/b2b/register/cities/search', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await searchCities(ctx, parse(CitySearchSchema, c.req.query()).zipcode));
  });
