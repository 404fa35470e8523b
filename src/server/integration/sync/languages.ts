import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import { FALLBACK_LOCALE } from '../../../shared/locales.ts';
import type { Translations } from '../../db/schema/types.ts';
import type { SyncReport } from './report.ts';

/**
 * `translations` as Shopware takes them: keyed by language id or by locale code (`nl-NL`). The keys
 * are resolved against the shop's languages when the record is written (SyncContext.locales).
 */
export const TranslationsOf = <E extends v.ObjectEntries>(fields: E) =>
  v.record(v.pipe(v.string(), v.maxLength(64)), v.strictObject(fields));

/** Locale code by language id and by locale code itself, of the shop's languages. */
export type LocaleKeys = Map<string, string>;

/**
 * A record's translations keyed by locale code: `translations` with its keys resolved and the record's
 * own top-level fields (Shopware writes those in the API's system language, here en-GB, the fallback
 * locale) over them. An unknown language is reported at `at`/translations/{key}.
 */
export function byLocale<F extends string>(
  top: Partial<Record<F, string | null | undefined>>,
  translations: Record<string, Partial<Record<F, string | null | undefined>>> | undefined,
  locales: LocaleKeys,
  at: (string | number)[],
  report: SyncReport,
): Translations<F> | null {
  const out: Translations<F> = {};
  let ok = true;
  for (const [key, fields] of Object.entries(translations ?? {})) {
    const locale = locales.get(normalizeId(key) ?? key);
    if (!locale) {
      report.fail([...at, 'translations', key], 'FRAMEWORK__LANGUAGE_NOT_FOUND', `No language "${key}".`, {
        language: key,
      });
      ok = false;
      continue;
    }
    out[locale] = { ...out[locale], ...defined(fields) };
  }
  const own = defined(top);
  if (Object.keys(own).length) out[FALLBACK_LOCALE] = { ...out[FALLBACK_LOCALE], ...own };
  return ok ? out : null;
}

/** Fields given as null are kept as null (cleared); absent ones are left out. */
function defined<F extends string>(fields: Partial<Record<F, string | null | undefined>>) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<
    Record<F, string>
  >;
}

/** Stored translations with the written ones over them, field by field (an upsert changes what it names). */
export function mergeTranslations<F extends string>(
  stored: Translations<F>,
  written: Translations<F>,
): Translations<F> {
  const out: Translations<F> = { ...stored };
  for (const [locale, fields] of Object.entries(written)) {
    const merged = { ...out[locale], ...fields } as Record<string, string | null>;
    for (const [field, value] of Object.entries(merged)) if (value === null) delete merged[field];
    out[locale] = merged as Partial<Record<F, string>>;
  }
  return out;
}
