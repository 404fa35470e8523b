// The category listing as it was before product_listing and category_facet (migrations 0009, 0010),
// kept for bench:listing only: the same SQL over the wide product table — page, total and the
// aggregations, each with its own filter left out — so the bench can print it as the baseline.
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { rows, uuidArray, type Viewer } from '../../src/server/catalog/viewer.ts';
import { category, manufacturer, product, propertyOption } from '../../src/server/db/schema/index.ts';
import type { StoreContext } from '../../src/server/http/context.ts';
import type { ListingParams } from '../../src/shared/catalog/listing.ts';

function priceSql(viewer: Viewer): SQL {
  const list = viewer.priceList;
  if (!list) return sql`${product.netPriceMilli}`;
  return sql`coalesce(
    (select pp.net_price_milli from product_price pp
      where pp.price_list_id = ${list.id} and pp.product_id = ${product.id} and pp.quantity_start = 1),
    (${product.netPriceMilli} * ${10_000 - list.discountBp} + 5000) / 10000)`;
}

const listedWithArticle = (cond: SQL) =>
  sql`${product.id} in (select coalesce(x.parent_id, x.id) from product x where x.active and ${cond})`;

export async function baselineListing(
  ctx: StoreContext,
  viewer: Viewer,
  params: ListingParams,
  categoryId: string,
) {
  const base = and(
    eq(product.active, true),
    isNull(product.parentId),
    sql`${product.categoryTree} @> ${uuidArray([categoryId])}::uuid[]`,
  ) as SQL;
  const price = priceSql(viewer);
  const filters = new Map<string, SQL>();
  if (params.manufacturer.length)
    filters.set('manufacturer', inArray(product.manufacturerId, params.manufacturer));
  const groups = new Map<string, string[]>();
  if (params.properties.length) {
    const found = await ctx.db
      .select({ id: propertyOption.id, groupId: propertyOption.groupId })
      .from(propertyOption)
      .where(inArray(propertyOption.id, params.properties));
    for (const o of found) groups.set(o.groupId, [...(groups.get(o.groupId) ?? []), o.id]);
  }
  for (const [groupId, options] of groups) {
    filters.set(
      `property:${groupId}`,
      listedWithArticle(sql`x.property_ids && ${uuidArray(options)}::uuid[]`),
    );
  }
  const where = (skip: (name: string) => boolean = () => false) =>
    and(base, ...[...filters].filter(([name]) => !skip(name)).map(([, cond]) => cond)) as SQL;

  const name = sql`coalesce(${product.translations} -> ${ctx.locale}::text ->> 'name', ${product.translations} -> 'en-GB' ->> 'name')`;
  const order: Record<string, SQL[]> = {
    'name-asc': [asc(name), asc(product.productNumber)],
    'name-desc': [desc(name), asc(product.productNumber)],
    'price-asc': [sql`${price} asc nulls last`, asc(name), asc(product.productNumber)],
    'price-desc': [sql`${price} desc nulls last`, asc(name), asc(product.productNumber)],
    topseller: [
      sql`${product.ratingAverage} desc nulls last`,
      desc(product.stock),
      asc(product.productNumber),
    ],
  };
  const limit = params.limit ?? 24;
  const page = params.p ?? 1;
  const optionCounts = (w: SQL) =>
    rows(
      ctx.db,
      sql`select opt::text as id, count(*)::int as count from (
            select unnest(${product.propertyIds}) as opt from product where ${w}
            union all
            select opt from (
              select distinct ${product.id}, o as opt from product
                join product c on c.parent_id = ${product.id} and c.active
                cross join lateral unnest(c.property_ids) o
                where ${product.childCount} > 0 and ${w} and not (o = any(${product.propertyIds}))
            ) added
          ) found group by opt`,
    );
  const stat = (w: SQL) =>
    rows(
      ctx.db,
      sql`select min(${price})::float8 as min, max(${price})::float8 as max,
            max(${product.ratingAverage})::float8 as rating, bool_or(${product.shippingFree}) as free
          from product where ${w}`,
    );
  const children = await ctx.db
    .select({ id: category.id })
    .from(category)
    .where(and(eq(category.parentId, categoryId), eq(category.active, true)));
  const filtered = [...filters.keys()].filter((f) => f.startsWith('property:'));
  const [elements, total, ...aggregations] = await Promise.all([
    ctx.db
      .select()
      .from(product)
      .where(where())
      .orderBy(...(order[params.order ?? 'name-asc'] ?? []))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(product).where(where()),
    ctx.db
      .select({ id: manufacturer.id, name: manufacturer.name, count: sql<number>`count(*)::int` })
      .from(product)
      .innerJoin(manufacturer, eq(manufacturer.id, product.manufacturerId))
      .where(where((f) => f === 'manufacturer'))
      .groupBy(manufacturer.id, manufacturer.name),
    stat(where()),
    optionCounts(where((f) => f.startsWith('property:'))),
    ...filtered.map((f) => optionCounts(where((name) => name === f))),
    children.length
      ? rows(
          ctx.db,
          sql`select cid::text as id, count(*)::int as count
              from product cross join lateral unnest(${product.categoryTree}) cid
              where ${where()} and cid = any(${uuidArray(children.map((c) => c.id))}::uuid[]) group by cid`,
        )
      : [],
  ]);
  return { elements: elements.map((e) => e.id), total: total[0]?.n ?? 0, aggregations };
}
