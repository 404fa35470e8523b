import type { ContactFormInput, QuoteRequest } from '../shared/schemas/forms.ts';
import type { CmsPage, Media, Method } from './types.ts';

export interface BlogTag {
  id: string;
  name: string;
}

export interface BlogPost {
  id: string;
  title: string | null;
  teaser: string | null;
  /** HTML; only in the detail. */
  content?: string | null;
  slug: string;
  seoPathInfo: string;
  authorName: string | null;
  publishedAt: string;
  media: (Media & { alt?: string | null }) | null;
  categories: { id: string; name: string | null }[];
  tags: BlogTag[];
}

export interface BlogListing {
  elements: BlogPost[];
  page: number;
  limit: number;
  total: number;
  tags: BlogTag[];
}

export interface BlogDetail {
  canonicalPathInfo: string;
  cmsPage: CmsPage | null;
  blog: BlogPost;
}

export interface SeoAlternate {
  languageId: string;
  localeCode: string;
  seoPathInfo: string;
}

export interface SitemapEntry {
  resourceType: string;
  id: string;
  /** Canonical path per locale code. */
  paths: Record<string, string>;
}

/** One product sitemap file: `/sitemap-products-{number}.xml`. */
export interface ProductSitemapFile {
  number: number;
  count: number;
  lastmod: string;
}

export interface ProductSitemapEntry {
  id: string;
  productNumber: string;
  lastmod: string;
  /** Canonical path per locale code. */
  paths: Record<string, string>;
}

type Request = <T>(
  method: Method,
  path: string,
  body?: unknown,
  options?: { outsideStoreApi?: boolean },
) => Promise<T>;

/** Blog, footer, forms and SEO calls of §7. */
export function contentCalls(request: Request) {
  return {
    /** Blog listing: `listingId` is a blog category id or `all`; tag ids filter with equalsAny. */
    getBlogListing: (listingId: string, query: { page: number; limit: number; tagIds?: string[] }) =>
      request<BlogListing>('POST', `/h1webblog-listing/${encodeURIComponent(listingId)}`, {
        p: query.page,
        limit: query.limit,
        filter: query.tagIds?.length ? [{ type: 'equalsAny', field: 'tagIds', value: query.tagIds }] : [],
        associations: { media: {}, tags: {}, categories: {} },
      }),
    getBlog: (slug: string) => request<BlogDetail>('GET', `/b2b/blog/${encodeURIComponent(slug)}`),
    getFooter: () => request<{ cmsPage: CmsPage | null }>('GET', '/b2b/cms/footer'),
    submitContactForm: (input: ContactFormInput) =>
      request<{ success: boolean }>('POST', '/swag/cms-extensions/form', input, { outsideStoreApi: true }),
    /** Issue 27: a visitor's quote request for one product, mailed to the shop. */
    requestQuote: (productId: string, input: QuoteRequest) =>
      request<{ success: boolean }>('POST', `/product/${encodeURIComponent(productId)}/quote-request`, input),
    subscribeNewsletter: (input: {
      email: string;
      firstName?: string;
      lastName?: string;
      storefrontUrl: string;
    }) => request<{ success: boolean }>('POST', '/newsletter/subscribe', { ...input, option: 'subscribe' }),
    confirmNewsletter: (hash: string) =>
      request<{ success: boolean }>('POST', '/newsletter/confirm', { hash }),
    /** The page at `path` (or with this id) in every language: hreflang and the language switch. */
    getSeoAlternates: (query: { path: string } | { resourceId: string }) =>
      request<{ elements: SeoAlternate[] }>('POST', '/b2b/seo-url/alternates', query).then((r) => r.elements),
    getSitemap: () => request<{ elements: SitemapEntry[] }>('GET', '/b2b/sitemap').then((r) => r.elements),
    getProductSitemapFiles: () =>
      request<{ elements: ProductSitemapFile[] }>('GET', '/b2b/sitemap/products').then((r) => r.elements),
    /** Up to `limit` products of a file, after the product number `after` (the previous chunk's `next`). */
    getProductSitemapChunk: (query: { file: number; after?: string; limit?: number }) =>
      request<{ next: string | null; elements: ProductSitemapEntry[] }>(
        'POST',
        '/b2b/sitemap/products',
        query,
      ),
  };
}
export type ContentCalls = ReturnType<typeof contentCalls>;
