import { and, asc, eq, isNull } from 'drizzle-orm';
import { stableId } from '../../shared/ids.ts';
import type { Database } from '../db/client.ts';
import { articleLink, product } from '../db/schema/index.ts';
import { companyId } from './customers.ts';

/** The demo company's own number for its n-th linked article (1-based): `DEMO-0001`, … */
export const demoCustomerSku = (n: number) => `DEMO-${String(n).padStart(4, '0')}`;

/** Article links (§3) of company 100001 for its five first listed articles by number. */
export async function seedArticleLinks(database: Database) {
  const first = await database.db
    .select({ id: product.id })
    .from(product)
    .where(and(isNull(product.parentId), eq(product.active, true)))
    .orderBy(asc(product.productNumber))
    .limit(5);
  if (!first.length) return;
  await database.db.insert(articleLink).values(
    first.map((p, i) => ({
      id: stableId(`article-link:${p.id}`),
      companyId: companyId('100001'),
      productId: p.id,
      customerSku: demoCustomerSku(i + 1),
    })),
  );
}
