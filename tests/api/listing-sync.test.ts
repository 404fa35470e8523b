import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { named } from './catalog-helpers.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';
import { expectListingInStep } from './listing-in-step.ts';

// Category listings read product_listing and category_facet (migration 0010), which triggers keep in
// step with product and product_price. Here the catalogue changes behind the API's back, as an import
// or the ERP would change it, and the next listing call must show it: order, filters, totals, facets.

const sqlRows = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);

interface Listed {
  id: string;
  category: string;
  other: string;
  manufacturer: string;
}
interface Listing {
  total: number;
  elements: { id: string }[];
  aggregations: {
    manufacturer: { entities: { id: string; count: number }[] };
    price: { min: number | null; max: number | null };
    properties: { entities: { options: { id: string; count: number }[] }[] };
  };
}

let lead: string;
let subject: Listed;
/** The columns this suite changes, to put back afterwards (other suites share the database). */
let saved: Record<string, unknown> | undefined;

async function listing(
  categoryId: string,
  body: Record<string, unknown> = {},
  token = lead,
): Promise<Listing> {
  const res = await call('POST', `/product-listing/${categoryId}`, { token, body: { limit: 100, ...body } });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return named(res.json);
}
const manufacturerCount = (l: Listing, id: string) =>
  l.aggregations.manufacturer.entities.find((m) => m.id === id)?.count ?? 0;

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  // A single article (no variants, no list price) with a manufacturer, in a leaf category whose
  // parent has another child to move it to.
  const [found] = await sqlRows<Listed>(`
    select p.id, p.category_ids[1]::text as category, o.id::text as other, p.manufacturer_id::text as manufacturer
    from product p
    join category c on c.id = p.category_ids[1]
    join category o on o.parent_id = c.parent_id and o.id <> c.id and o.active
    where p.active and p.parent_id is null and p.child_count = 0 and p.manufacturer_id is not null
      and p.net_price_milli is not null and cardinality(p.category_ids) = 1
      and not exists (select from product_price pp where pp.product_id = p.id)
    order by p.product_number limit 1`);
  if (!found) throw new Error('no suitable product in the seed');
  subject = found;
  [saved] = await sqlRows(
    `select net_price_milli, stock, rating_average, category_ids, category_tree, active, property_ids
     from product where id = '${subject.id}'`,
  );
});

afterAll(async () => {
  const s = saved as Record<string, unknown>;
  const array = (ids: unknown) => `'{${(ids as string[]).join(',')}}'::uuid[]`;
  await sqlRows(`update product set net_price_milli = ${s.net_price_milli}, stock = ${s.stock},
    rating_average = ${s.rating_average ?? 'null'}, category_ids = ${array(s.category_ids)},
    category_tree = ${array(s.category_tree)}, active = ${s.active}, property_ids = ${array(s.property_ids)}
    where id = '${subject.id}'`);
  await sqlRows(`delete from product_price where product_id = '${subject.id}'`);
  await expectListingInStep();
});

