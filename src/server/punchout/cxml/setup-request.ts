import * as v from 'valibot';
import { MAX_LINES, Quantity } from '../../../shared/schemas/cart.ts';
import { type CxmlSyntaxError, parseXml } from './xml.ts';

/**
 * The PunchOutSetupRequest a procurement system posts (cXML 1.2.063), read from the parsed tree into a
 * typed value. Only what the shop uses is read; the rest of the document is ignored.
 */

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

const CredentialSchema = v.object({
  '@_domain': Text(100),
  Identity: Text(255),
});
const SenderCredentialSchema = v.object({
  ...CredentialSchema.entries,
  SharedSecret: v.optional(v.pipe(v.string(), v.maxLength(255))),
});

/** Real headers carry one to three credentials each; a bound keeps the per-identity throttle cheap. */
const MAX_CREDENTIALS = 10;
const Credentials = <T extends v.GenericSchema>(item: T) =>
  v.object({ Credential: v.pipe(v.array(item), v.minLength(1), v.maxLength(MAX_CREDENTIALS)) });

const ItemOutSchema = v.object({
  '@_quantity': v.pipe(v.string(), v.trim(), v.transform(Number), Quantity),
  ItemID: v.object({
    SupplierPartID: Text(64),
    SupplierPartAuxiliaryID: v.optional(v.pipe(v.string(), v.maxLength(255))),
  }),
});

const SetupRequestSchema = v.object({
  cXML: v.object({
    '@_payloadID': Text(255),
    // The buyer's language (xml:lang="fr-BE"); BCP 47 tags are at most 35 characters in practice.
    '@_xml:lang': v.optional(v.pipe(v.string(), v.trim(), v.maxLength(35))),
    Header: v.object({
      From: Credentials(CredentialSchema),
      To: Credentials(CredentialSchema),
      Sender: Credentials(SenderCredentialSchema),
    }),
    Request: v.object({
      PunchOutSetupRequest: v.object({
        '@_operation': v.picklist(['create', 'edit', 'inspect']),
        BuyerCookie: Text(2048),
        BrowserFormPost: v.object({ URL: v.pipe(Text(2048), v.url()) }),
        ItemOut: v.optional(v.pipe(v.array(ItemOutSchema), v.maxLength(MAX_LINES)), []),
      }),
    }),
  }),
});

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export interface CxmlSetupRequest {
  payloadId: string;
  /** The document's xml:lang, if any. */
  lang?: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: (CxmlCredential & { sharedSecret: string })[];
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  postUrl: string;
  items: { supplierPartId: string; auxiliaryId?: string; quantity: number }[];
}

export type SetupRequestResult =
  | { ok: true; request: CxmlSetupRequest }
  | { ok: false; reason: 'malformed' | 'invalid'; detail: string };

const credential = (c: { '@_domain': string; Identity: string }): CxmlCredential => ({
  domain: c['@_domain'],
  identity: c.Identity,
});

/** Reads a PunchOutSetupRequest; `malformed` for XML the parser refuses, `invalid` for a wrong shape. */
export function readSetupRequest(xml: string): SetupRequestResult {
  let tree: Record<string, unknown>;
  try {
    tree = parseXml(xml);
  } catch (error) {
    return { ok: false, reason: 'malformed', detail: (error as CxmlSyntaxError).message };
  }
  const parsed = v.safeParse(SetupRequestSchema, tree);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue) ?? 'cXML';
    return { ok: false, reason: 'invalid', detail: `${path.replaceAll('@_', '@')}: ${issue.message}` };
  }
  const { cXML } = parsed.output;
  const setup = cXML.Request.PunchOutSetupRequest;
  return {
    ok: true,
    request: {
      payloadId: cXML['@_payloadID'],
      ...(cXML['@_xml:lang'] ? { lang: cXML['@_xml:lang'] } : {}),
      from: cXML.Header.From.Credential.map(credential),
      to: cXML.Header.To.Credential.map(credential),
      sender: cXML.Header.Sender.Credential.map((c) => ({
        ...credential(c),
        sharedSecret: c.SharedSecret ?? '',
      })),
      operation: setup['@_operation'],
      buyerCookie: setup.BuyerCookie,
      postUrl: setup.BrowserFormPost.URL,
      items: setup.ItemOut.map((item) => ({
        supplierPartId: item.ItemID.SupplierPartID,
        ...(item.ItemID.SupplierPartAuxiliaryID ? { auxiliaryId: item.ItemID.SupplierPartAuxiliaryID } : {}),
        quantity: item['@_quantity'],
      })),
    },
  };
}
