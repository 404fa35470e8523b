import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { runSync } from '../integration/sync/service.ts';
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

/** Orders per sync request (with their invoices): Shopware advises batches of a few hundred records. */
const BATCH = 250;

// Which orders have a delivery, a delivered one, an invoice (§4 statuses).
const SHIPPING = ['backorder', 'notYetShipped', 'shipped', 'invoiced', 'shippedAndInvoiced', 'completed'];
const DELIVERED = ['shipped', 'invoiced', 'shippedAndInvoiced', 'completed'];
const INVOICED = ['invoiced', 'shippedAndInvoiced', 'completed'];
const inList = (values: string[]) => sql.raw(`(${values.map((s) => `'${s}'`).join(',')})`);

/** A seeded document's id, the MD5 of its name: 32 hex digits, as Shopware's ids (and md5(…)::uuid). */
const idOf = (name: string) => createHash('md5').update(name).digest('hex');
/** Thousandths (as stored) to the euros or units the sync takes. */
const units = (milli: number) => milli / 1000;

type Address = Record<string, string | null> | null;
/** One order as the generating query answers it: amounts in thousandths, days as text. */
interface GeneratedOrder {
  num: number;
  customer_id: string | null;
  firm: string;
  warehouse: string;
  order_date: string;
  shipped_at: string;
  invoice_date: string;
  status: string;
  order_type: string;
  customer_reference: string | null;
  order_reference: string | null;
  reference_suffix: string | null;
  file_number: string | null;
  remark: string | null;
  delivery_cost: number;
  amount_net: number;
  amount_total: number;
  shipping_method: string;
  delivery_address: Address;
  billing_address: Address;
  lines: {
    position: number;
    articleNumber: string;
    name: string;
    quantityMilli: number;
    unit: string;
    unitPrice: number;
    totalPrice: number;
    deliveryDate: string | null;
    customerArticleNumber: string | null;
    sendingNumber: string | null;
  }[];
  transactions: { t: number; paymentMethod: string; state: string; createdAt: string }[];
}

/**
 * Generates an ERP history and writes it through the Admin API's sync (ce_erp_order, ce_erp_invoice),
 * the path an ERP connector takes (issue 30). The values come from one SELECT over generate_series;
 * pseudo-random choices come from hashint4 of the order number, so they are the same on every run and
 * every database, and the ids are the MD5 of the document's name. Lines take buyable articles of the
 * catalogue; about one line in 25 is an article the shop no longer sells (reorder names it).
 */
export async function seedErpHistory(db: Db, o: ErpHistoryOptions) {
  const orders = await generateOrders(db, o);
  for (let i = 0; i < orders.length; i += BATCH) {
    const batch = orders.slice(i, i + BATCH);
    await runSync(
      db,
      [
        { key: 'orders', action: 'upsert', entity: 'ce_erp_order', payload: batch.map(orderRecord(o)) },
        {
          key: 'invoices',
          action: 'upsert',
          entity: 'ce_erp_invoice',
          payload: batch.filter((r) => INVOICED.includes(r.status)).map(invoiceRecord),
        },
      ],
      true,
    );
  }
}

/** The sync record of a generated order, with its lines, delivery and transactions. */
const orderRecord =
  (o: ErpHistoryOptions) =>
  (r: GeneratedOrder): Record<string, unknown> => {
    const shipping = SHIPPING.includes(r.status);
    const delivered = DELIVERED.includes(r.status);
    const note = `LB${r.num}`;
    return {
      id: idOf(`erp-order:${r.num}`),
      customerNumber: o.company,
      customerId: r.customer_id,
      firm: r.firm,
      warehouse: r.warehouse,
      orderNumber: String(r.num),
      orderDate: r.order_date,
      status: r.status,
      orderType: r.order_type,
      customerReference: r.customer_reference,
      orderReference: r.order_reference,
      referenceSuffix: r.reference_suffix,
      fileNumber: r.file_number,
      remark: r.remark,
      amountNet: units(r.amount_net),
      amountTotal: units(r.amount_total),
      deliveryCost: units(r.delivery_cost),
      additionalCost: 0,
      deliveryAddress: r.delivery_address,
      billingAddress: r.billing_address,
      lines: r.lines.map(({ quantityMilli, unitPrice, totalPrice, ...l }) => ({
        ...l,
        id: idOf(`erp-line:${r.num}:${l.position}`),
        quantity: units(quantityMilli),
        unitPrice: units(unitPrice),
        totalPrice: units(totalPrice),
        // Shipped lines point at the order's one delivery; invoiced ones get their invoice from it.
        shippingNoteNumber: shipping ? note : null,
      })),
      deliveries: shipping
        ? [
            {
              id: idOf(`erp-delivery:${r.num}`),
              shippingNoteNumber: note,
              shippingMethod: r.shipping_method,
              state: delivered ? 'delivered' : 'open',
              shippedAt: delivered ? r.shipped_at : null,
              trackingNumber: `TT${r.num}BE`,
            },
          ]
        : [],
      transactions: r.transactions.map(({ t, ...x }) => ({
        ...x,
        id: idOf(`erp-transaction:${r.num}:${t}`),
        amount: units(r.amount_total),
      })),
    };
  };

