import { Hono } from 'hono';
import { accountRoutes } from './account/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { approvalRoutes } from './approval/routes.ts';
import { articleLinkRoutes } from './article-links/routes.ts';
import { blogRoutes } from './blog/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { manufacturerRoutes } from './catalog/manufacturer-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { offerRoutes } from './checkout/offer.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { cmsEditorRoutes } from './cms/editor-routes.ts';
import { filesCatalogRoutes } from './cms/files-catalog.ts';
import { cmsRoutes } from './cms/routes.ts';
import { joinRequestRoutes } from './company/join-routes.ts';
import { companyRoutes } from './company/routes.ts';
import { contextRoutes } from './context/routes.ts';
import { systemRoutes } from './context/system-routes.ts';
import { costCenterRoutes } from './cost-center/routes.ts';
import type { Db } from './db/client.ts';
import { erpRoutes } from './erp/routes.ts';
import { flowRoutes } from './flow/routes.ts';
import { cmsFormRoutes, contactFormRoutes } from './forms/contact.ts';
import { newsletterRoutes } from './forms/newsletter.ts';
import { quoteRequestRoutes } from './forms/quote-request.ts';
import { historyRoutes } from './history/routes.ts';
import { type Env, storeContext } from './http/context.ts';
import { ApiError, handleError } from './http/errors.ts';
import { ContentMemo } from './http/memo.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { guardBodies } from './http/validate.ts';
import { createAdminApi } from './integration/routes.ts';
import { mediaFileRoutes } from './media/routes.ts';
import { navigationRoutes } from './navigation/routes.ts';
import { observeStoreApi } from './ops/store-api.ts';
import { accountOrderRoutes } from './order/account-orders.ts';
import { orderRoutes } from './order/routes.ts';
import { orderListRoutes } from './order-list/routes.ts';
import { orderReferenceRoutes } from './order-reference/routes.ts';
import { cxmlRoutes } from './punchout/cxml/routes.ts';
import { punchoutRoutes } from './punchout/routes.ts';
import { registerRoutes } from './register/routes.ts';
import { alternateRoutes } from './seo/alternates.ts';
import { seoRoutes } from './seo/routes.ts';
import { seoUrlRoutes } from './seo/seo-url-routes.ts';
import { sitemapRoutes } from './seo/sitemap.ts';
import { auditHelpedWrites } from './staff/audit.ts';
import { staffRoutes } from './staff/routes.ts';

/** The Store API (§7) and the Admin API as a Hono app; mounted by Astro under /store-api and /api or served on its own. */
export function createStoreApi(db: Db) {
  const memo = new ContentMemo();
  const api = new Hono<Env>();
  api.use('*', ...guardBodies, storeContext(db, memo), auditHelpedWrites);
  for (const routes of [
    contextRoutes,
    systemRoutes,
    accountRoutes,
    punchoutRoutes,
    staffRoutes,
    cxmlRoutes,
    seoRoutes,
    seoUrlRoutes,
    navigationRoutes,
    cmsRoutes,
    cmsEditorRoutes,
    filesCatalogRoutes,
    mediaFileRoutes,
    manufacturerRoutes,
    companyRoutes,
    joinRequestRoutes,
    addressRoutes,
    flowRoutes,
    registerRoutes,
    catalogRoutes,
    articleLinkRoutes,
    blogRoutes,
    newsletterRoutes,
    contactFormRoutes,
    quoteRequestRoutes,
    alternateRoutes,
    sitemapRoutes,
    cartRoutes,
    checkoutRoutes,
    // After checkoutRoutes: its /b2b/order-reference/cart must not be taken for an id.
    orderReferenceRoutes,
    costCenterRoutes,
    // Before orderRoutes: /b2b/order/history, /list and /approvals must not be taken for /b2b/order/{id}.
    erpRoutes,
    orderListRoutes,
    approvalRoutes,
    orderRoutes,
    accountOrderRoutes,
    offerRoutes,
    historyRoutes,
  ]) {
    api.route('/', routes);
  }

  const app = new Hono();
  app.use('*', observeStoreApi);
  app.use('*', apiSecurityHeaders());
  app.onError(handleError);
  app.notFound((c) =>
    handleError(
      new ApiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`),
      c,
    ),
  );
  app.route('/store-api', api);
  // Issue 29: Shopware's Admin API for ERP connectors, with its own bearer tokens instead of sw-access-key.
  app.route(
    '/api',
    createAdminApi(db, () => memo.clear()),
  );
  // §7: the CMS extensions' form call has no /store-api prefix.
  const extensions = new Hono<Env>();
  extensions.use('/swag/*', ...guardBodies, storeContext(db, memo), auditHelpedWrites);
  extensions.route('/', cmsFormRoutes);
  app.route('/', extensions);
  /** Forget remembered content; call on every content change (the runtime does, via NOTIFY). */
  return Object.assign(app, { contentChanged: () => memo.clear() });
}
export type StoreApi = ReturnType<typeof createStoreApi>;
