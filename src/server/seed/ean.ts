/** Completes a 12-digit base with the EAN-13 check digit (weights 1,3,1,3,… from the left). */
export function ean13(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new Error(`EAN-13 base must be 12 digits, got "${base12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(base12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${base12}${(10 - (sum % 10)) % 10}`;
}
