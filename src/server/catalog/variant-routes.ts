import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { VariantCountRequestSchema } from '../../shared/catalog/articles.ts';
import { IdSchema } from '../../shared/catalog/listing.ts';
import { product } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { body, parse } from '../http/validate.ts';
import { catalogErrors } from './errors.ts';
import { activeProducts, productViews } from './product-view.ts';
import { stockByProduct } from './stock.ts';
import { viewerOf } from './viewer.ts';

export const variantRoutes = createRouter()
  /** Variant counts by parent ids (§3 Variant count): the listing offers the table above one. */
  .post('/b2b/variants', async (c) => {
    const ctx = c.get('ctx');
    const { parentIds } = await body(c, VariantCountRequestSchema);
    const ids = [...new Set(parentIds)];
    const [parents, counted] = ids.length
      ? await Promise.all([
          activeProducts(ctx, ids),
          ctx.db
            .select({ id: product.parentId, childCount: count() })
            .from(product)
            .where(and(inArray(product.parentId, ids), eq(product.active, true)))
            .groupBy(product.parentId),
        ])
      : [[], []];
    const counts = new Map(counted.map((r) => [r.id, r.childCount]));
    return c.json({
      apiAlias: 'b2b_variant_count_result',
      elements: parents.map((p) => ({
        apiAlias: 'b2b_variant_count',
        id: p.id,
        childCount: counts.get(p.id) ?? 0,
      })),
    });
  })
  /**
   * The variants table of a parent (§3): article number, minimum quantity, stock, availability
   * per warehouse code, net and list price. Amounts follow the viewer's rights (viewer.ts):
   * anonymous visitors see availability only, prices need ROLE_VIEW_PRICES.
   */
  .get('/b2b/variants/:parentId', async (c) => {
    const ctx = c.get('ctx');
    const parentId = parse(IdSchema, c.req.param('parentId'));
    const [parent] = await activeProducts(ctx, [parentId]);
    if (!parent) throw catalogErrors.productNotFound(parentId);
    const viewer = await viewerOf(ctx);
    const rows = await ctx.db
      .select()
      .from(product)
      .where(and(eq(product.parentId, parentId), eq(product.active, true)))
      .orderBy(asc(product.productNumber));
    const [views, stocks] = await Promise.all([
      productViews(ctx, rows),
      stockByProduct(
        ctx,
        rows.map((r) => r.id),
        viewer.customer?.company.branchCode ?? null,
      ),
    ]);
    const warehouses = new Map<string, string>();
    for (const list of stocks.values()) for (const s of list) warehouses.set(s.code, s.name);
    return c.json({
      apiAlias: 'b2b_variants_table',
      parentId,
      warehouses: [...warehouses]
        .map(([code, name]) => ({ code, name }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      elements: views.map((v) => ({
        apiAlias: 'b2b_variant_row',
        id: v.id,
        productNumber: v.productNumber,
        name: v.name,
        options: v.options,
        // A row is flat: the unit's code (ST, M…), as the minimum quantity is shown with it.
        unit: v.unit.shortCode,
        minQuantity: v.minPurchase,
        purchaseSteps: v.purchaseSteps,
        maxPurchase: v.maxPurchase,
        stock: v.availableStock,
        hasStock: v.hasStock,
        leadTime: v.leadTime,
        availability: (stocks.get(v.id) ?? []).map((s) => ({
          code: s.code,
          available: s.quantity > 0,
          quantity: viewer.canSeeStock ? s.quantity : null,
        })),
        netPrice: v.calculatedPrice?.unitPrice ?? null,
        listPrice: v.calculatedPrice?.listPrice?.price ?? null,
      })),
    });
  });
