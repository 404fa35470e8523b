import { eq } from 'drizzle-orm';
import { stableId } from '../../shared/ids.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import { salesChannelDomain } from '../db/schema/index.ts';
import { CURRENCY_ID, LOCAL_DOMAINS, languageId, SALES_CHANNEL_ID } from '../seed/constants.ts';

export interface DomainConfig {
  locale: Locale;
  url: string;
}

/**
 * The shop's domains: `SHOP_DOMAINS` as `locale=url` pairs, e.g.
 * `nl-NL=https://www.indumex.be,fr-FR=https://www.indumex.be/fr,en-GB=https://en.indumex.be,de-DE=https://www.indumex.be/de`
 * (en-GB on its own host at its root); without it the local development domains.
 */
export function configuredDomains(value = process.env.SHOP_DOMAINS): DomainConfig[] {
  if (!value?.trim()) {
    return LOCAL_DOMAINS.map(({ locale, pathPrefix }) => ({
      locale,
      url: `http://localhost:4321${pathPrefix}`,
    }));
  }
  return value.split(',').map((pair) => {
    const [locale, url] = pair.split('=').map((part) => part.trim());
    if (!isLocale(locale) || !url || !URL.canParse(url)) {
      throw new Error(`SHOP_DOMAINS: "${pair}" is not "locale=url" with one of nl-NL, fr-FR, en-GB, de-DE`);
    }
    return { locale, url: url.replace(/\/+$/, '') };
  });
}

export function domainRows(config: DomainConfig[]): (typeof salesChannelDomain.$inferInsert)[] {
  return config.map(({ locale, url }) => {
    const parsed = new URL(url);
    return {
      id: stableId(`domain:${url}`),
      salesChannelId: SALES_CHANNEL_ID,
      url,
      host: parsed.hostname,
      pathPrefix: parsed.pathname.replace(/\/+$/, ''),
      languageId: languageId(locale),
      currencyId: CURRENCY_ID,
      snippetSetId: stableId(`snippet-set:${locale}`),
      languageLabel: locale.slice(0, 2).toUpperCase(),
    };
  });
}

/** Applies SHOP_DOMAINS to an existing database at start, so a deployment needs no re-seed. */
export async function applyDomainConfig(db: Db) {
  if (!process.env.SHOP_DOMAINS?.trim()) return;
  const rows = domainRows(configuredDomains());
  await db.transaction(async (tx) => {
    await tx.delete(salesChannelDomain).where(eq(salesChannelDomain.salesChannelId, SALES_CHANNEL_ID));
    await tx.insert(salesChannelDomain).values(rows);
  });
}
