import { encodeXML } from 'entities';

/** PunchOutSetupRequests as procurement systems send them, for the unit, API and e2e tests; by default
 * with the identities and shared secret of the demo seed (company 100001). */

export interface SetupRequestOptions {
  operation?: 'create' | 'edit' | 'inspect';
  fromIdentity?: string;
  toIdentity?: string;
  senderIdentity?: string;
  sharedSecret?: string;
  buyerCookie?: string;
  postUrl?: string;
  items?: { sku: string; quantity: number }[];
  /** The cXML root's xml:lang (the buyer's language); Dutch, the shop's default, unless told. */
  lang?: string;
}

/** A PunchOutSetupRequest with the demo company's identities unless told otherwise. */
export function setupRequestXml(o: SetupRequestOptions = {}): string {
  const items = (o.items ?? [])
    .map(
      (item) => `
      <ItemOut quantity="${item.quantity}">
        <ItemID><SupplierPartID>${encodeXML(item.sku)}</SupplierPartID></ItemID>
      </ItemOut>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">
<cXML payloadID="1700000000.123@procurement.example" timestamp="2026-11-25T10:00:00+01:00" xml:lang="${encodeXML(o.lang ?? 'nl-BE')}">
  <Header>
    <From><Credential domain="NetworkId"><Identity>${encodeXML(o.fromIdentity ?? 'AN01000000001')}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>${encodeXML(o.toIdentity ?? 'indumex')}</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkId">
        <Identity>${encodeXML(o.senderIdentity ?? o.fromIdentity ?? 'AN01000000001')}</Identity>
        <SharedSecret>${encodeXML(o.sharedSecret ?? 'punchout-demo-secret')}</SharedSecret>
      </Credential>
      <UserAgent>Procurement stand-in 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${encodeXML(o.buyerCookie ?? 'cookie-1234 & <co>')}</BuyerCookie>
      <Extrinsic name="UserEmail">buyer@demo.example</Extrinsic>
      <BrowserFormPost><URL>${encodeXML(o.postUrl ?? 'http://127.0.0.1:9/cxml/receive?a=1&b=2')}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en">Demo Buyer</Name></Contact>${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

/** An external entity pointing at `target` (a file or a URL), used in the BuyerCookie. */
export const xxeRequestXml = (target: string) =>
  setupRequestXml({ buyerCookie: 'placeholder' })
    .replace(
      '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">',
      `<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "${target}">]>`,
    )
    .replace('placeholder', '&xxe;');

/** A parameter entity that would load a DTD from `target`. */
export const parameterEntityRequestXml = (target: string) =>
  setupRequestXml().replace(
    '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">',
    `<!DOCTYPE cXML [<!ENTITY % remote SYSTEM "${target}"> %remote;]>`,
  );

/** Billion laughs: ten levels of ten-fold entity expansion. */
export function billionLaughsXml(): string {
  const levels = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return setupRequestXml({ buyerCookie: 'placeholder' })
    .replace(
      '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">',
      `<!DOCTYPE cXML [${levels.join('')}]>`,
    )
    .replace('placeholder', '&lol9;');
}
