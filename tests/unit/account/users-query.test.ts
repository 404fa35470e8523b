import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USERS_QUERY,
  parseUsersQuery,
  toCriteria,
  toSearchParams,
  withFilters,
} from '../../../src/components/account/users-query.ts';

const parse = (query: string) => parseUsersQuery(new URLSearchParams(query));

describe('users list query ↔ criteria', () => {
  it('gives the plain first page of 20 sorted by last name without parameters', () => {
    expect(parse('')).toEqual(DEFAULT_USERS_QUERY);
    expect(toCriteria(parse(''))).toEqual({
      page: 1,
      limit: 20,
      filter: [],
      sort: [{ field: 'lastName', order: 'ASC' }],
    });
    expect(toSearchParams(DEFAULT_USERS_QUERY).toString()).toBe('');
  });

  it('turns the §2 parameters into contains, equals and range filters and a sort', () => {
    const q = parse(
      'page=2&search=jan&firstName=So&lastName=Pee&username=demo&leadBuyer=true&budgetMin=100&budgetMax=5000&budgetRemainingMax=2000&order=desc&field=flow.budget&type=natural',
    );
    expect(toCriteria(q)).toEqual({
      page: 2,
      limit: 20,
      term: 'jan',
      filter: [
        { type: 'contains', field: 'firstName', value: 'So' },
        { type: 'contains', field: 'lastName', value: 'Pee' },
        { type: 'contains', field: 'username', value: 'demo' },
        { type: 'equals', field: 'leadBuyer', value: true },
        { type: 'range', field: 'flow.budget', parameters: { gte: 100, lte: 5000 } },
        { type: 'range', field: 'flow.budgetRemaining', parameters: { lte: 2000 } },
      ],
      sort: [{ field: 'flow.budget', order: 'DESC', naturalSorting: true }],
    });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const q = parse('lastName=Peeters&budgetRemainingMin=250&page=3');
    const params = toSearchParams(q);
    expect(params.toString()).toBe('page=3&lastName=Peeters&budgetRemainingMin=250');
    expect(parseUsersQuery(params)).toEqual(q);
  });

  it('falls back to defaults for malformed values and clamps budgets to the slider', () => {
    const q = parse(
      'page=-4&leadBuyer=maybe&budgetMin=-50&budgetMax=99999&field=passwordHash&order=sideways',
    );
    expect(q).toMatchObject({
      page: 1,
      leadBuyer: '',
      budgetMin: 0,
      budgetMax: 10_000,
      field: 'lastName',
      order: 'asc',
    });
    expect(toCriteria(q).filter).toEqual([]);
    expect(parse(`lastName=${'x'.repeat(500)}`).lastName).toHaveLength(100);
  });

  it('goes back to page 1 on any filter change (§4)', () => {
    const q = parse('page=4&lastName=A');
    expect(withFilters(q, { lastName: 'B' })).toMatchObject({ page: 1, lastName: 'B' });
    expect(withFilters(q, { order: 'desc' }).page).toBe(1);
  });
});
