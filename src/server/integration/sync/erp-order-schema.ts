import * as v from 'valibot';
import { ERP_ORDER_STATUSES } from '../../../shared/erp-orders.ts';
import {
  AddressSnapshot,
  Day,
  Money,
  OptionalText,
  ownerFields,
  PositiveMilli,
  Text,
  Timestamp,
} from './erp-fields.ts';
import { Int } from './product-schema.ts';
import { ShopwareId } from './report.ts';

// The shape of a `ce_erp_order` record (erp-order.ts writes it).

// The values the account area has labels for (account_orders_{type,shipping,payment,state}_*).
const ORDER_TYPES = ['phone', 'mail', 'webshop', 'edi', 'counter'] as const;
const SHIPPING_METHODS = ['courier', 'own-transport', 'pickup', 'pallet'] as const;
const DELIVERY_STATES = ['open', 'shipped', 'delivered'] as const;
const PAYMENT_METHODS = ['invoice', 'prepayment', 'credit-card', 'direct-debit'] as const;
const TRANSACTION_STATES = ['open', 'paid', 'cancelled', 'refunded'] as const;

const LineRecord = v.strictObject({
  /**
   * Optional, as a delivery's: without it a rewritten line gets a new id. The demo seed names its
   * lines' ids so that the same seed gives the same rows (an extension of the entity, issue 30).
   */
  id: v.optional(ShopwareId),
  position: Int(1),
  articleNumber: Text(64),
  name: Text(65_535),
  description: OptionalText(65_535),
  /** Units, stored in thousandths. */
  quantity: Money,
  unit: Text(8),
  unitPrice: Money,
  totalPrice: Money,
  deliveryDate: v.optional(v.nullable(Day)),
  customerArticleNumber: OptionalText(64),
  /** Links the line to the delivery of this record with that shipping note. */
  shippingNoteNumber: OptionalText(20),
  sendingNumber: OptionalText(40),
});

const DeliveryRecord = v.strictObject({
  id: v.optional(ShopwareId),
  shippingNoteNumber: Text(20),
  shippingMethod: v.picklist(SHIPPING_METHODS),
  state: v.picklist(DELIVERY_STATES),
  shippedAt: v.optional(v.nullable(Day)),
  trackingNumber: OptionalText(40),
});

const TransactionRecord = v.strictObject({
  id: v.optional(ShopwareId),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  state: v.picklist(TRANSACTION_STATES),
  amount: Money,
  createdAt: Timestamp,
});

/**
 * `ce_erp_order`, an order of the ERP's history (issue 30) with its lines, deliveries and payment
 * transactions. A list that is given replaces the order's rows of that kind; one left out keeps them.
 */
export const ErpOrderRecord = v.strictObject({
  id: v.optional(ShopwareId),
  ...ownerFields,
  firm: v.optional(Text(8)),
  warehouse: OptionalText(16),
  orderNumber: v.optional(Text(20)),
  orderDate: v.optional(Day),
  status: v.optional(v.picklist(ERP_ORDER_STATUSES)),
  orderType: v.optional(v.picklist(ORDER_TYPES)),
  customerReference: OptionalText(255),
  orderReference: OptionalText(255),
  referenceSuffix: OptionalText(64),
  fileNumber: OptionalText(64),
  remark: OptionalText(65_535),
  amountNet: v.optional(Money),
  amountTotal: v.optional(Money),
  deliveryCost: v.optional(PositiveMilli),
  additionalCost: v.optional(PositiveMilli),
  deliveryAddress: v.optional(AddressSnapshot),
  billingAddress: v.optional(AddressSnapshot),
  lines: v.optional(v.pipe(v.array(LineRecord), v.maxLength(1000))),
  deliveries: v.optional(v.pipe(v.array(DeliveryRecord), v.maxLength(200))),
  transactions: v.optional(v.pipe(v.array(TransactionRecord), v.maxLength(200))),
});
export type OrderInput = v.InferOutput<typeof ErpOrderRecord>;

export const REQUIRED_NEW = [
  'customerNumber',
  'firm',
  'orderNumber',
  'orderDate',
  'status',
  'orderType',
  'amountNet',
  'amountTotal',
] as const;

/** Header fields copied as they come; those left out keep the stored value. */
export const HEAD = [
  'firm',
  'warehouse',
  'orderNumber',
  'orderDate',
  'status',
  'orderType',
  'customerReference',
  'orderReference',
  'referenceSuffix',
  'fileNumber',
  'remark',
  'amountNet',
  'amountTotal',
  'deliveryCost',
  'additionalCost',
  'deliveryAddress',
  'billingAddress',
] as const;
