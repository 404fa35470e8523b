import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_CONFIG } from '../../src/server/documents/seller-config.ts';
import { assertValidUbl, compilePeppolRules, peppolFatals } from '../peppol.ts';
import { call, loginAs } from './client.ts';

// Issue 27: every invoice UBL the Store API serves passes the official Peppol BIS 3.0 Schematron
// (EN 16931 and Peppol rules) with 0 fatal asserts, on the seeded ERP invoices of both demo companies.

const USERS = ['demo.lead', 'other.lead'];

/** Each user's newest page of invoices as the Store API serves their UBL: [invoice number, XML]. */
async function invoiceUbls(username: string): Promise<[string, string][]> {
  const token = await loginAs(username);
  const list = await call('GET', '/b2b/invoice/history?sort=date&order=desc', { token });
  expect(list.status, list.text).toBe(200);
  const documents: [string, string][] = [];
  for (const { invoiceNumber } of list.json.elements as { invoiceNumber: string }[]) {
    const ubl = await call('GET', `/b2b/invoice/history/ubl?invoiceNumber=${invoiceNumber}`, { token });
    expect(ubl.status, ubl.text).toBe(200);
    documents.push([invoiceNumber, ubl.text]);
  }
  return documents;
}

let rules: string[];
const ubls = new Map<string, [string, string][]>();
beforeAll(async () => {
  // All fetched before any check: a check blocks for seconds, and the server drops idle keep-alive sockets.
  for (const username of USERS) ubls.set(username, await invoiceUbls(username));
  rules = await compilePeppolRules();
}, 600_000);

describe('invoice UBL and Peppol BIS 3.0', () => {
  for (const username of USERS) {
    it(`serves ${username}'s invoices as UBL that no Peppol rule rejects`, () => {
      const documents = ubls.get(username) ?? [];
      expect(documents.length).toBeGreaterThan(0);
      let withCosts = 0;
      for (const [invoiceNumber, xml] of documents) {
        expect(() => assertValidUbl(xml), invoiceNumber).not.toThrow();
        expect(peppolFatals(rules, xml), invoiceNumber).toEqual([]);
        // The seller as configured (the demo defaults here): endpoint, legal id and the account to pay.
        expect(xml).toContain(
          `<cbc:EndpointID schemeID="0208">${DEMO_SELLER_CONFIG.enterpriseNumber}</cbc:EndpointID>`,
        );
        expect(xml).toMatch(
          new RegExp(`<cac:PayeeFinancialAccount>\\s*<cbc:ID>${DEMO_SELLER_CONFIG.iban}</cbc:ID>`),
        );
        if (/<cbc:ID>(DELIVERY|SURCHARGE)<\/cbc:ID>/.test(xml)) withCosts++;
      }
      // The page holds invoices with a delivery or additional cost line, a shape of its own.
      expect(withCosts).toBeGreaterThan(0);
    }, 300_000);
  }
});
