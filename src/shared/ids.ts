import { createHash, randomUUID } from 'node:crypto';

/** A deterministic UUID (v5-style, SHA-1) for a seed name: the same name always gives the same id. */
export function stableId(name: string): string {
  const h = createHash('sha1').update(`b2b:${name}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();
