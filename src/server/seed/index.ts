import { eq, getTableName, is, sql } from 'drizzle-orm';
import { type PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../account/password.ts';
import { configuredDomains, domainRows } from '../context/domain-config.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { DEMO_INTEGRATION } from '../integration/demo.ts';
import { createIntegration } from '../integration/service.ts';
import { runSync } from '../integration/sync/service.ts';
import { refreshSearchIndex } from '../search/document.ts';
import { seedArticleLinks } from './article-links.ts';
import { blogRows } from './blog.ts';
import { categoryIcons, mainCategoryRecords } from './categories.ts';
import {
  countryRows,
  currencyRows,
  deliveryTimeRows,
  languageRows,
  priceListRows,
  salesChannelRows,
  warehouseRows,
} from './channel.ts';
import { externalContactRows, orderReferenceRows, promotionRows } from './checkout.ts';
import { cityRows } from './cities.ts';
import { cmsPageId, cmsRows } from './cms.ts';
import { CMS_PAGES, contentPaths } from './cms-pages.ts';
import { DEMO_PASSWORD } from './constants.ts';
import { seedCrossSellings } from './cross-selling.ts';
import { customerRows } from './customers.ts';
import { DEMO_ERP_HISTORY, seedErpHistory, vacuumErp } from './erp.ts';
import { manufacturerRecords } from './manufacturers.ts';
import { mediaRows } from './media.ts';
import { navigationRecords } from './navigation.ts';
import { seedOffers } from './offers.ts';
import { loadProducts } from './product-load.ts';
import { seedProductTabs } from './product-tabs.ts';
import { propertyRecords, writeShopPropertyFields } from './properties.ts';
import { DEMO_CXML_SECRET, punchoutRows } from './punchout.ts';
import { landingPageRows, seoRows } from './seo.ts';
import { staffRows } from './staff.ts';
import { byLocale } from './text.ts';

export const DEFAULT_PRODUCTS = 2000;

export interface SeedOptions {
  /** Number of products (default 2000). */
  products?: number;
  /** Empty every table first; without it an already seeded database is left alone. */
  reset?: boolean;
}

export interface SeedReport {
  skipped: boolean;
  seconds: number;
  /** Rows written per table. */
  rows: Record<string, number>;
  /** Seconds of the long phases (product load, listing tables, search index, statistics). */
  phases?: Record<string, number>;
}

export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: t.salesChannel.id }).from(t.salesChannel).limit(1);
  return rows.length > 0;
}

