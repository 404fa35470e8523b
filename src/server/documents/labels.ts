import deDE from '../../../locales/de-DE.json' with { type: 'json' };
import enGB from '../../../locales/en-GB.json' with { type: 'json' };
import frFR from '../../../locales/fr-FR.json' with { type: 'json' };
import nlNL from '../../../locales/nl-NL.json' with { type: 'json' };
import type { Locale } from '../../shared/locales.ts';

// The Store API renders the PDFs itself (without the storefront's compiled messages), so it reads the
// `document_*` texts straight from the locale files every user-facing text lives in.
const FILES: Record<Locale, Record<string, unknown>> = {
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'en-GB': enGB,
  'de-DE': deDE,
};

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
  const text = FILES[locale][`document_${key}`] ?? FILES['en-GB'][`document_${key}`];
  return typeof text === 'string' ? text : key;
}
