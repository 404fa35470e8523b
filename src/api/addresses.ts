import type { AddressInput } from '../shared/schemas/addresses.ts';
import { type CompanyAddress, listCompanyAddresses } from './cart.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the address book (§7 companies/{companyId}/address; the list is account/list-address).

export interface Country {
  id: string;
  iso: string;
  name: string;
}

const base = (companyId: string) => `/b2b/companies/${encodeURIComponent(companyId)}/address`;
const one = (companyId: string, id: string) => `${base(companyId)}/${encodeURIComponent(id)}`;
type Answer = { companyId: string; addressId: string; address: CompanyAddress };

export const addressApi = (api: StoreApiClient, companyId: string) => ({
  list: () => listCompanyAddresses(api),
  get: async (id: string) => (await api.request<Answer>('GET', one(companyId, id))).address,
  create: async (input: AddressInput) => (await api.request<Answer>('POST', base(companyId), input)).address,
  update: async (id: string, input: AddressInput) =>
    (await api.request<Answer>('PUT', one(companyId, id), input)).address,
  remove: (id: string) => api.request<unknown>('DELETE', one(companyId, id)),
  countries: async () => (await api.request<{ elements: Country[] }>('POST', '/country', {})).elements,
});
