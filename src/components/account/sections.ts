import { type FeatureFlags, type Gate, isAllowed } from './access.ts';

export type SectionKey =
  | 'dashboard'
  | 'orders'
  | 'invoices'
  | 'offers'
  | 'orderlist'
  | 'addressbook'
  | 'flows'
  | 'approvals'
  | 'orderreferences'
  | 'customer'
  | 'costcenter'
  | 'articlelinks'
  | 'punchout'
  | 'profile';

export interface Section extends Gate {
  key: SectionKey;
  /** Shop path without domain prefix; sub-pages (`/create`, `/details/…`) share the gate. */
  path: string;
  /** Whether the page is built; the others show a "coming soon" page under the same guard. */
  built: boolean;
}

/** The account sidebar of §2 in its order, each with the right (route meta access.role) and flag it needs. */
export const ACCOUNT_SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '/account/dashboard', built: true },
  {
    key: 'orders',
    path: '/account/orders',
    right: 'ROLE_MANAGE_ORDER_HISTORY',
    flag: 'DISPLAY_ORDER_HISTORY',
    built: true,
  },
  {
    key: 'invoices',
    path: '/account/invoices',
    right: 'ROLE_MANAGE_INVOICE_HISTORY',
    flag: 'DISPLAY_INVOICE_HISTORY',
    built: true,
  },
  {
    key: 'offers',
    path: '/account/offers',
    right: 'ROLE_MANAGE_OFFER_HISTORY',
    flag: 'DISPLAY_OFFER_HISTORY',
    built: true,
  },
  { key: 'orderlist', path: '/account/orderlist', right: 'ROLE_MANAGE_ORDER_LISTS', built: true },
  { key: 'addressbook', path: '/account/addressbook', right: 'ROLE_MANAGE_ADDRESSES', built: true },
  { key: 'flows', path: '/account/flows', right: 'ROLE_MANAGE_ORDER_FLOWS', built: true },
  {
    key: 'approvals',
    path: '/account/approvals',
    right: 'ROLE_APPROVE_ORDER_FLOWS',
    orLeadBuyer: true,
    built: true,
  },
  {
    key: 'orderreferences',
    path: '/account/orderreferences',
    right: 'ROLE_MANAGE_ORDER_REFERENCES',
    // ADD_ORDER_REFERENCES creates references and manages its own (the Store API scopes the list).
    orRight: 'ROLE_ADD_ORDER_REFERENCES',
    built: true,
  },
  { key: 'customer', path: '/account/customer', right: 'ROLE_MANAGE_CONTACTS', built: true },
  {
    key: 'costcenter',
    path: '/account/costcenter',
    right: 'ROLE_ACCESS_COST_CENTER',
    flag: 'MODULE_COST_CENTER',
    built: true,
  },
  { key: 'articlelinks', path: '/account/articlelinks', right: 'ROLE_MANAGE_ARTICLE_LINKS', built: true },
  { key: 'punchout', path: '/account/punchout', leadBuyer: true, built: true },
  { key: 'profile', path: '/account/profile', built: true },
];

/** The section a path belongs to (`/account/customer/details/x` → customer), if any. */
export const sectionOf = (path: string): Section | undefined =>
  ACCOUNT_SECTIONS.find((s) => path === s.path || path.startsWith(`${s.path}/`));

export const visibleSections = (
  rights: readonly string[],
  flags: FeatureFlags,
  leadBuyer = false,
): Section[] => ACCOUNT_SECTIONS.filter((s) => isAllowed(s, rights, flags, leadBuyer));

/** Account pages behind the login guard; the recovery page is reached from a mail, logged out. */
export const isGuardedPath = (path: string): boolean =>
  /^\/account(\/|$)/.test(path) && !/^\/account\/recover(\/|$)/.test(path);

type DropdownKey = 'orderlist' | 'orders' | 'offers';

/** §6: the account dropdown's links and what each needs (offers need no flag there). */
export const DROPDOWN_LINKS: readonly (Gate & { key: DropdownKey; path: string })[] = [
  { key: 'orderlist', path: '/account/orderlist', right: 'ROLE_MANAGE_ORDER_LISTS' },
  {
    key: 'orders',
    path: '/account/orders',
    right: 'ROLE_MANAGE_ORDER_HISTORY',
    flag: 'DISPLAY_ORDER_HISTORY',
  },
  { key: 'offers', path: '/account/offers', right: 'ROLE_MANAGE_OFFER_HISTORY' },
];

export const dropdownLinks = (rights: readonly string[], flags: FeatureFlags) =>
  DROPDOWN_LINKS.filter((link) => isAllowed(link, rights, flags));
