import { describe, expect, it } from 'vitest';
import { documentTotals } from '../../../src/server/documents/totals.ts';
import { invoiceUbl, PEPPOL_CUSTOMIZATION_ID } from '../../../src/server/documents/ubl.ts';
import { assertValidUbl } from '../../peppol.ts';
import { sampleInvoice } from './sample.ts';

describe('Peppol BIS Billing 3.0 UBL', () => {
  it('is valid UBL 2.1 with the Peppol ids, both parties, every line and exact totals', async () => {
    const xml = await invoiceUbl(sampleInvoice());
    expect(() => assertValidUbl(xml)).not.toThrow();
    expect(xml).toContain(`<cbc:CustomizationID>${PEPPOL_CUSTOMIZATION_ID}</cbc:CustomizationID>`);
    expect(xml).toContain('<cbc:ID>F2026-000123</cbc:ID>');
    expect(xml).toContain('<cbc:CompanyID>BE0403170701</cbc:CompanyID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(xml).toContain('<cbc:SalesOrderID>10023</cbc:SalesOrderID>');
    expect(xml.match(/<cac:InvoiceLine>/g)).toHaveLength(2);
    // 3 × 12.345 = 37.035 → 37.04; 1.5 × 0.99 = 1.485 → 1.49 (rounded once per line).
    expect(xml).toContain('<cbc:LineExtensionAmount currencyID="EUR">37.04</cbc:LineExtensionAmount>');
    expect(xml).toContain('<cbc:LineExtensionAmount currencyID="EUR">1.49</cbc:LineExtensionAmount>');
    // 12.345 has three decimals: given for a base quantity of 10.
    expect(xml).toMatch(
      /<cbc:PriceAmount currencyID="EUR">123.45<\/cbc:PriceAmount>\s*<cbc:BaseQuantity unitCode="C62">10</,
    );
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">46.40</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:ID>DEMO-0001</cbc:ID>');
  });

  it("fails the library's EN 16931 checks on data that breaks them, and the schema on broken XML", async () => {
    const broken = { ...sampleInvoice(), lines: [], buyer: { ...sampleInvoice().buyer, countryCode: 'XX' } };
    await expect(invoiceUbl(broken)).rejects.toThrow(/validation failed/);
    const xml = await invoiceUbl(sampleInvoice());
    expect(() => assertValidUbl(xml.replace('<cbc:IssueDate>', '<cbc:IssueDay>'))).toThrow();
  });

  it('sums VAT per rate in cents', () => {
    expect(documentTotals(sampleInvoice().lines)).toEqual({
      netCents: 3853,
      vat: [
        { rate: 21, taxableCents: 3704, taxCents: 778 },
        { rate: 6, taxableCents: 149, taxCents: 9 },
      ],
      vatCents: 787,
      grossCents: 4640,
    });
  });
});
