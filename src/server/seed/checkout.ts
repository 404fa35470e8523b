import { stableId } from '../../shared/ids.ts';
import type {
  externalContact,
  orderReference,
  orderReferenceApprover,
  promotion,
} from '../db/schema/index.ts';
import { companyId, customerId } from './customers.ts';

/**
 * What the checkout needs beyond the catalogue (issue 11): the sales channel's order limits, a
 * promotion code, order references (one with a budget) and cost-centre contacts.
 * Amounts are thousandths of a euro.
 */
export const promotionRows = (): (typeof promotion.$inferInsert)[] => [
  {
    id: stableId('promotion:WELKOM5'),
    code: 'WELKOM5',
    discountBp: 500,
    translations: {
      'nl-NL': { name: 'Welkomstkorting 5%' },
      'fr-FR': { name: 'Remise de bienvenue 5 %' },
      'en-GB': { name: 'Welcome discount 5%' },
      'de-DE': { name: 'Willkommensrabatt 5 %' },
    },
  },
];

export const DEMO_REFERENCE_ID = stableId('order-reference:100001:onderhoud-2026');

export function orderReferenceRows() {
  const references: (typeof orderReference.$inferInsert)[] = [
    {
      id: DEMO_REFERENCE_ID,
      companyId: companyId('100001'),
      name: 'Onderhoud 2026',
      createdBy: customerId('demo.lead'),
      budget: 5_000_000,
      period: 'monthly',
      approveFrom: 2_000_000,
    },
    {
      id: stableId('order-reference:100001:project-haven'),
      companyId: companyId('100001'),
      name: 'Project Haven Zwijndrecht',
      createdBy: customerId('demo.lead'),
      budget: null,
    },
    {
      id: stableId('order-reference:100002:atelier'),
      companyId: companyId('100002'),
      name: 'Atelier Herstal',
      createdBy: customerId('other.lead'),
      budget: null,
    },
  ];
  // demo.lead approves the orders booked on "Onderhoud 2026" from 2,000 EUR, their own included: as the
  // company's only lead buyer nobody else could (approval/deciders.ts), so none of them waits forever.
  const approvers: (typeof orderReferenceApprover.$inferInsert)[] = [
    { orderReferenceId: DEMO_REFERENCE_ID, customerId: customerId('demo.lead') },
  ];
  return { references, approvers };
}

export const externalContactRows = (): (typeof externalContact.$inferInsert)[] => [
  {
    id: stableId('external-contact:100001:EXT-001'),
    companyId: companyId('100001'),
    identifier: 'EXT-001',
    name: 'Havenbedrijf Antwerpen – onderhoudscontract',
    email: 'onderhoud@haven.example',
    kind: 'contract',
  },
  {
    id: stableId('external-contact:100001:EXT-002'),
    companyId: companyId('100001'),
    identifier: 'EXT-002',
    name: 'Jan Peeters (aannemer)',
    email: 'jan.peeters@aannemer.example',
    kind: 'contact',
  },
];
