import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import type { HostBindings } from '../../src/server/http/client-address.ts';

// Test-only window into the database behind the Store API under test (tests run in other
// processes): `GET /__test/rows/{table}` lists the rows of the tables written by forms, mail,
// article links, carts, orders and offers, each table in a stable order.
const ORDER_BY: Record<string, string> = {
  contact_request: 'created_at',
  newsletter_recipient: 'created_at',
  mail_outbox: 'created_at',
  article_link: 'created_at',
  customer_order: 'created_at, order_number',
  order_line_item: 'order_id, position',
  cart_line_item: 'created_at, id',
  offer: 'created_at',
  impersonation: 'started_at, id',
  product: 'product_number',
};

export function withInspector(
  database: Database,
  fetch: (request: Request, env: HostBindings) => Response | Promise<Response>,
  /** What the database's change notification does in the shop (the memo forgets content). */
  contentChanged: () => void = () => {},
) {
  return async (request: Request, env: HostBindings): Promise<Response> => {
    // Suites that change catalogue data behind the API's back (as an import or the ERP would) run SQL.
    if (new URL(request.url).pathname === '/__test/sql' && request.method === 'POST') {
      const { query } = (await request.json()) as { query: string };
      const result = await database.db.execute(sql.raw(query));
      contentChanged();
      return json(result);
    }
    const match = /^\/__test\/rows\/([a-z_]+)$/.exec(new URL(request.url).pathname);
    if (!match) return fetch(request, env);
    const table = match[1] as string;
    const order = Object.hasOwn(ORDER_BY, table) ? ORDER_BY[table] : undefined;
    if (!order) return new Response('not readable', { status: 404 });
    return json(await database.db.execute(sql.raw(`select * from "${table}" order by ${order}`)));
  };
}

function json(result: unknown): Response {
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  // int8 columns (money in thousandths) may come back as BigInt, which JSON cannot hold.
  const text = JSON.stringify(rows, (_, value) => (typeof value === 'bigint' ? Number(value) : value));
  return new Response(text, { headers: { 'content-type': 'application/json' } });
}

/** Rows of a table, from a test. */
export async function rows<T = Record<string, unknown>>(baseUrl: string, table: string): Promise<T[]> {
  const response = await fetch(`${baseUrl}/__test/rows/${table}`);
  return (await response.json()) as T[];
}

/** Runs SQL on the database behind the API under test (writes as an import would); its rows. */
export async function runSql<T = Record<string, unknown>>(baseUrl: string, query: string): Promise<T[]> {
  const response = await fetch(`${baseUrl}/__test/sql`, { method: 'POST', body: JSON.stringify({ query }) });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}
