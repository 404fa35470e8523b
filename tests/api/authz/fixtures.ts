import { inject } from 'vitest';
import { RIGHTS } from '../../../src/shared/rights.ts';
import { addProduct, orderable, placeOrder } from '../cart-helpers.ts';
import { call, DEMO_PASSWORD, loginAs } from '../client.ts';
import { runSql } from '../inspect.ts';
import { createCompanyUser } from '../invited-user.ts';

/** Real ids of company 100001's resources (seeded), to fill path parameters and to spot leaks. */
export interface Fixtures {
  ids: Record<string, string>;
  /** Strings of company 100001 that must never appear in another company's answers. */
  foreign: string[];
}

const one = async (query: string): Promise<string> => {
  const [row] = await runSql<{ v: string }>(inject('baseUrl'), query);
  if (!row) throw new Error(`no fixture row: ${query}`);
  return String(row.v);
};

/**
 * The seed has no order list and no shop order for company 100001: its lead buyer makes one of
 * each, removed again by `drop` (other suites count orders).
 */
async function makeListAndOrder(lead: string) {
  const list = await call('POST', '/b2b/order/list', {
    token: lead,
    body: { name: 'Matrix 100001', privacy: 'company' },
  });
  if (list.status !== 200) throw new Error(`order list: ${list.text}`);
  const [product] = await orderable(lead);
  if (!product) throw new Error('no orderable product in the seed');
  await addProduct(lead, product.id, product.minPurchase);
  const order = await placeOrder(lead, { shippingOption: 'delivery' });
  if (order.status !== 200) throw new Error(`order: ${order.text}`);
  return {
    orderList: list.json.id as string,
    order: order.json.id as string,
    drop: async () => {
      await call('DELETE', `/b2b/order/list/${list.json.id}`, { token: lead });
      await runSql(inject('baseUrl'), `delete from order_line_item where order_id = '${order.json.id}'`);
      await runSql(inject('baseUrl'), `delete from customer_order where id = '${order.json.id}'`);
    },
  };
}

export async function loadFixtures(lead: string): Promise<Fixtures & { drop: () => Promise<void> }> {
  const made = await makeListAndOrder(lead);
  const company = await one(`select id as v from company where number = '100001'`);
  const of = (table: string, column = 'id', extra = '') =>
    one(`select ${column} as v from ${table} where company_id = '${company}' ${extra} limit 1`);
  const ids: Record<string, string> = {
    company,
    companyName: await one(`select name as v from company where id = '${company}'`),
    lead: await one(`select id as v from customer where username = 'demo.lead'`),
    buyer: await one(`select id as v from customer where username = 'demo.buyer'`),
    address: await of('customer_address'),
    flow: await of('order_flow'),
    orderList: made.orderList,
    orderReference: await of('order_reference'),
    externalContact: await of('external_contact'),
    articleLink: await of('article_link'),
    order: made.order,
    orderNumber: await one(`select order_number as v from customer_order where id = '${made.order}'`),
    erpOrderNumber: await of('erp_order', 'order_number'),
    offerNumber: await of('offer', 'offer_number'),
    invoiceNumber: await of('erp_invoice', 'invoice_number'),
    country: await one(`select id as v from country limit 1`),
    category: await one(`select id as v from category where parent_id is not null limit 1`),
    product: await one(`select id as v from product where parent_id is null limit 1`),
    cmsPage: await one(`select id as v from cms_page limit 1`),
    nonsense: 'nonsense',
    'main-navigation': 'main-navigation',
    blogSlug: await one(`select translations->'nl-NL'->>'slug' as v from blog_post limit 1`),
  };
  const foreign = Object.entries(ids)
    .filter(
      ([key]) =>
        !(
          // The shop's order numbers count up from 100001 for every company: not telling on their own.
          [
            'country',
            'category',
            'product',
            'cmsPage',
            'blogSlug',
            'nonsense',
            'main-navigation',
            'orderNumber',
          ].includes(key)
        ),
    )
    .map(([, value]) => value);
  return { ids, foreign, drop: made.drop };
}

/** A user of company 100001 holding no right at all (created by its lead buyer, removed by `drop`). */
export const userWithoutRights = (lead: string, username: string) => userWithRights(lead, username, []);

/** A user of company 100001 holding only `granted`, with a session; `drop` deletes them. */
export async function userWithRights(lead: string, username: string, granted: readonly string[]) {
  const created = await createCompanyUser(lead, {
    firstName: 'Geen',
    lastName: 'Rechten',
    username,
    email: `${username}@example.be`,
    password: DEMO_PASSWORD,
  });
  if (created.status !== 200) throw new Error(`create ${username}: ${created.text}`);
  const rights = RIGHTS.map((code) => ({ code, enabled: granted.includes(code) }));
  const saved = await call('PUT', `/b2b/account/${created.json.id}/role`, { token: lead, body: { rights } });
  if (saved.status !== 200) throw new Error(`rights ${username}: ${saved.text}`);
  return {
    id: created.json.id as string,
    token: await loginAs(username),
    drop: () =>
      call('DELETE', '/b2b/companies/customers', { token: lead, body: { customerIds: [created.json.id] } }),
  };
}

/**
 * Issue 26: a newcomer who registered under company 100001 and confirmed the mail, not yet approved.
 * Login refuses them; `token` is a session planted for them in the database, as if one had been
 * opened before, so the suite checks that the server itself refuses the waiting account everything.
 */
export async function waitingNewcomer(lead: string, username: string) {
  const email = `${username}@example.be`;
  const password = 'Sterk-2026!';
  const registered = await call('POST', '/b2b/register/company/customer', {
    body: {
      clientNumber: '100001',
      vat: 'BE0403170701',
      prefix: 'male',
      firstName: 'Wacht',
      lastName: 'Nog',
      email,
      confirmEmail: email,
      username,
      password,
      confirmPassword: password,
      language: 'nl-NL',
      privacyConfirm: true,
    },
  });
  if (registered.status !== 200) throw new Error(`register ${username}: ${registered.text}`);
  const id = registered.json.customerId as string;
  const mail = await one(
    `select text as v from mail_outbox where "to" = '${email}' and template = 'registration-confirm'`,
  );
  const hash = /register\/confirm\?hash=([\w-]+)/.exec(mail)?.[1];
  const confirmed = await call('POST', '/account/register-confirm', { body: { hash } });
  if (confirmed.status !== 200) throw new Error(`confirm ${username}: ${confirmed.text}`);
  const login = await call('POST', '/account/login', { body: { username, password } });
  const token = `newcomer-${id.replaceAll('-', '')}`;
  await runSql(
    inject('baseUrl'),
    `insert into session (token, sales_channel_id, language_id, customer_id)
      select '${token}', sales_channel_id, language_id, '${id}' from session where token = '${lead}'`,
  );
  return {
    id,
    token,
    loginCodes: (login.json?.errors ?? []).map((e: { code: string }) => e.code) as string[],
    drop: () => runSql(inject('baseUrl'), `delete from customer where id = '${id}'`),
  };
}
