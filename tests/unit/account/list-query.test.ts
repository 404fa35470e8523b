import { describe, expect, it } from 'vitest';
import type { CompanyAddress } from '../../../src/api/cart.ts';
import { ADDRESS_LIST, pageAddresses } from '../../../src/components/account/address-book.ts';
import { listHref, parseListQuery } from '../../../src/components/account/list-query.ts';
import { ORDER_LIST_LIST } from '../../../src/components/account/order-list-query.ts';

const parse = (query: string) => parseListQuery(new URLSearchParams(query), ORDER_LIST_LIST);

describe('account list query in the URL', () => {
  it('reads page, term, filter, sort and order, falling back on anything malformed', () => {
    expect(parse('')).toEqual({ page: 1, term: '', filter: '', sort: 'createdAt', order: 'desc' });
    expect(parse('page=3&term=%20pomp%20&filter=company&sort=amount&order=asc')).toEqual({
      page: 3,
      term: 'pomp',
      filter: 'company',
      sort: 'amount',
      order: 'asc',
    });
    expect(parse('page=-1&filter=world&sort=password&order=up')).toEqual(parse(''));
    expect(parse(`term=${'x'.repeat(500)}`).term).toHaveLength(120);
  });

  it('writes only what differs from the defaults', () => {
    expect(listHref('/account/orderlist', parse(''), ORDER_LIST_LIST)).toBe('/account/orderlist');
    expect(listHref('/fr/account/orderlist', { ...parse('term=a b'), page: 2 }, ORDER_LIST_LIST)).toBe(
      '/fr/account/orderlist?page=2&term=a+b',
    );
  });
});

const address = (id: string, name: string, city: string, zipcode: string, defaultDelivery = false) =>
  ({ id, name, city, zipcode, street: 'Straat', defaultDelivery }) as CompanyAddress;

describe('address book page', () => {
  const all = [
    address('1', 'Magazijn Gent', 'Gent', '9000'),
    address('2', 'Hoofdzetel', 'Antwerpen', '2000', true),
    address('3', 'Atelier 10', 'Luik', '4000'),
    address('4', 'Atelier 9', 'Brugge', '8000'),
  ];
  const q = (query: string) => parseListQuery(new URLSearchParams(query), ADDRESS_LIST);

  it('searches name, street, zipcode and city; filters the default; sorts naturally', () => {
    const names = (query: string) => pageAddresses(all, q(query), 'nl-NL').elements.map((a) => a.name);
    expect(names('')).toEqual(['Atelier 9', 'Atelier 10', 'Hoofdzetel', 'Magazijn Gent']);
    expect(names('term=GENT')).toEqual(['Magazijn Gent']);
    expect(names('term=2000')).toEqual(['Hoofdzetel']);
    expect(names('filter=default')).toEqual(['Hoofdzetel']);
    expect(names('sort=zipcode&order=desc')).toEqual([
      'Magazijn Gent',
      'Atelier 9',
      'Atelier 10',
      'Hoofdzetel',
    ]);
  });

  it('pages by 20 and keeps the page within range', () => {
    const many = Array.from({ length: 45 }, (_, i) => address(String(i), `Adres ${i}`, 'Gent', '9000'));
    expect(pageAddresses(many, q('page=3'), 'nl-NL')).toMatchObject({
      pager: { currentPage: 3, totalPages: 3, totalResults: 45 },
    });
    expect(pageAddresses(many, q('page=3'), 'nl-NL').elements).toHaveLength(5);
    expect(pageAddresses(many, q('page=9'), 'nl-NL').pager.currentPage).toBe(3);
  });
});
