import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { product } from '../../src/server/db/schema/index.ts';
import { seed } from '../../src/server/seed/index.ts';
import { productFileQuery, productFiles } from '../../src/server/seo/sitemap.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

// issue 27: the sitemap index at 400,000 articles read the whole product table on its first build.
describe('sitemap product index', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seed(database, { products: 400 });
  }, 120_000);
  afterAll(() => database.close());

  it('walks product_sitemap_idx alone: an index-only scan without a product row read', async () => {
    // Row versions newer than the last vacuum are checked in the table: autovacuum (the seed, on PGlite) keeps
    // the visibility map, as here.
    await database.db.execute(sql`vacuum product`);
    const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      database.db,
      sql`explain (analyze, format json) ${productFileQuery('')}`,
    );
    const root = explained?.['QUERY PLAN'][0].Plan;
    if (!root) throw new Error('no plan');
    const plan = nodes(root);
    expect(plan.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    const scan = plan.find((n) => n['Node Type'] === 'Index Only Scan');
    expect(scan?.['Index Name']).toBe('product_sitemap_idx');
    expect(scan?.['Heap Fetches']).toBe(0);
  });

  it("dates a file by its products' last change, else their creation", async () => {
    const [before] = await productFiles(database.db);
    const [newest] = await queryRows<{ at: Date | string }>(
      database.db,
      sql`select max(created_at) as at from product where active and parent_id is null`,
    );
    expect(before?.lastmod).toBe(new Date(newest?.at as string).toISOString());
    const [target] = await database.db
      .select({ id: product.id, createdAt: product.createdAt })
      .from(product)
      .where(sql`${product.active} and ${product.parentId} is null`)
      .orderBy(product.createdAt)
      .limit(1);
    if (!target) throw new Error('no listed product');
    // Writing the same values is no change; a new name is.
    await database.db.update(product).set({ stock: sql`stock` }).where(eq(product.id, target.id));
    const [same] = await database.db
      .select({ at: product.updatedAt })
      .from(product)
      .where(eq(product.id, target.id));
    expect(same?.at).toBeNull();
    await database.db
      .update(product)
      .set({ translations: sql`jsonb_set(translations, '{nl-NL,name}', '"Nieuwe naam"')` })
      .where(eq(product.id, target.id));
    const [changed] = await database.db
      .select({ at: product.updatedAt })
      .from(product)
      .where(eq(product.id, target.id));
    expect(changed?.at?.getTime()).toBeGreaterThan(target.createdAt.getTime());
    const [after] = await productFiles(database.db);
    expect(after?.lastmod).toBe(changed?.at?.toISOString());
    expect(after?.count).toBe(before?.count);
  });
});
