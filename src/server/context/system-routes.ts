import { asc } from 'drizzle-orm';
import * as v from 'valibot';
import { Uuid } from '../../shared/schemas/fields.ts';
import { country, currency, language } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { CriteriaSchema } from '../http/criteria.ts';
import { type Entity, searchEntity, searchResult } from '../http/entity-search.ts';
import { body, parse } from '../http/validate.ts';
import { countryView, currencyView, languageView, SALUTATION_KEYS, salutationView } from './system.ts';

const languages: Entity<typeof language> = {
  table: language,
  fields: { id: language.id, name: language.name, 'locale.code': language.localeCode },
  uuidFields: new Set(['id']),
  id: language.id,
  order: [asc(language.localeCode)],
  defaultLimit: 100,
};
const currencies: Entity<typeof currency> = {
  table: currency,
  fields: { id: currency.id, isoCode: currency.isoCode },
  uuidFields: new Set(['id']),
  id: currency.id,
  order: [asc(currency.isoCode)],
  defaultLimit: 100,
};
const countries: Entity<typeof country> = {
  table: country,
  fields: { id: country.id, iso: country.iso },
  uuidFields: new Set(['id']),
  id: country.id,
  order: [asc(country.iso)],
  defaultLimit: 100,
};

/** Shopware's system lists (`POST /language`, `/currency`, `/country`, `/country-state/{id}`, `/salutation`). */
export const systemRoutes = createRouter()
  .post('/language', async (c) => {
    const ctx = c.get('ctx');
    const { rows, ...paged } = await searchEntity(ctx.db, await body(c, CriteriaSchema), languages);
    return c.json(searchResult('language', rows.map(languageView), paged));
  })
  // Shopware's CurrencyRouteResponse is the collection itself: a plain array, unlike the others.
  .post('/currency', async (c) => {
    const ctx = c.get('ctx');
    const { rows } = await searchEntity(ctx.db, await body(c, CriteriaSchema), currencies);
    return c.json(rows.map(currencyView));
  })
  .post('/country', async (c) => {
    const ctx = c.get('ctx');
    const { rows, ...paged } = await searchEntity(ctx.db, await body(c, CriteriaSchema), countries);
    return c.json(
      searchResult(
        'country',
        rows.map((row) => countryView(row, ctx.locale)),
        paged,
      ),
    );
  })
  // The shop's countries have no states (Belgium has provinces, but addresses do not name them).
  .post('/country-state/:countryId', async (c) => {
    parse(v.object({ countryId: Uuid }), c.req.param());
    await body(c, CriteriaSchema);
    return c.json(searchResult('country_state', []));
  })
  .post('/salutation', async (c) => {
    const ctx = c.get('ctx');
    await body(c, CriteriaSchema);
    return c.json(
      searchResult(
        'salutation',
        SALUTATION_KEYS.map((key) => salutationView(key, ctx.locale)),
      ),
    );
  });
