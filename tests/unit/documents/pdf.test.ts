import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { invoicePdf, offerPdf } from '../../../src/server/documents/pdf.ts';
import type { DocumentLine } from '../../../src/server/documents/types.ts';
import { sampleInvoice } from './sample.ts';

const textOf = async (pdf: Uint8Array) => {
  const doc = await getDocumentProxy(pdf);
  return { pages: doc.numPages, text: (await extractText(doc, { mergePages: true })).text };
};

describe('document PDFs', () => {
  it('render the invoice in the buyer language with its number, parties, lines and total', async () => {
    const { text, pages } = await textOf(await invoicePdf(sampleInvoice(), 'fr-FR'));
    expect(pages).toBe(1);
    expect(text).toContain('Facture F2026-000123');
    expect(text).toContain('Démo Industrie NV');
    expect(text).toContain('TVA: BE0403170701');
    expect(text).toContain('IM-100158');
    expect(text).toContain('DEMO-0001');
    expect(text).toMatch(/Total TVAC\s*€ 46,40/);
  });

  it('continue on new pages for long offers, with delivery dates and the status', async () => {
    const [first] = sampleInvoice().lines as [DocumentLine];
    const lines = Array.from({ length: 80 }, (_, i) => ({
      ...first,
      productNumber: `IM-${100_000 + i}`,
      deliveryDate: '2026-12-01',
    }));
    const pdf = await offerPdf(
      { ...sampleInvoice(), number: 'O1234', status: 'processed', clientReference: 'Werf Gent', lines },
      'nl-NL',
    );
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Offerte O1234');
    expect(text).toContain('Status: Verwerkt');
    expect(text).toContain('Uw referentie: Werf Gent');
    expect(text).toContain('IM-100079');
    expect(text).toContain('1-12-2026');
  });
});
