import { PgDialect } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { manufacturer } from '../../src/server/db/schema/index.ts';
import {
  applyIncludes,
  CriteriaSchema,
  compileFilter,
  containsPattern,
  paging,
} from '../../src/server/http/criteria.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const fields = { id: manufacturer.id, name: manufacturer.name };
const render = (filter: Parameters<typeof compileFilter>[0]) =>
  dialect.sqlToQuery(compileFilter(filter, fields));

describe('Criteria compiler', () => {
  it('binds values as parameters, never into the SQL text', () => {
    const q = render({ type: 'equals', field: 'name', value: "x'; drop table customer; --" });
    expect(q.sql).toBe('"manufacturer"."name" = $1');
    expect(q.params).toEqual(["x'; drop table customer; --"]);
  });

  it('escapes LIKE metacharacters in contains/prefix', () => {
    expect(render({ type: 'contains', field: 'name', value: '50%_off' }).params).toEqual(['%50\\%\\_off%']);
    expect(render({ type: 'prefix', field: 'name', value: 'ab' }).params).toEqual(['ab%']);
  });

  it('splits a pipe-separated equalsAny and turns an empty one into false', () => {
    expect(render({ type: 'equalsAny', field: 'id', value: 'a|b' }).params).toEqual(['a', 'b']);
    expect(render({ type: 'equalsAny', field: 'id', value: [] }).sql).toBe('false');
  });

  it('combines range bounds and negates a not-multi', () => {
    const range = render({ type: 'range', field: 'name', parameters: { gte: 1, lt: 5 } });
    expect(range.sql).toBe('("manufacturer"."name" >= $1 and "manufacturer"."name" < $2)');
    const not = render({
      type: 'not',
      operator: 'or',
      queries: [
        { type: 'equals', field: 'id', value: 'a' },
        { type: 'equals', field: 'id', value: null },
      ],
    });
    expect(not.sql).toBe('not ("manufacturer"."id" = $1 or "manufacturer"."id" is null)');
  });

  it('refuses fields that are not mapped', () => {
    expect(() => render({ type: 'equals', field: 'passwordHash', value: 'x' })).toThrow(/cannot be used/);
  });

  it('computes paging from page/limit with defaults', () => {
    const criteria = v.parse(CriteriaSchema, { page: 3, limit: 10 });
    expect(paging(criteria)).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(paging(v.parse(CriteriaSchema, {}), 24)).toEqual({ page: 1, limit: 24, offset: 0 });
  });
});

describe('includes', () => {
  it('keeps only the listed fields of objects with that apiAlias, at any depth', () => {
    const data = {
      elements: [
        {
          apiAlias: 'product',
          id: '1',
          name: 'n',
          secret: 's',
          cover: { apiAlias: 'media', url: 'u', x: 1 },
        },
      ],
    };
    expect(applyIncludes(data, { product: ['id', 'cover'], media: ['url'] })).toEqual({
      elements: [{ apiAlias: 'product', id: '1', cover: { apiAlias: 'media', url: 'u' } }],
    });
  });
});

describe('search terms in LIKE patterns', () => {
  it('match anywhere and take the wildcards and the escape character literally', () => {
    expect(containsPattern('M8')).toBe('%M8%');
    expect(containsPattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
});
