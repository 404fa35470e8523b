import type {
  ArticleInformation,
  ArticlePrice,
  ArticleQuery,
  Category,
  CategoryCounter,
  ListingParams,
  ListingSettings,
  Product,
  ProductDetail,
  ProductListing,
  VariantsTable,
} from './catalog-types.ts';
import { LISTING_PRODUCT_FIELDS } from './catalog-types.ts';

type Request = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** The catalogue's calls (§7), mixed into the Store API client. */
export interface CatalogMethods {
  getListingSettings(): Promise<ListingSettings>;
  getProductListing(categoryId: string, params?: ListingParams): Promise<ProductListing>;
  searchProducts(search: string, params?: ListingParams): Promise<ProductListing>;
  getProduct(productId: string): Promise<ProductDetail>;
  /** Products by id or article number (equalsAny), e.g. for order lists and the cart. */
  getProductsBy(field: 'id' | 'productNumber', values: string[]): Promise<Product[]>;
  getArticleInformation(articles: ArticleQuery[]): Promise<ArticleInformation[]>;
  /** Price lookup: the quantity defaults to the article's minimum purchase or 1. */
  getArticlePrices(articles: ArticleQuery[]): Promise<ArticlePrice[]>;
  getVariantCounts(parentIds: string[]): Promise<{ id: string; childCount: number }[]>;
  getVariantsTable(parentId: string): Promise<VariantsTable>;
  /** Categories by id, e.g. the breadcrumb's ancestors (§2 Breadcrumbs). */
  getCategories(ids: string[]): Promise<Category[]>;
  /** Logged-in customers only (401 otherwise). */
  getCategoryCounters(categoryId: string): Promise<CategoryCounter[]>;
}

const join = (ids?: string[]) => (ids?.length ? ids.join('|') : undefined);
// Criteria includes: a listing answers with the card's fields only, a quarter of the whole products.
const listingBody = (params: ListingParams = {}) => ({
  ...params,
  includes: { product: LISTING_PRODUCT_FIELDS },
  manufacturer: join(params.manufacturer),
  properties: join(params.properties),
  categories: join(params.categories),
});
const id = (value: string) => encodeURIComponent(value);

/** A listing as the Store API answers it: Shopware's aggregations are a list, each with its name. */
export type ListingData = Omit<ProductListing, 'aggregations'> & {
  aggregations: ({ name: string } & Record<string, unknown>)[];
};

/** The listing with its aggregations keyed by name, as the filters read them. */
export function toListing({ aggregations, ...listing }: ListingData): ProductListing {
  return { ...listing, aggregations: Object.fromEntries(aggregations.map((a) => [a.name, a])) };
}

export function catalogMethods(request: Request): CatalogMethods {
  return {
    getListingSettings: () => request('GET', '/product-listing/settings'),
    getProductListing: async (categoryId, params) =>
      toListing(await request('POST', `/product-listing/${id(categoryId)}`, listingBody(params))),
    searchProducts: async (search, params) =>
      toListing(await request('POST', '/search', { ...listingBody(params), search })),
    getProduct: (productId) => request('POST', `/product/${id(productId)}`, {}),
    async getProductsBy(field, values) {
      if (!values.length) return [];
      const body = {
        filter: [{ type: 'equalsAny', field, value: values }],
        limit: Math.min(values.length, 500),
      };
      return (await request<{ elements: Product[] }>('POST', '/product', body)).elements;
    },
    async getArticleInformation(articles) {
      if (!articles.length) return [];
      return (
        await request<{ articles: ArticleInformation[] }>('POST', '/b2b/article/information', { articles })
      ).articles;
    },
    async getArticlePrices(articles) {
      if (!articles.length) return [];
      return (await request<{ articles: ArticlePrice[] }>('POST', '/b2b/article/price', { articles }))
        .articles;
    },
    async getVariantCounts(parentIds) {
      if (!parentIds.length) return [];
      return (
        await request<{ elements: { id: string; childCount: number }[] }>('POST', '/b2b/variants', {
          parentIds,
        })
      ).elements;
    },
    getVariantsTable: (parentId) => request('GET', `/b2b/variants/${id(parentId)}`),
    async getCategories(ids) {
      if (!ids.length) return [];
      const body = {
        filter: [{ type: 'equalsAny', field: 'id', value: ids }],
        limit: Math.min(ids.length, 500),
      };
      return (await request<{ elements: Category[] }>('POST', '/category', body)).elements;
    },
    async getCategoryCounters(categoryId) {
      return (await request<{ counters: CategoryCounter[] }>('GET', `/category/counters/${id(categoryId)}`))
        .counters;
    },
  };
}
