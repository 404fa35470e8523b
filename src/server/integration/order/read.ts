import { desc, notInArray, sql } from 'drizzle-orm';
import { company, customerOrder } from '../../db/schema/index.ts';
import { escapeLike } from '../../http/criteria.ts';
import { readEntity } from '../read/fields.ts';
import { orderEntities } from './view.ts';

/** Orders the ERP does not get: those waiting for approval, or declined by the approver. */
export const UNRELEASED = ['pending', 'declined'];

/**
 * `order` for the ERP (issue 30): placed and approved orders, newest first, by Shopware's field
 * names; `orderCustomer.customerNumber` is the company's number.
 */
export const orderRead = readEntity({
  name: 'order',
  table: customerOrder,
  id: customerOrder.id,
  visible: notInArray(customerOrder.status, UNRELEASED),
  order: [desc(customerOrder.createdAt), desc(customerOrder.id)],
  fields: {
    id: [customerOrder.id, 'uuid'],
    orderNumber: [customerOrder.orderNumber, 'text'],
    orderDateTime: [customerOrder.createdAt, 'date'],
    createdAt: [customerOrder.createdAt, 'date'],
    salesChannelId: [customerOrder.salesChannelId, 'uuid'],
    'stateMachineState.technicalName': [customerOrder.status, 'text'],
    'orderCustomer.customerId': [customerOrder.customerId, 'uuid'],
    'orderCustomer.customerNumber': [
      sql`(select ${company.number} from ${company} where ${company.id} = ${customerOrder.companyId})`,
      'text',
    ],
  },
  term: (term) => sql`${customerOrder.orderNumber} like ${`${escapeLike(term)}%`}`,
  view: (db, rows) => orderEntities(db, rows),
});
