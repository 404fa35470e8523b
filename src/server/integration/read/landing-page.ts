import { asc, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, translate } from '../../../shared/locales.ts';
import { landingPage } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/criteria.ts';
import { hexId } from '../sync/report.ts';
import { readEntity } from './fields.ts';
import { present } from './views.ts';

const TEXTS = ['name', 'url', 'metaTitle', 'metaDescription', 'keywords'] as const;

/** `landing_page` (Shopware's LandingPage): its texts in en-GB, its layout and whether it is shown. */
export const landingPageRead = readEntity({
  name: 'landing_page',
  table: landingPage,
  id: landingPage.id,
  order: [asc(landingPage.createdAt), asc(landingPage.id)],
  fields: {
    id: [landingPage.id, 'uuid'],
    active: [landingPage.active, 'bool'],
    cmsPageId: [landingPage.cmsPageId, 'uuid'],
    updatedAt: [landingPage.updatedAt, 'date'],
  },
  term: (term) =>
    sql`exists (select from jsonb_each(${landingPage.translations}) t
      where t.value ->> 'name' ilike ${containsPattern(term)})`,
  view: async (_db, rows) =>
    rows.map((p) => {
      const texts = present(
        Object.fromEntries(TEXTS.map((f) => [f, translate(p.translations, f, FALLBACK_LOCALE)])),
      );
      return present({
        id: hexId(p.id),
        ...texts,
        active: p.active,
        cmsPageId: p.cmsPageId === null ? null : hexId(p.cmsPageId),
        customFields: p.customFields,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
        translated: texts,
        apiAlias: 'landing_page',
      });
    }),
});
