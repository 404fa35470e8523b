/** Text that must be stored and shown as text: markup, SQL, spreadsheet formulas, tricky unicode. */
export const TEXT_PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "'; DROP TABLE customer; --",
  '" OR 1=1 --',
  '=HYPERLINK("http://evil.example","x")',
  '@SUM(1+1)',
  'abc\u202Etxt.exe',
  'e\u0301 \u200B\uFEFF 𝕏',
];

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Bodies no call may take: each must be refused with a 4xx in the envelope, changing nothing. */
export const REFUSED_BODIES: [string, string][] = [
  ['malformed JSON', '{"name": "x",'],
  ['a JSON array', '[{"name":"x"}]'],
  ['a JSON string', '"x"'],
  ['JSON null', 'null'],
  ['10,000 levels of nesting', nested(10_000)],
  ['100 levels of nesting', nested(100)],
  ['a NUL character', '{"name":"a\\u0000b","username":"\\u0000"}'],
  ['a lone surrogate', '{"name":"a\\ud800b","username":"\\udfff"}'],
  ['a 10 MB body', JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) })],
];

type Schemaish = {
  type?: string;
  entries?: Record<string, Schemaish>;
  options?: Schemaish[];
  wrapped?: Schemaish;
};
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'non_optional']);

/** Every field name of every payload schema (src/shared/schemas), with its schema stripped of wrappers. */
function schemaFields(): Map<string, Schemaish | undefined> {
  const modules = import.meta.glob<Record<string, unknown>>('../../../src/shared/schemas/*.ts', {
    eager: true,
  });
  const out = new Map<string, Schemaish | undefined>();
  const visit = (schema: Schemaish | undefined) => {
    if (!schema || typeof schema !== 'object') return;
    for (const option of schema.options ?? []) visit(option);
    for (const [key, field] of Object.entries(schema.entries ?? {})) {
      let base: Schemaish | undefined = field;
      while (base && WRAPPERS.has(base.type ?? '')) base = base.wrapped;
      if (!out.has(key)) out.set(key, base);
    }
  };
  for (const module of Object.values(modules))
    for (const value of Object.values(module)) visit(value as Schemaish);
  return out;
}

/** Every schema field name: the query parameters a GET route may read (plus those read by name). */
export const fieldNames = () => [...schemaFields().keys()];

/**
 * Every field name of every payload schema with a value of the wrong type:
 * a number where text is expected, text where a number, list, object or flag is.
 */
export function wrongTypes(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, base] of schemaFields()) out[key] = base?.type === 'number' ? 'not a number' : 12345;
  return out;
}
