import { stableId } from '../../shared/ids.ts';
import { RIGHTS, type Right } from '../../shared/rights.ts';
import type {
  company,
  customer,
  customerAddress,
  customerRight,
  orderFlow,
  orderFlowApprover,
  orderFlowCustomer,
} from '../db/schema/index.ts';
import { countryId, PRICE_LISTS } from './channel.ts';
import { languageId } from './constants.ts';

const CREATED_AT = new Date('2025-06-02T09:00:00Z');

type Address = [name: string, street: string, streetNumber: string, zipcode: string, city: string];

/** Demo companies (§1: company number and name); the first address is the billing address. */
const COMPANIES = [
  {
    number: '100001',
    name: 'Demo Industrie NV',
    vatId: 'BE0403170701',
    active: true,
    priceListId: PRICE_LISTS.wholesale.id,
    /** Open invoice orders up to 50,000 EUR (§4 credit limit). */
    creditLimit: 50_000_000,
    branchCode: 'IMH_ANT',
    addresses: [
      ['Demo Industrie NV', 'Noorderlaan', '87', '2030', 'Antwerpen'],
      ['Demo Industrie NV - Magazijn', 'Scheldedijk', '30', '2070', 'Zwijndrecht'],
      ['Demo Industrie NV - Werkplaats Gent', 'John Kennedylaan', '7', '9042', 'Gent'],
    ] as Address[],
  },
  {
    number: '100002',
    name: 'Andere Techniek BV',
    vatId: 'BE0876543270',
    active: true,
    priceListId: PRICE_LISTS.standard.id,
    branchCode: 'IML_LIE',
    addresses: [
      ['Andere Techniek BV', "Rue de l'Industrie", '45', '4020', 'Liège'],
      ['Andere Techniek BV - Atelier', 'Rue du Port', '12', '4040', 'Herstal'],
    ] as Address[],
  },
  {
    number: '100003',
    name: 'Gesloten Bedrijf BVBA',
    vatId: 'BE0456789133',
    active: false,
    priceListId: null,
    branchCode: 'IMI_IZE',
    addresses: [
      ['Gesloten Bedrijf BVBA', 'Kerkstraat', '1', '8500', 'Kortrijk'],
      ['Gesloten Bedrijf BVBA - Depot', 'Izegemsestraat', '210', '8870', 'Izegem'],
    ] as Address[],
  },
];

const BUYER_RIGHTS: Right[] = [
  'ROLE_PLACE_ORDERS',
  'ROLE_VIEW_PRICES',
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_OWN_CONTACT_INFO',
  'ROLE_MANAGE_ORDER_LISTS',
  'ROLE_MANAGE_ORDER_HISTORY',
  'ROLE_REQUEST_OFFER',
  'ROLE_ACCESS_QUICK_ORDER_FORM',
  'ROLE_ADD_ORDER_REFERENCES',
];
const VIEWER_RIGHTS = BUYER_RIGHTS.filter((r) => r !== 'ROLE_VIEW_PRICES' && r !== 'ROLE_PLACE_ORDERS');

interface DemoUser {
  username: string;
  company: string;
  firstName: string;
  lastName: string;
  salutation: 'female' | 'male';
  /** Lead buyers hold every right. */
  rights: readonly Right[] | 'all';
  active?: boolean;
  customFields?: Record<string, unknown>;
}

