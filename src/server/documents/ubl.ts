import type { Invoice } from '@e-invoice-eu/core';
import { decimal2, documentTotals, lineCents } from './totals.ts';
import type { DocumentParty, InvoiceDocument } from './types.ts';

/** Peppol BIS Billing 3.0 (EN 16931 CIUS): what the document claims to follow (BT-24, BT-23). */
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Peppol participant scheme of Belgian enterprise numbers (KBO/BCE). */
const BE_ENTERPRISE_SCHEME = '0208';

type UblInvoice = Invoice['ubl:Invoice'];

/** `BE0403170701` → `0403170701`: the enterprise number inside a Belgian VAT number. */
const enterpriseNumber = (vatNumber: string) => vatNumber.replace(/^[A-Z]{2}/, '');

function party(p: DocumentParty, taxSchemes: 'one' | 'list') {
  const taxScheme = { 'cbc:CompanyID': p.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  return {
    'cbc:EndpointID': enterpriseNumber(p.vatNumber),
    'cbc:EndpointID@schemeID': BE_ENTERPRISE_SCHEME,
    'cac:PartyName': { 'cbc:Name': p.name },
    'cac:PostalAddress': {
      'cbc:StreetName': p.street,
      'cbc:CityName': p.city,
      'cbc:PostalZone': p.zipcode,
      'cac:Country': { 'cbc:IdentificationCode': p.countryCode },
    },
    // The seller may name two tax registrations (BT-31, BT-32), the buyer one (BT-48).
    'cac:PartyTaxScheme': taxSchemes === 'list' ? [taxScheme] : taxScheme,
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': p.name,
      'cbc:CompanyID': enterpriseNumber(p.vatNumber),
      'cbc:CompanyID@schemeID': BE_ENTERPRISE_SCHEME,
    },
    ...(p.email ? { 'cac:Contact': { 'cbc:ElectronicMail': p.email } } : {}),
  };
}

const quantity = (milli: number) => String(milli / 1000);
/**
 * The unit price (BT-146) with two decimals as the library's schema wants: a price in tenths of a
 * cent is given for 10 units (BT-149 base quantity), so no money is rounded away.
 */
const price = (milli: number) =>
  milli % 10 === 0
    ? { 'cbc:PriceAmount': decimal2(milli / 10), 'cbc:PriceAmount@currencyID': 'EUR' }
    : {
        'cbc:PriceAmount': decimal2(milli),
        'cbc:PriceAmount@currencyID': 'EUR',
        'cbc:BaseQuantity': '10',
        'cbc:BaseQuantity@unitCode': 'C62',
      };

/** The invoice in the library's internal format (it mirrors UBL element by element). */
export function ublInvoiceData(doc: InvoiceDocument): Invoice {
  const totals = documentTotals(doc.lines);
  const eur = (cents: number) => decimal2(cents);
  const invoice = {
    'cbc:CustomizationID': PEPPOL_CUSTOMIZATION_ID,
    'cbc:ProfileID': PEPPOL_PROFILE_ID,
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    'cbc:DueDate': doc.dueDate,
    'cbc:InvoiceTypeCode': '380',
    'cbc:DocumentCurrencyCode': 'EUR',
    // BR-02 (Peppol): a buyer reference or an order reference; the customer's reference, else the order.
    'cbc:BuyerReference': doc.customerReference || doc.orderNumber,
    'cac:OrderReference': { 'cbc:ID': doc.customerReference || 'NA', 'cbc:SalesOrderID': doc.orderNumber },
    ...(doc.shippingNoteNumber
      ? { 'cac:DespatchDocumentReference': { 'cbc:ID': doc.shippingNoteNumber } }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': party(doc.seller, 'list') },
    'cac:AccountingCustomerParty': { 'cac:Party': party(doc.buyer, 'one') },
    // Credit transfer (30) to the seller's account: BR-61 wants the account with that code.
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '30',
        'cbc:PaymentID': doc.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': doc.seller.iban,
          'cac:FinancialInstitutionBranch': { 'cbc:ID': doc.seller.bic },
        },
      },
    ],
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': eur(totals.vatCents),
        'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': totals.vat.map((v) => ({
          'cbc:TaxableAmount': eur(v.taxableCents),
          'cbc:TaxableAmount@currencyID': 'EUR',
          'cbc:TaxAmount': eur(v.taxCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxCategory': {
            'cbc:ID': 'S',
            'cbc:Percent': String(v.rate),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': eur(totals.netCents),
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cbc:TaxExclusiveAmount': eur(totals.netCents),
      'cbc:TaxExclusiveAmount@currencyID': 'EUR',
      'cbc:TaxInclusiveAmount': eur(totals.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': 'EUR',
      'cbc:PayableAmount': eur(totals.grossCents),
      'cbc:PayableAmount@currencyID': 'EUR',
    },
    'cac:InvoiceLine': doc.lines.map((line, i) => ({
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': quantity(line.quantityMilli),
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': eur(lineCents(line)),
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cac:Item': {
        'cbc:Name': line.name,
        ...(line.customerArticleNumber
          ? { 'cac:BuyersItemIdentification': { 'cbc:ID': line.customerArticleNumber } }
          : {}),
        'cac:SellersItemIdentification': { 'cbc:ID': line.productNumber },
        'cac:ClassifiedTaxCategory': {
          'cbc:ID': 'S',
          'cbc:Percent': String(line.vatRate),
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      },
      'cac:Price': price(line.unitPriceMilli ?? 0),
    })),
  };
  return { 'ubl:Invoice': invoice as unknown as UblInvoice };
}

/**
 * Peppol BIS Billing 3.0 UBL XML of an invoice, made by @e-invoice-eu/core: it checks the data
 * against its EN 16931 schema (cardinalities, code lists, formats) and throws when it fails.
 * Runs offline; the library is loaded on first use, so other requests do not pay for it.
 */
export async function invoiceUbl(doc: InvoiceDocument): Promise<string> {
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const quiet = { log() {}, warn() {}, error() {} };
  const xml = await new InvoiceService(quiet).generate(ublInvoiceData(doc), {
    format: 'UBL',
    lang: 'en-us',
    noWarnings: true,
  });
  return typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
}
