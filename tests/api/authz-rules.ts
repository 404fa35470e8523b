import type { Right } from '../../src/shared/rights.ts';

/**
 * Who may call each Store API route (issue 18): the authorization matrix suite checks every route of
 * the app's route table against this table, and fails for a route that is not declared here.
 *
 * - public: anyone, logged in or not (logging out of no session included).
 * - secret: anyone, but only with a secret of the request itself (OTP, recovery hash, preview token):
 *   without one every caller is refused with a 4xx.
 * - member: logged-in customers (401 anonymous).
 * - right: logged-in customers holding the right (401 anonymous, 403 without it).
 * - lead: lead buyers only (401 anonymous, 403 for other users).
 * - staff: a staff session (401 anonymous, 403 for customers).
 * - punchout: a punch-out session of the named kind (401 anonymous, 403 outside one).
 * - integration: the Admin API (/api, issue 29), for an integration's bearer token only: a customer's
 *   session is none, so every actor here gets 401.
 */
export type Rule =
  | { kind: 'public' | 'secret' | 'member' | 'lead' | 'staff' | 'integration' }
  | { kind: 'right'; right: Right }
  | { kind: 'punchout' };

export interface Declared {
  rule: Rule;
  /** Path parameters → the fixture of company 100001 they take (see authz/fixtures.ts). */
  ids?: Record<string, string>;
  /** A query string (fixtures in braces), for routes that name their resource there. */
  query?: string;
  /** A body for the other company's lead buyer: one that would act on company 100001's resource. */
  body?: Record<string, unknown>;
  /** Ends the caller's own session: called anonymously only, so the suite keeps its logins. */
  endsSession?: true;
  /** Wipes the caller's own company's data: sent only by callers who must be refused. */
  destructive?: true;
  /** Answers in cXML, as the procurement systems calling it expect, not in the Store API envelope. */
  cxml?: true;
}

const pub: Declared = { rule: { kind: 'public' } };
const secret: Declared = { rule: { kind: 'secret' } };
const member: Declared = { rule: { kind: 'member' } };
const right = (r: Right, more: Omit<Declared, 'rule'> = {}): Declared => ({
  rule: { kind: 'right', right: r },
  ...more,
});
const staff: Declared = { rule: { kind: 'staff' } };
const integration: Declared = { rule: { kind: 'integration' } };
const editor: Declared = { ...staff, ids: { id: 'cmsPage' } };

