import type * as v from 'valibot';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';

/** One problem with a form: a violation on a field, or (field '') with the whole form. */
export interface FormError {
  field: string;
  /** Bare code: `VIOLATION::` and the `{product}__` prefix are removed (`IS_BLANK`, `CUSTOMER_IS_INACTIVE`). */
  code: string;
  /** `wait`: seconds until a throttled login may be tried again (Retry-After). */
  params: { min?: number; max?: number; wait?: number };
}

/** The Store API error envelope entry, as far as forms need it. */
export interface ErrorItem {
  code: string;
  detail?: string;
  meta?: { parameters?: Record<string, unknown> };
}

export type Translate = (params: FormError['params'], locale: Locale) => string;
export const text =
  (message: (inputs: Record<string, never>, options: { locale: Locale }) => string): Translate =>
  (_, locale) =>
    message({}, { locale });

/** 45 s → "45 seconds", 300 s → "5 minutes", in the visitor's language. */
export function waitText(seconds: number, locale: Locale): string {
  const minutes = seconds >= 90;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(seconds / 60) : seconds);
}

/** §8 codes and §5 violations → translated texts; unknown codes fall back to the generic error. */
const MESSAGES: Record<string, Translate> = {
  IS_BLANK: text(m.account_error_isBlank),
  INVALID_EMAIL: text(m.account_error_invalidEmail),
  TOO_SHORT: ({ min }, locale) => m.account_error_tooShort({ min: String(min ?? '') }, { locale }),
  TOO_LONG: ({ max }, locale) => m.account_error_tooLong({ max: String(max ?? '') }, { locale }),
  NOT_NUMERIC: text(m.account_error_notNumeric),
  PASSWORDS_DO_NOT_MATCH: text(m.account_error_passwordsDoNotMatch),
  EMAILS_DO_NOT_MATCH: text(m.account_error_emailsDoNotMatch),
  INVALID_VAT_NUMBER: text(m.account_error_invalidVat),
  VAT_NUMBER_ALREADY_EXISTS: text(m.account_error_vatExists),
  USERNAME_EXISTS: text(m.account_error_usernameExists),
  DUPLICATE_USERNAME: text(m.account_error_usernameExists),
  CUSTOMER_USERNAME_NOT_UNIQUE: text(m.account_error_usernameNotUnique),
  INVALID_USERNAME: text(m.account_error_invalidUsername),
  INVALID_ROLE: text(m.account_error_invalidRole),
  INVALID_UUID: text(m.account_error_invalidUuid),
  INVALID_CLIENT_NUMBER: text(m.account_error_invalidClientNumber),
  INVALID_ZIPCODE: text(m.account_error_invalidZipcode),
  INVALID_CITY: text(m.account_error_invalidCity),
  MUST_BE_CHECKED: text(m.account_error_mustBeChecked),
  CUSTOMER_PASSWORD_NOT_CORRECT: text(m.account_error_passwordNotCorrect),
  COMPANY_DOESNT_EXIST: text(m.account_error_companyDoesntExist),
  CLIENT_IS_BLOCKED: text(m.account_error_clientIsBlocked),
  UNKNOWN: text(m.account_error_registration),
  CUSTOMER_ALREADY_EXISTING_DATA_FOUND: text(m.account_error_alreadyExistingData),
  CUSTOMER_AUTH_BAD_CREDENTIALS: text(m.account_login_failed),
  EMPTY_TOKEN: text(m.account_login_failed),
  CUSTOMER_IS_INACTIVE: text(m.account_login_customerInactive),
  CUSTOMER_OPTIN_NOT_COMPLETED: text(m.account_login_notConfirmed),
  COMPANY_IS_INACTIVE: text(m.account_login_companyInactive),
  LOGIN_THROTTLED: ({ wait }, locale) =>
    wait
      ? m.account_login_throttledWait({ wait: waitText(wait, locale) }, { locale })
      : m.account_login_throttled({}, { locale }),
  RECOVERY_THROTTLED: ({ wait }, locale) =>
    wait
      ? m.session_recoveryThrottledWait({ wait: waitText(wait, locale) }, { locale })
      : m.session_recoveryThrottled({}, { locale }),
  STAFF_AUTH_BAD_CREDENTIALS: text(m.account_staff_loginFailed),
  STAFF_NOT_LOGGED_IN: text(m.account_staff_loginRequired),
  STAFF_ONLY: text(m.account_staff_staffOnly),
  STAFF_CUSTOMER_NOT_FOUND: text(m.account_staff_customerNotFound),
  STAFF_ROLE_MISSING: text(m.cms_editor_errorRole),
  CMS_PAGE_CONFLICT: text(m.cms_editor_errorConflict),
  CMS_EDIT_INVALID: text(m.cms_editor_errorInvalid),
  CMS_LINK_UNSAFE: text(m.cms_editor_errorLinkUnsafe),
  CMS_PRODUCT_NOT_FOUND: text(m.cms_editor_errorProductNotFound),
  DUPLICATE_SEO_URL: text(m.cms_editor_errorUrlTaken),
  SEO_URL_RESERVED: text(m.cms_editor_errorUrlReserved),
  INVALID_URL: text(m.cms_editor_errorUrlInvalid),
  URL_REQUIRED: text(m.cms_editor_errorUrlRequired),
  TITLE_REQUIRED: text(m.cms_editor_errorTitleRequired),
  CMS_VERSION_NOT_FOUND: text(m.cms_editor_errorVersion),
  IMPERSONATION_FORBIDDEN: text(m.account_staff_forbidden),
  CANNOT_CHANGE_OWN_STATUS: text(m.account_error_cannotChangeOwnStatus),
  CANNOT_DELETE_SELF: text(m.account_error_cannotDeleteSelf),
  MISSING_RIGHT: text(m.account_error_forbidden),
  NOT_LEAD_BUYER: text(m.account_error_forbidden),
  ROUTE_NOT_FOUND: text(m.account_error_notFound),
  INVALID_DATE: text(m.account_error_invalidDate),
  DATE_RANGE_INVALID: text(m.account_error_dateRange),
  REORDER_NOTHING_ADDED: text(m.account_orders_reorderNone),
  INVALID_PRIVACY: text(m.account_error_invalidValue),
  INVALID_COUNTRY: text(m.account_error_invalidCountry),
  ADDRESS_IS_DEFAULT: text(m.account_error_addressIsDefault),
  APPROVAL_OWN_ORDER: text(m.account_error_ownOrder),
  ORDER_ALREADY_DECIDED: text(m.account_error_alreadyDecided),
  ORDER_LINES_REQUIRED: text(m.account_error_linesRequired),
  INVALID_ACTION: text(m.account_error_invalidValue),
  ADDRESS_IS_BILLING: text(m.account_error_addressIsBilling),
  ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE: text(m.account_error_linkSkuTaken),
  ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE: text(m.account_error_linkProductTaken),
  ARTICLE_LINK_PRODUCT_NOT_FOUND: text(m.account_error_linkProductNotFound),
  ARTICLE_LINK_NOT_FOUND: text(m.account_error_linkNotFound),
  CSV_TOO_LARGE: text(m.account_error_csvTooLarge),
  CSV_EMPTY: text(m.account_error_csvEmpty),
  CSV_INVALID_COLUMNS: text(m.account_error_csvColumns),
  CSV_INVALID: text(m.account_error_csvInvalid),
  CSV_FORMULA: text(m.account_error_csvFormula),
  CSV_ALL_ROWS_FAILED: text(m.account_error_csvAllFailed),
  CSV_NO_FILE: text(m.account_error_csvNoFile),
  ORDER_REFERENCE_NAME_NOT_UNIQUE: text(m.account_error_referenceNameTaken),
  END_DATE_BEFORE_START_DATE: text(m.account_error_endBeforeStart),
  INVALID_AMOUNT: text(m.account_error_invalidAmount),
  INVALID_PERIOD: text(m.account_error_invalidValue),
  CUSTOMER_AWAITING_APPROVAL: text(m.join_error_awaitingApproval),
  LOOKUP_THROTTLED: ({ wait }, locale) =>
    m.join_error_lookupThrottled({ wait: waitText(wait ?? 1, locale) }, { locale }),
  ORDER_LIST_NOT_CHANGEABLE: text(m.join_error_listNotChangeable),
};
/**
 * Codes that only server-rendered pages meet (page-errors.ts, registered by the middleware): their
 * texts in four languages stay out of the islands' bundle, which the JavaScript budget counts.
 */
