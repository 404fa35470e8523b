import { and, asc, eq, inArray } from 'drizzle-orm';
import { IdSchema } from '../../shared/catalog/listing.ts';
import { translate } from '../../shared/locales.ts';
import { category, product, productCrossSelling } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { applyIncludes, CriteriaSchema } from '../http/criteria.ts';
import { type Entity, searchEntity } from '../http/entity-search.ts';
import { body, parse } from '../http/validate.ts';
import { categoryViews } from './category-view.ts';
import { catalogErrors } from './errors.ts';
import { activeProducts, type ProductView, productViews } from './product-view.ts';

/** `POST /product` (equalsAny on id or productNumber is the usual lookup); only active products are visible. */
const products: Entity<typeof product> = {
  table: product,
  fields: {
    id: product.id,
    productNumber: product.productNumber,
    parentId: product.parentId,
    ean: product.ean,
    manufacturerId: product.manufacturerId,
    manufacturerNumber: product.manufacturerNumber,
  },
  uuidFields: new Set(['id', 'parentId', 'manufacturerId']),
  id: product.id,
  visible: eq(product.active, true),
  order: [asc(product.productNumber)],
  defaultLimit: 24,
};

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
  return lists.map((l) => {
    const crossSelling = {
      id: l.id,
      name: translate(l.translations, 'name', ctx.locale),
      position: l.position,
    };
    // Shopware's product.crossSellings are the cross-selling entities: their fields, plus the element's.
    return {
      apiAlias: 'cross_selling_element' as const,
      ...crossSelling,
      crossSelling,
      products: l.productIds.flatMap((id) => views.get(id) ?? []),
    };
  });
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
  /** Products by Criteria (Shopware's entity search). */
  .post('/product', async (c) => {
    const ctx = c.get('ctx');
    const criteria = await body(c, CriteriaSchema);
    const { rows, total, page, limit } = await searchEntity(ctx.db, criteria, products);
    const elements = await productViews(ctx, rows);
    return c.json(
      applyIncludes(
        { apiAlias: 'dal_entity_search_result', entity: 'product', total, page, limit, elements },
        criteria.includes,
      ),
    );
  });
