import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { BudgetState } from '../../src/api/cart-types.ts';
import {
  addProduct,
  type CatalogProduct,
  emptyCart,
  getCart,
  placeOrder,
  simple,
  unitPrice,
} from './cart-helpers.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// Users and a flow of their own for the approval suites, so they spend no demo user's budget: a flow of
// company 100001 (100,000 EUR a month, approval from 1 EUR: every order waits) with `requester` and
// `second` as users and `demo.lead` and `second` as approvers; `plain` holds the right but approves nobody.
// They are removed after the suite (removeFixture).

const sql = (query: string) => runSql(inject('baseUrl'), query);
const BUYER = ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_MANAGE_OWN_ACCOUNT'];

/** A user of company 100001 (copied from demo.buyer: addresses, password) with the given rights. */
export async function addUser(username: string, rights: string[]) {
  const id = randomUUID();
  await sql(`insert into customer (id, company_id, username, email, password_hash, first_name, last_name,
      language_id, default_billing_address_id, default_shipping_address_id)
    select '${id}', company_id, '${username}', '${username}@example.be', password_hash, 'Test', '${username}',
      language_id, default_billing_address_id, default_shipping_address_id
    from customer where username = 'demo.buyer'`);
  await sql(`insert into customer_right (customer_id, code, enabled)
    values ${rights.map((r) => `('${id}', '${r}', true)`).join(', ')}`);
  return id;
}

export interface ApprovalFixture {
  flowId: string;
  requester: { id: string; username: string; token: string };
  second: { id: string; username: string; token: string };
  plain: { id: string; username: string; token: string };
}

export async function approvalFixture(): Promise<ApprovalFixture> {
  const tag = randomUUID().slice(0, 8);
  const names = { requester: `appr.req.${tag}`, second: `appr.second.${tag}`, plain: `appr.plain.${tag}` };
  const requesterId = await addUser(names.requester, BUYER);
  const secondId = await addUser(names.second, [...BUYER, 'ROLE_APPROVE_ORDER_FLOWS']);
  const plainId = await addUser(names.plain, [...BUYER, 'ROLE_APPROVE_ORDER_FLOWS']);
  const flowId = randomUUID();
  await sql(`insert into order_flow (id, company_id, name, budget, period, approve_from)
    select '${flowId}', company_id, 'Goedkeuring ${tag}', 100000000, 'monthly', 1000
    from customer where username = 'demo.buyer'`);
  await sql(`insert into order_flow_customer (flow_id, customer_id)
    values ('${flowId}', '${requesterId}'), ('${flowId}', '${secondId}')`);
  await sql(`insert into order_flow_approver (flow_id, customer_id)
    select '${flowId}', id from customer where username = 'demo.lead' or id = '${secondId}'`);
  const user = async (id: string, username: string) => ({ id, username, token: await loginAs(username) });
  return {
    flowId,
    requester: await user(requesterId, names.requester),
    second: await user(secondId, names.second),
    plain: await user(plainId, names.plain),
  };
}

/** Other suites count the company's users and budgets: the fixture's go again (their orders stay, without user). */
export async function removeFixture(f: ApprovalFixture) {
  await sql(`delete from order_flow where id = '${f.flowId}'`);
  await sql(`delete from customer where id in ('${f.requester.id}', '${f.second.id}', '${f.plain.id}')`);
}

/** Orders an article line per product (their minimum quantity) and returns the pending order. */
export async function pendingOrder(token: string, products: CatalogProduct[]) {
  await emptyCart(token);
  for (const p of products) await addProduct(token, p.id, p.minPurchase);
  const res = await placeOrder(token, { paymentMethod: 'invoice' });
  expect(res.status, res.text).toBe(200);
  expect(res.json.status).toBe('pending');
  return res.json as { id: string; orderNumber: string; amountNet: number; lineItems: { id: string }[] };
}

/** Simple articles of 5 to 100 EUR, cheap enough for many orders. */
export const cheap = (products: CatalogProduct[]) =>
  products.filter((p) => simple(p) && unitPrice(p) >= 5 && unitPrice(p) <= 100);

export async function flowState(token: string): Promise<BudgetState> {
  const state = (await getCart(token)).extensions.orderFlowBudget;
  expect(state).not.toBeNull();
  return state as BudgetState;
}

export const approvals = (token?: string, body: Record<string, unknown> = {}) =>
  call('POST', '/b2b/order/approvals', { token, body });
export const actions = (token: string | undefined, list: { id: string; action: string; reason?: string }[]) =>
  call('POST', '/b2b/order/approvals/actions', { token, body: { actions: list } });
export const approval = (token: string | undefined, id: string) =>
  call('GET', `/b2b/order/approvals/${id}`, { token });
export const removeLines = (token: string | undefined, id: string, removeLineItemIds: string[]) =>
  call('PATCH', `/b2b/order/${id}`, { token, body: { removeLineItemIds } });
