import type { Customer } from '../../api/types.ts';
import type { FeatureFlag, Right } from '../../shared/rights.ts';

/** What a link or page needs (§6): a right of the customer and/or a feature flag of the shop. */
export interface Gate {
  right?: Right;
  /** A second right that opens it too (a section some manage fully and others only partly). */
  orRight?: Right;
  flag?: FeatureFlag;
  /** Only for the company's lead buyer (the punch-out settings). */
  leadBuyer?: boolean;
  /** Lead buyers may open it without `right` (approvals: they decide when no approver can). */
  orLeadBuyer?: boolean;
}

export type FeatureFlags = Partial<Record<string, boolean>>;

/** The logged-in customer as the header and account shell need it (kept in a nanostore on the client). */
export interface CustomerSummary {
  id: string;
  firstName: string;
  lastName: string;
  companyNumber: string;
  companyName: string;
  leadBuyer: boolean;
  /** Codes of the enabled rights. */
  rights: string[];
}

/** §4: logged in only if the customer has an id and is active. */
export const isLoggedIn = (customer: Pick<Customer, 'id' | 'active'> | null | undefined): boolean =>
  Boolean(customer?.id && customer.active);

export function summarize(customer: Customer): CustomerSummary {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyNumber: customer.company.number,
    companyName: customer.company.name,
    leadBuyer: customer.leadBuyer,
    rights: customer.rights.filter((r) => r.enabled).map((r) => r.code),
  };
}

export const isAllowed = (
  gate: Gate,
  rights: readonly string[],
  flags: FeatureFlags,
  leadBuyer = false,
): boolean =>
  (!gate.leadBuyer || leadBuyer) &&
  (!gate.right ||
    rights.includes(gate.right) ||
    (!!gate.orRight && rights.includes(gate.orRight)) ||
    (!!gate.orLeadBuyer && leadBuyer)) &&
  (!gate.flag || flags[gate.flag] === true);

/** The shop's feature flags with the customer's company's own over them (set by the ERP). */
export const flagsFor = (
  shopFlags: FeatureFlags | undefined,
  customer: Customer | null | undefined,
): Record<string, boolean> =>
  Object.fromEntries(
    Object.entries({ ...shopFlags, ...customer?.company.featureFlags }).filter(
      (entry): entry is [string, boolean] => entry[1] !== undefined,
    ),
  );
