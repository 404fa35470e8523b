import * as v from 'valibot';
import { Email, optionalText, requiredText, Uuid } from './fields.ts';

/**
 * A company address (§3 Address, Company address; §7 companies/{companyId}/address). The Store API
 * validates with it; the address book's form reuses it.
 */
export const AddressSchema = v.object({
  name: requiredText(120),
  email: v.optional(v.union([v.literal(''), Email]), ''),
  street: requiredText(120),
  streetNumber: optionalText(16),
  box: optionalText(16),
  zipcode: v.pipe(requiredText(16), v.regex(/^[A-Za-z0-9 -]*$/, 'INVALID_ZIPCODE')),
  city: requiredText(120),
  countryId: Uuid,
  defaultDelivery: v.optional(v.boolean(), false),
});
export type AddressInput = v.InferOutput<typeof AddressSchema>;

export const ADDRESSES_PAGE_SIZE = 20;
export const ADDRESS_SORTS = ['name', 'city', 'zipcode'] as const;
export type AddressSort = (typeof ADDRESS_SORTS)[number];
