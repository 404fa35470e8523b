import type { Locale } from '../../shared/locales.ts';
import { localeText } from '../context/texts.ts';

export type DocumentLabel =
  | 'invoice'
  | 'offer'
  | 'number'
  | 'date'
  | 'dueDate'
  | 'orderNumber'
  | 'customerReference'
  | 'clientReference'
  | 'shippingNote'
  | 'status'
  | 'status_open'
  | 'status_processed'
  | 'seller'
  | 'buyer'
  | 'vat'
  | 'article'
  | 'customerArticle'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'deliveryDate'
  | 'amount'
  | 'net'
  | 'vatRate'
  | 'total'
  | 'deliveryCost'
  | 'additionalCost'
  | 'deliveryProof';

export function documentLabel(locale: Locale, key: DocumentLabel): string {
  return localeText(locale, `document_${key}`) ?? key;
}
