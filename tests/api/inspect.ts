import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

// Test-only window into the database behind the Store API under test (tests run in other
// processes): `GET /__test/rows/{table}` lists the rows of the tables written by forms, mail and
// article links.
const READABLE = new Set(['contact_request', 'newsletter_recipient', 'mail_outbox', 'article_link']);

export function withInspector(database: Database, fetch: (request: Request) => Response | Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const match = /^\/__test\/rows\/([a-z_]+)$/.exec(new URL(request.url).pathname);
    if (!match) return fetch(request);
    const table = match[1] as string;
    if (!READABLE.has(table)) return new Response('not readable', { status: 404 });
    const result = await database.db.execute(sql.raw(`select * from "${table}" order by created_at`));
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return Response.json(rows);
  };
}

/** Rows of a table, from a test. */
export async function rows<T = Record<string, unknown>>(baseUrl: string, table: string): Promise<T[]> {
  const response = await fetch(`${baseUrl}/__test/rows/${table}`);
  return (await response.json()) as T[];
}
