import { describe, expect, it } from 'vitest';
import { orderMessage, setupResponse, statusResponse } from '../../../src/server/punchout/cxml/documents.ts';
import { readSetupRequest } from '../../../src/server/punchout/cxml/setup-request.ts';
import { parseXml } from '../../../src/server/punchout/cxml/xml.ts';
import { assertValidCxml } from './cxml-dtd.ts';
import {
  billionLaughsXml,
  parameterEntityRequestXml,
  setupRequestXml,
  xxeRequestXml,
} from './cxml-fixtures.ts';
import { entityListener } from './entity-listener.ts';

const listener = entityListener();

describe('PunchOutSetupRequest', () => {
  it('reads identities, shared secret, operation, cookie, post URL and items, decoding XML entities', () => {
    const result = readSetupRequest(
      setupRequestXml({
        operation: 'edit',
        lang: 'fr-BE',
        items: [
          { sku: 'IDX-0001', quantity: 3 },
          { sku: 'IDX-0002', quantity: 1.5 },
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        payloadId: '1700000000.123@procurement.example',
        lang: 'fr-BE',
        from: [{ domain: 'NetworkId', identity: 'AN01000000001' }],
        to: [{ domain: 'DUNS', identity: 'indumex' }],
        sender: [{ domain: 'NetworkId', identity: 'AN01000000001', sharedSecret: 'punchout-demo-secret' }],
        operation: 'edit',
        buyerCookie: 'cookie-1234 & <co>',
        postUrl: 'http://127.0.0.1:9/cxml/receive?a=1&b=2',
        items: [
          { supplierPartId: 'IDX-0001', quantity: 3 },
          { supplierPartId: 'IDX-0002', quantity: 1.5 },
        ],
      },
    });
  });

  it('reads a create request without items', () => {
    const result = readSetupRequest(setupRequestXml());
    expect(result.ok && result.request.operation).toBe('create');
    expect(result.ok && result.request.items).toEqual([]);
  });

  it('reads no language from a request without xml:lang', () => {
    const result = readSetupRequest(setupRequestXml().replace(/ xml:lang="[^"]*">/, '>'));
    expect(result.ok && 'lang' in result.request).toBe(false);
  });

  it('refuses malformed XML, a wrong operation, a missing cookie and a bad quantity', () => {
    expect(readSetupRequest('<cXML><Header></cXML>')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(readSetupRequest('not xml at all')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(readSetupRequest('')).toMatchObject({ ok: false });
    expect(
      readSetupRequest(setupRequestXml().replace('operation="create"', 'operation="source"')),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(readSetupRequest(setupRequestXml().replace(/<BuyerCookie>.*<\/BuyerCookie>/, ''))).toMatchObject({
      ok: false,
      reason: 'invalid',
      detail: expect.stringContaining('BuyerCookie'),
    });
    const badQuantity = setupRequestXml({ operation: 'edit', items: [{ sku: 'A', quantity: -1 }] });
    expect(readSetupRequest(badQuantity)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('the parser refuses DTD entities', () => {
  it('does not read a local file through an external entity', () => {
    const result = readSetupRequest(xxeRequestXml('file:///etc/passwd'));
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
    expect(JSON.stringify(result)).not.toContain('root:');
  });

  it('fetches nothing for an external or a parameter entity on a URL', async () => {
    expect(readSetupRequest(xxeRequestXml(listener.url))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(readSetupRequest(parameterEntityRequestXml(listener.url))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    // Give a stray request time to arrive before asserting none did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener.fetched).toEqual([]);
  });

  it('refuses billion laughs quickly, without expanding', () => {
    const started = performance.now();
    expect(readSetupRequest(billionLaughsXml())).toMatchObject({ ok: false, reason: 'malformed' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses even one internal entity, and leaves an undeclared reference as text', () => {
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>')).toThrow(/entities/);
    expect(parseXml('<a>&e; &amp; &#65;</a>')).toEqual({ a: '&e; & A' });
  });
});

describe('cXML documents', () => {
  const message = () =>
    orderMessage({
      host: 'shop.example',
      buyer: [{ domain: 'NetworkID', identity: 'DEMO-BUYER-100001' }],
      supplier: [{ domain: 'DUNS', identity: 'INDUMEX' }],
      buyerCookie: 'cookie <&> 1',
      operation: 'create',
      lang: 'en-GB',
      totalMilli: 47605,
      items: [
        {
          supplierPartId: 'IDX-0001',
          quantity: 3,
          unitPriceMilli: 12345,
          description: 'Ball bearing 6204 "2RS" <sealed> & greased',
          unitOfMeasure: 'C62',
          classification: { domain: 'UNSPSC', code: '31171504' },
          manufacturerPartId: '6204-2RS',
          manufacturerName: 'SKF',
          leadTimeDays: 2,
        },
        {
          supplierPartId: 'IDX-0002',
          auxiliaryId: 'line-2',
          quantity: 1.5,
          unitPriceMilli: 7000,
          description: 'V-belt',
          unitOfMeasure: 'MTR',
          classification: { domain: 'Category', code: 'Belts' },
        },
      ],
    });

  it('builds a PunchOutOrderMessage that is valid against the cXML 1.2.063 DTD', () => {
    const xml = message();
    expect(() => assertValidCxml(xml)).not.toThrow();
    expect(() => assertValidCxml(xml.replace('<UnitOfMeasure>MTR</UnitOfMeasure>', ''))).toThrow(
      /UnitOfMeasure/,
    );
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">');
    expect(xml).toContain('<BuyerCookie>cookie &lt;&amp;&gt; 1</BuyerCookie>');
    expect(xml).toMatch(
      /<PunchOutOrderMessageHeader operationAllowed="edit">\s*<Total>\s*<Money currency="EUR">47.605</,
    );
    expect(xml).toMatch(/<ItemIn quantity="1.5">/);
    expect(xml).toContain('<UnitOfMeasure>MTR</UnitOfMeasure>');
    expect(xml).toMatch(/<UnitPrice>\s*<Money currency="EUR">12.345</);
    expect(xml).toMatch(/<UnitPrice>\s*<Money currency="EUR">7.00</);
    expect(xml).toContain('<Classification domain="UNSPSC">31171504</Classification>');
  });

  it('round-trips through the parser: escaped values come back as they were', () => {
    const tree = parseXml(message()) as {
      cXML: { Message: { PunchOutOrderMessage: Record<string, unknown> } };
    };
    const poom = tree.cXML.Message.PunchOutOrderMessage as {
      BuyerCookie: string;
      ItemIn: { ItemDetail: { Description: { '#text': string; '@_xml:lang': string } } }[];
    };
    expect(poom.BuyerCookie).toBe('cookie <&> 1');
    expect(poom.ItemIn[0]?.ItemDetail.Description).toEqual({
      '#text': 'Ball bearing 6204 "2RS" <sealed> & greased',
      '@_xml:lang': 'en-GB',
    });
  });

  it('allows only inspect after an inspect session', () => {
    const xml = orderMessage({
      ...{ host: 'h', buyer: [], supplier: [] },
      buyerCookie: 'c',
      operation: 'inspect',
      lang: 'en',
      totalMilli: 0,
      items: [],
    });
    expect(xml).toContain('operationAllowed="inspect"');
  });

  it('builds a valid setup response and status responses', () => {
    const ok = setupResponse('shop.example', 'https://shop.example/cxml/auth/a?b=1&c=2');
    expect(() => assertValidCxml(ok)).not.toThrow();
    expect(ok).toContain('<URL>https://shop.example/cxml/auth/a?b=1&amp;c=2</URL>');
    const denied = statusResponse(
      'shop.example',
      401,
      'Unauthorized',
      'Unknown sender or wrong shared secret',
    );
    expect(() => assertValidCxml(denied)).not.toThrow();
    expect(denied).toMatch(/<Status code="401" text="Unauthorized">Unknown sender/);
  });
});
