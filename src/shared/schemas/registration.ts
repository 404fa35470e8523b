import * as v from 'valibot';
import { isValidBelgianVat, normalizeVat } from '../vat.ts';

/** §5: an existing company number has 6 digits. */
export const ClientNumber = v.pipe(
  v.string('IS_BLANK'),
  v.trim(),
  v.regex(/^\d{6}$/, 'INVALID_CLIENT_NUMBER'),
);
/** Belgian VAT, normalised to `BE0123456789` (INVALID_VAT_NUMBER). */
export const Vat = v.pipe(
  v.string('IS_BLANK'),
  v.transform(normalizeVat),
  v.check(isValidBelgianVat, 'INVALID_VAT_NUMBER'),
);
export const Zipcode = v.pipe(v.string('IS_BLANK'), v.trim(), v.regex(/^\d{4}$/, 'INVALID_ZIPCODE'));

/** The company check of "new user under an existing company": number and VAT must belong together. */
export const CompanyExistsSchema = v.object({ clientNumber: ClientNumber, vat: Vat });
export const CitySearchSchema = v.object({ zipcode: Zipcode });
