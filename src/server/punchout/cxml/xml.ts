import { decodeXML } from 'entities';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** Thrown for any document the parser refuses: not well-formed, or carrying DTD entity declarations. */
export class CxmlSyntaxError extends Error {}

/**
 * The parser's entity hook. fast-xml-parser hands it the entities a DOCTYPE declares: any at all is
 * refused, so nothing a request declares is ever expanded (billion laughs) or fetched (XXE; the parser
 * itself already refuses SYSTEM entities and has no loader). Text is decoded with the five XML
 * entities and character references only; an undeclared `&name;` stays literal text.
 */
const entityDecoder = {
  decode: decodeXML,
  addInputEntities(declared: Record<string, string>) {
    if (Object.keys(declared).length > 0) throw new CxmlSyntaxError('DTD entities are not accepted');
  },
  setExternalEntities() {},
  reset() {},
  setXmlVersion() {},
};

/** Elements that may repeat in the requests we read, so they always come back as arrays. */
const REPEATED = new Set(['Credential', 'ItemOut', 'Extrinsic']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  entityDecoder,
  isArray: (name) => REPEATED.has(name),
});

/** Parses a cXML document, validating well-formedness first; the DOCTYPE's external DTD is never read. */
export function parseXml(xml: string): Record<string, unknown> {
  try {
    return parser.parse(xml, true) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof CxmlSyntaxError) throw error;
    throw new CxmlSyntaxError(error instanceof Error ? error.message : 'Malformed XML');
  }
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  suppressEmptyNode: true,
  format: true,
});

export const CXML_VERSION = '1.2.063';
/** The prolog every cXML document carries: a constant, no data goes into it. */
const PROLOG = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">\n`;

/** Serialises a `cXML` element tree; the builder escapes every text and attribute value. */
export function buildCxml(root: Record<string, unknown>): string {
  return PROLOG + builder.build({ cXML: root });
}
