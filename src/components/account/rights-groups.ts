import type { Right } from '../../shared/rights.ts';

/** The 24 rights of §6 in the groups the rights editor shows them in. */
export const RIGHT_GROUPS: readonly { key: 'orders' | 'history' | 'budgets' | 'company'; rights: Right[] }[] =
  [
    {
      key: 'orders',
      rights: [
        'ROLE_PLACE_ORDERS',
        'ROLE_VIEW_PRICES',
        'ROLE_REQUEST_OFFER',
        'ROLE_ACCESS_QUICK_ORDER_FORM',
        'ROLE_MANAGE_ORDER_LISTS',
        'ROLE_ADD_ORDER_REFERENCES',
        'ROLE_MANAGE_ORDER_REFERENCES',
      ],
    },
    {
      key: 'history',
      rights: [
        'ROLE_MANAGE_ORDER_HISTORY',
        'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
        'ROLE_MANAGE_INVOICE_HISTORY',
        'ROLE_MANAGE_OFFER_HISTORY',
      ],
    },
    {
      key: 'budgets',
      rights: [
        'ROLE_MANAGE_BUDGETS',
        'ROLE_MANAGE_ORDER_FLOWS',
        'ROLE_APPROVE_ORDER_FLOWS',
        'ROLE_MANAGE_APPROVERS',
        'ROLE_MANAGE_COST_POSTS',
        'ROLE_MANAGE_COST_CENTER',
        'ROLE_ACCESS_COST_CENTER',
      ],
    },
    {
      key: 'company',
      rights: [
        'ROLE_MANAGE_CONTACTS',
        'ROLE_MANAGE_ADDRESSES',
        'ROLE_MANAGE_ARTICLE_LINKS',
        'ROLE_MANAGE_OWN_ACCOUNT',
        'ROLE_MANAGE_OWN_CONTACT_INFO',
        'ROLE_MANAGE_NEWS_LETTERS',
      ],
    },
  ];

/** Rights as posted by the editor's checkboxes (`right.ROLE_…=true`); unchecked means disabled. */
export const rightsFromForm = (form: Record<string, string>) =>
  RIGHT_GROUPS.flatMap((group) => group.rights).map((code) => ({
    code,
    enabled: form[`right.${code}`] === 'true',
  }));
