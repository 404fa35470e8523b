import { asc, or, sql } from 'drizzle-orm';
import { stableId } from '../../../shared/ids.ts';
import { FALLBACK_LOCALE, translate } from '../../../shared/locales.ts';
import {
  CENT_ROUNDING,
  CUSTOMER_GROUP_ID,
  DEFAULT_COUNTRY_ID,
  INVOICE_PAYMENT_METHOD_ID,
  SHIPPING_METHOD_ID,
} from '../../context/shopware-ids.ts';
import { queryRows } from '../../db/client.ts';
import { category, currency, language, salesChannel } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/criteria.ts';
import { uuidArray } from '../../search/product-rows.ts';
import { hexId } from '../sync/report.ts';
import { type ReadEntity, readEntity } from './fields.ts';
import { present } from './views.ts';

type CategoryRow = typeof category.$inferSelect;
const hex = (id: string | null) => (id === null ? null : hexId(id));

/** Shopware's Category: the tree as afterCategoryId (the sibling before) and childCount, texts in en-GB. */
async function categoryView(db: Parameters<ReadEntity['view']>[0], rows: CategoryRow[]) {
  const ids = rows.map((r) => r.id);
  const around = ids.length
    ? await queryRows<{ id: string; after: string | null; children: number }>(
        db,
        sql`select c.id,
              (select s.id from category s where s.parent_id is not distinct from c.parent_id
                and s.position < c.position order by s.position desc limit 1) as after,
              (select count(*)::int from category k where k.parent_id = c.id) as children
            from category c where c.id = any(${uuidArray(ids)})`,
      )
    : [];
  const tree = new Map(around.map((a) => [a.id, a]));
  return rows.map((c) => {
    const texts = present(
      Object.fromEntries(
        (['name', 'description', 'metaTitle', 'metaDescription'] as const).map((f) => [
          f,
          translate(c.translations, f, FALLBACK_LOCALE),
        ]),
      ),
    );
    return present({
      id: hexId(c.id),
      parentId: hex(c.parentId),
      afterCategoryId: hex(tree.get(c.id)?.after ?? null),
      level: c.level,
      path: c.path || null,
      childCount: tree.get(c.id)?.children ?? 0,
      type: c.type,
      active: c.active,
      visible: c.visible,
      ...texts,
      cmsPageId: hex(c.cmsPageId),
      mediaId: hex(c.mediaId),
      linkType: c.linkType,
      internalLink: hex(c.internalLink),
      externalLink: c.externalLink,
      linkNewTab: c.linkNewTab,
      customFields: c.customFields,
      translated: texts,
      apiAlias: 'category',
    });
  });
}

export const categoryRead = readEntity({
  name: 'category',
  table: category,
  id: category.id,
  order: [asc(category.level), asc(category.position), asc(category.id)],
  fields: {
    id: [category.id, 'uuid'],
    parentId: [category.parentId, 'uuid'],
    level: [category.level, 'int'],
    type: [category.type, 'text'],
    active: [category.active, 'bool'],
    visible: [category.visible, 'bool'],
  },
  term: (term) => sql`${category.translations}::text ilike ${containsPattern(term)}`,
  view: categoryView,
});

export const currencyRead = readEntity({
  name: 'currency',
  table: currency,
  id: currency.id,
  order: [asc(currency.isoCode)],
  fields: {
    id: [currency.id, 'uuid'],
    isoCode: [currency.isoCode, 'text'],
    symbol: [currency.symbol, 'text'],
  },
  term: (term) => sql`${currency.isoCode} ilike ${containsPattern(term)}`,
  view: async (_db, rows) =>
    rows.map((c) => ({
      id: hexId(c.id),
      isoCode: c.isoCode,
      symbol: c.symbol,
      shortName: c.isoCode,
      name: c.isoCode === 'EUR' ? 'Euro' : c.isoCode,
      factor: 1,
      isSystemDefault: c.isoCode === 'EUR',
      itemRounding: CENT_ROUNDING,
      totalRounding: CENT_ROUNDING,
      translated: { shortName: c.isoCode, name: c.isoCode === 'EUR' ? 'Euro' : c.isoCode },
      apiAlias: 'currency',
    })),
});

