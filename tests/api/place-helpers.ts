import { inject } from 'vitest';
import { loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// Companies and buyers of their own for the order placement suites (tests/api/orders-place*.test.ts):
// copies of company 100001 and demo.buyer made with SQL, so their budgets, rights and credit limit can
// be changed without touching what other suites read.

export const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `insert … select` copying one row of `table` with some columns replaced by SQL expressions. */
async function copyRow(table: string, where: string, set: Record<string, string>) {
  const columns = (
    await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = ${quote(table)} order by ordinal_position`,
    )
  ).map((c) => c.column_name);
  const values = columns.map((c) => set[c] ?? `"${c}"`);
  await sql(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')})
    select ${values.join(',')} from "${table}" where ${where}`);
}

/** A new company like 100001 (same price list) with one billing address; its id and address id. */
export async function newCompany(creditLimitMilli: number | null) {
  const [company] = await sql<{ id: string; number: string }>(
    `select gen_random_uuid()::text as id, (900000 + floor(random() * 99999))::int::text as number`,
  );
  const { id, number } = company as { id: string; number: string };
  await copyRow('company', `number = '100001'`, {
    id: quote(id),
    number: quote(number),
    name: quote(`Test ${number}`),
    vat_id: 'null',
    credit_limit: creditLimitMilli === null ? 'null' : String(creditLimitMilli),
  });
  const [address] = await sql<{ id: string }>(`select gen_random_uuid()::text as id`);
  const addressId = (address as { id: string }).id;
  await copyRow(
    'customer_address',
    `id = (select default_billing_address_id from customer where username = 'demo.buyer')`,
    { id: quote(addressId), company_id: quote(id), customer_id: 'null' },
  );
  return { id, addressId };
}

/** A copy of demo.buyer (same password and rights, no flow) in `company`; its session token and id. */
export async function newBuyer(company: { id: string; addressId: string }, username: string) {
  const [row] = await sql<{ id: string }>(`select gen_random_uuid()::text as id`);
  const id = (row as { id: string }).id;
  await copyRow('customer', `username = 'demo.buyer'`, {
    id: quote(id),
    company_id: quote(company.id),
    username: quote(username),
    email: quote(`${username}@example.test`),
    default_billing_address_id: quote(company.addressId),
    default_shipping_address_id: quote(company.addressId),
  });
  await copyRow('customer_right', `customer_id = (select id from customer where username = 'demo.buyer')`, {
    customer_id: quote(id),
  });
  return { id, token: await loginAs(username) };
}

export const setRight = (customerId: string, code: string, enabled: boolean) =>
  sql(`update customer_right set enabled = ${enabled} where customer_id = ${quote(customerId)}
    and code = ${quote(code)}`);

/** A monthly flow budget of `budgetMilli` for one buyer. */
export async function giveFlow(companyId: string, customerId: string, budgetMilli: number) {
  const [row] = await sql<{ id: string }>(`select gen_random_uuid()::text as id`);
  const id = (row as { id: string }).id;
  await sql(`insert into order_flow (id, company_id, name, budget) values
    (${quote(id)}, ${quote(companyId)}, 'Test budget', ${budgetMilli})`);
  await sql(
    `insert into order_flow_customer (flow_id, customer_id) values (${quote(id)}, ${quote(customerId)})`,
  );
  return id;
}

/** A random suffix for usernames and Idempotency-Keys of one run. */
export const runId = () => Math.random().toString(36).slice(2, 10);
