import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { cmsBlock, cmsSection, cmsSlot } from '../../src/server/db/schema/index.ts';
import { seed } from '../../src/server/seed/index.ts';

// The page cache hears of content changes through NOTIFY triggers; this drives them on a real database.
describe('content change notifications', () => {
  let database: Database;
  const heard: { table: string; pageId: string | null }[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seed(database, { products: 50 });
    await database.listen('b2b_content_changed', (payload) => heard.push(JSON.parse(payload)));
  }, 60_000);
  afterAll(() => database.close());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('names the CMS page whose slot changed', async () => {
    const [slot] = await database.db
      .select({ id: cmsSlot.id, pageId: cmsSection.pageId })
      .from(cmsSlot)
      .innerJoin(cmsBlock, eq(cmsBlock.id, cmsSlot.blockId))
      .innerJoin(cmsSection, eq(cmsSection.id, cmsBlock.sectionId))
      .where(eq(cmsBlock.type, 'text'))
      .limit(1);
    const pageId = slot?.pageId;
    heard.length = 0;
    await database.db
      .update(cmsSlot)
      .set({ config: { content: '<p>changed</p>' } })
      .where(eq(cmsSlot.id, slot?.id ?? ''));
    await settle();
    expect(heard).toEqual([{ table: 'cms_slot', pageId }]);
  });

  it('reports navigation changes without a page, so everything is rebuilt', async () => {
    heard.length = 0;
    await database.db.execute(sql`update category set position = position where level = 2`);
    await settle();
    expect(heard).toEqual([{ table: 'category', pageId: null }]);
  });

  it('reports property and delivery time changes, which the Store API remembers for listings', async () => {
    heard.length = 0;
    await database.db.execute(sql`update property_group set position = position`);
    await database.db.execute(sql`update property_option set position = position`);
    await database.db.execute(sql`update delivery_time set min = min`);
    await settle();
    expect(heard.map((h) => h.table)).toEqual(['property_group', 'property_option', 'delivery_time']);
  });
});