describe('the listing follows catalogue changes at once', () => {
  it('starts in step with the catalogue', async () => {
    await expectListingInStep();
  });

  it('a new net price moves the article in price order and widens the price range', async () => {
    // The price range is the first product of each price sorting: the new price shows at once.
    const before = await listing(subject.category, { limit: 1 });
    expect(before.aggregations.price.min).toBeGreaterThan(0.001);
    await sqlRows(`update product set net_price_milli = 1 where id = '${subject.id}'`);
    expect((await listing(subject.category, { limit: 1 })).aggregations.price.min).toBeLessThanOrEqual(0.001);
    const cheapest = await listing(subject.category, { order: 'price-asc', limit: 1 });
    expect(cheapest.elements.map((e) => e.id)).toEqual([subject.id]);
    // demo.lead's list discount applies to the new net price too, rounded to the thousandth.
    expect(cheapest.aggregations.price.min).toBeLessThanOrEqual(0.001);
    const filtered = await listing(subject.category, { 'max-price': 0.001 });
    expect(filtered.elements.map((e) => e.id)).toEqual([subject.id]);
  });

  it("an explicit price on the customer's list is the price that sorts and filters", async () => {
    const [list] = await sqlRows<{ id: string }>(`
      select c.price_list_id as id from customer u join company c on c.id = u.company_id
      where u.username = 'demo.lead'`);
    expect(list?.id).toBeTruthy();
    await sqlRows(`update product set net_price_milli = 99999999 where id = '${subject.id}'`);
    const dearest = await listing(subject.category, { order: 'price-desc', limit: 1 });
    expect(dearest.elements.map((e) => e.id)).toEqual([subject.id]);
    await sqlRows(`insert into product_price (price_list_id, product_id, quantity_start, net_price_milli)
      values ('${list?.id}', '${subject.id}', 1, 1)`);
    const cheapest = await listing(subject.category, { order: 'price-asc', limit: 1 });
    expect(cheapest.elements.map((e) => e.id)).toEqual([subject.id]);
    expect(cheapest.aggregations.price.min).toBe(0.001);
    // Anonymous visitors have no list: their order uses the net price (and shows no prices).
    const anonymous = await call('POST', `/product-listing/${subject.category}`, {
      body: { order: 'price-desc', limit: 1 },
    });
    expect(anonymous.json.elements.map((e: { id: string }) => e.id)).toEqual([subject.id]);
    await expectListingInStep();
  });

  it('stock and rating reorder the topseller sorting', async () => {
    await sqlRows(`update product set rating_average = 5, stock = 9999999 where id = '${subject.id}'`);
    const top = await listing(subject.category, { order: 'topseller', limit: 1 });
    expect(top.elements.map((e) => e.id)).toEqual([subject.id]);
  });

  it('moving the article to another category moves it, its total and its facet counts', async () => {
    const [fromBefore, toBefore] = [await listing(subject.category), await listing(subject.other)];
    const [tree] = await sqlRows<{ tree: string }>(
      `select array_replace(category_tree, '${subject.category}', '${subject.other}')::text as tree
       from product where id = '${subject.id}'`,
    );
    await sqlRows(`update product set category_ids = '{${subject.other}}', category_tree = '${tree?.tree}'
      where id = '${subject.id}'`);
    const [from, to] = [await listing(subject.category), await listing(subject.other)];
    expect(from.total).toBe(fromBefore.total - 1);
    const [counter] = await sqlRows<{ n: number }>(
      `select product_count as n from category where id = '${subject.other}'`,
    );
    expect(counter?.n).toBe(to.total);
    expect(to.total).toBe(toBefore.total + 1);
    expect(from.elements.map((e) => e.id)).not.toContain(subject.id);
    expect(manufacturerCount(from, subject.manufacturer)).toBe(
      manufacturerCount(fromBefore, subject.manufacturer) - 1,
    );
    expect(manufacturerCount(to, subject.manufacturer)).toBe(
      manufacturerCount(toBefore, subject.manufacturer) + 1,
    );
    const byBrand = await listing(subject.other, { manufacturer: [subject.manufacturer] });
    expect(byBrand.elements.map((e) => e.id)).toContain(subject.id);
    await expectListingInStep();
  });

  it('a deactivated article leaves the listing and its counts', async () => {
    const before = await listing(subject.other);
    await sqlRows(`update product set active = false where id = '${subject.id}'`);
    const after = await listing(subject.other);
    expect(after.total).toBe(before.total - 1);
    expect(manufacturerCount(after, subject.manufacturer)).toBe(
      manufacturerCount(before, subject.manufacturer) - 1,
    );
    await sqlRows(`update product set active = true where id = '${subject.id}'`);
    expect((await listing(subject.other)).total).toBe(before.total);
    await expectListingInStep();
  });

  it("a variant's new option makes its parent match that option", async () => {
    const [variant] = await sqlRows<{ id: string; parent: string; category: string; option: string }>(`
      select c.id, c.parent_id::text as parent, p.category_ids[1]::text as category, o.id::text as option
      from product c join product p on p.id = c.parent_id
      join property_option o on not (o.id = any(p.property_ids)) and o.group_id in (select id from property_group where filterable)
      where c.active and p.active
        and not exists (select from product s where s.parent_id = p.id and o.id = any(s.property_ids))
      order by c.product_number, o.id limit 1`);
    if (!variant) throw new Error('no variant in the seed');
    const before = await listing(variant.category, { properties: [variant.option] });
    expect(before.elements.map((e) => e.id)).not.toContain(variant.parent);
    await sqlRows(
      `update product set property_ids = property_ids || '${variant.option}'::uuid where id = '${variant.id}'`,
    );
    const after = await listing(variant.category, { properties: [variant.option] });
    expect(after.elements.map((e) => e.id)).toContain(variant.parent);
    expect(after.total).toBe(before.total + 1);
    await expectListingInStep();
    await sqlRows(
      `update product set property_ids = array_remove(property_ids, '${variant.option}'::uuid) where id = '${variant.id}'`,
    );
    expect((await listing(variant.category, { properties: [variant.option] })).total).toBe(before.total);
    await expectListingInStep();
  });

  it('one statement changing many articles at once (an ERP batch) keeps every kept table in step', async () => {
    // 60 listed articles: new prices and stock for all, another category for a third, a third
    // deactivated; then all put back in one statement.
    const picked = `select p.id from product p where p.active and p.parent_id is null and p.id <> '${subject.id}'
      order by p.product_number limit 60`;
    const before = await sqlRows<{
      id: string;
      net: number | null;
      stock: number;
      ids: string;
      tree: string;
    }>(`
      select id, net_price_milli::int as net, stock, category_ids::text as ids, category_tree::text as tree
      from product where id in (${picked})`);
    expect(before).toHaveLength(60);
    await sqlRows(`
      update product p set net_price_milli = p.net_price_milli + 10, stock = p.stock + 1,
        active = (n.i % 3 <> 2),
        category_ids = case when n.i % 3 = 1 then array['${subject.other}'::uuid] else p.category_ids end,
        category_tree = case when n.i % 3 = 1 then (select array_agg(x) from unnest(array['${subject.other}'::uuid]
          || string_to_array(trim(both '|' from c.path), '|')::uuid[]) x) else p.category_tree end
      from (select id, row_number() over (order by product_number)::int as i from product where id in (${picked})) n,
        category c
      where p.id = n.id and c.id = '${subject.other}'`);
    await expectListingInStep();
    await sqlRows(`
      update product p set net_price_milli = b.net, stock = b.stock, active = true,
        category_ids = b.ids::uuid[], category_tree = b.tree::uuid[]
      from (values ${before
        .map((b) => `('${b.id}'::uuid, ${b.net ?? 'null'}::bigint, ${b.stock}, '${b.ids}', '${b.tree}')`)
        .join(',')}) b(id, net, stock, ids, tree)
      where p.id = b.id`);
    await expectListingInStep();
  });
});