/** The demo accounts; all share DEMO_PASSWORD. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'demo.lead',
    company: '100001',
    firstName: 'Sofie',
    lastName: 'Peeters',
    salutation: 'female',
    rights: 'all',
  },
  {
    username: 'demo.buyer',
    company: '100001',
    firstName: 'Jan',
    lastName: 'Janssens',
    salutation: 'male',
    rights: BUYER_RIGHTS,
  },
  {
    username: 'demo.viewer',
    company: '100001',
    firstName: 'Lotte',
    lastName: 'Maes',
    salutation: 'female',
    rights: VIEWER_RIGHTS,
  },
  {
    username: 'demo.inactive',
    company: '100001',
    firstName: 'Pieter',
    lastName: 'Claes',
    salutation: 'male',
    rights: BUYER_RIGHTS,
    active: false,
  },
  {
    username: 'demo.oci',
    company: '100001',
    firstName: 'Tom',
    lastName: 'Wouters',
    salutation: 'male',
    rights: BUYER_RIGHTS,
    customFields: { b2b_is_oci_customer: true },
  },
  {
    // Must set a new password at the next login (§8 B2B__FORCED_CUSTOMER_RECOVERY).
    username: 'demo.recovery',
    company: '100001',
    firstName: 'Els',
    lastName: 'Vermeulen',
    salutation: 'female',
    rights: BUYER_RIGHTS,
    customFields: { b2b_forced_recovery: true },
  },
  {
    username: 'other.lead',
    company: '100002',
    firstName: 'Marie',
    lastName: 'Dubois',
    salutation: 'female',
    rights: 'all',
  },
  {
    username: 'blocked.user',
    company: '100003',
    firstName: 'Luc',
    lastName: 'Lambert',
    salutation: 'male',
    rights: BUYER_RIGHTS,
  },
];

export const companyId = (number: string) => stableId(`company:${number}`);
export const customerId = (username: string) => stableId(`customer:${username}`);
const addressId = (number: string, n: number) => stableId(`address:${number}:${n}`);

export function customerRows(passwordHash: string) {
  const companies: (typeof company.$inferInsert)[] = COMPANIES.map(({ addresses, ...c }) => ({
    ...c,
    id: companyId(c.number),
    createdAt: CREATED_AT,
  }));
  const addresses: (typeof customerAddress.$inferInsert)[] = COMPANIES.flatMap((c) =>
    c.addresses.map(([name, street, streetNumber, zipcode, city], n) => ({
      id: addressId(c.number, n),
      companyId: companyId(c.number),
      name,
      email: `${n === 0 ? 'facturatie' : 'logistiek'}@${c.name.split(' ')[0]?.toLowerCase()}.example.be`,
      street,
      streetNumber,
      zipcode,
      city,
      countryId: countryId('BE'),
      defaultDelivery: n === 1,
    })),
  );
  const customers: (typeof customer.$inferInsert)[] = DEMO_USERS.map((u) => ({
    id: customerId(u.username),
    companyId: companyId(u.company),
    username: u.username,
    email: `${u.username}@example.be`,
    passwordHash,
    salutation: u.salutation,
    firstName: u.firstName,
    lastName: u.lastName,
    active: u.active ?? true,
    leadBuyer: u.rights === 'all',
    languageId: languageId('nl-NL'),
    defaultBillingAddressId: addressId(u.company, 0),
    defaultShippingAddressId: addressId(u.company, 1),
    customFields: u.customFields ?? {},
    createdAt: CREATED_AT,
  }));
  // One row per right code, so disabled rights are explicit (enabled: false).
  const rights: (typeof customerRight.$inferInsert)[] = DEMO_USERS.flatMap((u) =>
    RIGHTS.map((code) => ({
      customerId: customerId(u.username),
      code,
      enabled: u.rights === 'all' || u.rights.includes(code),
    })),
  );
  return { companies, addresses, customers, rights, ...flowRows() };
}

/**
 * demo.buyer orders within a monthly budget of 1,000 EUR; orders from 500 EUR need demo.lead's approval
 * (§3 Flow). Amounts in thousandths of a euro.
 */
function flowRows() {
  const flowId = stableId('flow:100001:standard');
  const flows: (typeof orderFlow.$inferInsert)[] = [
    {
      id: flowId,
      companyId: companyId('100001'),
      name: 'Maandbudget werkplaats',
      budget: 1_000_000,
      period: 'monthly',
      approveFrom: 500_000,
      createdAt: CREATED_AT,
    },
  ];
  const flowCustomers: (typeof orderFlowCustomer.$inferInsert)[] = [
    { flowId, customerId: customerId('demo.buyer') },
    { flowId, customerId: customerId('demo.oci') },
  ];
  const flowApprovers: (typeof orderFlowApprover.$inferInsert)[] = [
    { flowId, customerId: customerId('demo.lead') },
  ];
  return { flows, flowCustomers, flowApprovers };
}