export const RULES: Record<string, Declared> = {
  'GET /store-api/context': pub,
  'POST /store-api/language': pub,
  'POST /store-api/currency': pub,
  'POST /store-api/country': pub,
  'POST /store-api/country-state/:countryId': { ...pub, ids: { countryId: 'country' } },
  'GET /store-api/media-file/:mediaId/:hash': { ...pub, ids: { mediaId: 'nonsense', hash: 'nonsense' } },
  'POST /store-api/salutation': pub,
  'POST /store-api/account/login': pub,
  'POST /store-api/account/logout': { ...pub, endsSession: true },
  'GET /store-api/account/customer': member,
  'POST /store-api/account/customer': member,
  'POST /store-api/account/change-profile': right('ROLE_MANAGE_OWN_CONTACT_INFO'),
  'POST /store-api/account/change-password': right('ROLE_MANAGE_OWN_ACCOUNT'),
  'POST /store-api/account/recovery-password': pub,
  'POST /store-api/account/recovery-password-confirm': secret,
  'POST /store-api/AgiqonOciEntry/login': pub,
  'POST /store-api/AgiqonOciEntry/otp': secret,
  'POST /store-api/AgiqonOciEntry/otp/:otp': { ...secret, ids: { otp: 'nonsense' } },
  'POST /store-api/AgiqonOciEntry/logout': { ...pub, endsSession: true },
  'GET /store-api/b2b/punchout/state': pub,
  'GET /store-api/b2b/punchout/settings': { rule: { kind: 'lead' } },
  'POST /store-api/b2b/punchout/transfer': { rule: { kind: 'punchout' } },
  'POST /store-api/staff/login': pub,
  'POST /store-api/staff/logout': { ...staff, endsSession: true },
  'GET /store-api/staff/session': staff,
  'GET /store-api/staff/customers': staff,
  'POST /store-api/staff/impersonate/exit': { ...staff, endsSession: true },
  'POST /store-api/staff/impersonate/:customerId': { ...staff, ids: { customerId: 'buyer' } },
  'GET /store-api/account/impersonation': member,
  'POST /store-api/b2bCxmlEntry/setup': { ...secret, cxml: true },
  'POST /store-api/b2bCxmlEntry/auth/:a/:b': { ...secret, ids: { a: 'company', b: 'nonsense' } },
  'POST /store-api/b2bCxmlEntry/inspect': { rule: { kind: 'punchout' } },
  'POST /store-api/b2bCxmlEntry/logout': { ...pub, endsSession: true },
  'POST /store-api/pwa/page': pub,
  'POST /store-api/seo-url': pub,
  'POST /store-api/navigation/:activeId/:rootId': {
    ...pub,
    ids: { activeId: 'main-navigation', rootId: 'main-navigation' },
  },
  'GET /store-api/b2b/cms/footer': pub,
  'POST /store-api/b2b/files-catalog': pub,
  'GET /store-api/b2b/cms/preview/:id': { ...secret, ids: { id: 'cmsPage' } },
  // Issue 31: content editors (staff with the editor role).
  'GET /store-api/b2b/cms/editor/pages': staff,
  'GET /store-api/b2b/cms/editor/media': staff,
  'POST /store-api/b2b/cms/editor/pages': staff,
  'GET /store-api/b2b/cms/editor/pages/:id': editor,
  'POST /store-api/b2b/cms/editor/pages/:id/draft': editor,
  'POST /store-api/b2b/cms/editor/pages/:id/discard': editor,
  'POST /store-api/b2b/cms/editor/pages/:id/publish': editor,
  'POST /store-api/b2b/cms/editor/pages/:id/rollback': editor,
  'GET /store-api/b2b/cms/editor/pages/:id/versions': editor,
  'GET /store-api/b2b/cms/editor/pages/:id/compare': editor,
  'POST /store-api/product-manufacturer': pub,
  'POST /store-api/b2b/companies/customers/search': right('ROLE_MANAGE_CONTACTS'),
  'POST /store-api/b2b/companies/customers': right('ROLE_MANAGE_CONTACTS'),
  'DELETE /store-api/b2b/companies/customers': right('ROLE_MANAGE_CONTACTS', {
    body: { customerIds: ['{buyer}'] },
  }),
  'GET /store-api/b2b/companies/customers/:id': right('ROLE_MANAGE_CONTACTS', { ids: { id: 'buyer' } }),
  'PATCH /store-api/b2b/companies/customers/:id': right('ROLE_MANAGE_CONTACTS', {
    ids: { id: 'buyer' },
    body: { firstName: 'Overgenomen' },
  }),
  // Everyone reads and saves rights through these; only lead buyers for others than themselves.
  'GET /store-api/b2b/account/:id/role': { rule: { kind: 'lead' }, ids: { id: 'buyer' } },
  'PUT /store-api/b2b/account/:id/role': {
    rule: { kind: 'lead' },
    ids: { id: 'buyer' },
    body: { rights: [{ code: 'ROLE_MANAGE_CONTACTS', enabled: true }] },
  },
  'POST /store-api/b2b/companies/:companyId/address': right('ROLE_MANAGE_ADDRESSES', {
    ids: { companyId: 'company' },
  }),
  'GET /store-api/b2b/companies/:companyId/address/:addressId': right('ROLE_MANAGE_ADDRESSES', {
    ids: { companyId: 'company', addressId: 'address' },
  }),
  'PUT /store-api/b2b/companies/:companyId/address/:addressId': right('ROLE_MANAGE_ADDRESSES', {
    ids: { companyId: 'company', addressId: 'address' },
  }),
  'DELETE /store-api/b2b/companies/:companyId/address/:addressId': right('ROLE_MANAGE_ADDRESSES', {
    ids: { companyId: 'company', addressId: 'address' },
  }),
  'GET /store-api/b2b/order-flow': right('ROLE_MANAGE_ORDER_FLOWS'),
  'GET /store-api/b2b/order-flow/colleagues': right('ROLE_MANAGE_ORDER_FLOWS'),
  'GET /store-api/b2b/order-flow/pending': right('ROLE_APPROVE_ORDER_FLOWS'),
  'POST /store-api/b2b/order-flow': right('ROLE_MANAGE_ORDER_FLOWS'),
  'GET /store-api/b2b/order-flow/:id': right('ROLE_MANAGE_ORDER_FLOWS', { ids: { id: 'flow' } }),
  'PUT /store-api/b2b/order-flow/:id': right('ROLE_MANAGE_ORDER_FLOWS', {
    ids: { id: 'flow' },
    body: { name: 'Overgenomen', budget: 1, period: 'monthly', approverIds: [], customerIds: [] },
  }),
  'DELETE /store-api/b2b/order-flow/:id': right('ROLE_MANAGE_ORDER_FLOWS', { ids: { id: 'flow' } }),
  'GET /store-api/b2b/register/company/exists': pub,
  'GET /store-api/b2b/register/cities/search': pub,
  'GET /store-api/b2b/register/branches': pub,
  'POST /store-api/b2b/register/company': pub,
  'POST /store-api/b2b/register/company/customer': pub,
  'POST /store-api/account/register-confirm': secret,
  // Issue 26: a newcomer's request to join company 100001, decided by its lead buyers or staff.
  'GET /store-api/b2b/companies/join-requests': { rule: { kind: 'lead' } },
  'POST /store-api/b2b/companies/join-requests/:id/approve': {
    rule: { kind: 'lead' },
    ids: { id: 'newcomer' },
  },
  'POST /store-api/b2b/companies/join-requests/:id/refuse': {
    rule: { kind: 'lead' },
    ids: { id: 'newcomer' },
  },
  'GET /store-api/staff/join-requests': staff,
  'POST /store-api/staff/join-requests/:id/approve': { ...staff, ids: { id: 'newcomer' } },
  'POST /store-api/staff/join-requests/:id/refuse': { ...staff, ids: { id: 'newcomer' } },
  'GET /store-api/product-listing/settings': pub,
  'POST /store-api/product-listing/:categoryId': { ...pub, ids: { categoryId: 'category' } },
  'POST /store-api/search': pub,
  'POST /store-api/search-suggest': pub,
  'POST /store-api/product/:productId': { ...pub, ids: { productId: 'product' } },
  'POST /store-api/product': pub,
  'POST /store-api/b2b/article/information': pub,
  'POST /store-api/b2b/article/price': pub,
  'POST /store-api/b2b/variants': pub,
  'GET /store-api/b2b/variants/:parentId': { ...pub, ids: { parentId: 'product' } },
  'GET /store-api/category/counters/:id': { ...member, ids: { id: 'category' } },
  'POST /store-api/category': pub,
  'POST /store-api/category/:navigationId': { ...pub, ids: { navigationId: 'category' } },
  'POST /store-api/article-links/info': member,
  'GET /store-api/article-links': right('ROLE_MANAGE_ARTICLE_LINKS'),
  'GET /store-api/article-links/template': right('ROLE_MANAGE_ARTICLE_LINKS'),
  'POST /store-api/article-links/export': right('ROLE_MANAGE_ARTICLE_LINKS'),
  'POST /store-api/article-links/import': right('ROLE_MANAGE_ARTICLE_LINKS'),
  'GET /store-api/article-links/:id': right('ROLE_MANAGE_ARTICLE_LINKS', { ids: { id: 'articleLink' } }),
  'PUT /store-api/article-links/:id': right('ROLE_MANAGE_ARTICLE_LINKS', {
    ids: { id: 'articleLink' },
    body: { customerSku: 'OVERGENOMEN-1' },
  }),
  'DELETE /store-api/article-links/:id': right('ROLE_MANAGE_ARTICLE_LINKS', { ids: { id: 'articleLink' } }),
  // Deletes all of the caller's own company's links: never sent by a caller allowed to.
  'DELETE /store-api/article-links': right('ROLE_MANAGE_ARTICLE_LINKS', { destructive: true }),
  'POST /store-api/article-links': right('ROLE_MANAGE_ARTICLE_LINKS'),
  'POST /store-api/h1webblog-listing/:id': { ...pub, ids: { id: 'nonsense' } },
  'GET /store-api/b2b/blog/:slug': { ...pub, ids: { slug: 'blogSlug' } },
  'POST /store-api/newsletter/subscribe': pub,
  'POST /store-api/newsletter/confirm': secret,
  'POST /store-api/b2b/seo-url/alternates': pub,
  'GET /store-api/b2b/sitemap': pub,
  'GET /store-api/b2b/sitemap/products': pub,
  'POST /store-api/b2b/sitemap/products': pub,
  // Anyone reads a cart (an anonymous one is empty); only buyers change theirs.
  'GET /store-api/checkout/cart': pub,
  'POST /store-api/checkout/cart/line-item': right('ROLE_PLACE_ORDERS'),
  'PATCH /store-api/checkout/cart/line-item': right('ROLE_PLACE_ORDERS'),
  'POST /store-api/checkout/cart/line-item/delete': right('ROLE_PLACE_ORDERS'),
  'DELETE /store-api/checkout/cart/line-item': right('ROLE_PLACE_ORDERS'),
  'DELETE /store-api/checkout/cart': right('ROLE_PLACE_ORDERS'),
  'PATCH /store-api/checkout/cart/shipping-option': right('ROLE_PLACE_ORDERS'),
  'POST /store-api/b2b/quick-order': right('ROLE_ACCESS_QUICK_ORDER_FORM'),
  'POST /store-api/account/list-address': member,
  'GET /store-api/b2b/pickup-locations': pub,
  'GET /store-api/b2b/order-reference/search/:term': { ...member, ids: { term: 'nonsense' } },
  'PUT /store-api/b2b/order-reference/cart/:id': { ...member, ids: { id: 'orderReference' } },
  'DELETE /store-api/b2b/order-reference/cart': member,
  'GET /store-api/b2b/cost-center/cart/external-contact': right('ROLE_ACCESS_COST_CENTER'),
  'PUT /store-api/b2b/cost-center/cart/external-contact/:id': right('ROLE_ACCESS_COST_CENTER', {
    ids: { id: 'externalContact' },
  }),
  'DELETE /store-api/b2b/cost-center/cart/external-contact': right('ROLE_ACCESS_COST_CENTER'),
  'POST /store-api/b2b/order-reference/list': right('ROLE_MANAGE_ORDER_REFERENCES'),
  'POST /store-api/b2b/order-reference': right('ROLE_MANAGE_ORDER_REFERENCES'),
  'GET /store-api/b2b/order-reference/:id': right('ROLE_MANAGE_ORDER_REFERENCES', {
    ids: { id: 'orderReference' },
  }),
  'PUT /store-api/b2b/order-reference/:id': right('ROLE_MANAGE_ORDER_REFERENCES', {
    ids: { id: 'orderReference' },
    body: { name: 'Overgenomen' },
  }),
  'DELETE /store-api/b2b/order-reference/:id': right('ROLE_MANAGE_ORDER_REFERENCES', {
    ids: { id: 'orderReference' },
  }),
  'GET /store-api/b2b/cost-center/external-contact': right('ROLE_ACCESS_COST_CENTER'),
  'POST /store-api/b2b/cost-center/external-contact-assign': right('ROLE_MANAGE_COST_CENTER', {
    body: { ids: ['{externalContact}'] },
  }),
  'POST /store-api/b2b/cost-center/external-contact-dismiss': right('ROLE_MANAGE_COST_CENTER', {
    body: { ids: ['{externalContact}'] },
  }),
  'GET /store-api/b2b/order/history': right('ROLE_MANAGE_ORDER_HISTORY'),
  'GET /store-api/b2b/order/history/detail': right('ROLE_MANAGE_ORDER_HISTORY', {
    query: 'orderNumber={erpOrderNumber}',
  }),
  'POST /store-api/b2b/order/history/reorder': right('ROLE_PLACE_ORDERS', {
    body: { orderNumber: '{erpOrderNumber}' },
  }),
  'GET /store-api/b2b/sw/order/history': right('ROLE_MANAGE_ORDER_HISTORY'),
  'POST /store-api/order': right('ROLE_MANAGE_ORDER_HISTORY'),
  'GET /store-api/b2b/sw/order/history/detail': right('ROLE_MANAGE_ORDER_HISTORY', {
    query: 'orderNumber={orderNumber}',
  }),
  'POST /store-api/b2b/sw/order/history/reorder': right('ROLE_PLACE_ORDERS', {
    body: { orderNumber: '{orderNumber}' },
  }),
  'GET /store-api/b2b/order/list': right('ROLE_MANAGE_ORDER_LISTS'),
  'POST /store-api/b2b/order/list': right('ROLE_MANAGE_ORDER_LISTS'),
  'GET /store-api/b2b/order/list/:id': right('ROLE_MANAGE_ORDER_LISTS', { ids: { id: 'orderList' } }),
  'PATCH /store-api/b2b/order/list/:id': right('ROLE_MANAGE_ORDER_LISTS', {
    ids: { id: 'orderList' },
    body: { name: 'Overgenomen' },
  }),
  'DELETE /store-api/b2b/order/list/:id': right('ROLE_MANAGE_ORDER_LISTS', { ids: { id: 'orderList' } }),
  'POST /store-api/b2b/order/list/:id/items': right('ROLE_MANAGE_ORDER_LISTS', {
    ids: { id: 'orderList' },
    body: { items: [{ productId: '{product}', quantity: 1 }] },
  }),
  'DELETE /store-api/b2b/order/list/:id/items': right('ROLE_MANAGE_ORDER_LISTS', {
    ids: { id: 'orderList' },
  }),
  'POST /store-api/b2b/order/list/:id/cart': right('ROLE_MANAGE_ORDER_LISTS', { ids: { id: 'orderList' } }),
  'POST /store-api/b2b/order/approvals': right('ROLE_APPROVE_ORDER_FLOWS'),
  'POST /store-api/b2b/order/approvals/actions': right('ROLE_APPROVE_ORDER_FLOWS'),
  'POST /store-api/b2b/order/withdraw': { ...member, body: { orderNumber: '{orderNumber}' } },
  'GET /store-api/b2b/order/approvals/:id': right('ROLE_APPROVE_ORDER_FLOWS', { ids: { id: 'order' } }),
  'PATCH /store-api/b2b/order/:id': right('ROLE_APPROVE_ORDER_FLOWS', {
    ids: { id: 'order' },
    body: { removeLineItemIds: ['{order}'] },
  }),
  'POST /store-api/checkout/order': right('ROLE_PLACE_ORDERS'),
  'GET /store-api/b2b/order/:id': { ...member, ids: { id: 'order' } },
  // Issue 27: the visitor's quote request per product (tests/api/quote-request.test.ts).
  'POST /store-api/product/:productId/quote-request': { ...pub, ids: { productId: 'product' } },
  'POST /store-api/b2b/offer/request': right('ROLE_REQUEST_OFFER'),
  'GET /store-api/b2b/offer/history': right('ROLE_MANAGE_OFFER_HISTORY'),
  'GET /store-api/b2b/offer/history/detail': right('ROLE_MANAGE_OFFER_HISTORY', {
    query: 'offerNumber={offerNumber}',
  }),
  // Needs ROLE_PLACE_ORDERS too (tests/api/offer-cart.test.ts).
  'POST /store-api/b2b/offer/:offerNumber/cart': right('ROLE_MANAGE_OFFER_HISTORY', {
    ids: { offerNumber: 'offerNumber' },
  }),
  'GET /store-api/b2b/offer/history/pdf': right('ROLE_MANAGE_OFFER_HISTORY', {
    query: 'offerNumber={offerNumber}',
  }),
  'GET /store-api/b2b/invoice/history': right('ROLE_MANAGE_INVOICE_HISTORY'),
  'GET /store-api/b2b/invoice/history/detail': right('ROLE_MANAGE_INVOICE_HISTORY', {
    query: 'invoiceNumber={invoiceNumber}',
  }),
  'GET /store-api/b2b/invoice/history/pdf': right('ROLE_MANAGE_INVOICE_HISTORY', {
    query: 'invoiceNumber={invoiceNumber}',
  }),
  'GET /store-api/b2b/invoice/history/delivery-proof': right('ROLE_MANAGE_INVOICE_HISTORY', {
    query: 'invoiceNumber={invoiceNumber}',
  }),
  'GET /store-api/b2b/invoice/history/ubl': right('ROLE_MANAGE_INVOICE_HISTORY', {
    query: 'invoiceNumber={invoiceNumber}',
  }),
  'POST /swag/cms-extensions/form': pub,
  'POST /store-api/contact-form': pub,
  // The Admin API: client credentials are the token request's own secret; the rest needs its token.
  'POST /api/oauth/token': secret,
  'GET /api/_info/version': integration,
  'POST /api/_action/sync': integration,
  'POST /api/search/product': integration,
  'POST /api/search/product-manufacturer': integration,
  'POST /api/search-ids/product': integration,
  'POST /api/search-ids/product-manufacturer': integration,
  'GET /api/product/:id': integration,
  'GET /api/product-manufacturer/:id': integration,
  'POST /api/search/category': integration,
  'POST /api/search-ids/category': integration,
  'GET /api/category/:id': integration,
  'POST /api/search/currency': integration,
  'POST /api/search-ids/currency': integration,
  'GET /api/currency/:id': integration,
  'POST /api/search/language': integration,
  'POST /api/search-ids/language': integration,
  'GET /api/language/:id': integration,
  'POST /api/search/sales-channel': integration,
  'POST /api/search-ids/sales-channel': integration,
  'GET /api/sales-channel/:id': integration,
  'POST /api/search/customer': integration,
  'POST /api/search-ids/customer': integration,
  'GET /api/customer/:id': integration,
  'POST /api/search/b2b-employee': integration,
  'POST /api/search-ids/b2b-employee': integration,
  'GET /api/b2b-employee/:id': integration,
  'POST /api/search/cms-page': integration,
  'POST /api/search-ids/cms-page': integration,
  'GET /api/cms-page/:id': integration,
  'POST /api/search/landing-page': integration,
  'POST /api/search-ids/landing-page': integration,
  'GET /api/landing-page/:id': integration,
  'POST /api/search/tax': integration,
  'POST /api/search-ids/tax': integration,
  'GET /api/tax/:id': integration,
  'POST /api/search/media': integration,
  'POST /api/search-ids/media': integration,
  'GET /api/media/:id': integration,
  'POST /api/search/order': integration,
  'POST /api/search-ids/order': integration,
  'GET /api/order/:id': integration,
  'POST /api/_action/order/:id/state/:transition': integration,
  'POST /api/_action/order_delivery/:id/state/:transition': integration,
  'POST /api/_action/order_transaction/:id/state/:transition': integration,
  'PATCH /api/order/:id': integration,
  'PATCH /api/order-delivery/:id': integration,
  'POST /api/webhook': integration,
  'DELETE /api/webhook/:id': integration,
  'POST /api/search/webhook': integration,
  'POST /api/search-ids/webhook': integration,
  'GET /api/webhook/:id': integration,
  'POST /api/_action/media/:mediaId/upload': integration,
  'POST /api/_action/media/upload_by_url': integration,
};
