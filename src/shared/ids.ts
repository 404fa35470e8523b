import { createHash, randomUUID } from 'node:crypto';

/** A deterministic UUID (v5-style, SHA-1) for a seed name: the same name always gives the same id. */
export function stableId(name: string): string {
  const h = createHash('sha1').update(`b2b:${name}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();

/**
 * The Admin API id of a seeded warehouse, from its code; MD5 so that migration 0034 gives stored
 * warehouses the same id in SQL (md5('b2b:warehouse:' || code)::uuid).
 */
export function warehouseId(code: string): string {
  const h = createHash('md5').update(`b2b:warehouse:${code}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
