import { expect, inject } from 'vitest';
import { runSql } from './inspect.ts';

const sqlRows = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);

/** No difference between the kept tables and what the product and price rows say now. */
export async function expectListingInStep() {
  const drift = await sqlRows(`
    (select id from product_listing except select id from (select * from product_listing_source) s)
    union all
    (select id from (select * from product_listing_source) s except select id from product_listing)
    union all
    (select s.id from product_listing_source s join product_listing l using (id)
      where (s.*)::text <> row(l.id, l.category_tree, l.manufacturer_id, l.option_ids, l.net_price_milli,
        l.list_prices, l.rating_average, l.shipping_free, l.stock, l.product_number, l.name_de, l.name_en,
        l.name_fr, l.name_nl)::text)`);
  expect(drift).toEqual([]);
  // The sort rows of every listed product's categories and explicit prices (migration 0015).
  for (const table of ['listing_sort', 'listing_list_price']) {
    const rows = await sqlRows(`
      (select * from ${table} except select * from ${table}_source)
      union all (select * from ${table}_source except select * from ${table})`);
    expect(rows, table).toEqual([]);
  }
  // Every group holds exactly the listed products that share its facet columns.
  const groups = await sqlRows(`
    with live as (
      select b2b_listing_group_key(category_tree, manufacturer_id, option_ids, rating_average, shipping_free) as key,
        count(*)::int as count
      from product_listing group by 1)
    select key, live.count, kept.count from live full join listing_group kept using (key)
    where live.count is distinct from kept.count`);
  expect(groups).toEqual([]);
  const facets = await sqlRows(`
    with live as (
      select f.category_id, f.facet, count(*)::int as count from product_listing l,
        b2b_listing_facets(l.category_tree, l.manufacturer_id, l.option_ids, l.rating_average, l.shipping_free) f
      group by 1, 2)
    select * from live full join (select * from category_facet where count <> 0) kept using (category_id, facet)
    where live.count is distinct from kept.count`);
  expect(facets).toEqual([]);
  // The navigation's category counters count what the listings list (variants are not listed).
  const counters = await sqlRows(`
    select c.id from category c left join category_facet f on f.category_id = c.id and f.facet = 't'
    where c.product_count <> coalesce(f.count, 0)`);
  expect(counters).toEqual([]);
}
