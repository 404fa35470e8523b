import { stableId } from '../../shared/ids.ts';

// Shopware's context names a customer group, payment and shipping method and country by id; the shop
// has one customer group and fixed methods, so their ids are stable names rather than rows.
export const CUSTOMER_GROUP_ID = stableId('customer-group:b2b');
export const INVOICE_PAYMENT_METHOD_ID = stableId('payment-method:invoice');
export const SHIPPING_METHOD_ID = stableId('shipping-method:together');
/** Belgium, the seed's `countryId('BE')`: the shop sells in Belgium. */
export const DEFAULT_COUNTRY_ID = stableId('country:BE');

/** Amounts are rounded to the cent, net and gross alike (Shopware's CashRoundingConfig). */
export const CENT_ROUNDING = {
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
  decimals: 2,
  interval: 0.01,
  roundForNet: true,
} as const;
