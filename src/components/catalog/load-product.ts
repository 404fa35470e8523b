import type { ProductDetail, VariantsTable } from '../../api/catalog-types.ts';
import type { StoreApiClient } from '../../api/index.ts';
import { logger } from '../../server/ops/logger.ts';

/** The detail of a resolved product page and, when it has child variants, its variants table. */
export async function loadProductPage(storeApi: StoreApiClient, productId: string) {
  const detail: ProductDetail = await storeApi.getProduct(productId);
  let variants: VariantsTable | null = null;
  if (detail.product.childCount > 1) {
    variants = await storeApi.getVariantsTable(detail.product.id).catch((error: unknown) => {
      logger.error({ err: error }, `variants of ${productId} failed`);
      return null;
    });
  }
  return { detail, variants };
}