/** The invoice of an invoiced order: `F` + the order number, over all its lines. */
function invoiceRecord(r: GeneratedOrder): Record<string, unknown> {
  const number = `F${r.num}`;
  return {
    id: idOf(`erp-invoice:${r.num}`),
    orderId: idOf(`erp-order:${r.num}`),
    invoiceNumber: number,
    invoiceDate: r.invoice_date,
    customerReference: r.customer_reference,
    shippingNoteNumber: `LB${r.num}`,
    amountNet: units(r.amount_net),
    amountTotal: units(r.amount_total),
    invoiceUrl: `/account/invoices/${number}/pdf`,
    deliveryProofUrl: `/account/invoices/${number}/delivery-proof`,
    linePositions: r.lines.map((l) => l.position),
  };
}

/**
 * The orders of a history with their lines and transactions, in one statement. Order and invoice
 * totals come from the lines (each to the cent), VAT 21 % on their sum rounded to the cent: the rule
 * of src/shared/money.ts, so an order's amounts agree with its invoice's documents. Invoice orders are
 * paid when completed; some were first tried by card (an older, failed transaction).
 */
async function generateOrders(db: Db, o: ErpHistoryOptions): Promise<GeneratedOrder[]> {
  const days = o.days ?? 730;
  const users = sql.raw(
    `array[${o.users.map((u) => (u ? `'${customerId(u)}'::uuid` : 'null::uuid')).join(',')}]`,
  );
  const company = companyId(o.company);
  // h(k): a stable pseudo-random non-negative integer per order and purpose k.
  return queryRows<GeneratedOrder>(
    db,
    sql`
    with hashed as (
      select num, (${o.count}::int - n) * ${days}::int / ${o.count}::int as age,
        hashint4(num * 11 + 1) & 2147483647 as h1, hashint4(num * 11 + 2) & 2147483647 as h2,
        hashint4(num * 11 + 3) & 2147483647 as h3, hashint4(num * 11 + 4) & 2147483647 as h4,
        hashint4(num * 11 + 5) & 2147483647 as h5, hashint4(num * 11 + 6) & 2147483647 as h6,
        hashint4(num * 11 + 7) & 2147483647 as h7, hashint4(num * 11 + 8) & 2147483647 as h8,
        hashint4(num * 11 + 9) & 2147483647 as h9
      from generate_series(1, ${o.count}::int) n, lateral (select ${o.numberBase}::int + n as num) x
    ), orders as (
      select num, (${users})[1 + h1 % ${o.users.length}::int] as customer_id,
        case when h2 % 10 = 0 then '20' else '10' end as firm,
        (array['IMH_ANT','IMH_HAS','IMI_IZE','IML_LIE','VDB_IND'])[1 + h3 % 5] as warehouse,
        ${ERP_HISTORY_END}::date - age as order_date,
        case
          when age < 30 then (array['open','inProgress','handling','notYetShipped','backorder','blocked','notOpen'])[1 + h4 % 7]
          when age < 90 then (array['shipped','invoiced','shippedAndInvoiced','backorder'])[1 + h4 % 4]
          when h4 % 20 = 0 then 'cancelled'
          when h4 % 7 = 0 then 'shippedAndInvoiced'
          else 'completed' end as status,
        (array['webshop','webshop','phone','mail','edi'])[1 + h5 % 5] as order_type,
        case when h6 % 4 = 0 then null
          else (array['PO-','Onderhoud ','Project ','Werf '])[1 + h6 % 4] || (1000 + h6 % 9000)::text end
          as customer_reference,
        case when h7 % 5 = 0 then 'Onderhoud 2026' end as order_reference,
        case when h7 % 10 = 0 then 'L' || (1 + h7 % 9)::text end as reference_suffix,
        case when h8 % 6 = 0 then 'DOS-' || (100 + h8 % 900)::text end as file_number,
        case when h8 % 9 = 0 then 'Levering aan poort 3' end as remark,
        1 + h9 % 6 as line_count,
        case when h2 % 3 = 0 then 0 else 12500 end as delivery_cost
      from hashed
    ), articles as (
      select row_number() over (order by product_number) as n, product_number as number,
        coalesce(translations->'nl-NL'->>'name', product_number) as name,
        coalesce(net_price_milli, 10000) as price, unit
      from product where child_count = 0 and active
    ), counted as (select count(*)::int as total from articles),
    lines as (
      select o.num, p,
        case when h % 25 = 0 then 'IM-OLD-' || (h % 900 + 100)::text else a.number end as article_number,
        case when h % 25 = 0 then 'Uitlopend artikel ' || (h % 900 + 100)::text else a.name end as name,
        q * 1000 as quantity_milli, case when h % 25 = 0 then 'ST' else a.unit end as unit,
        a.price as unit_price, round(q * a.price / 10.0)::bigint * 10 as total_price,
        case when o.status not in ('cancelled','notOpen') then o.order_date + (2 + h % 12) end as delivery_date,
        case when h % 8 = 0 then 'KL-' || (h % 10000)::text end as customer_article_number,
        case when o.status in ${inList(DELIVERED)} then 'TT' || o.num || 'BE-' || p end as sending_number
      from orders o
      cross join counted c
      cross join lateral generate_series(1, o.line_count) p
      cross join lateral (select hashint4(o.num * 7 + p) & 2147483647 as h) r
      cross join lateral (select 1 + h % c.total as i, 1 + (h / 7) % 20 as q) pick
      join articles a on a.n = pick.i
    ), by_order as (
      select num, sum(total_price) as net,
        json_agg(json_build_object('position', p, 'articleNumber', article_number, 'name', name,
          'quantityMilli', quantity_milli, 'unit', unit, 'unitPrice', unit_price, 'totalPrice', total_price,
          'deliveryDate', delivery_date, 'customerArticleNumber', customer_article_number,
          'sendingNumber', sending_number) order by p) as lines
      from lines group by num
    ), addresses as (
      select
        (select jsonb_build_object('name', a.name, 'street', a.street, 'streetNumber', a.street_number,
            'box', a.box, 'zipcode', a.zipcode, 'city', a.city, 'country', 'BE')
          from customer_address a where a.company_id = ${company} order by a.default_delivery desc, a.id limit 1)
          as delivery_address,
        (select jsonb_build_object('name', a.name, 'street', a.street, 'streetNumber', a.street_number,
            'box', a.box, 'zipcode', a.zipcode, 'city', a.city, 'country', 'BE')
          from customer_address a where a.company_id = ${company} order by a.default_delivery, a.id limit 1)
          as billing_address
    ), totals as (
      -- An order without lines keeps amounts of 0.
      select o.*, coalesce(b.net + o.delivery_cost, 0) as amount_net, b.lines
      from orders o left join by_order b using (num)
    )
    select t.num, t.customer_id::text as customer_id, t.firm, t.warehouse, t.order_date::text as order_date,
      (t.order_date + 2)::text as shipped_at, (t.order_date + 3)::text as invoice_date,
      t.status, t.order_type, t.customer_reference, t.order_reference, t.reference_suffix, t.file_number,
      t.remark, t.delivery_cost::float8 as delivery_cost, t.amount_net::float8 as amount_net,
      (t.amount_net + round(t.amount_net * 21 / 1000.0)::bigint * 10)::float8 as amount_total,
      (array['courier','own-transport','pickup','pallet'])[1 + (hashint4(t.num) & 3)] as shipping_method,
      ad.delivery_address, ad.billing_address, coalesce(t.lines, '[]'::json) as lines,
      (select json_agg(json_build_object('t', x,
          'paymentMethod', case when x = 1 then 'credit-card' when th % 4 = 0 then 'prepayment' else 'invoice' end,
          'state', case when x = 1 then 'cancelled' when t.status = 'completed' then 'paid'
            when t.status = 'cancelled' then 'cancelled' else 'open' end,
          'createdAt', to_char((t.order_date + time '09:00' + make_interval(mins => x * 5))
            at time zone 'Europe/Brussels' at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) order by x)
        from (select hashint4(t.num * 3) & 2147483647 as th) r
        cross join lateral generate_series(case when th % 6 = 0 then 1 else 2 end, 2) x) as transactions
    from totals t cross join addresses ad
    order by t.num`,
  );
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
