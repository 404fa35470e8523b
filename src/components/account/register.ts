import type { AccountApi, City } from '../../api/account.ts';
import { isStoreApiError } from '../../api/index.ts';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';
import { errorMessages, type FormMessages, withoutEmpty } from '../form/submit.ts';

export const COMPANY_KEYS = [
  'companyName',
  'vat',
  'street',
  'streetNumber',
  'box',
  'zip',
  'city',
  'country',
  'phone',
  'fax',
  'emailForInvoice',
  'branchIndustry',
  'isNew',
  'existingCompanyNumber',
  'branch',
] as const;
/** The personal step's fields; the consent box is carried too, so going back does not untick it. */
export const PERSONAL_KEYS = [
  'prefix',
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'username',
  'password',
  'confirmPassword',
  'mobile',
  'customerFunction',
  'language',
  'privacyConfirm',
] as const;
const OPTIONAL = [
  'box',
  'fax',
  'emailForInvoice',
  'branchIndustry',
  'isNew',
  'existingCompanyNumber',
  'branch',
  'mobile',
  'customerFunction',
];

/** Posted registration fields as the shared schemas expect them: empty optional fields left out. */
export function registrationInput(form: Record<string, string>, keys: readonly string[]) {
  const required = keys.filter((k) => !OPTIONAL.includes(k));
  return {
    ...Object.fromEntries(required.map((k) => [k, form[k] ?? ''])),
    ...withoutEmpty(
      form,
      keys.filter((k) => OPTIONAL.includes(k)),
    ),
    ...(keys.includes('password') ? { privacyConfirm: form.privacyConfirm === 'true' } : {}),
  };
}

/** Fields that are not errors of the step being shown are kept for the other step. */
export const stepHasErrors = (messages: FormMessages, keys: readonly string[]) =>
  keys.some((k) => messages.fields[k]);

/** A failed registration call: violations per field, known §8 codes translated, else UNKNOWN's text. */
export function registrationErrors(error: unknown, locale: Locale): FormMessages {
  const messages = errorMessages(error, locale);
  const unexpected = !isStoreApiError(error) || error.status === 404 || error.status >= 500;
  if (unexpected) return { fields: messages.fields, form: [m.account_error_registration({}, { locale })] };
  return messages;
}

export interface CityLookup {
  cities: City[];
  /** §8: the lookup's empty and failed cases have their own messages. */
  state: 'idle' | 'found' | 'none' | 'failed';
}

/** REQUIRE_CITY_SEARCH: the cities of a complete postcode, or why there are none. */
export async function lookupCities(api: AccountApi, zip = ''): Promise<CityLookup> {
  if (!/^\d{4}$/.test(zip.trim())) return { cities: [], state: 'idle' };
  try {
    const cities = await api.searchCities(zip.trim());
    return { cities, state: cities.length ? 'found' : 'none' };
  } catch {
    return { cities: [], state: 'failed' };
  }
}
