import { SORTINGS, type SortingKey } from '../../shared/catalog/listing.ts';
import { localeText } from '../context/texts.ts';

// Shopware answers each sorting with its label in the request's language: the storefront's texts.
const TEXT_KEY: Record<SortingKey, string> = {
  'name-asc': 'catalog_sort_nameAsc',
  'name-desc': 'catalog_sort_nameDesc',
  'price-asc': 'catalog_sort_priceAsc',
  'price-desc': 'catalog_sort_priceDesc',
  topseller: 'catalog_sort_topseller',
};

export function availableSortings(locale: string) {
  return SORTINGS.map((key, i) => {
    const label = localeText(locale, TEXT_KEY[key]) ?? key;
    return { apiAlias: 'product_sorting', key, priority: SORTINGS.length - i, label, translated: { label } };
  });
}
