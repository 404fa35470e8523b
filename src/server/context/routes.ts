import { asc, eq } from 'drizzle-orm';
import { customerView } from '../account/customer.ts';
import { currency, language, salesChannelDomain } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { punchoutContext } from '../punchout/session.ts';
import { channelContact } from './contact.ts';
import {
  CENT_ROUNDING,
  CUSTOMER_GROUP_ID,
  DEFAULT_COUNTRY_ID,
  INVOICE_PAYMENT_METHOD_ID,
  SHIPPING_METHOD_ID,
} from './shopware-ids.ts';
import { currencyView } from './system.ts';

/** `GET /context`: the caller's sales channel context, including the domains of §2. */
export const contextRoutes = createRouter().get('/context', async (c) => {
  const ctx = c.get('ctx');
  const sc = ctx.salesChannel;
  const [domains, [cur]] = await ctx.memo.get(`context:${sc.id}`, () =>
    Promise.all([
      ctx.db
        .select({ domain: salesChannelDomain, localeCode: language.localeCode, languageName: language.name })
        .from(salesChannelDomain)
        .innerJoin(language, eq(language.id, salesChannelDomain.languageId))
        .where(eq(salesChannelDomain.salesChannelId, sc.id))
        .orderBy(asc(salesChannelDomain.pathPrefix)),
      ctx.db.select().from(currency).where(eq(currency.id, sc.currencyId)),
    ]),
  );
  return c.json({
    apiAlias: 'sales_channel_context',
    token: ctx.token,
    languageId: ctx.languageId,
    languageLocaleCode: ctx.locale,
    currency: cur ? currencyView(cur) : null,
    itemRounding: CENT_ROUNDING,
    totalRounding: CENT_ROUNDING,
    languageInfo: {
      localeCode: ctx.locale,
      name: domains.find((d) => d.domain.languageId === ctx.languageId)?.languageName ?? ctx.locale,
    },
    salesChannel: {
      id: sc.id,
      name: sc.name,
      languageId: sc.languageId,
      currencyId: sc.currencyId,
      customerGroupId: CUSTOMER_GROUP_ID,
      paymentMethodId: INVOICE_PAYMENT_METHOD_ID,
      shippingMethodId: SHIPPING_METHOD_ID,
      countryId: DEFAULT_COUNTRY_ID,
      navigationCategoryId: sc.navigationCategoryId,
      serviceCategoryId: sc.serviceCategoryId,
      countriesCategoryId: sc.countriesCategoryId,
      footerCategoryId: sc.footerCategoryId,
      maintenance: sc.maintenance,
      featureFlags: sc.featureFlags,
      /** The company's contact data (footer, JSON-LD, chat card, sales mailbox, location map). */
      contact: await channelContact(ctx),
    },
    customer: ctx.customer ? await customerView(ctx, ctx.customer) : null,
    extensions: { punchout: punchoutContext(ctx) },
    domains: domains.map(({ domain: d, localeCode, languageName }) => ({
      apiAlias: 'sales_channel_domain',
      id: d.id,
      domainId: d.id,
      url: d.url,
      host: d.host,
      origin: new URL(d.url).origin,
      pathPrefix: d.pathPrefix,
      languageId: d.languageId,
      languageLocaleCode: localeCode,
      languageName,
      languageLabel: d.languageLabel,
      currencyId: d.currencyId,
      snippetSetId: d.snippetSetId,
    })),
  });
});
