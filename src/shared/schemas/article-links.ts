import * as v from 'valibot';
import { MAX_CSV_BYTES } from './cart.ts';
import { requiredText, Uuid } from './fields.ts';

export const CUSTOMER_SKU_MAX = 64;
const CustomerSku = requiredText(CUSTOMER_SKU_MAX);

/** The account form names the article by its number (§5: the provider's article number must exist). */
export const ArticleLinkFormSchema = v.object({ productNumber: requiredText(64), customerSku: CustomerSku });

/**
 * §3 Article link: the company's own number (customerSku) for one of our articles, named by its id
 * (§7) or by its article number (the account form).
 */
export const ArticleLinkCreateSchema = v.union([
  v.object({ productId: Uuid, customerSku: CustomerSku }),
  ArticleLinkFormSchema,
]);

/** Only the customer SKU of a link is editable (§3). */
export const ArticleLinkUpdateSchema = v.object({ customerSku: CustomerSku });

/** The links of the articles a page or the quick search shows, in one call. */
export const ArticleLinkInfoSchema = v.object({
  productIds: v.pipe(v.array(Uuid), v.maxLength(500, 'TOO_LONG')),
});

export const ARTICLE_LINKS_PAGE_SIZE = 25;
export const ARTICLE_LINK_SORTS = ['customerSku', 'productNumber', 'name', 'createdAt'] as const;
export type ArticleLinkSort = (typeof ARTICLE_LINK_SORTS)[number];

/** The list's query string (§2 list with search, paged and sortable); anything malformed is a default. */
export const ArticleLinkListSchema = v.object({
  term: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  page: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000)),
    1,
  ),
  sort: v.optional(v.picklist(ARTICLE_LINK_SORTS), 'customerSku'),
  order: v.optional(v.picklist(['asc', 'desc']), 'asc'),
});
export type ArticleLinkListQuery = v.InferOutput<typeof ArticleLinkListSchema>;

/** §5 CSV import: the file's text (at most 5 MB, checked in bytes by the server); preview writes nothing. */
export const ArticleLinkImportSchema = v.object({
  payload: v.string('IS_BLANK'),
  preview: v.optional(v.boolean(), false),
});

export { MAX_CSV_BYTES };
/** §9: the preview shows the first 10 rows. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Failed rows listed at most (the count says how many failed in all), so a bad 5 MB file answers briefly. */
export const IMPORT_ERROR_ROWS = 100;
/** The columns of the import, export and template, in their order (description: export only). */
export const CSV_COLUMNS = ['productNumber', 'customerSku', 'description'] as const;

export interface ArticleLinkView {
  apiAlias: 'b2b_article_link';
  id: string;
  productId: string;
  customerSku: string;
}

/** A link as the account list and detail show it: with the article's number and name. */
export interface ArticleLinkDetail extends ArticleLinkView {
  productNumber: string;
  description: string | null;
}

export interface ArticleLinkList {
  apiAlias: 'b2b_article_link_list';
  elements: ArticleLinkDetail[];
  total: number;
  page: number;
  limit: number;
}

export type ImportRowStatus = 'new' | 'update' | 'unchanged' | 'error';

export interface ImportRow {
  line: number;
  productNumber: string;
  customerSku: string;
  status: ImportRowStatus;
  /** Bare error code of a failed row (PRODUCT_NOT_FOUND, CUSTOMER_SKU_NOT_UNIQUE, CSV_FORMULA…). */
  code?: string;
}

export interface ImportReport {
  apiAlias: 'b2b_article_link_import';
  preview: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** The first rows of the file (§9), each with its outcome. */
  rows: ImportRow[];
  /** The first failed rows of the whole file (the preview shows only its first ten rows). */
  errors: ImportRow[];
}
