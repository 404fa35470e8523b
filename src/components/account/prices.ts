import type { Customer } from '../../api/types.ts';

/**
 * Issue 26: amounts are shown only to a user holding ROLE_VIEW_PRICES. The server sends none to anyone
 * else; the pages leave their money columns and document links out for them.
 */
export const seesPrices = (customer: Customer | null | undefined) =>
  Boolean(customer?.rights.some((r) => r.enabled && r.code === 'ROLE_VIEW_PRICES'));
