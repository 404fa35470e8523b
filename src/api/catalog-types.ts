// Shapes of the catalogue's Store API (src/server/catalog): listing, product, article information.
import type { SortingKey } from '../shared/catalog/listing.ts';

export interface PropertyGroup {
  id: string;
  name: string | null;
  /** Untranslated name; the displayed-properties rule looks for `Bezeichnung` (§9). */
  technicalName: string | null;
  position: number;
  displayType: string;
  filterable: boolean;
  visibleInSearchResults: boolean;
  visibleOnProductDetailPage: boolean;
  visibleOnProductListingPage: boolean;
}

export interface PropertyOption {
  id: string;
  groupId: string;
  name: string | null;
  position: number;
  group: PropertyGroup;
}

export interface ProductMedia {
  id: string;
  mediaId: string;
  position: number;
  media: { id: string; url: string; alt: string | null; width: number | null; height: number | null };
}

export interface CalculatedPrice {
  unitPrice: number;
  totalPrice: number;
  quantity: number;
  listPrice: { price: number; discount: number; percentage: number } | null;
}

export interface DeliveryTime {
  id: string;
  name: string | null;
  min: number;
  max: number;
  unit: string;
}

/** A product as listings and the detail return it; amounts in euros, null when not visible. */
export interface Product {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string | null;
  description: string | null;
  ean: string | null;
  manufacturerNumber: string | null;
  manufacturer: { id: string; name: string; link: string | null } | null;
  cover: ProductMedia | null;
  media: ProductMedia[];
  properties: PropertyOption[];
  options: PropertyOption[];
  categoryIds: string[];
  categoryTree: string[];
  childCount: number;
  /** Shopware's unit entity; the shop's units are codes (ST, M, KG, L…). */
  unit: { shortCode: string; name: string };
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  shippingFree: boolean;
  ratingAverage: number | null;
  /** Logged-in customers only. */
  availableStock: number | null;
  hasStock: boolean;
  /** Logged-in customers with DISPLAY_DELIVERY_AND_RESTOCK_TIME only. */
  deliveryTime: DeliveryTime | null;
  restockTime: number | null;
  /** Days, one number or `min - max` (§9). */
  leadTime: string | null;
  /** Customers with ROLE_VIEW_PRICES only. */
  calculatedPrice: CalculatedPrice | null;
  calculatedListingPrice: { from: number | null; to: number | null } | null;
  seoUrls: { seoPathInfo: string; isCanonical: boolean }[];
  customFields: Record<string, unknown>;
}

export interface ProductDetail {
  product: Product & {
    children: Product[];
    categories: Category[];
    crossSellings: { crossSelling: { id: string; name: string | null }; products: Product[] }[];
  };
  configurator: (PropertyGroup & { options: Omit<PropertyOption, 'group'>[] })[];
}

export interface ListingParams {
  p?: number;
  limit?: number;
  order?: SortingKey;
  search?: string;
  manufacturer?: string[];
  properties?: string[];
  categories?: string[];
  'min-price'?: number;
  'max-price'?: number;
  rating?: number;
  'shipping-free'?: boolean;
  /** Skip the aggregations (quick search). */
  'no-aggregations'?: boolean;
}

export interface Counted {
  id: string;
  name: string | null;
  count: number;
}

export interface ListingAggregations {
  manufacturer: { entities: Counted[] };
  price: { min: number | null; max: number | null };
  rating: { max: number | null };
  'shipping-free': { max: 0 | 1 };
  properties: {
    entities: (PropertyGroup & { options: (Omit<PropertyOption, 'group'> & { count: number })[] })[];
  };
  categories: { entities: Counted[] };
}

/** What a listing card shows (ProductCard, ArticleSlots): listings ask for these fields only. */
export const LISTING_PRODUCT_FIELDS = [
  'id',
  'productNumber',
  'name',
  'manufacturer',
  'properties',
  'cover',
  'unit',
  'seoUrls',
  'hasStock',
  'leadTime',
  'childCount',
  // The tag manager's item_category breadcrumb (analytics-item.ts).
  'categoryIds',
] as const satisfies readonly (keyof Product)[];
export type ListingProduct = Pick<Product, (typeof LISTING_PRODUCT_FIELDS)[number]>;

export interface ProductListing {
  elements: ListingProduct[];
  /** Empty with `no-aggregations`. */
  aggregations: Partial<ListingAggregations>;
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  sorting: SortingKey;
  availableSortings: { key: SortingKey; priority: number }[];
}

export interface ListingSettings {
  limit: number;
  defaultSorting: SortingKey;
  availableSortings: { key: SortingKey; priority: number }[];
}

export interface BranchStock {
  code: string;
  name: string;
  quantity: number;
  preferred: boolean;
}

/** §3 Article price and stock, by SKU. */
export interface ArticleInformation {
  article: string;
  productId: string;
  quantity: number;
  price: number | null;
  listPrice: number | null;
  totalPrice: number | null;
  uom: string;
  stock: number | null;
  stocks: BranchStock[];
  hasStock: boolean;
  isBuyable: boolean;
  /** Out of stock without a delivery time: cannot be ordered (no backorder). */
  soldOut: boolean;
  minSalesQuantity: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  leadTime: string | null;
  deliveryTime: DeliveryTime | null;
  restockTime: number | null;
  /** The company's own article number (§3 article link); logged-in customers only. */
  customerSku: string | null;
}

export interface ArticlePrice {
  article: string;
  productId: string;
  quantity: number;
  price: number | null;
  listPrice: number | null;
  totalPrice: number | null;
  uom: string;
}

export interface ArticleQuery {
  sku: string;
  quantity?: number;
}

export interface VariantRow {
  id: string;
  productNumber: string;
  name: string | null;
  options: PropertyOption[];
  unit: string;
  minQuantity: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  stock: number | null;
  hasStock: boolean;
  leadTime: string | null;
  availability: { code: string; available: boolean; quantity: number | null }[];
  netPrice: number | null;
  listPrice: number | null;
}

export interface VariantsTable {
  parentId: string;
  warehouses: { code: string; name: string }[];
  elements: VariantRow[];
}

export interface Category {
  id: string;
  parentId: string | null;
  name: string | null;
  type: string;
  level: number;
  /** Ancestor ids between bars, root first (`|root|parent|`). */
  path: string;
  /** Names in the context language, root first, ending with the category itself. */
  breadcrumb: string[];
  /** Canonical path with a leading slash; null for folders. */
  seoUrl: string | null;
  productCount: number;
  customFields: Record<string, unknown>;
}

export interface CategoryCounter {
  referenceId: string;
  total: number;
  available: number;
}
