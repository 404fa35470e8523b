import { describe, expect, it } from 'vitest';
import { type ListingData, toListing } from '../../src/api/catalog.ts';
import { toCustomer, toSessionContext } from '../../src/api/reshape.ts';
import type { CustomerData } from '../../src/api/types.ts';

// The readers in src/api turn Shopware 6.6's answers into what the pages read.

describe('toListing', () => {
  it('keys Shopware’s aggregation list by name', () => {
    const data = {
      elements: [],
      page: 1,
      limit: 24,
      total: 0,
      totalPages: 0,
      sorting: 'name-asc',
      availableSortings: [],
      aggregations: [
        {
          name: 'manufacturer',
          apiAlias: 'manufacturer_aggregation',
          entities: [{ id: 'm1', name: 'SKF', count: 3 }],
        },
        { name: 'price', apiAlias: 'price_aggregation', min: 1.5, max: 9 },
      ],
    } as ListingData;
    const listing = toListing(data);
    expect(listing.aggregations.manufacturer?.entities).toEqual([{ id: 'm1', name: 'SKF', count: 3 }]);
    expect(listing.aggregations.price).toMatchObject({ min: 1.5, max: 9 });
    expect(listing.aggregations.rating).toBeUndefined();
    expect(toListing({ ...data, aggregations: [] }).aggregations).toEqual({});
  });
});

describe('toCustomer', () => {
  const data = {
    id: 'c1',
    firstName: 'An',
    lastName: 'Peeters',
    username: 'demo.lead',
    email: 'an@example.be',
    active: true,
    leadBuyer: true,
    rights: [],
    customFields: {},
    salutation: { salutationKey: 'female' },
    b2bCompany: { id: 'co1', number: '100001', name: 'Demo Industrie NV', vatId: 'BE0403170701' },
  } as CustomerData;

  it('reads the salutation key and the B2B company', () => {
    const customer = toCustomer(data);
    expect(customer.salutation).toBe('female');
    expect(customer.company).toEqual({
      id: 'co1',
      number: '100001',
      name: 'Demo Industrie NV',
      vatId: 'BE0403170701',
    });
    expect(customer).not.toHaveProperty('b2bCompany');
    expect(toCustomer({ ...data, salutation: null }).salutation).toBeNull();
    expect(toCustomer({ ...data, salutation: { salutationKey: 'not_specified' } }).salutation).toBeNull();
  });

  it('reads the customer of a session context, or none', () => {
    const context = { token: 't', languageId: 'l', customer: data };
    expect(toSessionContext(context).customer?.company.number).toBe('100001');
    expect(toSessionContext({ ...context, customer: null }).customer).toBeNull();
  });
});
