import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import { TAX_RATES_BP, taxId } from '../../catalog/tax.ts';
import { type Criteria, CriteriaSchema, type Filter, paging, wantsTotal } from '../../http/criteria.ts';
import { ApiError } from '../../http/errors.ts';
import { body } from '../../http/validate.ts';
import { type AdminEnv, assertAdminPermission } from '../auth.ts';
import { hexId } from '../sync/report.ts';
import { notFound } from './fields.ts';

/** The shop's taxes are its VAT rates in code (catalog/tax.ts), not rows: searched in memory. */
const TAXES = TAX_RATES_BP.map((bp, position) => ({
  id: hexId(taxId(bp)),
  taxRate: bp / 100,
  name: `${bp / 100}%`,
  position,
  apiAlias: 'tax',
}));
type Tax = (typeof TAXES)[number];
const FIELDS = ['id', 'taxRate', 'name', 'position'] as const;

const invalid = (detail: string) => new ApiError(400, 'FRAMEWORK__INVALID_FILTER_QUERY', detail);

const held = (tax: Tax, field: string) => {
  if (!FIELDS.includes(field as (typeof FIELDS)[number])) throw invalid(`Field "${field}" is unknown.`);
  return String(tax[field as (typeof FIELDS)[number]]);
};
const same = (tax: Tax, field: string, value: unknown) =>
  field === 'id'
    ? normalizeId(String(value)) === normalizeId(held(tax, field))
    : held(tax, field) === String(value);

/** Shopware's equals, equalsAny, contains, multi and not on the taxes' fields; others are a 400. */
function matches(tax: Tax, f: Filter): boolean {
  if (f.type === 'multi' || f.type === 'not') {
    const results = f.queries.map((q) => matches(tax, q));
    const any = f.operator?.toLowerCase() === 'or' ? results.some(Boolean) : results.every(Boolean);
    return f.type === 'not' ? !any : any;
  }
  if (f.type === 'equals') return same(tax, f.field, f.value);
  if (f.type === 'equalsAny') {
    return (typeof f.value === 'string' ? f.value.split('|') : f.value).some((x) => same(tax, f.field, x));
  }
  if (f.type === 'contains') return held(tax, f.field).includes(f.value);
  throw invalid(`The taxes take no ${f.type} filter.`);
}

async function search(c: Context<AdminEnv>, criteria?: Criteria) {
  assertAdminPermission(c, 'tax', 'read');
  const given = criteria ?? (await body(c, CriteriaSchema));
  const ids = given.ids?.map((i) => normalizeId(i));
  const found = TAXES.filter(
    (t) =>
      (!ids || ids.includes(normalizeId(t.id))) &&
      (!given.term || t.name.includes(given.term)) &&
      [...given.filter, ...given['post-filter']].every((f) => matches(t, f)),
  );
  const { limit, offset } = paging(given, 25);
  const data = found.slice(offset, offset + limit);
  return { data, total: wantsTotal(given) ? found.length : data.length };
}

/** `POST /search/tax`, `POST /search-ids/tax`, `GET /tax/{id}`: what a connector names a product's taxId by. */
export const taxRoutes = () =>
  new Hono<AdminEnv>()
    .post('/search/tax', async (c) => c.json({ ...(await search(c)), aggregations: {} }))
    .post('/search-ids/tax', async (c) => {
      const { data, total } = await search(c);
      return c.json({ total, data: data.map((t) => t.id) });
    })
    .get('/tax/:id', async (c) => {
      const id = c.req.param('id');
      const { data } = await search(c, v.parse(CriteriaSchema, { ids: [id] }));
      if (!data[0]) throw notFound('tax', id);
      return c.json({ data: data[0] });
    });