/** Shopware's locale names of the shop's four languages (the `locale` association). */
const LOCALE_NAMES: Record<string, [string, string]> = {
  'nl-NL': ['Dutch', 'Netherlands'],
  'fr-FR': ['French', 'France'],
  'en-GB': ['English', 'United Kingdom'],
  'de-DE': ['German', 'Germany'],
};

/** A language's locale row: the shop keeps the code only, so its id is derived from it. */
const localeOf = (code: string) => {
  const [name, territory] = LOCALE_NAMES[code] ?? [code, code];
  return { id: hexId(stableId(`locale:${code}`)), code, name, territory, translated: { name, territory } };
};

/** Shopware's Language; its `locale` comes when the Criteria asks for it, as Shopware loads it. */
export const languageRead = readEntity({
  name: 'language',
  table: language,
  id: language.id,
  order: [asc(language.localeCode)],
  fields: {
    id: [language.id, 'uuid'],
    name: [language.name, 'text'],
    'locale.code': [language.localeCode, 'text'],
  },
  term: (term) =>
    or(
      sql`${language.name} ilike ${containsPattern(term)}`,
      sql`${language.localeCode} ilike ${containsPattern(term)}`,
    ),
  view: async (_db, rows, criteria) =>
    rows.map((l) => {
      const locale = localeOf(l.localeCode);
      return {
        id: hexId(l.id),
        name: l.name,
        localeId: locale.id,
        translationCodeId: locale.id,
        active: true,
        ...(criteria && Object.hasOwn(criteria.associations, 'locale') ? { locale } : {}),
        apiAlias: 'language',
      };
    }),
});

/** Shopware's Defaults::SALES_CHANNEL_TYPE_STOREFRONT: the shop's channels are storefronts. */
const STOREFRONT_TYPE = '8a243080f92e4c719546314b577cf82b';

/**
 * Shopware's SalesChannel: the navigation roots a connector hangs categories under, its language
 * and currency; the shop's one customer group, payment and shipping method by their stable ids.
 */
export const salesChannelRead = readEntity({
  name: 'sales_channel',
  table: salesChannel,
  id: salesChannel.id,
  order: [asc(salesChannel.name), asc(salesChannel.id)],
  fields: {
    id: [salesChannel.id, 'uuid'],
    name: [salesChannel.name, 'text'],
    languageId: [salesChannel.languageId, 'uuid'],
    currencyId: [salesChannel.currencyId, 'uuid'],
    navigationCategoryId: [salesChannel.navigationCategoryId, 'uuid'],
  },
  term: (term) => sql`${salesChannel.name} ilike ${containsPattern(term)}`,
  view: async (_db, rows) =>
    rows.map((c) =>
      present({
        id: hexId(c.id),
        typeId: STOREFRONT_TYPE,
        name: c.name,
        translated: { name: c.name },
        accessKey: c.accessKey,
        languageId: hexId(c.languageId),
        currencyId: hexId(c.currencyId),
        customerGroupId: hexId(CUSTOMER_GROUP_ID),
        paymentMethodId: hexId(INVOICE_PAYMENT_METHOD_ID),
        shippingMethodId: hexId(SHIPPING_METHOD_ID),
        countryId: hexId(DEFAULT_COUNTRY_ID),
        navigationCategoryId: hexId(c.navigationCategoryId),
        serviceCategoryId: hex(c.serviceCategoryId),
        footerCategoryId: hex(c.footerCategoryId),
        active: true,
        maintenance: c.maintenance,
        homeEnabled: true,
        apiAlias: 'sales_channel',
      }),
    ),
});
