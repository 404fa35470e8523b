import type { punchoutSettings } from '../db/schema/index.ts';
import type { UnitMapping } from '../punchout/types.ts';
import { companyId, customerId } from './customers.ts';
import type { Unit } from './data.ts';

/** The demo procurement system's cXML shared secret (README). */
export const DEMO_CXML_SECRET = 'punchout-demo-secret';

/** Every unit the catalogue uses: ISO code for OCI, UN/CEFACT Rec. 20 code for cXML. */
const UNITS: Record<Unit, UnitMapping[string]> = {
  ST: { iso: 'PCE', unece: 'C62' },
  M: { iso: 'MTR', unece: 'MTR' },
  KG: { iso: 'KGM', unece: 'KGM' },
  L: { iso: 'LTR', unece: 'LTR' },
  PAK: { iso: 'PK', unece: 'PK' },
};

/**
 * Company 100001 punches out as demo.oci: OCI as `demo.oci` / the demo password, hook URLs on the
 * local machine (any port), cXML from the demo Ariba network id with the demo shared secret.
 */
export function punchoutRows(
  ociPasswordHash: string,
  cxmlSecretHash: string,
): (typeof punchoutSettings.$inferInsert)[] {
  return [
    {
      companyId: companyId('100001'),
      customerId: customerId('demo.oci'),
      ociEnabled: true,
      ociUsername: 'demo.oci',
      ociPasswordHash,
      allowedHookUrls: ['http://127.0.0.1', 'http://localhost'],
      cxmlFromDomain: 'NetworkId',
      cxmlFromIdentity: 'AN01000000001',
      cxmlToDomain: 'DUNS',
      cxmlToIdentity: 'indumex',
      cxmlSenderDomain: 'NetworkId',
      cxmlSenderIdentity: 'AN01000000001',
      cxmlSecretHash,
      allowedPostHosts: ['127.0.0.1', 'localhost'],
      cxmlBase64: false,
      unitMapping: UNITS,
    },
  ];
}
