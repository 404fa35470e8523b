/** Belgian VAT numbers as entered: spaces, dots and a lowercase prefix are tolerated. */
export const normalizeVat = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/**
 * Belgian VAT (§5): BE + 10 digits, the first 0 or 1, and the last two digits equal
 * 97 minus the first eight modulo 97.
 */
export function isValidBelgianVat(value: string): boolean {
  const match = /^BE([01]\d{9})$/.exec(normalizeVat(value));
  if (!match?.[1]) return false;
  const digits = match[1];
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}