/** The deterministic demo shop: the same options always produce the same rows and ids. */
export async function seed(database: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  if (options.reset) await truncateAll(database);
  else if (await isSeeded(database)) return { skipped: true, seconds: 0, rows: {} };

  const rows: Record<string, number> = {};
  const insert = async <T extends PgTable>(table: T, values: PgInsertValue<T>[]) => {
    for (let i = 0; i < values.length; i += 500)
      await database.db.insert(table).values(values.slice(i, i + 500));
    rows[getTableName(table)] = (rows[getTableName(table)] ?? 0) + values.length;
  };

  await insert(t.language, languageRows());
  await insert(t.currency, currencyRows());
  await insert(t.country, countryRows());
  await insert(t.warehouse, warehouseRows());
  await insert(t.deliveryTime, deliveryTimeRows());
  await insert(t.priceList, priceListRows());
  await insert(t.media, mediaRows());
  // As a connector sends them (issue 32): every seed runs the Admin API's import of these.
  const synced = async (entity: string, table: PgTable, payload: object[]) => {
    await runSync(database.db, [{ key: entity, entity, action: 'upsert', payload }], true);
    rows[getTableName(table)] = (rows[getTableName(table)] ?? 0) + payload.length;
  };
  await synced('product_manufacturer', t.manufacturer, manufacturerRecords());
  const properties = propertyRecords();
  await synced('property_group', t.propertyGroup, properties.groups);
  rows[getTableName(t.propertyOption)] = properties.groups.flatMap((g) => g.options).length;
  await writeShopPropertyFields(database.db, properties);

  const cms = cmsRows(CMS_PAGES);
  await insert(t.cmsPage, cms.cms_page);
  await insert(t.cmsSection, cms.cms_section);
  await insert(t.cmsBlock, cms.cms_block);
  await insert(t.cmsSlot, cms.cms_slot);
  const pages = { home: cmsPageId('home'), listing: cmsPageId('listing') };
  const contactPaths = byLocale((_, i) => contentPaths('contact')[i]);
  await synced('category', t.category, [
    ...mainCategoryRecords({ ...pages, contactPaths }),
    ...navigationRecords(),
  ]);
  for (const { id, iconMediaId } of categoryIcons())
    await database.db.update(t.category).set({ iconMediaId }).where(eq(t.category.id, id));

  const blog = blogRows();
  await insert(t.blogCategory, blog.categories);
  await insert(t.blogTag, blog.tags);
  await insert(t.blogPost, blog.posts);

  const demoHash = await hashPassword(DEMO_PASSWORD);
  const accounts = customerRows(demoHash);
  await insert(t.company, accounts.companies);
  await insert(t.customer, accounts.customers);
  await insert(t.customerAddress, accounts.addresses);
  await insert(t.customerRight, accounts.rights);
  await insert(t.punchoutSettings, punchoutRows(demoHash, await hashPassword(DEMO_CXML_SECRET)));
  await insert(t.staffUser, staffRows(demoHash));
  // The demo ERP connector (README demo accounts); production refuses to start while it is active.
  await createIntegration(database.db, { label: DEMO_INTEGRATION.label, admin: true }, DEMO_INTEGRATION);
  await insert(t.orderFlow, accounts.flows);
  await insert(t.orderFlowCustomer, accounts.flowCustomers);
  await insert(t.orderFlowApprover, accounts.flowApprovers);
  const references = orderReferenceRows();
  await insert(t.orderReference, references.references);
  await insert(t.orderReferenceApprover, references.approvers);
  await insert(t.externalContact, externalContactRows());
  await insert(t.promotion, promotionRows());
  await insert(t.city, cityRows());

  // The long phases are timed for bench:seed.
  const phases: Record<string, number> = {};
  const phase = async <T>(name: string, run: () => Promise<T>) => {
    const from = performance.now();
    const result = await run();
    phases[name] = (performance.now() - from) / 1000;
    return result;
  };
  Object.assign(
    rows,
    await phase('products', () => loadProducts(database, options.products ?? DEFAULT_PRODUCTS)),
  );
  await phase('listing', () => database.db.execute(sql`select b2b_listing_rebuild()`));
  await phase('search', () => refreshSearchIndex(database.db));
  await seedCrossSellings(database);
  await seedArticleLinks(database);
  await seedOffers(database);
  await seedProductTabs(database);
  for (const history of DEMO_ERP_HISTORY) await seedErpHistory(database.db, history);
  // Fresh statistics for the bulk-loaded tables; a database-wide ANALYZE would also scan the catalogs.
  await phase('analyze', () =>
    database.db.execute(
      sql`analyze product_stock, product_price, product_search, product_listing, listing_group,
        listing_sort, listing_list_price, category_facet, category`,
    ),
  );
  // Products are vacuumed too: the visibility map lets the sitemap index read product_sitemap_idx alone.
  await phase('vacuum', () => database.db.execute(sql`vacuum (analyze) product`));
  await vacuumErp(database.db);

  // The sales channel goes in last: isSeeded() looks for it, so an interrupted seed is not taken
  // for a finished one (SEO URLs and domains reference the channel, so they follow it).
  await insert(t.salesChannel, salesChannelRows());
  await insert(t.salesChannelDomain, domainRows(configuredDomains()));
  await insert(t.landingPage, landingPageRows());
  await insert(t.seoUrl, seoRows());
  return { skipped: false, seconds: (performance.now() - started) / 1000, rows, phases };
}

/** Empties every table of the schema (drizzle's migration journal is not part of it). */
async function truncateAll(database: Database) {
  const tables = Object.values(t).flatMap((value) =>
    is(value, PgTable) ? [`"${getTableName(value)}"`] : [],
  );
  await database.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
