import { describe, expect, it } from 'vitest';
import { call, languageId } from './client.ts';

// §2 detail tabs (issue 27): their texts are the product's translation in the context language.
async function tabsIn(locale: string) {
  const headers = { 'sw-language-id': await languageId(locale) };
  const res = await call('POST', '/product', {
    body: { filter: [{ type: 'equals', field: 'productNumber', value: 'IM-100158' }] },
    headers,
  });
  expect(res.status).toBe(200);
  return res.json.elements[0].customFields;
}

describe('product tab texts', () => {
  it('are served in each of the four languages', async () => {
    const [nl, fr, en, de] = await Promise.all(['nl-NL', 'fr-FR', 'en-GB', 'de-DE'].map(tabsIn));
    expect(nl.b2b_applications).toContain('Geschikt voor elektromotoren');
    expect(fr.b2b_applications).toContain('Convient aux moteurs électriques');
    expect(en.b2b_applications).toContain('Suitable for electric motors');
    expect(de.b2b_applications).toContain('Geeignet für Elektromotoren');
    expect(fr.b2b_instructions).toContain('Nettoyez');
    expect(fr.b2b_downloads[0].title).toMatch(/^Catalogue produits /);
    expect(de.b2b_documents[0].title).toBe('Maßzeichnung');
    // The links are the same in every language; only their titles are translated.
    expect(fr.b2b_documents[0].url).toBe(nl.b2b_documents[0].url);
  });
});
