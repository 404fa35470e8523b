import { and, asc, desc, inArray, is, not, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { TotalCountModeSchema } from '../../shared/catalog/listing.ts';
import { ApiError } from './errors.ts';

const Scalar = v.union([v.string(), v.number(), v.boolean(), v.null()]);
const Field = v.pipe(v.string(), v.maxLength(120));
const Bound = v.union([v.number(), v.pipe(v.string(), v.maxLength(40))]);

export type Filter =
  | { type: 'equals'; field: string; value: string | number | boolean | null }
  | { type: 'equalsAny'; field: string; value: (string | number)[] | string }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | {
      type: 'range';
      field: string;
      parameters: Partial<Record<'gte' | 'lte' | 'gt' | 'lt', number | string>>;
    }
  | { type: 'multi' | 'not'; operator?: 'and' | 'or' | 'AND' | 'OR'; queries: Filter[] };

const FilterSchema: v.GenericSchema<Filter> = v.variant('type', [
  v.object({ type: v.literal('equals'), field: Field, value: Scalar }),
  v.object({
    type: v.literal('equalsAny'),
    field: Field,
    value: v.union([v.array(v.union([v.string(), v.number()])), v.string()]),
  }),
  v.object({ type: v.picklist(['contains', 'prefix', 'suffix']), field: Field, value: v.string() }),
  v.object({
    type: v.literal('range'),
    field: Field,
    // Numbers, or dates as Shopware sends them (`2026-11-01`, ISO date-times) for date fields.
    parameters: v.object({
      gte: v.optional(Bound),
      lte: v.optional(Bound),
      gt: v.optional(Bound),
      lt: v.optional(Bound),
    }),
  }),
  v.object({
    type: v.picklist(['multi', 'not']),
    operator: v.optional(v.picklist(['and', 'or', 'AND', 'OR'])),
    queries: v.pipe(v.array(v.lazy(() => FilterSchema)), v.maxLength(50)),
  }),
]);

/** Shopware Criteria (the body of list and search calls). */
export const CriteriaSchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
  p: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  term: v.optional(v.pipe(v.string(), v.maxLength(10_000))),
  ids: v.optional(v.pipe(v.array(v.string()), v.maxLength(500))),
  filter: v.optional(v.pipe(v.array(FilterSchema), v.maxLength(50)), []),
  'post-filter': v.optional(v.pipe(v.array(FilterSchema), v.maxLength(50)), []),
  sort: v.optional(
    v.array(
      v.object({
        field: Field,
        order: v.optional(v.picklist(['ASC', 'DESC', 'asc', 'desc']), 'ASC'),
        naturalSorting: v.optional(v.boolean()),
      }),
    ),
    [],
  ),
  associations: v.optional(v.record(v.string(), v.unknown()), {}),
  includes: v.optional(v.record(v.string(), v.array(v.string())), {}),
  /** Entity searches count only when asked to. */
  'total-count-mode': TotalCountModeSchema('none'),
});
export type Criteria = v.InferOutput<typeof CriteriaSchema>;

/** Which criteria field names an entity accepts, mapped to its columns or expressions. */
export type FieldMap = Record<string, SQLWrapper>;

function column(fields: FieldMap, name: string): SQLWrapper {
  const col = fields[name];
  if (!col) {
    throw new ApiError(400, 'FRAMEWORK__INVALID_CRITERIA_FIELD', `Field "${name}" cannot be used here.`, {
      field: name,
    });
  }
  return col;
}

/** A date field takes dates, any other field numbers: else the database would fail (500), not the caller. */
function checkBounds(field: string, col: SQLWrapper, bounds: (number | string | undefined)[]) {
  const dates = is(col, PgColumn) && col.dataType === 'date';
  const fits = (b: number | string) =>
    dates ? typeof b === 'string' && !Number.isNaN(Date.parse(b)) : typeof b === 'number';
  if (bounds.every((b) => b === undefined || fits(b))) return;
  throw new ApiError(
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `The range of "${field}" takes ${dates ? 'dates' : 'numbers'}.`,
    { field },
  );
}

/** `%`, `_` and `\` in a search term match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** An (i)like pattern matching `term` anywhere, its wildcards taken literally. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

export function compileFilter(filter: Filter, fields: FieldMap): SQL {
  switch (filter.type) {
    case 'equals':
      return filter.value === null
        ? sql`${column(fields, filter.field)} is null`
        : sql`${column(fields, filter.field)} = ${filter.value}`;
    case 'equalsAny': {
      const values = typeof filter.value === 'string' ? filter.value.split('|') : filter.value;
      return values.length ? inArray(column(fields, filter.field) as never, values) : sql`false`;
    }
    case 'contains':
      return sql`${column(fields, filter.field)}::text ilike ${`%${escapeLike(filter.value)}%`}`;
    case 'prefix':
      return sql`${column(fields, filter.field)}::text ilike ${`${escapeLike(filter.value)}%`}`;
    case 'suffix':
      return sql`${column(fields, filter.field)}::text ilike ${`%${escapeLike(filter.value)}`}`;
    case 'range': {
      const col = column(fields, filter.field);
      checkBounds(filter.field, col, Object.values(filter.parameters));
      const { gte, lte, gt, lt } = filter.parameters;
      const parts = [
        gte !== undefined && sql`${col} >= ${gte}`,
        lte !== undefined && sql`${col} <= ${lte}`,
        gt !== undefined && sql`${col} > ${gt}`,
        lt !== undefined && sql`${col} < ${lt}`,
      ].filter((p): p is SQL => Boolean(p));
      return and(...parts) ?? sql`true`;
    }
    case 'multi':
    case 'not': {
      const parts = filter.queries.map((q) => compileFilter(q, fields));
      const combined = (filter.operator?.toLowerCase() === 'or' ? or(...parts) : and(...parts)) ?? sql`true`;
      return filter.type === 'not' ? not(combined) : combined;
    }
  }
}

export function compileWhere(criteria: Criteria, fields: FieldMap): SQL | undefined {
  const all = [...criteria.filter, ...criteria['post-filter']];
  return all.length ? and(...all.map((f) => compileFilter(f, fields))) : undefined;
}

export function compileSort(criteria: Criteria, fields: FieldMap): SQL[] {
  return criteria.sort.map((s) =>
    s.order.toUpperCase() === 'DESC'
      ? desc(column(fields, s.field) as never)
      : asc(column(fields, s.field) as never),
  );
}

export function paging(criteria: Criteria, defaultLimit = 24) {
  const limit = criteria.limit ?? defaultLimit;
  const page = criteria.p ?? criteria.page;
  return { page, limit, offset: (page - 1) * limit };
}

export const wantsTotal = (criteria: Criteria) => criteria['total-count-mode'] === 'exact';

/**
 * Applies Criteria `includes`: objects whose `apiAlias` is listed keep only the listed fields
 * (plus apiAlias), so callers such as the quick search get small payloads.
 */
export function applyIncludes<T>(data: T, includes: Record<string, string[]>): T {
  if (!Object.keys(includes).length) return data;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const allowed = typeof record.apiAlias === 'string' ? includes[record.apiAlias] : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(record)) {
      if (allowed && key !== 'apiAlias' && !allowed.includes(key)) continue;
      out[key] = walk(inner);
    }
    return out;
  };
  return walk(data) as T;
}
