import type { CompanyAddress } from '../../api/cart.ts';
import { ADDRESS_SORTS, ADDRESSES_PAGE_SIZE, type AddressSort } from '../../shared/schemas/addresses.ts';
import type { ListQuery, ListShape } from './list-query.ts';

export const ADDRESS_LIST: ListShape<AddressSort> = {
  sorts: ADDRESS_SORTS,
  filters: ['default'],
  defaults: { sort: 'name', order: 'asc' },
};

/**
 * One page of the company's addresses (Shopware's list-address answers them all: a company has a
 * handful): the term matches name, street, zipcode and city; `default` keeps the default delivery one.
 */
export function pageAddresses(
  addresses: readonly CompanyAddress[],
  q: ListQuery<AddressSort>,
  locale: string,
) {
  const term = q.term.toLocaleLowerCase(locale);
  const matches = addresses.filter(
    (a) =>
      (!q.filter || a.defaultDelivery) &&
      (!term ||
        [a.name, a.street, a.zipcode, a.city].some((v) => v.toLocaleLowerCase(locale).includes(term))),
  );
  const sign = q.order === 'desc' ? -1 : 1;
  const sorted = matches.sort(
    (a, b) =>
      sign * a[q.sort].localeCompare(b[q.sort], locale, { numeric: true }) || a.id.localeCompare(b.id),
  );
  const totalPages = Math.max(1, Math.ceil(sorted.length / ADDRESSES_PAGE_SIZE));
  const page = Math.min(q.page, totalPages);
  return {
    elements: sorted.slice((page - 1) * ADDRESSES_PAGE_SIZE, page * ADDRESSES_PAGE_SIZE),
    pager: { currentPage: page, totalPages, totalResults: sorted.length },
  };
}

const FIELDS = ['name', 'email', 'street', 'streetNumber', 'box', 'zipcode', 'city', 'countryId'] as const;

/** The posted address form as the shared AddressSchema reads it (an unchecked box is not sent). */
export function addressInput(form: Record<string, string>) {
  const values: Record<string, string | boolean> = Object.fromEntries(FIELDS.map((k) => [k, form[k] ?? '']));
  values.defaultDelivery = form.defaultDelivery === 'on' || form.defaultDelivery === 'true';
  return values;
}

/** An address as the form shows it. */
export const addressValues = (a: CompanyAddress): Record<string, string | boolean> => ({
  name: a.name,
  email: a.email ?? '',
  street: a.street,
  streetNumber: a.streetNumber ?? '',
  box: a.box ?? '',
  zipcode: a.zipcode,
  city: a.city,
  countryId: a.countryId,
  defaultDelivery: a.defaultDelivery,
});
