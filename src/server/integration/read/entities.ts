import { asc, or, sql } from 'drizzle-orm';
import { manufacturer, product } from '../../db/schema/index.ts';
import { containsPattern, escapeLike } from '../../http/criteria.ts';
import { orderRead } from '../order/read.ts';
import { hexId } from '../sync/report.ts';
import { euroId } from '../sync/service.ts';
import { webhookRead } from '../webhook/routes.ts';
import { customerRead, employeeRead } from './accounts.ts';
import { cmsPageRead } from './cms.ts';
import { type Fields, type ReadEntity, readEntity } from './fields.ts';
import { landingPageRead } from './landing-page.ts';
import { mediaRead } from './media.ts';
import { categoryRead, currencyRead, languageRead, salesChannelRead } from './reference.ts';
import { manufacturerEntity, productEntity } from './views.ts';

const productFields: Fields = {
  id: [product.id, 'uuid'],
  parentId: [product.parentId, 'uuid'],
  manufacturerId: [product.manufacturerId, 'uuid'],
  productNumber: [product.productNumber, 'text'],
  ean: [product.ean, 'text'],
  manufacturerNumber: [product.manufacturerNumber, 'text'],
  active: [product.active, 'bool'],
  stock: [product.stock, 'int'],
  availableStock: [product.stock, 'int'],
  childCount: [product.childCount, 'int'],
  minPurchase: [product.minPurchase, 'int'],
  purchaseSteps: [product.purchaseSteps, 'int'],
  createdAt: [product.createdAt, 'date'],
  updatedAt: [product.updatedAt, 'date'],
};

export const productRead = readEntity({
  name: 'product',
  table: product,
  id: product.id,
  order: [asc(product.productNumber)],
  fields: productFields,
  term: (term) =>
    or(
      sql`${product.productNumber} ilike ${`${escapeLike(term)}%`}`,
      sql`${product.ean} = ${term}`,
      sql`${product.manufacturerNumber} ilike ${`${escapeLike(term)}%`}`,
      sql`${product.translations}::text ilike ${containsPattern(term)}`,
    ),
  view: async (db, rows) => {
    const currencyId = hexId(await euroId(db));
    return rows.map((p) => productEntity(p, currencyId));
  },
});

export const manufacturerRead = readEntity({
  name: 'product_manufacturer',
  table: manufacturer,
  id: manufacturer.id,
  order: [asc(manufacturer.name), asc(manufacturer.id)],
  fields: {
    id: [manufacturer.id, 'uuid'],
    name: [manufacturer.name, 'text'],
    link: [manufacturer.link, 'text'],
  },
  term: (term) => sql`${manufacturer.name} ilike ${containsPattern(term)}`,
  view: async (_db, rows) => rows.map(manufacturerEntity),
});

/** The entities served, by the path segment Shopware's routes name them with. */
export const READ_ENTITIES: Record<string, ReadEntity> = {
  product: productRead as unknown as ReadEntity,
  'product-manufacturer': manufacturerRead as unknown as ReadEntity,
  media: mediaRead as unknown as ReadEntity,
  order: orderRead as unknown as ReadEntity,
  webhook: webhookRead as unknown as ReadEntity,
  category: categoryRead as unknown as ReadEntity,
  currency: currencyRead as unknown as ReadEntity,
  language: languageRead as unknown as ReadEntity,
  'sales-channel': salesChannelRead as unknown as ReadEntity,
  customer: customerRead as unknown as ReadEntity,
  'b2b-employee': employeeRead as unknown as ReadEntity,
  'cms-page': cmsPageRead as unknown as ReadEntity,
  'landing-page': landingPageRead as unknown as ReadEntity,
};