const PAGE_MESSAGES: Record<string, Translate> = {};
export const addPageMessages = (messages: Record<string, Translate>) =>
  Object.assign(PAGE_MESSAGES, messages);
const FALLBACK_FIELD_CODE = 'INVALID_VALUE';

/** `VIOLATION::IS_BLANK` → `IS_BLANK`, `B2B__CUSTOMER_IS_INACTIVE` → `CUSTOMER_IS_INACTIVE`. */
export const bareCode = (code: string): string =>
  code
    .replace(/^VIOLATION::/, '')
    .replace(/^[A-Z0-9]+__(?=[A-Z])/, '')
    .replace(/^STORE_API__/, '');

export function messageFor(error: Pick<FormError, 'code' | 'params'>, locale: Locale, field = false): string {
  const code = bareCode(error.code);
  const translate = MESSAGES[code] ?? PAGE_MESSAGES[code];
  if (translate) return translate(error.params, locale);
  return field ? m.account_error_invalidValue({}, { locale }) : m.account_error_generic({}, { locale });
}

/** A length limit from a violation's `expected` ('>=8', '<=100') or a valibot requirement. */
const limit = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/^[<>]=?/, ''));
  return Number.isFinite(n) && String(value ?? '') !== '' ? n : undefined;
};

const paramsOf = (code: string, raw: unknown): FormError['params'] => {
  const n = limit(raw);
  if (n === undefined) return {};
  return bareCode(code) === 'TOO_LONG' ? { max: n } : { min: n };
};

