import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { QuantityRefusal, QuickOrderReport } from '../../api/cart-types.ts';
import { defaultQuantity } from '../../shared/catalog/quantity.ts';
import { translate } from '../../shared/locales.ts';
import { MAX_LINES, MAX_QUANTITY } from '../../shared/schemas/cart.ts';
import { unitPrices } from '../catalog/pricing.ts';
import { pricingViewer, viewerOf } from '../catalog/viewer.ts';
import { FORMULA, readCsv } from '../csv/read.ts';
import type { Db } from '../db/client.ts';
import { articleLink, product } from '../db/schema/index.ts';
import { requireRight, type StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { articlesNamed } from '../search/designation.ts';
import { orderableError, quantityViolations, toMilli } from './rules.ts';
import { addLineItems } from './service.ts';
import type { CartProduct } from './store.ts';

export interface QuickOrderLine {
  line: number;
  article: string;
  quantity: string;
}

const HEADER = /^(article|artikel|article number|artikelnummer|art\.?|sku|référence|reference|numéro)/i;

/**
 * The quick-order text (§4 quick order): `article;quantity` per line, a header line optional, `,` `;`
 * or tab separated, decimal comma accepted.
 */
export function parseQuickOrder(csv: string): QuickOrderLine[] {
  const lines = readCsv(csv).map(({ line, cells }) => ({
    line,
    article: cells[0] ?? '',
    quantity: cells[1] ?? '1',
  }));
  if (lines[0] && HEADER.test(lines[0].article) && Number.isNaN(parseQuantity(lines[0].quantity)))
    lines.shift();
  return lines.filter((l) => l.article !== '' || l.quantity !== '');
}

/** "12,5" and "12.5" are 12.5; anything else is not a quantity. */
export function parseQuantity(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,3})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Adds what can be added in one call and reports the rest per line: unknown articles (article number,
 * EAN or the company's own article number), invalid quantities, articles that cannot be ordered.
 */
export async function quickOrder(ctx: StoreContext, lines: QuickOrderLine[]): Promise<QuickOrderReport> {
  const customer = await requireRight(ctx, 'ROLE_ACCESS_QUICK_ORDER_FORM');
  await requireRight(ctx, 'ROLE_PLACE_ORDERS');
  if (lines.length > MAX_LINES) {
    throw new ApiError(400, 'B2B__QUICK_ORDER_TOO_MANY_LINES', `At most ${MAX_LINES} lines.`, {
      max: MAX_LINES,
    });
  }
  const formula = lines.find((l) => FORMULA.test(l.article) || FORMULA.test(l.quantity));
  if (formula) {
    throw new ApiError(400, 'B2B__CSV_FORMULA', `Line ${formula.line} holds a formula.`, {
      line: formula.line,
    });
  }
  const { items, ...report } = await checkLines(ctx, customer.companyId, lines);
  if (!items.length) {
    throw new ApiError(400, 'B2B__QUICK_ORDER_NOTHING_ADDED', 'No line could be added.', {
      errors: report.errors,
    });
  }
  return { ...report, cart: await addLineItems(ctx, { items }) };
}

/**
 * Which lines can go into the cart as they are (quick order, reorder): known and orderable articles
 * (article number, EAN or the company's own number) with a quantity the §5 rules accept; the others
 * with the reason.
 */
export async function checkLines(ctx: StoreContext, companyId: string, lines: QuickOrderLine[]) {
  const byNumber = await resolveArticles(
    ctx.db,
    companyId,
    lines.map((l) => l.article),
  );
  const named = await designations(
    ctx.db,
    companyId,
    lines.filter((l) => !byNumber(l.article)).map((l) => l.article),
  );
  const find = (article: string) => {
    const byName = named.get(article.trim());
    return byNumber(article) ?? (byName?.length === 1 ? byName[0] : undefined);
  };
  const found = new Set(lines.flatMap((l) => find(l.article) ?? []));
  const viewer = await viewerOf(ctx);
  // The real prices, as the add and the order use them, whether the buyer may see them or not.
  const prices = await unitPrices(
    ctx,
    await pricingViewer(ctx, viewer),
    [...found].map((p) => ({ id: p.id, netPriceMilli: p.netPriceMilli })),
  );
  const report: Omit<QuickOrderReport, 'cart'> = { added: [], errors: [] };
  const items: { type: 'product'; referencedId: string; quantity: number }[] = [];
  for (const l of lines) {
    const row = find(l.article);
    const quantity = parseQuantity(l.quantity);
    const candidates = named.get(l.article.trim()) ?? [];
    if (!row && candidates.length > 1) {
      report.errors.push({
        line: l.line,
        article: l.article,
        code: 'AMBIGUOUS_ARTICLE',
        candidates: candidates.map((c) => ({
          productNumber: c.productNumber,
          name: translate(c.translations, 'name', ctx.locale) ?? c.productNumber,
        })),
      });
    } else if (!row) report.errors.push({ line: l.line, article: l.article, code: 'UNKNOWN_ARTICLE' });
    else if (orderableError(row, prices.get(row.id) ?? null)) {
      report.errors.push({ line: l.line, article: l.article, code: 'NOT_ORDERABLE' });
    } else {
      const refusal = quantityRefusal(row, quantity, viewer.canSeeStock);
      if (refusal) {
        report.errors.push({ line: l.line, article: l.article, code: 'INVALID_QUANTITY', quantity: refusal });
      } else {
        items.push({ type: 'product', referencedId: row.id, quantity });
        report.added.push({ line: l.line, article: l.article, quantity });
      }
    }
  }
  return { ...report, items };
}

/** Why the cart would refuse this quantity, with the article's rules; null when it is accepted. */
function quantityRefusal(row: CartProduct, quantity: number, canSeeStock: boolean): QuantityRefusal | null {
  const reasons =
    quantity > 0 && quantity <= MAX_QUANTITY
      ? quantityViolations(row, toMilli(quantity), 'quantity').map(
          (v) => v.code.replace('VIOLATION::', '') as QuantityRefusal['reasons'][number],
        )
      : ['INVALID_QUANTITY' as const];
  if (!reasons.length) return null;
  return {
    reasons,
    min: defaultQuantity(row.minPurchase),
    step: row.purchaseSteps > 0 ? row.purchaseSteps : 1,
    max: row.maxPurchase,
    stock: canSeeStock ? row.stock : null,
  };
}

/** Lines read as designations per call: each is a search, and a thousand of them would take seconds. */
const MAX_NAMED_LINES = 50;
/** Candidates named when a line fits several articles. */
const MAX_CANDIDATES = 5;

/**
 * Lines that are no article number, read as the articles they name (`DIN 933 M8x16 8.8 ZN`): one
 * article takes the line, several are offered to choose from (issue 28).
 */
async function designations(db: Db, companyId: string, articles: string[]) {
  const texts = [...new Set(articles.map((a) => a.trim()).filter((a) => /\p{L}/u.test(a) && /\s/.test(a)))];
  const out = new Map<string, CartProduct[]>();
  for (const text of texts.slice(0, MAX_NAMED_LINES))
    out.set(text, await articlesNamed(db, text, companyId, MAX_CANDIDATES));
  return out;
}

/** Article numbers match without separators, as in the search (the compact-number index serves it). */
const compact = (term: string) => term.toUpperCase().replace(/[^A-Z0-9]/g, '');
const compactNumber = sql`regexp_replace(upper(${product.productNumber}), '[^A-Z0-9]', '', 'g')`;

/**
 * Finds articles by the company's article link (case-insensitive), by article number (without
 * separators) or EAN, for everything that takes article numbers from a buyer (quick order, reorder,
 * order lists). A company's own number wins over one of ours that reads the same.
 */
export async function resolveArticles(db: Db, companyId: string, terms: string[]) {
  const upper = [...new Set(terms.map((t) => t.trim().toUpperCase()).filter(Boolean))];
  const compacts = [...new Set(upper.map(compact).filter(Boolean))];
  const out = new Map<string, CartProduct>();
  const find = (term: string) => out.get(term.trim().toUpperCase()) ?? out.get(compact(term));
  if (!upper.length) return find;
  const [direct, linked] = await Promise.all([
    db
      .select()
      .from(product)
      .where(
        and(eq(product.active, true), or(inArray(compactNumber, compacts), inArray(product.ean, upper))),
      ),
    db
      .select({ sku: articleLink.customerSku, product })
      .from(articleLink)
      .innerJoin(product, eq(product.id, articleLink.productId))
      .where(
        and(
          eq(articleLink.companyId, companyId),
          eq(product.active, true),
          inArray(sql`upper(${articleLink.customerSku})`, upper),
        ),
      ),
  ]);
  for (const row of direct) {
    out.set(compact(row.productNumber), row);
    if (row.ean) out.set(row.ean, row);
  }
  for (const { sku, product: row } of linked) out.set(sku.toUpperCase(), row);
  return find;
}
