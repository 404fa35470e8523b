import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// A whole category's pages come from listing_sort's per-category indexes (listing-sort.ts), merged
// over the category's subtree. Here every sorting, page and viewer is checked against the listing
// order written out plainly over product_listing, in every language: the same products in the same order.

const sqlRows = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);

interface Language {
  id: string;
  column: string;
}

let lead: string;
let list: { id: string; discountBp: number };
let languages: Language[];
/** A top-level category (with sub-categories) and a leaf. */
let categories: string[];

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  const [found] = await sqlRows<{ id: string; discountBp: number }>(`
    select l.id, l.discount_bp as "discountBp" from customer u join company c on c.id = u.company_id
    join price_list l on l.id = c.price_list_id where u.username = 'demo.lead'`);
  if (!found) throw new Error('demo.lead has no price list');
  list = found;
  languages = (
    await sqlRows<{ id: string; code: string }>(`select id, locale_code as code from language`)
  ).map(({ id, code }) => ({ id, column: code === 'en-GB' ? 'name_en' : `name_${code.slice(0, 2)}` }));
  const top = await sqlRows<{ id: string }>(`
    select f.category_id as id from category_facet f join category c on c.id = f.category_id
    where f.facet = 't' and c.level = 2 order by f.count desc limit 1`);
  const leaf = await sqlRows<{ id: string }>(`
    select f.category_id as id from category_facet f join category c on c.id = f.category_id
    where f.facet = 't' and not exists (select from category k where k.parent_id = c.id)
    order by f.count desc limit 1`);
  categories = [...top, ...leaf].map((c) => c.id);
  expect(categories).toHaveLength(2);
});

/** The listing order of a sorting, written out over product_listing. */
function plainOrder(sorting: string, name: string, withList: boolean): string {
  const price = withList
    ? `coalesce((list_prices ->> '${list.id}')::bigint, (net_price_milli * ${10_000 - list.discountBp} + 5000) / 10000)`
    : 'net_price_milli';
  switch (sorting) {
    case 'name-desc':
      return `${name} desc, product_number desc`;
    case 'price-asc':
      return `${price} asc nulls last, net_price_milli asc nulls last, product_number`;
    case 'price-desc':
      return `${price} desc nulls last, net_price_milli desc nulls last, product_number desc`;
    case 'topseller':
      return 'rating_average desc nulls last, stock desc, product_number';
    default:
      return `${name}, product_number`;
  }
}

describe('a whole category pages along its sort indexes', () => {
  for (const sorting of ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller']) {
    it(`${sorting}: the same pages as the plain order, for buyers and visitors, in every language`, async () => {
      for (const category of categories) {
        for (const language of languages) {
          for (const token of [lead, undefined]) {
            const expected = await sqlRows<{ id: string }>(`
              select id from product_listing where category_tree @> array['${category}']::uuid[]
              order by ${plainOrder(sorting, language.column, token !== undefined)} limit 21`);
            expect(expected.length).toBeGreaterThan(7);
            const pages: string[] = [];
            for (const p of [1, 2, 3]) {
              const res = await call('POST', `/product-listing/${category}`, {
                token,
                headers: { 'sw-language-id': language.id },
                body: { order: sorting, p, limit: 7, 'no-aggregations': true },
              });
              expect(res.status, res.text.slice(0, 200)).toBe(200);
              pages.push(...res.json.elements.map((e: { id: string }) => e.id));
            }
            expect(pages).toEqual(expected.map((e) => e.id));
          }
        }
      }
    });
  }
});

describe('a filtered category pages along its sort indexes where the filters leave many', () => {
  it('gives the plain order and the price range without filters and with one and two, broad and narrow', async () => {
    const [top] = categories as [string];
    const options = await sqlRows<{ id: string }>(`
      select substr(facet, 3) as id from category_facet where category_id = '${top}' and facet like 'o:%'
      order by count desc limit 1`);
    const manufacturers = await sqlRows<{ id: string }>(`
      select substr(facet, 3) as id from category_facet where category_id = '${top}' and facet like 'm:%'
      order by count desc`);
    const [broad, narrow] = [manufacturers[0]?.id, manufacturers.at(-1)?.id];
    const option = options[0]?.id;
    if (!broad || !narrow || !option) throw new Error('no filters in the seed');
    const price = `coalesce((list_prices ->> '${list.id}')::bigint, (net_price_milli * ${10_000 - list.discountBp} + 5000) / 10000)`;
    for (const tags of [[], [broad], [narrow], [broad, option]]) {
      const where = [
        `category_tree @> array['${top}']::uuid[]`,
        ...tags.map((t) => `tags && array['${t}']::uuid[]`),
      ].join(' and ');
      const [range] = await sqlRows<{ min: number; max: number }>(
        `select min(${price})::float8 / 1000 as min, max(${price})::float8 / 1000 as max from product_listing where ${where}`,
      );
      for (const sorting of ['name-asc', 'price-asc', 'price-desc']) {
        const [nl] = languages.filter((l) => l.column === 'name_nl');
        const expected = await sqlRows<{ id: string }>(
          `select id from product_listing where ${where} order by ${plainOrder(sorting, 'name_nl', true)} limit 21`,
        );
        const pages: string[] = [];
        for (const p of [1, 2, 3]) {
          const res = await call('POST', `/product-listing/${top}`, {
            token: lead,
            headers: { 'sw-language-id': nl?.id ?? '' },
            body: { order: sorting, p, limit: 7, manufacturer: tags.slice(0, 1), properties: tags.slice(1) },
          });
          expect(res.status, res.text.slice(0, 200)).toBe(200);
          pages.push(...res.json.elements.map((e: { id: string }) => e.id));
          const aggregated = res.json.aggregations.find((a: { name: string }) => a.name === 'price');
          expect([aggregated.min, aggregated.max]).toEqual([range?.min, range?.max]);
        }
        expect(expected.length).toBeGreaterThan(0);
        expect(pages, `${sorting} ${tags.join(',')}`).toEqual(expected.map((e) => e.id));
      }
    }
  });
});
