import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * Validators for Admin API answers from the schema `@shopware/api-client` ships for Shopware 6.7
 * (api-types/adminApiSchema.json): a 200 answer of one operation, or a shared error response.
 */
const document = JSON.parse(
  readFileSync('node_modules/@shopware/api-client/api-types/adminApiSchema.json', 'utf8'),
);
// OpenAPI 3.0 keywords (nullable, example) are not JSON Schema: strict off.
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('uri-reference', true);
// OpenAPI's numeric formats give a width only; a timestamp must be one.
for (const width of ['int64', 'float']) ajv.addFormat(width, true);
ajv.addFormat('date-time', (s: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s),
);
/**
 * OpenAPI 3.0 into JSON Schema: a `$ref` stands alone (its siblings are ignored: an error's `meta`
 * is the `meta` object, not the array beside it) and points into this document; `type: "mixed"`
 * is PHP's "anything", not a JSON Schema type.
 */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== 'object') return node;
  const schema = node as Record<string, unknown>;
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref.replace(/^#\//, 'admin-api#/') };
  const entries = Object.entries(schema).filter(([key, value]) => !(key === 'type' && value === 'mixed'));
  return Object.fromEntries(entries.map(([key, value]) => [key, rebase(value)]));
}

ajv.addSchema({ $id: 'admin-api', components: rebase(document.components) });

export function adminAnswer(method: string, path: string): ValidateFunction {
  const content = document.paths[path]?.[method]?.responses?.['200']?.content;
  // A few media paths of 6.7's file spell the type with an escaped slash.
  const schema = (content?.['application/json'] ?? content?.['application\\/json'])?.schema;
  if (!schema) throw new Error(`The Admin API schema has no 200 answer for ${method} ${path}`);
  return ajv.compile(rebase(schema) as object);
}

export function adminError(status: '400' | '401' | '403' | '404'): ValidateFunction {
  return ajv.compile(
    rebase(document.components.responses[status].content['application/json'].schema) as object,
  );
}

/** The validator's complaints, empty when the answer fits. */
export function drift(validate: ValidateFunction, answer: unknown): string[] {
  validate(answer);
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
