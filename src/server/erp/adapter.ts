import type { ErpOrderDetail, OrderHistoryFilter, OrderHistoryPage } from '../../api/erp-types.ts';

/**
 * Who may see which ERP orders: a company's orders, all of them (MANAGE_COMPANY_ORDER_HISTORY) or only
 * those one user placed. Every adapter call takes it, so no call can read another company's data.
 */
export interface ErpScope {
  companyId: string;
  /** Only this user's orders; null for the whole company. */
  customerId: string | null;
}

/** An ERP order's key (§2 /account/orders/details/:orderNumber/:firm/:warehouse?). */
export interface ErpOrderKey {
  orderNumber: string;
  firm: string | null;
  warehouse: string | null;
}

/**
 * The one door to the ERP. The shop ships `tableErp` (src/server/erp/tables.ts), which reads the
 * erp_* tables the demo seed fills; a connector to a real ERP implements the same interface.
 */
export interface ErpAdapter {
  listOrders(
    scope: ErpScope,
    filter: OrderHistoryFilter,
  ): Promise<Omit<OrderHistoryPage, 'apiAlias' | 'scope'>>;
  /** null when the order does not exist in the scope. */
  getOrder(scope: ErpScope, key: ErpOrderKey): Promise<ErpOrderDetail | null>;
}
