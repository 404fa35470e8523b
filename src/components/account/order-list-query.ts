import {
  ORDER_LIST_PRIVACY,
  ORDER_LIST_SORTS,
  type OrderListSort,
} from '../../shared/schemas/order-lists.ts';
import type { ListShape } from './list-query.ts';

/** The order lists' URL state: the filter is the privacy, newest first by default. */
export const ORDER_LIST_LIST: ListShape<OrderListSort> = {
  sorts: ORDER_LIST_SORTS,
  filters: ORDER_LIST_PRIVACY,
  defaults: { sort: 'createdAt', order: 'desc' },
};
