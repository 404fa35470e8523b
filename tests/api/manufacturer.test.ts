import { describe, expect, it } from 'vitest';
import { call, errorCodes } from './client.ts';

describe('POST /product-manufacturer (Criteria)', () => {
  it('pages, sorts and counts', async () => {
    const all = await call('POST', '/product-manufacturer', {
      body: { limit: 500, 'total-count-mode': 'exact' },
    });
    expect(all.status).toBe(200);
    const total = all.json.total;
    expect(total).toBeGreaterThan(5);
    const page2 = await call('POST', '/product-manufacturer', {
      body: { page: 2, limit: 3, sort: [{ field: 'name', order: 'DESC' }] },
    });
    const names = all.json.elements
      .map((m: { name: string }) => m.name)
      .sort()
      .reverse();
    expect(page2.json.elements.map((m: { name: string }) => m.name)).toEqual(names.slice(3, 6));
  });

  it('filters with equals, equalsAny, contains and multi', async () => {
    const all = await call('POST', '/product-manufacturer', { body: { limit: 500 } });
    const [a, b] = all.json.elements;
    const equals = await call('POST', '/product-manufacturer', {
      body: { filter: [{ type: 'equals', field: 'name', value: a.name }] },
    });
    expect(equals.json.elements.map((m: { id: string }) => m.id)).toEqual([a.id]);
    const any = await call('POST', '/product-manufacturer', {
      body: { filter: [{ type: 'equalsAny', field: 'id', value: [a.id, b.id] }] },
    });
    expect(any.json.elements).toHaveLength(2);
    const contains = await call('POST', '/product-manufacturer', {
      body: { filter: [{ type: 'contains', field: 'name', value: a.name.slice(1, 4).toLowerCase() }] },
    });
    expect(contains.json.elements.map((m: { id: string }) => m.id)).toContain(a.id);
    const or = await call('POST', '/product-manufacturer', {
      body: {
        filter: [
          {
            type: 'multi',
            operator: 'or',
            queries: [
              { type: 'equals', field: 'id', value: a.id },
              { type: 'equals', field: 'id', value: b.id },
            ],
          },
        ],
      },
    });
    expect(or.json.elements).toHaveLength(2);
  });

  it('treats LIKE metacharacters literally', async () => {
    const res = await call('POST', '/product-manufacturer', {
      body: { filter: [{ type: 'contains', field: 'name', value: '%' }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.elements).toHaveLength(0);
  });

  it('honours includes', async () => {
    const res = await call('POST', '/product-manufacturer', {
      body: { limit: 2, includes: { product_manufacturer: ['id', 'name'] } },
    });
    expect(Object.keys(res.json.elements[0]).sort()).toEqual(['apiAlias', 'id', 'name']);
  });

  it('rejects unknown fields and bad criteria with 400', async () => {
    const unknown = await call('POST', '/product-manufacturer', {
      body: { filter: [{ type: 'equals', field: 'password_hash', value: 'x' }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].code).toBe('FRAMEWORK__INVALID_CRITERIA_FIELD');
    const bad = await call('POST', '/product-manufacturer', {
      body: { limit: -1, filter: [{ type: 'nope' }] },
    });
    expect(bad.status).toBe(400);
  });

  it('selects by Criteria ids, and answers a malformed id with INVALID_UUID instead of a database error', async () => {
    const all = await call('POST', '/product-manufacturer', { body: { limit: 3 } });
    const ids = all.json.elements.map((m: { id: string }) => m.id).slice(1);
    const byIds = await call('POST', '/product-manufacturer', { body: { ids } });
    expect(byIds.json.elements.map((m: { id: string }) => m.id).sort()).toEqual([...ids].sort());
    for (const filter of [
      { type: 'equals', field: 'id', value: 'not-a-uuid' },
      { type: 'equalsAny', field: 'id', value: 'x|y' },
    ]) {
      const bad = await call('POST', '/product-manufacturer', { body: { filter: [filter] } });
      expect(bad.status).toBe(400);
      expect(errorCodes(bad.json)).toEqual(['VIOLATION::INVALID_UUID']);
    }
  });
});
