import { stableId } from '../../shared/ids.ts';

/**
 * The Belgian VAT rates (basis points) a product may carry. The shop keeps a product's rate on its
 * row (taxRateBp); Shopware names taxes by id, so each rate has a stable one (the Store API's
 * `taxId`, the Admin API's sync takes it back).
 */
export const TAX_RATES_BP = [2100, 1200, 600, 0] as const;

export const taxId = (rateBp: number) => stableId(`tax:${rateBp}`);

/** The rate of a tax id, or undefined for an id that names none of the shop's rates. */
export const taxRateOf = (id: string): number | undefined => TAX_RATES_BP.find((bp) => taxId(bp) === id);
