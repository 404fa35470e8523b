import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companyId, customerId } from './customers.ts';

/** The day the seeded ERP history ends (fixed, so the same seed gives the same rows). */
export const ERP_HISTORY_END = '2026-11-20';

export interface ErpHistoryOptions {
  company: string;
  /** Users the orders are spread over; null stands for orders by phone or mail (no shop user). */
  users: readonly (string | null)[];
  count: number;
  /** First order number (numbers count up with the date); invoices and shipping notes use it too. */
  numberBase: number;
  /** Days of history before ERP_HISTORY_END. */
  days?: number;
}

/** The demo companies' ERP history: two years each (issue 15). */
export const DEMO_ERP_HISTORY: ErpHistoryOptions[] = [
  {
    company: '100001',
    users: ['demo.lead', 'demo.buyer', 'demo.viewer', 'demo.oci', null],
    count: 2000,
    numberBase: 4_100_000,
  },
  { company: '100002', users: ['other.lead', null], count: 800, numberBase: 4_200_000 },
];

/**
 * Generates an ERP history inside the database: one INSERT … SELECT per table over generate_series,
 * so thousands of orders cost a handful of statements. Pseudo-random choices come from hashint4 of the
 * order number, so they are the same on every run and every database. Lines take buyable articles of
 * the catalogue; about one line in 25 is an article the shop no longer sells (reorder names it).
 */
export async function seedErpHistory(db: Db, o: ErpHistoryOptions) {
  const days = o.days ?? 730;
  const users = sql.raw(
    `array[${o.users.map((u) => (u ? `'${customerId(u)}'::uuid` : 'null::uuid')).join(',')}]`,
  );
  const company = companyId(o.company);
  // h(k): a stable pseudo-random non-negative integer per order and purpose k.
  await db.execute(sql`
    insert into erp_order (id, company_id, customer_id, firm, warehouse, order_number, order_date, status,
      order_type, customer_reference, order_reference, reference_suffix, file_number, remark, line_count,
      amount_net, amount_total, delivery_cost, additional_cost, delivery_address, billing_address)
    select md5('erp-order:' || num)::uuid, ${company}::uuid, (${users})[1 + h1 % ${o.users.length}::int],
      case when h2 % 10 = 0 then '20' else '10' end,
      (array['IMH_ANT','IMH_HAS','IMI_IZE','IML_LIE','VDB_IND'])[1 + h3 % 5],
      num::text, ${ERP_HISTORY_END}::date - age,
      case
        when age < 30 then (array['open','inProgress','handling','notYetShipped','backorder','blocked','notOpen'])[1 + h4 % 7]
        when age < 90 then (array['shipped','invoiced','shippedAndInvoiced','backorder'])[1 + h4 % 4]
        when h4 % 20 = 0 then 'cancelled'
        when h4 % 7 = 0 then 'shippedAndInvoiced'
        else 'completed' end,
      (array['webshop','webshop','phone','mail','edi'])[1 + h5 % 5],
      case when h6 % 4 = 0 then null
        else (array['PO-','Onderhoud ','Project ','Werf '])[1 + h6 % 4] || (1000 + h6 % 9000)::text end,
      case when h7 % 5 = 0 then 'Onderhoud 2026' end,
      case when h7 % 10 = 0 then 'L' || (1 + h7 % 9)::text end,
      case when h8 % 6 = 0 then 'DOS-' || (100 + h8 % 900)::text end,
      case when h8 % 9 = 0 then 'Levering aan poort 3' end,
      1 + h9 % 6, 0, 0,
      case when h2 % 3 = 0 then 0 else 12500 end, 0,
      (select jsonb_build_object('name', a.name, 'street', a.street, 'streetNumber', a.street_number,
          'box', a.box, 'zipcode', a.zipcode, 'city', a.city, 'country', 'BE')
        from customer_address a where a.company_id = ${company} order by a.default_delivery desc, a.id limit 1),
      (select jsonb_build_object('name', a.name, 'street', a.street, 'streetNumber', a.street_number,
          'box', a.box, 'zipcode', a.zipcode, 'city', a.city, 'country', 'BE')
        from customer_address a where a.company_id = ${company} order by a.default_delivery, a.id limit 1)
    from (
      select num, (${o.count}::int - n) * ${days}::int / ${o.count}::int as age,
        hashint4(num * 11 + 1) & 2147483647 as h1, hashint4(num * 11 + 2) & 2147483647 as h2,
        hashint4(num * 11 + 3) & 2147483647 as h3, hashint4(num * 11 + 4) & 2147483647 as h4,
        hashint4(num * 11 + 5) & 2147483647 as h5, hashint4(num * 11 + 6) & 2147483647 as h6,
        hashint4(num * 11 + 7) & 2147483647 as h7, hashint4(num * 11 + 8) & 2147483647 as h8,
        hashint4(num * 11 + 9) & 2147483647 as h9
      from generate_series(1, ${o.count}::int) n, lateral (select ${o.numberBase}::int + n as num) x
    ) s`);
  await seedDocuments(db, company);
  await seedLines(db, company);
  await seedTotals(db, company);
}

// Which orders have a delivery, a delivered one, an invoice (§4 statuses).
const SHIPPING = sql.raw(
  `('backorder','notYetShipped','shipped','invoiced','shippedAndInvoiced','completed')`,
);
const DELIVERED = sql.raw(`('shipped','invoiced','shippedAndInvoiced','completed')`);
const INVOICED = sql.raw(`('invoiced','shippedAndInvoiced','completed')`);

