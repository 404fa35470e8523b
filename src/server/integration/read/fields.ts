import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Criteria, FieldMap, Filter } from '../../http/criteria.ts';
import type { Entity } from '../../http/entity-search.ts';
import { ApiError } from '../../http/errors.ts';

/** What a Criteria field holds, so a filter value of the wrong type is a 400, not a database error. */
export type Kind = 'uuid' | 'text' | 'int' | 'bool' | 'date';

/** The fields an entity's Criteria may name (Shopware's names), each with its column and kind. */
export type Fields = Record<string, [SQLWrapper, Kind]>;

export const fieldMap = (fields: Fields): FieldMap =>
  Object.fromEntries(Object.entries(fields).map(([name, [column]]) => [name, column]));

export const uuidFields = (fields: Fields) =>
  new Set(Object.keys(fields).filter((name) => fields[name]?.[1] === 'uuid'));

const fits: Record<Exclude<Kind, 'uuid'>, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string' || typeof value === 'number',
  int: (value) => Number.isSafeInteger(typeof value === 'string' ? Number(value) : value),
  bool: (value) => typeof value === 'boolean',
  date: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
};

const invalid = (field: string, detail: string) =>
  new ApiError(400, 'FRAMEWORK__INVALID_FILTER_QUERY', detail, { field });

/**
 * Checks each filter's values against its field's kind (ids are checked by searchEntity, unknown
 * fields named by compileFilter): a range only on numbers, equals on a flag only with a boolean.
 */
export function checkFilters(filters: Filter[], fields: Fields) {
  for (const f of filters) {
    if ('queries' in f) {
      checkFilters(f.queries, fields);
      continue;
    }
    const kind = fields[f.field]?.[1];
    if (!kind || kind === 'uuid') continue;
    if (f.type === 'range') {
      if (kind !== 'int' && kind !== 'date')
        throw invalid(f.field, `Field "${f.field}" takes no range filter.`);
    } else if (f.type === 'equals' || f.type === 'equalsAny') {
      const values =
        f.type === 'equals' ? [f.value] : typeof f.value === 'string' ? f.value.split('|') : f.value;
      const wrong = values.find((value) => value !== null && !fits[kind](value));
      if (wrong !== undefined) {
        throw invalid(f.field, `Field "${f.field}" cannot equal ${JSON.stringify(wrong)}.`);
      }
    }
  }
}

export const filtersOf = (criteria: Criteria) => [...criteria.filter, ...criteria['post-filter']];

/** One entity of the Admin API's read side: its Criteria fields, its `term`, its answer. */
export interface ReadEntity<T extends PgTable = PgTable> {
  /** Shopware's entity name, which the integration's read privilege names. */
  name: string;
  fields: Fields;
  entity: Entity<T>;
  /** Shopware's `term`: a cheap match on what a connector looks things up by. */
  term: (term: string) => SQL | undefined;
  /** The rows as Shopware answers them; `criteria` says which associations were asked for. */
  view: (db: Db, rows: T['$inferSelect'][], criteria?: Criteria) => Promise<Record<string, unknown>[]>;
}

export const readEntity = <T extends PgTable>(
  spec: Omit<ReadEntity<T>, 'entity'> & Pick<Entity<T>, 'table' | 'id' | 'order' | 'visible'>,
): ReadEntity<T> => ({
  ...spec,
  entity: {
    table: spec.table,
    id: spec.id,
    visible: spec.visible,
    order: spec.order,
    fields: fieldMap(spec.fields),
    uuidFields: uuidFields(spec.fields),
    defaultLimit: 25,
  },
});

/** Shopware's 404 for an id no row of the entity has. */
export const notFound = (entity: string, id: string) =>
  new ApiError(
    404,
    'FRAMEWORK__RESOURCE_NOT_FOUND',
    `The ${entity} resource with the following primary key was not found: id(${id}).`,
    { entity, primaryKey: `id(${id})` },
  );
