import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { manufacturer, product } from '../../src/server/db/schema/index.ts';
import { parseTerm, tsqueryOf } from '../../src/server/search/query.ts';
import { rankProducts } from '../../src/server/search/rank.ts';
import { seed } from '../../src/server/seed/index.ts';

describe('parseTerm', () => {
  it('bounds any input and keeps only letters, digits and sizes as tokens', () => {
    const term = parseTerm('  Kogellager 6204-2RS  ');
    expect(term.text).toBe('Kogellager 6204-2RS');
    expect(term.exact).toEqual(['kogellager', '62042rs']);
    // Search as you type: only the last unit may be cut short, once it has three characters.
    expect(tsqueryOf(parseTerm('graisse 620').slots)).toBe("('graisse') & ('620' | '620':*)");
    expect(tsqueryOf(parseTerm('graisse à').slots)).toBe("('graisse') & ('a')");
    expect(tsqueryOf(parseTerm(`'"&|!:*()`).slots)).toBeNull();
    const long = parseTerm('x'.repeat(10_000));
    expect(long.text).toHaveLength(200);
    expect(parseTerm('a b c d e f g h i j').slots).toHaveLength(8);
  });

  it("names a generic word's usual type (synonyms.json defaults), also inside a compound", () => {
    expect(parseTerm('roulement 20 47 14').preferred).toEqual(['groefkogellager', 'rillenkugellager']);
    expect(parseTerm('inbusbout M10 x 40').preferred).toContain('iso4762');
    expect(parseTerm('vis CHC M10x40').preferred).toContain('din912');
    expect(parseTerm('vérin 50x25').preferred).toEqual(['iso']);
    expect(parseTerm('moer M12').preferred).toEqual([]);
  });
});