/** Deliveries of shipped orders and invoices of invoiced ones (amounts follow with the totals). */
async function seedDocuments(db: Db, company: string) {
  await db.execute(sql`
    insert into erp_delivery (id, order_id, shipping_note_number, shipping_method, state, shipped_at, tracking_number)
    select md5('erp-delivery:' || o.order_number)::uuid, o.id, 'LB' || o.order_number,
      (array['courier','own-transport','pickup','pallet'])[1 + (hashint4(o.order_number::int) & 3)],
      case when o.status in ${DELIVERED} then 'delivered' else 'open' end,
      case when o.status in ${DELIVERED} then o.order_date + 2 end,
      'TT' || o.order_number || 'BE'
    from erp_order o
    where o.company_id = ${company} and o.status in ${SHIPPING}`);
  await db.execute(sql`
    insert into erp_invoice (id, company_id, order_id, invoice_number, invoice_date, order_number,
      customer_reference, invoice_url, delivery_proof_url, shipping_note_number, amount_net, amount_total)
    select md5('erp-invoice:' || o.order_number)::uuid, o.company_id, o.id, 'F' || o.order_number,
      o.order_date + 3, o.order_number, o.customer_reference,
      '/account/invoices/' || 'F' || o.order_number || '/pdf',
      '/account/invoices/' || 'F' || o.order_number || '/delivery-proof', 'LB' || o.order_number, 0, 0
    from erp_order o
    where o.company_id = ${company} and o.status in ${INVOICED}`);
}

/**
 * Lines from the catalogue's buyable articles (and a few discontinued ones), pointing at their order's
 * invoice and delivery (whose ids are derived from the order number, as the documents' are).
 */
async function seedLines(db: Db, company: string) {
  await db.execute(sql`
    with articles as (
      select row_number() over (order by product_number) as n, product_number as number,
        coalesce(translations->'nl-NL'->>'name', product_number) as name,
        coalesce(net_price_milli, 10000) as price, unit
      from product where child_count = 0 and active
    ), counted as (select count(*)::int as total from articles)
    insert into erp_order_line (id, order_id, position, article_number, name, quantity_milli, unit, unit_price,
      total_price, delivery_date, customer_article_number, invoice_id, delivery_id, sending_number)
    select md5('erp-line:' || o.order_number || ':' || p)::uuid, o.id, p,
      case when h % 25 = 0 then 'IM-OLD-' || (h % 900 + 100)::text else a.number end,
      case when h % 25 = 0 then 'Uitlopend artikel ' || (h % 900 + 100)::text else a.name end,
      q * 1000, case when h % 25 = 0 then 'ST' else a.unit end, a.price, round(q * a.price / 10.0)::bigint * 10,
      case when o.status not in ('cancelled','notOpen') then o.order_date + (2 + h % 12) end,
      case when h % 8 = 0 then 'KL-' || (h % 10000)::text end,
      case when o.status in ${INVOICED} then md5('erp-invoice:' || o.order_number)::uuid end,
      case when o.status in ${SHIPPING} then md5('erp-delivery:' || o.order_number)::uuid end,
      case when o.status in ${DELIVERED} then 'TT' || o.order_number || 'BE-' || p end
    from erp_order o
    cross join counted c
    cross join lateral generate_series(1, o.line_count) p
    cross join lateral (select hashint4(o.order_number::int * 7 + p) & 2147483647 as h) r
    cross join lateral (select 1 + h % c.total as i, 1 + (h / 7) % 20 as q) pick
    join articles a on a.n = pick.i
    where o.company_id = ${company}`);
}

/**
 * Order and invoice totals from the lines (each to the cent), VAT 21 % on their sum rounded to the
 * cent: the rule of src/shared/money.ts, so an order's amounts agree with its invoice's documents.
 */
async function seedTotals(db: Db, company: string) {
  await db.execute(sql`
    update erp_order o set amount_net = l.net + o.delivery_cost + o.additional_cost,
      amount_total = l.net + o.delivery_cost + o.additional_cost
        + round((l.net + o.delivery_cost + o.additional_cost) * 21 / 1000.0)::bigint * 10
    from (select order_id, sum(total_price) as net from erp_order_line group by order_id) l
    where l.order_id = o.id and o.company_id = ${company}`);
  await db.execute(sql`
    update erp_invoice i set amount_net = o.amount_net, amount_total = o.amount_total
    from erp_order o where o.id = i.order_id and i.company_id = ${company}`);
  // Invoice orders are paid when completed; some were first tried by card (an older, failed transaction).
  await db.execute(sql`
    insert into erp_transaction (id, order_id, payment_method, state, amount, created_at)
    select md5('erp-transaction:' || o.order_number || ':' || t)::uuid, o.id,
      case when t = 1 then 'credit-card' when h % 4 = 0 then 'prepayment' else 'invoice' end,
      case when t = 1 then 'cancelled' when o.status = 'completed' then 'paid'
        when o.status = 'cancelled' then 'cancelled' else 'open' end,
      o.amount_total, (o.order_date + time '09:00' + make_interval(mins => t * 5)) at time zone 'Europe/Brussels'
    from erp_order o
    cross join lateral (select hashint4(o.order_number::int * 3) & 2147483647 as h) r
    cross join lateral generate_series(case when h % 6 = 0 then 1 else 2 end, 2) t
    where o.company_id = ${company}`);
}

/**
 * Statistics and visibility maps for the freshly written ERP tables (the embedded database has no
 * autovacuum): the history's counts then read only the company index, not every order row.
 */
export async function vacuumErp(db: Db) {
  await db.execute(
    sql`vacuum (analyze) erp_order, erp_order_line, erp_invoice, erp_delivery, erp_transaction`,
  );
}
