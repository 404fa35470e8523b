import * as v from 'valibot';
import { LOCALES } from '../locales.ts';
import { isValidBelgianVat, normalizeVat } from '../vat.ts';
import {
  checkedFields,
  Email,
  fieldsMatch,
  issueOn,
  NewPassword,
  optionalText,
  requiredText,
  Username,
} from './fields.ts';

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

const Phone = v.pipe(requiredText(40), v.regex(/^[+\d\s()./-]{6,40}$/, 'INVALID_PHONE'));
const optionalPhone = v.optional(
  v.pipe(v.string(), v.trim(), v.regex(/^([+\d\s()./-]{6,40})?$/, 'INVALID_PHONE')),
);

/** Step 1 of "become a new customer" (§3 registration fields; optional ones depend on flags/modules). */
export const RegisterCompanyFields = {
  companyName: requiredText(200),
  vat: Vat,
  street: requiredText(200),
  streetNumber: requiredText(16),
  box: optionalText(16),
  zip: Zipcode,
  city: requiredText(100),
  country: v.picklist(['BE'], 'INVALID_COUNTRY'),
  phone: Phone,
  /** DISPLAY_FAX */
  fax: optionalPhone,
  /** Module: e-mail for invoices. */
  emailForInvoice: v.optional(Email),
  /** Module: branch industry. */
  branchIndustry: optionalText(100),
  /** Module: is-new (yes/no) with the existing company number when not new. */
  isNew: v.optional(v.picklist(['yes', 'no'], 'INVALID_VALUE')),
  existingCompanyNumber: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'INVALID_CLIENT_NUMBER')),
  ),
  /** The preferred branch (§3 branch codes); required with REQUIRE_SETTING_PREFERRED_SITE. */
  branch: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^([A-Z0-9_]{1,16})?$/, 'INVALID_VALUE'))),
};

/** Step 2 (personal data), shared by both registration paths. */
export const RegisterPersonalFields = {
  prefix: v.picklist(['female', 'male'], 'IS_BLANK'),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: Email,
  /** §5 e-mail confirmation equals. */
  confirmEmail: v.pipe(v.string('IS_BLANK'), v.trim()),
  username: Username,
  password: NewPassword,
  confirmPassword: v.string('IS_BLANK'),
  /** DISPLAY_MOBILE */
  mobile: optionalPhone,
  /** Module: customer function. */
  customerFunction: optionalText(100),
  language: v.picklist(LOCALES, 'INVALID_VALUE'),
  privacyConfirm: v.literal(true, 'MUST_BE_CHECKED'),
};

type CompanyInput = { isNew?: 'yes' | 'no'; existingCompanyNumber?: string; branch?: string };

/** The sales channel's settings (§6 flags) that change what registration requires. */
export interface RegistrationSettings {
  REQUIRE_SETTING_PREFERRED_SITE?: boolean;
}

/**
 * §5 conditionally required: a company that is not new names its existing 6-digit number; with
 * REQUIRE_SETTING_PREFERRED_SITE the preferred branch is required.
 */
const companyConditions = <T extends CompanyInput>(settings: RegistrationSettings) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = checkedFields(dataset) as Partial<T> | null;
    if (!value) return;
    if (value.isNew === 'no' && !value.existingCompanyNumber) {
      addIssue({ message: 'IS_BLANK', path: issueOn('existingCompanyNumber', value) });
    }
    if (settings.REQUIRE_SETTING_PREFERRED_SITE && !value.branch) {
      addIssue({ message: 'IS_BLANK', path: issueOn('branch', value) });
    }
  });

const CompanyStep = v.object(RegisterCompanyFields);
export const registerCompanyStepSchema = (settings: RegistrationSettings) =>
  v.pipe(CompanyStep, companyConditions<v.InferOutput<typeof CompanyStep>>(settings));

type Personal = v.InferOutput<v.ObjectSchema<typeof RegisterPersonalFields, undefined>>;
/** Both confirmations of the personal step (§5: password and e-mail confirmation equal). */
const confirmations = <T extends Personal>() =>
  [
    fieldsMatch<T>('password', 'confirmPassword'),
    fieldsMatch<T>('email', 'confirmEmail', 'EMAILS_DO_NOT_MATCH'),
  ] as const;

const CompanyAndPersonal = v.object({ ...RegisterCompanyFields, ...RegisterPersonalFields });
/** POST /b2b/register/company: a new company with its first (lead) user. */
export const registerCompanySchema = (settings: RegistrationSettings) =>
  v.pipe(
    CompanyAndPersonal,
    companyConditions<v.InferOutput<typeof CompanyAndPersonal>>(settings),
    ...confirmations<v.InferOutput<typeof CompanyAndPersonal>>(),
  );
export type RegisterCompanyInput = v.InferOutput<ReturnType<typeof registerCompanySchema>>;

const CustomerFields = v.object({ clientNumber: ClientNumber, vat: Vat, ...RegisterPersonalFields });
/** POST /b2b/register/company/customer: a new user under an existing company (number + VAT). */
export const RegisterCustomerSchema = v.pipe(
  CustomerFields,
  ...confirmations<v.InferOutput<typeof CustomerFields>>(),
);
export type RegisterCustomerInput = v.InferOutput<typeof RegisterCustomerSchema>;
