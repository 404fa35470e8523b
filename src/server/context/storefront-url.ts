import { eq } from 'drizzle-orm';
import { language, salesChannelDomain } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

const trimmed = (url: string) => url.replace(/\/+$/, '');

const channelDomains = (ctx: StoreContext) =>
  ctx.db
    .select({
      url: salesChannelDomain.url,
      languageId: salesChannelDomain.languageId,
      locale: language.localeCode,
    })
    .from(salesChannelDomain)
    .innerJoin(language, eq(language.id, salesChannelDomain.languageId))
    .where(eq(salesChannelDomain.salesChannelId, ctx.salesChannel.id));

/**
 * Where links in mails point: the caller's storefrontUrl when it is one of the sales
 * channel's domains (any port, for local set-ups), else the domain of the caller's language.
 * A foreign URL is never put in a mail: the link would phish with our sender.
 */
export async function storefrontBase(ctx: StoreContext, storefrontUrl: string | undefined): Promise<string> {
  const domains = await channelDomains(ctx);
  if (storefrontUrl) {
    const given = new URL(storefrontUrl);
    const ours = domains.some((d) => {
      const domain = new URL(d.url);
      return (
        domain.protocol === given.protocol &&
        domain.hostname === given.hostname &&
        given.pathname.replace(/\/+$/, '') === domain.pathname.replace(/\/+$/, '')
      );
    });
    if (ours) return trimmed(storefrontUrl);
  }
  const own = domains.find((d) => d.languageId === ctx.languageId) ?? domains[0];
  return trimmed(own?.url ?? '');
}

/**
 * The storefront in a buyer's language (`fr`, `fr-BE`: by its first subtag) as the caller reaches the
 * shop at `origin`: that language's domain on the caller's host (with the caller's port, for local
 * set-ups), else that domain's own URL. Null when the shop has no domain in the language.
 */
export async function languageBase(ctx: StoreContext, origin: string, lang: string): Promise<string | null> {
  const primary = lang.split(/[-_]/)[0]?.toLowerCase();
  const domains = (await channelDomains(ctx)).filter(
    (d) => d.locale.split('-')[0]?.toLowerCase() === primary,
  );
  const given = new URL(origin);
  const onHost = domains.find((d) => {
    const domain = new URL(d.url);
    return domain.protocol === given.protocol && domain.hostname === given.hostname;
  });
  if (onHost) return trimmed(`${given.origin}${new URL(onHost.url).pathname}`);
  return domains[0] ? trimmed(domains[0].url) : null;
}
