import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { stableId } from '../../shared/ids.ts';
import type { Database } from '../db/client.ts';
import { product } from '../db/schema/index.ts';
import { runSync } from '../integration/sync/service.ts';
import { customerId } from './customers.ts';
import { ERP_HISTORY_END } from './erp.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const REFERENCES = ['Onderhoud pomp 3', 'Werf Gent', 'PO-4471', null, 'Revisie lijn B', 'Stock 2027'];

/**
 * Offers of the demo companies (§3 Offer): 36 for 100001 spread over the year before the ERP history
 * ends, the older ones processed with a delivery date per line, and 4 for 100002. The lines use the
 * first listed articles, so those with an article link show the company's own number; an article
 * with variants is offered as its first variant (the cart takes no parent, and ce_erp_offer refuses
 * one). They go through the Admin API's sync as ce_erp_offer, as an ERP's offers do (issue 30).
 */
export async function seedOffers(database: Database) {
  const { db } = database;
  const listed = await db
    .select({
      id: product.id,
      number: product.productNumber,
      name: product.translations,
      price: product.netPriceMilli,
      childCount: product.childCount,
    })
    .from(product)
    .where(and(isNull(product.parentId), eq(product.active, true)))
    .orderBy(asc(product.productNumber))
    .limit(12);
  if (!listed.length) return;
  const parents = listed.filter((a) => a.childCount > 0).map((a) => a.id);
  const variants = parents.length
    ? await db
        .select({
          parentId: product.parentId,
          number: product.productNumber,
          name: product.translations,
          price: product.netPriceMilli,
        })
        .from(product)
        .where(and(inArray(product.parentId, parents), eq(product.active, true), eq(product.childCount, 0)))
        .orderBy(asc(product.productNumber))
    : [];
  type Article = Pick<(typeof listed)[number], 'number' | 'name' | 'price'>;
  const articles = listed.flatMap((a): Article[] => {
    const first = a.childCount ? variants.find((x) => x.parentId === a.id) : a;
    return first ? [first] : [];
  });
  if (!articles.length) return;
  const end = Date.parse(`${ERP_HISTORY_END}T10:00:00Z`);
  const records = [
    ...Array.from({ length: 36 }, (_, i) => ({
      company: '100001',
      user: i % 2 ? 'demo.lead' : 'demo.buyer',
      i,
    })),
    ...Array.from({ length: 4 }, (_, i) => ({ company: '100002', user: 'other.lead', i: i + 36 })),
  ].map(({ company, user, i }) => {
    const created = new Date(end - i * 9 * 86_400_000);
    const processed = i >= 4;
    const delivery = isoDay(created.getTime() + 14 * 86_400_000);
    return {
      id: stableId(`offer:${company}:${i}`),
      offerNumber: `OF${String(i + 1).padStart(5, '0')}`,
      customerNumber: company,
      customerId: customerId(user),
      status: processed ? 'processed' : 'open',
      // Offers hold 30 days; the open ones of the demo stay valid for a year, but the oldest has expired.
      validUntil: isoDay(created.getTime() + (processed || i === 3 ? 30 : 365) * 86_400_000),
      clientReference: REFERENCES[i % REFERENCES.length] ?? null,
      createdAt: created.toISOString(),
      lines: Array.from({ length: 1 + (i % 4) }, (_, k) => {
        const a = articles[(i + k * 3) % articles.length] as Article;
        return {
          productNumber: a.number,
          label: a.name['nl-NL']?.name ?? a.number,
          // Units and net euros, as the sync takes them.
          quantity: (1 + ((i + k) % 5)) * 5,
          unitPrice: a.price === null ? null : Math.round(a.price * 0.92) / 1000,
          deliveryDate: processed ? delivery : null,
        };
      }),
    };
  });
  await runSync(db, [{ key: 'offers', action: 'upsert', entity: 'ce_erp_offer', payload: records }], true);
}
