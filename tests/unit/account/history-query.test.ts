import { describe, expect, it } from 'vitest';
import { historyHref, readHistoryQuery, sortState } from '../../../src/components/account/history-query.ts';
import { OfferQuerySchema } from '../../../src/shared/schemas/history.ts';

const read = (query: string, locale: 'nl-NL' | 'en-GB' = 'nl-NL') =>
  readHistoryQuery(OfferQuerySchema, new URLSearchParams(query), locale);

describe('history list query', () => {
  it('reads a valid query with its defaults', () => {
    expect(read('status=open&from=2026-01-01&page=2').query).toEqual({
      page: 2,
      term: '',
      from: '2026-01-01',
      to: '',
      status: 'open',
      sort: 'date',
      order: 'desc',
    });
  });

  it('refuses a from-date after the to-date with a translated error on the to field', () => {
    const state = read('from=2026-02-01&to=2026-01-01');
    expect(state.query).toBeNull();
    expect(state.messages.fields.to).toBe('De begindatum mag niet na de einddatum liggen.');
    expect(read('from=2026-02-01&to=2026-01-01', 'en-GB').messages.fields.to).toBe(
      'The start date may not be after the end date.',
    );
    expect(read('from=2026-01-01&to=2026-01-01').query).not.toBeNull();
  });

  it('falls back to the defaults for other malformed values', () => {
    const state = read('status=lost&sort=price&page=-3&term=x');
    expect(state.query).toMatchObject({ status: '', sort: 'date', page: 1, term: 'x' });
    expect(state.values).toEqual({ term: 'x' });
  });

  it('builds links back to page 1 on a change, and toggles the sort of the current column', () => {
    const values = { page: '3', status: 'open' };
    expect(historyHref('/account/offers', values, { term: 'pomp' })).toBe(
      '/account/offers?status=open&term=pomp',
    );
    expect(historyHref('/account/offers', values, { page: '4' })).toBe('/account/offers?page=4&status=open');
    expect(sortState({}, 'date')).toMatchObject({
      active: true,
      ariaSort: 'descending',
      changes: { order: 'asc' },
    });
    expect(sortState({}, 'number')).toMatchObject({
      active: false,
      changes: { sort: 'number', order: 'asc' },
    });
  });
});