/** Client-side validation issues of a shared valibot schema. */
export function fromIssues(issues: readonly v.BaseIssue<unknown>[]): FormError[] {
  return issues.map((issue) => {
    const code = /^[A-Z][A-Z0-9_]+$/.test(issue.message)
      ? issue.message
      : issue.received === 'undefined'
        ? 'IS_BLANK'
        : FALLBACK_FIELD_CODE;
    const requirement = (issue as { requirement?: unknown }).requirement;
    return {
      field: issue.path?.map((p) => String(p.key)).join('.') ?? '',
      code,
      params: paramsOf(code, requirement),
    };
  });
}

/** Codes that are not violations but still belong to one field. */
const CODE_FIELDS: Record<string, string> = {
  CUSTOMER_PASSWORD_NOT_CORRECT: 'password',
  B2B__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE: 'customerSku',
  B2B__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE: 'productNumber',
  B2B__ARTICLE_LINK_PRODUCT_NOT_FOUND: 'productNumber',
  ORDER_REFERENCE_NAME_NOT_UNIQUE: 'name',
};

/** A throttled login's Retry-After (seconds), from the envelope or the login page's `wait` query. */
export const waitOf = (value: unknown): { wait?: number } => {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? { wait: seconds } : {};
};

/** Errors of a Store API answer: violations keep their field, anything else belongs to the form. */
export function fromErrorItems(items: readonly ErrorItem[]): FormError[] {
  return items.map((item) => {
    const parameters = item.meta?.parameters ?? {};
    const violation = item.code.startsWith('VIOLATION::');
    return {
      field:
        violation && typeof parameters.field === 'string' ? parameters.field : (CODE_FIELDS[item.code] ?? ''),
      code: item.code,
      params: { ...paramsOf(item.code, parameters.expected), ...waitOf(parameters.retryAfter) },
    };
  });
}

/** Errors none of which is about a field: the form as a whole failed (server down, unknown error). */
export const formFailed = (errors: readonly FormError[]): boolean =>
  errors.length > 0 && errors.every((e) => !e.field);

/** The first message per field, and the form-level messages, ready to render. */
export function toMessages(errors: readonly FormError[], locale: Locale) {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const error of errors) {
    if (error.field) fields[error.field] ??= messageFor(error, locale, true);
    else form.push(messageFor(error, locale));
  }
  return { fields, form: [...new Set(form)] };
}
