import de from '../../../locales/de-DE.json' with { type: 'json' };
import en from '../../../locales/en-GB.json' with { type: 'json' };
import fr from '../../../locales/fr-FR.json' with { type: 'json' };
import nl from '../../../locales/nl-NL.json' with { type: 'json' };
import { SORTINGS, type SortingKey } from '../../shared/catalog/listing.ts';

// Shopware answers each sorting with its label in the request's language: the storefront's texts.
const TEXTS: Record<string, Record<string, unknown>> = { 'nl-NL': nl, 'fr-FR': fr, 'en-GB': en, 'de-DE': de };
const TEXT_KEY: Record<SortingKey, string> = {
  'name-asc': 'catalog_sort_nameAsc',
  'name-desc': 'catalog_sort_nameDesc',
  'price-asc': 'catalog_sort_priceAsc',
  'price-desc': 'catalog_sort_priceDesc',
  topseller: 'catalog_sort_topseller',
};

export function availableSortings(locale: string) {
  const texts = TEXTS[locale] ?? TEXTS['en-GB'] ?? {};
  return SORTINGS.map((key, i) => {
    const text = texts[TEXT_KEY[key]];
    const label = typeof text === 'string' ? text : key;
    return { apiAlias: 'product_sorting', key, priority: SORTINGS.length - i, label, translated: { label } };
  });
}
