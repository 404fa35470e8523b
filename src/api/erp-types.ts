import type { ErpOrderStatus, OrderSortField } from '../shared/erp-orders.ts';
import type { Cart, OrderAddress, PickupLocation, QuickOrderReport } from './cart-types.ts';

/** One row of the ERP order history (§3 Order). Amounts in euro, null without ROLE_VIEW_PRICES. */
export interface ErpOrderSummary {
  apiAlias: 'b2b_erp_order';
  orderNumber: string;
  /** null for the shop's own orders (the ERP has not taken them over). */
  firm: string | null;
  warehouse: string | null;
  orderDate: string;
  status: ErpOrderStatus;
  orderType: string;
  customerReference: string | null;
  orderReference: string | null;
  lineCount: number;
  amountNet: number | null;
  amountTotal: number | null;
  /** Who ordered (shop user), null for phone and mail orders. */
  customerName: string | null;
}

/** §3 Order line of an ERP order. */
export interface ErpOrderLine {
  position: number;
  articleNumber: string;
  name: string;
  description: string | null;
  quantity: number;
  unit: string;
  unitPrice: number | null;
  totalPrice: number | null;
  deliveryDate: string | null;
  customerArticleNumber: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  shippingNoteNumber: string | null;
  sendingNumber: string | null;
}

export interface ErpInvoiceRef {
  invoiceNumber: string;
  invoiceDate: string;
  invoiceUrl: string | null;
  deliveryProofUrl: string | null;
  shippingNoteNumber: string | null;
}

export interface ErpTransaction {
  paymentMethod: string;
  state: string;
  amount: number | null;
  createdAt: string;
}

export interface ErpDelivery {
  shippingNoteNumber: string;
  shippingMethod: string;
  state: string;
  shippedAt: string | null;
  trackingNumber: string | null;
}

/** §3 Order with everything the detail loads (§2 order detail, §9 order details limit 1). */
export interface ErpOrderDetail extends ErpOrderSummary {
  /** The ERP's number for a shop order once it has taken it over (issue 30); absent for the ERP's own. */
  erpOrderNumber?: string | null;
  /** Who placed a shop order (the one who may withdraw it while it is pending); absent for the ERP's. */
  customerId?: string | null;
  referenceSuffix: string | null;
  fileNumber: string | null;
  remark: string | null;
  deliveryCost: number | null;
  additionalCost: number | null;
  deliveryAddress: OrderAddress | null;
  /** A shop order to pick up: the branch, in place of a delivery address; absent for the ERP's. */
  pickupLocation?: PickupLocation | null;
  billingAddress: OrderAddress | null;
  lineItems: ErpOrderLine[];
  invoices: ErpInvoiceRef[];
  /** Newest first. */
  transactions: ErpTransaction[];
  deliveries: ErpDelivery[];
}

export interface OrderHistoryPage {
  apiAlias: 'b2b_erp_order_history';
  elements: ErpOrderSummary[];
  page: number;
  limit: number;
  total: number;
  /** Whether the list holds the whole company's orders (MANAGE_COMPANY_ORDER_HISTORY) or the caller's own. */
  scope: 'company' | 'own';
}

export interface OrderHistoryFilter {
  page: number;
  limit: number;
  statuses: ErpOrderStatus[];
  /** ISO dates (yyyy-mm-dd), both inclusive. */
  from: string | null;
  to: string | null;
  reference: string | null;
  articleNumber: string | null;
  sort: OrderSortField;
  order: 'asc' | 'desc';
}

/** Result of a reorder: the lines added to the cart and every one that could not be, named with the reason. */
export interface ReorderResult {
  apiAlias: 'b2b_reorder_result';
  added: { articleNumber: string; name: string; quantity: number }[];
  failed: { articleNumber: string; name: string; code: QuickOrderReport['errors'][number]['code'] }[];
  cart: Cart;
}
