import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { ensureSearchIndex } from '../../src/server/search/document.ts';
import { NOTATION_VERSION } from '../../src/server/search/notation.ts';
import { refreshSearchRows } from '../../src/server/search/product-rows.ts';
import { seed } from '../../src/server/seed/index.ts';

// Issue 28: vectors written with an older reading of the notation are rewritten once, at start.
describe('ensureSearchIndex', () => {
  let database: Database;
  const vectors = () =>
    queryRows<{ id: string; vector: string }>(
      database.db,
      sql`select product_id as id, vector::text as vector from product_search order by product_id`,
    );
  const version = async () =>
    (await queryRows<{ version: string }>(database.db, sql`select version from search_index_state`))[0]
      ?.version;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seed(database, { products: 150 });
  }, 120_000);
  afterAll(() => database.close());

  it('finds the seeded vectors current and leaves them alone', async () => {
    expect(await version()).toBe(NOTATION_VERSION);
    const before = await vectors();
    await ensureSearchIndex(database.db);
    expect(await vectors()).toEqual(before);
  });

  it('rewrites stale vectors from the products, exactly as the seed wrote them, and the vocabulary', async () => {
    const seeded = await vectors();
    expect(seeded.length).toBeGreaterThan(50);
    await database.db.execute(sql`update product_search set vector = 'stale'::tsvector`);
    await database.db.execute(sql`update search_index_state set version = '0:old'`);
    await database.db.execute(sql`delete from search_word`);
    await ensureSearchIndex(database.db);
    expect(await vectors()).toEqual(seeded);
    expect(await version()).toBe(NOTATION_VERSION);
    const words = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from search_word`,
    );
    expect(words[0]?.n).toBeGreaterThan(20);
  });

  it("rewrites a synced product's row as the seed wrote it, its words into the vocabulary", async () => {
    const [row] = await vectors();
    if (!row) throw new Error('no search row');
    await database.db.execute(sql`delete from search_word`);
    await database.db.execute(
      sql`update product_search set vector = 'stale'::tsvector where product_id = ${row.id}`,
    );
    await refreshSearchRows(database.db, [row.id]);
    expect((await vectors()).find((r) => r.id === row.id)?.vector).toBe(row.vector);
    const words = await queryRows<{ word: string }>(
      database.db,
      sql`select word from search_word order by word`,
    );
    const expected = [...row.vector.matchAll(/'([^']+)':/g)]
      .map((m) => m[1] as string)
      .filter((w) => /^\p{L}{3,}$/u.test(w))
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    expect(words.map((w) => w.word)).toEqual(expected);
  });
});
