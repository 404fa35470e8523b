import { asc, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { manufacturer, product } from '../../db/schema/index.ts';
import { containsPattern, escapeLike } from '../../http/criteria.ts';
import type { Entity } from '../../http/entity-search.ts';
import { hexId } from '../sync/report.ts';
import { euroId } from '../sync/service.ts';
import { type Fields, fieldMap, uuidFields } from './fields.ts';
import { manufacturerEntity, productEntity } from './views.ts';

/** One entity of the Admin API's read side: its Criteria fields, its `term`, its answer. */
export interface ReadEntity<T extends PgTable = PgTable> {
  /** Shopware's entity name, which the integration's read privilege names. */
  name: string;
  fields: Fields;
  entity: Entity<T>;
  /** Shopware's `term`: a cheap match on what a connector looks things up by. */
  term: (term: string) => SQL | undefined;
  view: (db: Db, rows: T['$inferSelect'][]) => Promise<Record<string, unknown>[]>;
}

const readEntity = <T extends PgTable>(
  spec: Omit<ReadEntity<T>, 'entity'> & Pick<Entity<T>, 'table' | 'id' | 'order'>,
): ReadEntity<T> => ({
  ...spec,
  entity: {
    table: spec.table,
    id: spec.id,
    order: spec.order,
    fields: fieldMap(spec.fields),
    uuidFields: uuidFields(spec.fields),
    defaultLimit: 25,
  },
});

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
};
