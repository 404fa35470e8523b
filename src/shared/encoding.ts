/** Content codings the shop answers with, best first: brotli is smaller than gzip for text. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The coding to answer an `Accept-Encoding` header with, among those available: the first of
 * ENCODINGS the client accepts (a `q=0` refuses it; `*` accepts what is not named), else none.
 */
export function pickEncoding(
  header: string | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const star = quality.get('*') ?? 0;
  return ENCODINGS.find((name) => available.includes(name) && (quality.get(name) ?? star) > 0) ?? null;
}
