import { sellerParty } from '../../../src/server/documents/seller.ts';
import type { DocumentParty, InvoiceDocument } from '../../../src/server/documents/types.ts';

const party = (name: string, vatNumber: string): DocumentParty => ({
  name,
  vatNumber,
  street: 'Noorderlaan 120',
  zipcode: '2030',
  city: 'Antwerpen',
  countryCode: 'BE',
});

/** An invoice with two VAT rates, a price in tenths of a cent and a customer article number. */
export const sampleInvoice = (): InvoiceDocument => ({
  number: 'F2026-000123',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  orderNumber: '10023',
  customerReference: 'PO-77',
  shippingNoteNumber: 'L-555',
  seller: sellerParty(),
  buyer: party('Démo Industrie NV', 'BE0403170701'),
  lines: [
    {
      productNumber: 'IM-100158',
      customerArticleNumber: 'DEMO-0001',
      name: 'Groefkogellager 6204-2RS',
      quantityMilli: 3000,
      unitPriceMilli: 12_345,
      vatRate: 21,
    },
    {
      productNumber: 'IM-100159',
      name: 'O-ring 20 × 2',
      quantityMilli: 1500,
      unitPriceMilli: 990,
      vatRate: 6,
    },
  ],
});