// Ranking on a real (embedded) database with the seeded catalogue.
describe('rankProducts', () => {
  let database: Database;
  let sample: typeof product.$inferSelect;
  let brand: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seed(database, { products: 400 });
    const [row] = await database.db
      .select({ product, brand: manufacturer.name })
      .from(product)
      .innerJoin(manufacturer, eq(manufacturer.id, product.manufacturerId))
      .where(and(isNull(product.parentId), isNotNull(product.ean), isNotNull(product.manufacturerNumber)))
      .limit(1);
    if (!row) throw new Error('seed has no product with EAN and manufacturer number');
    sample = row.product;
    brand = row.brand;
  }, 120_000);
  afterAll(() => database.close());

  const rank = (term: string) => rankProducts(database.db, term);

  it('puts an exact article number, EAN or manufacturer number first, in any case', async () => {
    expect((await rank(sample.productNumber.toLowerCase())).ids[0]).toBe(sample.id);
    expect((await rank(sample.ean ?? '')).ids[0]).toBe(sample.id);
    expect((await rank(` ${sample.manufacturerNumber?.toLowerCase()} `)).ids[0]).toBe(sample.id);
  });

  it('lists the articles that name a number after those that have it (6204, then 6204-2RS)', async () => {
    const compact = (column: string) => sql.raw(`regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`);
    // A manufacturer number whose words stand in another article with another number.
    const [pair] = await queryRows<{ number: string; sibling: string }>(
      database.db,
      sql`select p.manufacturer_number as number, s.product_id as sibling
          from product p
          join product_search s on s.product_id <> p.id and s.vector @@ to_tsquery('simple',
            regexp_replace(trim(both '-' from lower(p.manufacturer_number)), '[^a-z0-9]+', ' & ', 'g'))
          join product q on q.id = s.product_id and ${compact('q.manufacturer_number')} <> ${compact('p.manufacturer_number')}
          where p.parent_id is null and p.active and p.manufacturer_number ~ '^[A-Za-z0-9-]+$'
          order by p.manufacturer_number limit 1`,
    );
    if (!pair) throw new Error('seed has no manufacturer number named by another article');
    const owners = await queryRows<{ id: string }>(
      database.db,
      sql`select coalesce(parent_id, id) as id from product
          where active and ${compact('manufacturer_number')} = ${pair.number.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
    );
    const { ids } = await rank(pair.number);
    expect(ids).toContain(pair.sibling);
    const at = ids.indexOf(pair.sibling);
    for (const { id } of owners) expect(ids.indexOf(id)).toBeLessThan(at);
  });

  it('matches article and manufacturer numbers without their separators', async () => {
    const bare = (n: string) => n.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
    expect(sample.productNumber).toMatch(/-/);
    expect((await rank(bare(sample.productNumber))).ids[0]).toBe(sample.id);
    expect((await rank(bare(sample.productNumber).slice(0, -1))).ids).toContain(sample.id);
    expect((await rank(`${sample.productNumber.replace('-', ' ')}`)).ids).toContain(sample.id);
    expect((await rank(bare(sample.manufacturerNumber ?? ''))).ids[0]).toBe(sample.id);
    expect((await rank('---')).ids).toEqual([]);
  });

  it('returns active listed products only: a matching variant ranks its parent', async () => {
    const [variant] = await database.db.select().from(product).where(isNotNull(product.parentId)).limit(1);
    if (!variant) throw new Error('seed has no variants');
    expect((await rank(variant.productNumber)).ids[0]).toBe(variant.parentId);
    const listed = await database.db
      .select({ id: product.id })
      .from(product)
      .where(and(isNull(product.parentId), eq(product.active, true)));
    const ids = new Set(listed.map((r) => r.id));
    for (const id of (await rank(brand)).ids) expect(ids.has(id)).toBe(true);
  });

  it('then article numbers starting with the term', async () => {
    const prefix = sample.productNumber.slice(0, -1);
    const { ids } = await rank(prefix);
    const numbers = await database.db
      .select({ id: product.id, productNumber: product.productNumber })
      .from(product);
    const byId = new Map(numbers.map((n) => [n.id, n.productNumber]));
    const leading = ids.slice(0, 5).map((id) => byId.get(id) ?? '');
    expect(leading.length).toBeGreaterThan(1);
    for (const n of leading) expect(n.startsWith(prefix)).toBe(true);
  });

  it('matches words of names in every language and the brand, the last word as a prefix', async () => {
    const french = sample.translations['fr-FR']?.name ?? '';
    const word = french.split(' ')[0] ?? '';
    expect((await rank(word.slice(0, 5))).ids).toContain(sample.id);
    const german = sample.translations['de-DE']?.name?.split(' ')[0] ?? '';
    const both = await rank(`${german} ${brand}`);
    expect(both.ids).toContain(sample.id);
    expect(both.fuzzy).toBe(false);
  });

  it('finds Dutch and German compounds by their last part, from five letters on', async () => {
    const named = (word: string) =>
      queryRows<{ id: string }>(
        database.db,
        sql`select product_id as id from product_search where vector @@ to_tsquery('simple', ${word})`,
      ).then((rows) => new Set(rows.map((r) => r.id)));
    const compound = await named('groefkogellager');
    expect(compound.size).toBeGreaterThan(0);
    const { ids } = await rank('kogellager');
    const found = new Set(ids);
    for (const id of compound) expect(found.has(id)).toBe(true);
    // The word itself ranks before its compounds.
    const exact = await named('kogellager');
    expect(exact.size).toBeGreaterThan(0);
    expect(ids.slice(0, exact.size).every((id) => exact.has(id))).toBe(true);
    // While still typing: "kogellag" reaches the compounds too.
    expect((await rank('kogellag')).ids).toContain([...compound][0]);
    // Four letters match whole words only, or "ring" would find every English "bearing".
    const ring = await named('ring:*');
    for (const id of (await rank('ring')).ids) expect(ring.has(id)).toBe(true);
  });

  it("puts a generic word's usual type first among equal matches (a bearing is a ball bearing)", async () => {
    const carrying = async (token: string, ids: string[]) =>
      queryRows<{ id: string }>(
        database.db,
        sql`select product_id as id from product_search
            where product_id = any(${`{${ids.join(',')}}`}::uuid[]) and vector @@ to_tsquery('simple', ${token})`,
      ).then((rows) => new Set(rows.map((r) => r.id)));
    for (const [query, token, other] of [
      ['lager', 'groefkogellager', 'tonlager | kegellager | cilinderlager'],
      ['inbusbout', 'din912', 'din7991'],
    ] as const) {
      const { ids } = await rank(query);
      // The catalogue has both kinds, so the order is the ranking's doing.
      expect((await carrying(other, ids)).size, query).toBeGreaterThan(0);
      const usual = await carrying(token, ids);
      expect(usual.size, query).toBeGreaterThan(0);
      expect(
        ids.slice(0, usual.size).every((id) => usual.has(id)),
        query,
      ).toBe(true);
    }
  });

  it('ranks at most the matches asked for (the quick search counts a few pages ahead only)', async () => {
    const all = await rank('IM-1');
    expect(all.ids.length).toBeGreaterThan(20);
    const capped = await rankProducts(database.db, 'IM-1', { cap: 7 });
    // Seven articles, fewer products when variants share a parent; always the start of the full list.
    expect(capped.ids.length).toBeGreaterThan(3);
    expect(capped.ids.length).toBeLessThanOrEqual(7);
    expect(capped.ids).toEqual(all.ids.slice(0, capped.ids.length));
    expect(capped.more).toBe(true);
    expect((await rank(sample.ean ?? '')).more).toBe(false);
  });

  it('falls back to typo-tolerant matching only when nothing else matches', async () => {
    const typo = `${brand.slice(0, 3)}${brand.slice(4)}`; // one letter dropped
    const result = await rank(typo);
    expect(result.fuzzy).toBe(true);
    expect(result.ids.length).toBeGreaterThan(0);
    expect((await rank('zzqqxxvvkk')).ids).toEqual([]);
  });

  it('answers malformed and hostile input normally', async () => {
    for (const term of [
      'x'.repeat(10_000),
      "'; drop table product; --",
      '"unbalanced',
      '& | ! :* ()',
      '%_\\',
    ]) {
      await expect(rank(term)).resolves.toMatchObject({ ids: expect.any(Array) });
    }
    expect((await database.db.select({ id: product.id }).from(product).limit(1)).length).toBe(1);
  });
});
