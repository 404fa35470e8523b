import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { IdSchema } from '../../shared/catalog/listing.ts';
import { translate } from '../../shared/locales.ts';
import { category, product, productCrossSelling } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import {
  applyIncludes,
  CriteriaSchema,
  compileSort,
  compileWhere,
  type FieldMap,
  paging,
  wantsTotal,
} from '../http/criteria.ts';
import { body, parse } from '../http/validate.ts';
import { categoryViews } from './category-view.ts';
import { checkIdValues } from './criteria-ids.ts';
import { catalogErrors } from './errors.ts';
import { activeProducts, type ProductView, productViews } from './product-view.ts';

/** Criteria fields of `POST /product` (equalsAny on id or productNumber is the usual lookup). */
const fields: FieldMap = {
  id: product.id,
  productNumber: product.productNumber,
  parentId: product.parentId,
  ean: product.ean,
  manufacturerId: product.manufacturerId,
  manufacturerNumber: product.manufacturerNumber,
};
const UUID_FIELDS = new Set(['id', 'parentId', 'manufacturerId']);

async function categoriesOf(ctx: StoreContext, ids: string[]) {
  return ids.length
    ? categoryViews(ctx, await ctx.db.select().from(category).where(inArray(category.id, ids)))
    : [];
}

async function crossSellingsOf(ctx: StoreContext, productId: string) {
  const lists = await ctx.db
    .select()
    .from(productCrossSelling)
    .where(eq(productCrossSelling.productId, productId))
    .orderBy(asc(productCrossSelling.position));
  const views = new Map(
    (
      await productViews(ctx, await activeProducts(ctx, [...new Set(lists.flatMap((l) => l.productIds))]))
    ).map((p) => [p.id, p]),
  );
  return lists.map((l) => ({
    apiAlias: 'cross_selling_element' as const,
    crossSelling: {
      id: l.id,
      name: translate(l.translations, 'name', ctx.locale),
      position: l.position,
    },
    products: l.productIds.flatMap((id) => views.get(id) ?? []),
  }));
}

/** Variant groups and the options the children use, for a size switcher. */
function configurator(children: ProductView[]) {
  const groups = new Map<string, ProductView['options'][number]['group'] & { options: unknown[] }>();
  const seen = new Set<string>();
  for (const option of children.flatMap((c) => c.options)) {
    if (seen.has(option.id)) continue;
    seen.add(option.id);
    const group = groups.get(option.groupId) ?? { ...option.group, options: [] };
    const { group: _group, ...bare } = option;
    group.options.push(bare);
    groups.set(option.groupId, group);
  }
  return [...groups.values()];
}

export const productRoutes = createRouter()
  /** Product detail (§2): media, properties, manufacturer, variants, cross-sellings, categories. */
  .post('/product/:productId', async (c) => {
    const ctx = c.get('ctx');
    const id = parse(IdSchema, c.req.param('productId'));
    await body(c, CriteriaSchema);
    const [row] = await activeProducts(ctx, [id]);
    if (!row) throw catalogErrors.productNotFound(id);
    const childRows = row.childCount
      ? await ctx.db
          .select()
          .from(product)
          .where(and(eq(product.parentId, row.id), eq(product.active, true)))
          .orderBy(asc(product.productNumber))
      : [];
    const [[view], children, categories, crossSellings] = await Promise.all([
      productViews(ctx, [row], { media: true }),
      productViews(ctx, childRows),
      categoriesOf(ctx, row.categoryIds),
      crossSellingsOf(ctx, row.id),
    ]);
    return c.json({
      apiAlias: 'product_detail',
      product: { ...view, children, categories, crossSellings },
      configurator: configurator(children),
    });
  })
  /** Products by Criteria (Shopware's entity search); only active products are visible. */
  .post('/product', async (c) => {
    const ctx = c.get('ctx');
    const criteria = await body(c, CriteriaSchema);
    const { page, limit, offset } = paging(criteria, 24);
    checkIdValues([...criteria.filter, ...criteria['post-filter']], UUID_FIELDS);
    const where = and(
      eq(product.active, true),
      criteria.ids?.length
        ? inArray(
            product.id,
            criteria.ids.map((i) => parse(IdSchema, i)),
          )
        : undefined,
      compileWhere(criteria, fields),
    );
    const order = compileSort(criteria, fields);
    const found = await ctx.db
      .select()
      .from(product)
      .where(where)
      .orderBy(...(order.length ? order : [asc(product.productNumber)]))
      .limit(limit)
      .offset(offset);
    const total = wantsTotal(criteria)
      ? ((await ctx.db.select({ n: count() }).from(product).where(where))[0]?.n ?? 0)
      : found.length;
    const elements = await productViews(ctx, found);
    return c.json(
      applyIncludes(
        { apiAlias: 'dal_entity_search_result', entity: 'product', total, page, limit, elements },
        criteria.includes,
      ),
    );
  });
