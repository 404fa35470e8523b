// Issue 28's relevance suite: the labelled query set through the real quick search over the default seed
// (2000 products). Prints hit@3 and every miss; fails below the goal, or when a row of the table
// misses in any language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { product } from '../../src/server/db/schema/index.ts';
import { seed } from '../../src/server/seed/index.ts';
import { ARTICLE_COLUMNS, type Evaluation, evaluate, report, satisfies } from '../relevance/harness.ts';
import { type LabelledQuery, QUERIES } from '../relevance/queries.ts';

const GOAL = 0.95;
const LOCALES = ['nl-NL', 'fr-FR', 'en-GB', 'de-DE'] as const;

describe('quick search relevance (issue 28)', () => {
  let database: Database;
  let evaluation: Evaluation;

  // Seeding the default catalogue into an in-memory PGlite took 3 s on a busy 2-core machine and the
  // searches about 8 s (measured 2026-11-26): ten times that leaves room for a slower machine.
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const started = performance.now();
    await seed(database);
    console.log(`seeded the default catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    evaluation = await evaluate(database, QUERIES);
    console.log(report(evaluation));
  }, 120_000);
  afterAll(() => database?.close());

  it('is a labelled set of at least 150 queries, in all four languages, roughly balanced', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(150);
    for (const locale of LOCALES) {
      const share = QUERIES.filter((q) => q.locale === locale).length / QUERIES.length;
      expect(share, locale).toBeGreaterThan(0.2);
    }
  });

  it("labels articles the catalogue has (the set's own check, independent of the engine)", async () => {
    const articles = await database.db.select(ARTICLE_COLUMNS).from(product);
    const absent = QUERIES.filter((q) => !articles.some((a) => satisfies(a, q.expect, q.locale)));
    expect(absent.map((q) => `[${q.locale}] ${q.query}`)).toEqual([]);
  });

  it('finds every row of the issue table in the top 3, in Dutch and in translation', () => {
    const table = evaluation.results.filter((r) => r.query.table);
    expect(table.length).toBe(13 * LOCALES.length);
    const missed = table.filter((r) => !r.hit).map((r) => `[${r.query.locale}] ${r.query.query}`);
    expect(
      missed.filter((m) => m.startsWith('[nl-NL]')),
      'Dutch rows',
    ).toEqual([]);
    expect(missed, 'translated rows').toEqual([]);
  });

  it(`reaches hit@3 >= ${GOAL}`, () => {
    expect(evaluation.total).toBe(QUERIES.length);
    expect(evaluation.hitAt3).toBeGreaterThanOrEqual(GOAL);
  });

  it('counts a query for an article the catalogue lacks as a miss (the harness can fail)', async () => {
    const absent: LabelledQuery = {
      locale: 'nl-NL',
      query: 'DIN 933 M8x16',
      kind: 'standard',
      expect: { mpn: /^DIN933 M7x13\b/ },
    };
    const result = await evaluate(database, [absent]);
    expect(result).toMatchObject({ hits: 0, total: 1, hitAt3: 0 });
    expect(result.misses).toEqual([{ query: 'DIN 933 M8x16', locale: 'nl-NL', top3: expect.any(Array) }]);
  });
});
