import * as v from 'valibot';
import { requiredText, Uuid } from './fields.ts';

/** §3 Article link: the company's own number (customerSku) for one of our articles (productId). */
export const ArticleLinkCreateSchema = v.object({
  productId: Uuid,
  customerSku: requiredText(64),
});

/** The links of the articles a page or the quick search shows, in one call. */
export const ArticleLinkInfoSchema = v.object({
  productIds: v.pipe(v.array(Uuid), v.maxLength(500, 'TOO_LONG')),
});

export interface ArticleLinkView {
  apiAlias: 'b2b_article_link';
  id: string;
  productId: string;
  customerSku: string;
}
