import { eq } from 'drizzle-orm';
import { salesChannelDomain } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

/**
 * Where links in mails point: the caller's storefrontUrl when it is one of the sales
 * channel's domains (any port, for local set-ups), else the domain of the caller's language.
 * A foreign URL is never put in a mail: the link would phish with our sender.
 */
export async function storefrontBase(ctx: StoreContext, storefrontUrl: string | undefined): Promise<string> {
  const domains = await ctx.db
    .select({ url: salesChannelDomain.url, languageId: salesChannelDomain.languageId })
    .from(salesChannelDomain)
    .where(eq(salesChannelDomain.salesChannelId, ctx.salesChannel.id));
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
    if (ours) return storefrontUrl.replace(/\/+$/, '');
  }
  const own = domains.find((d) => d.languageId === ctx.languageId) ?? domains[0];
  return (own?.url ?? '').replace(/\/+$/, '');
}
