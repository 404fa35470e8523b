// Shapes of the cart and checkout Store API (src/server/cart), as in Shopware 6 plus the §3 extensions.
// Money leaves the API in euros with at most 3 decimals; the server computes in thousandths.

export interface CartPrice {
  apiAlias: 'cart_price';
  netPrice: number;
  totalPrice: number;
  positionPrice: number;
  calculatedTaxes: { apiAlias: 'cart_tax_calculated'; tax: number; taxRate: number; price: number }[];
  taxStatus: 'net';
  /** The total before rounding; amounts are whole cents already, so the total itself. */
  rawTotal: number;
  taxRules: { taxRate: number; percentage: number }[];
}

/** A line's price: Shopware's calculated price (src/server/catalog/pricing.ts). */
export interface LineItemPrice {
  apiAlias: 'calculated_price';
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  listPrice: { price: number; discount: number; percentage: number } | null;
}

export interface CartLineItem {
  apiAlias: 'cart_line_item';
  id: string;
  type: 'product' | 'promotion';
  /** Product id, or the promotion code. */
  referencedId: string;
  /** Article number (products only). */
  sku: string | null;
  label: string;
  /** Whole units; fractional quantities are in payload['article-float-qty']. */
  quantity: number;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  /** Shopware's media (src/server/media/view.ts), of which the cart shows url and alt. */
  cover: { url: string; alt: string | null } | null;
  price: LineItemPrice | null;
  quantityInformation: { minPurchase: number; maxPurchase: number | null; purchaseSteps: number } | null;
  payload: {
    type?: 'physical';
    id?: string;
    name?: string;
    taxId?: string;
    options?: { group: string; option: string; translated: { group: string; option: string } }[];
    productNumber?: string;
    manufacturerId?: string | null;
    propertyIds?: string[];
    'article-float-qty'?: number;
    unit?: string;
    stock?: number;
    seoPath?: string | null;
    customFields?: { order_detail_text?: string };
    /** Promotions: the discount in percent. */
    discountPercent?: number;
    code?: string;
  };
}

export type CartErrorLevel = 0 | 10 | 20; // Shopware: notice, warning, error

export interface CartError {
  key: string;
  /** `b2b-cart-underMinimumValue`, `b2b-cart-underCreditLimit`, `payment-method-blocked`, … */
  messageKey: string;
  message: string;
  level: CartErrorLevel;
  /** Blocking errors stop the order. */
  block: boolean;
  parameters: Record<string, string | number>;
}

/** A cart error as the cart answers it: Shopware's exception code and the text in the context's language. */
export interface CartErrorView extends CartError {
  code: number;
  messageTranslated: string;
}

export interface BudgetState {
  budget: number;
  remaining: number;
  /** Amount from which an order needs approval; null when none. */
  approveFrom: number | null;
  /** This cart would exceed the remaining budget: checkout is blocked. */
  exceeded: boolean;
  /** This cart needs approval (above approveFrom): "request approval" instead of "place order". */
  requiresApproval: boolean;
  periodStart: string;
  periodEnd: string;
  /** Exceeded: the colleagues who can raise this budget (name, e-mail); empty otherwise. */
  raisedBy: { name: string; email: string }[];
}

export interface Cart {
  apiAlias: 'cart';
  token: string;
  name: 'b2b-cart';
  lineItems: CartLineItem[];
  /** Keyed by error key, as Shopware's ErrorCollection serialises. */
  errors: Record<string, CartErrorView>;
  price: CartPrice;
  deliveries: { shippingCosts: { unitPrice: number; totalPrice: number; quantity: number } }[];
  /** Number of product lines (the header badge). */
  productCount: number;
  customerComment: string | null;
  extensions: {
    minimumCartValue: { additionalCost: number; minimumValue: number; applies: boolean };
    freeShipping: { limit: number; missing: number };
    orderReferenceBudget: (BudgetState & { orderReferenceId: string; name: string }) | null;
    'order-reference-id': { orderReferenceId: string | null };
    orderFlowBudget: (BudgetState & { flowId: string; name: string }) | null;
    costCentre: { externalContactId: string | null };
    /** The delivery choice the cart's shipping is priced for. */
    shippingOption: 'delivery' | 'pickup';
    /** Payment methods open to this cart (invoice is dropped when the credit limit is reached). */
    paymentMethods: string[];
    /** The delivery choices and split-delivery methods the company may use (all unless the ERP narrowed them). */
    shippingOptions: ('delivery' | 'pickup')[];
    shippingMethods: ('together' | 'separate' | 'backorders')[];
    /** A buyer without ROLE_VIEW_PRICES: the amounts are withheld (line prices null, totals 0). */
    pricesHidden: boolean;
    /** OCI punch-out session: the form that transfers the cart to HOOK_URL. */
    ociForm: TransferForm | null;
    ociSystemMetadata: { version: string | null; target: string; caller: string | null } | null;
    /** cXML punch-out session: the PunchOutOrderMessage form for the BrowserFormPost URL. */
    cxmlForm: TransferForm | null;
  };
}

/** A form the browser posts to the procurement system; values are plain text, escaped when rendered. */
export interface TransferForm {
  action: string;
  /** OCI only: the browser target (`_top`, `_self`, a frame name). */
  target?: string;
  /** Name/value pairs in order; a name may repeat. */
  fields: [name: string, value: string][];
}

export interface OrderAddress {
  name: string;
  street: string;
  streetNumber: string | null;
  box: string | null;
  zipcode: string;
  city: string;
  country: string;
}

export interface OrderLine {
  id: string;
  productId: string | null;
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  totalPrice: number;
  comment: string | null;
  customerArticleNumber: string | null;
}

export interface Order {
  apiAlias: 'order';
  id: string;
  orderNumber: string;
  orderDateTime: string;
  /** open (placed) | pending (waiting for approval) | … */
  status: string;
  orderReferenceId: string | null;
  orderReference: string | null;
  orderReferenceSuffix: string | null;
  fileNumber: string | null;
  customerComment: string | null;
  shippingOption: string;
  shippingMethod: string;
  shippingDate: string | null;
  paymentMethod: string;
  pickupLocation: PickupLocation | null;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  amountNet: number;
  amountTotal: number;
  shippingTotal: number;
  additionalCost: number;
  discount: number;
  lineItems: OrderLine[];
  approvalReason: string | null;
}

export const QUANTITY_REASONS = [
  'INVALID_QUANTITY',
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_OFF_STEP',
  'QUANTITY_ABOVE_MAXIMUM',
  'QUANTITY_ABOVE_STOCK',
  'QUANTITY_NOT_WHOLE',
] as const;

/**
 * Why a quantity was refused, with the article's §5 rules so the buyer can correct it; `stock` is null
 * for a buyer who may not see stock figures.
 */
export interface QuantityRefusal {
  reasons: (typeof QUANTITY_REASONS)[number][];
  min: number;
  step: number;
  max: number | null;
  stock: number | null;
}

export interface QuickOrderError {
  line: number;
  article: string;
  code: 'UNKNOWN_ARTICLE' | 'AMBIGUOUS_ARTICLE' | 'INVALID_QUANTITY' | 'NOT_ORDERABLE';
  /** With INVALID_QUANTITY. */
  quantity?: QuantityRefusal;
  /** With AMBIGUOUS_ARTICLE: the articles the line's text fits, to choose from by article number. */
  candidates?: { productNumber: string; name: string }[];
}

export interface QuickOrderReport {
  added: { line: number; article: string; quantity: number }[];
  errors: QuickOrderError[];
  cart: Cart;
}

export interface PickupLocation {
  id: string;
  name: string;
  city: string;
  address: string;
}
