/** The 12 order statuses of the §4 order status filter, as the ERP reports them. */
export const ERP_ORDER_STATUSES = [
  'backorder',
  'blocked',
  'shippedAndInvoiced',
  'handling',
  'invoiced',
  'notYetShipped',
  'notOpen',
  'open',
  'shipped',
  'inProgress',
  'cancelled',
  'completed',
] as const;
export type ErpOrderStatus = (typeof ERP_ORDER_STATUSES)[number];

/** Sortable columns of the order history and their directions. */
export const ORDER_SORT_FIELDS = ['orderDate', 'orderNumber', 'amountTotal', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
