import {
  PAYMENT_METHODS,
  type PaymentMethod,
  SHIPPING_METHODS,
  SHIPPING_OPTIONS,
} from '../../shared/schemas/cart.ts';

type ShippingOption = (typeof SHIPPING_OPTIONS)[number];
type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** What the ERP named for a company (Admin API customer: b2b_payment_methods, b2b_shipping_…). */
export interface CompanyRules {
  paymentMethods: PaymentMethod[];
  shippingOptions: ShippingOption[];
  shippingMethods: ShippingMethod[];
}

const allowed = <T extends string>(all: readonly T[], named: unknown): T[] =>
  Array.isArray(named) ? all.filter((value) => named.includes(value)) : [...all];

/** The payment and shipping choices a company may make: all of them unless the ERP narrowed them. */
export function companyRules(company: { customFields: Record<string, unknown> } | undefined): CompanyRules {
  const fields = company?.customFields ?? {};
  return {
    paymentMethods: allowed(PAYMENT_METHODS, fields.paymentMethods),
    shippingOptions: allowed(SHIPPING_OPTIONS, fields.shippingOptions),
    shippingMethods: allowed(SHIPPING_METHODS, fields.shippingMethods),
  };
}

/** The shipping option the cart is priced for: the one chosen, unless the company has only the other. */
export const pricedOption = (rules: CompanyRules, chosen: ShippingOption): ShippingOption =>
  rules.shippingOptions.includes(chosen) ? chosen : (rules.shippingOptions[0] ?? chosen);
