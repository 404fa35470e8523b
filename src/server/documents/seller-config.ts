import { isValidBelgianVat } from '../../shared/vat.ts';

/**
 * The seller's identity and bank account on every invoice (Peppol BIS 3.0: the enterprise number is
 * the endpoint and legal id, scheme 0208; BR-61 wants the payee's account for credit transfers).
 */
export interface SellerConfig {
  /** KBO/BCE enterprise number, 10 digits; the VAT number is `BE` followed by it. */
  enterpriseNumber: string;
  iban: string;
  bic: string;
}

/** The demo shop's values: valid, but nobody's real account. */
export const DEMO_SELLER_CONFIG: SellerConfig = {
  enterpriseNumber: '0400000086',
  iban: 'BE68539007547034',
  bic: 'GEBABEBB',
};

/** Written with spaces or dots (`0400.000.086`, `BE68 5390 0754 7034`) as people copy them. */
const compact = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

/** KBO/BCE: 10 digits starting with 0 or 1, the last two = 97 − (the first eight mod 97). */
export const isValidEnterpriseNumber = (value: string) =>
  /^[01]\d{9}$/.test(value) && isValidBelgianVat(`BE${value}`);

/** ISO 13616: country, two check digits, up to 30 letters or digits; mod 97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = `${value.slice(4)}${value.slice(0, 4)}`.replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);

const FIELDS = [
  {
    name: 'SELLER_KBO_NUMBER',
    key: 'enterpriseNumber',
    valid: isValidEnterpriseNumber,
    wanted: 'a Belgian enterprise number: 10 digits whose last two are 97 minus the first eight modulo 97',
  },
  {
    name: 'SELLER_IBAN',
    key: 'iban',
    valid: isValidIban,
    wanted: 'an IBAN whose check digits match (ISO 13616, e.g. BE68 5390 0754 7034)',
  },
  {
    name: 'SELLER_BIC',
    key: 'bic',
    valid: isValidBic,
    wanted: 'a BIC of 8 or 11 letters and digits (ISO 9362, e.g. GEBABEBB)',
  },
] as const;

/** Thrown when the seller's configuration would make invoices no Peppol access point accepts. */
export class SellerConfigProblem extends Error {
  override name = 'SellerConfigProblem';
}

/** The seller's configuration from SELLER_* variables (unset: the demo values); throws when one is invalid. */
export function sellerConfig(env: Record<string, string | undefined> = process.env): SellerConfig {
  const config = { ...DEMO_SELLER_CONFIG };
  const problems: string[] = [];
  for (const field of FIELDS) {
    const given = env[field.name]?.trim();
    if (!given) continue;
    const value = compact(given);
    if (field.valid(value)) config[field.key] = value;
    else problems.push(`${field.name} "${given}" is not ${field.wanted}`);
  }
  if (problems.length) throw new SellerConfigProblem(problems.join('; '));
  return config;
}

/** Why the shop must not start with these SELLER_* variables; undefined when they will do. */
export function sellerConfigProblem(env: Record<string, string | undefined>): string | undefined {
  try {
    sellerConfig(env);
    return undefined;
  } catch (error) {
    if (error instanceof SellerConfigProblem) return error.message;
    throw error;
  }
}
