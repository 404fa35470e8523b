import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerParty } from '../../../src/server/documents/seller.ts';
import type { InvoiceDocument } from '../../../src/server/documents/types.ts';
import { invoiceUbl } from '../../../src/server/documents/ubl.ts';
import { assertValidUbl, compilePeppolRules, peppolFatals, standardPath } from '../../peppol.ts';
import { sampleInvoice } from './sample.ts';

// The shop's UBL against the official Peppol BIS 3.0 Schematron (EN 16931 and Peppol rules): an access
// point rejects a document for any failed fatal assert. The shop makes invoices only (no credit notes).

let rules: string[];
beforeAll(async () => {
  rules = await compilePeppolRules();
}, 600_000);

/** Every shape of invoice the shop makes: with and without references, with cost lines, one rate. */
const SHAPES: Record<string, () => InvoiceDocument> = {
  'two VAT rates, a price in tenths of a cent, references': sampleInvoice,
  'no customer reference nor shipping note': () => ({
    ...sampleInvoice(),
    customerReference: null,
    shippingNoteNumber: null,
  }),
  'delivery and additional cost lines, fractional quantity': () => {
    const doc = sampleInvoice();
    const cost = (productNumber: string, unitPriceMilli: number) => ({
      productNumber,
      name: productNumber,
      quantityMilli: 1000,
      unitPriceMilli,
      vatRate: 21,
    });
    return {
      ...doc,
      lines: [
        { ...(doc.lines[0] as InvoiceDocument['lines'][number]), quantityMilli: 2_500, vatRate: 21 },
        cost('DELIVERY', 12_500),
        cost('SURCHARGE', 4_990),
      ],
    };
  },
};

describe('Peppol BIS Billing 3.0 Schematron', () => {
  it("passes OpenPEPPOL's own examples (invoices and credit notes) with 0 fatal: the rules run as they should", () => {
    const dir = standardPath('peppol-bis-3/examples');
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(peppolFatals(rules, readFileSync(join(dir, file), 'utf8')), file).toEqual([]);
    }
  }, 120_000);

  for (const [shape, make] of Object.entries(SHAPES)) {
    it(`accepts the shop's invoice with ${shape}: 0 fatal, valid UBL 2.1`, async () => {
      const xml = await invoiceUbl(make());
      expect(() => assertValidUbl(xml)).not.toThrow();
      expect(peppolFatals(rules, xml)).toEqual([]);
    }, 60_000);
  }

  it("names the seller's enterprise number and bank account from the configuration", async () => {
    const xml = await invoiceUbl(sampleInvoice());
    const { vatNumber, iban, bic } = sellerParty();
    expect(xml).toContain(`<cbc:EndpointID schemeID="0208">${vatNumber.slice(2)}</cbc:EndpointID>`);
    expect(xml).toMatch(
      new RegExp(`<cac:PayeeFinancialAccount>\\s*<cbc:ID>${iban}</cbc:ID>[\\s\\S]*<cbc:ID>${bic}</cbc:ID>`),
    );
  });

  it('rejects what the invoices had before: no payee account (BR-61), an enterprise number failing mod 97', async () => {
    const xml = await invoiceUbl(sampleInvoice());
    const noAccount = xml.replace(/<cac:PayeeFinancialAccount>[\s\S]*?<\/cac:PayeeFinancialAccount>/, '');
    expect(peppolFatals(rules, noAccount).map((f) => f.split(':')[0])).toEqual(['BR-61']);
    const badNumber = await invoiceUbl({
      ...sampleInvoice(),
      seller: { ...sellerParty(), vatNumber: 'BE0400000001' },
    });
    const ids = peppolFatals(rules, badNumber).map((f) => f.split(':')[0]);
    expect(ids).toEqual(['PEPPOL-COMMON-R043', 'PEPPOL-COMMON-R043']);
  }, 60_000);
});
