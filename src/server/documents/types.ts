/** Plain inputs of the document generators: what an invoice or offer says, in integer money. */

export interface DocumentParty {
  name: string;
  /** VAT number with its country prefix (`BE0403170701`). */
  vatNumber: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  email?: string | null;
}

/** The seller, with the account its invoices are paid to by credit transfer (BG-17). */
export interface SellerParty extends DocumentParty {
  iban: string;
  bic: string;
}

export interface DocumentLine {
  productNumber: string;
  /** The buyer's own article number (§3 customer article number), when the company linked one. */
  customerArticleNumber?: string | null;
  name: string;
  /** Quantity in thousandths (3 units = 3000). */
  quantityMilli: number;
  /** Net unit price in thousandths of a euro; null on an offer line still to be priced. */
  unitPriceMilli: number | null;
  /** VAT rate in percent. */
  vatRate: number;
  /** ISO date the line is (to be) delivered. */
  deliveryDate?: string | null;
}

export interface InvoiceDocument {
  number: string;
  /** ISO date (YYYY-MM-DD). */
  issueDate: string;
  dueDate: string;
  orderNumber: string;
  customerReference?: string | null;
  shippingNoteNumber?: string | null;
  seller: SellerParty;
  buyer: DocumentParty;
  lines: DocumentLine[];
}

export interface OfferDocument {
  number: string;
  issueDate: string;
  status: 'open' | 'processed';
  clientReference?: string | null;
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: DocumentLine[];
}
