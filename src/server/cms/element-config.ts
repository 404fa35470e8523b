import { normalizeId } from '../../shared/catalog/listing.ts';

type Config = Record<string, unknown>;

const isRecord = (value: unknown): value is Config =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shopware's element config entry: `{ source: 'static' | 'mapped' | 'default', value }`. */
const isEntry = (value: unknown): value is { source: string; value: unknown } =>
  isRecord(value) && typeof value.source === 'string' && 'value' in value && Object.keys(value).length === 2;

/** Ids under `…Id` and `…Ids` keys as the shop stores them (dashed); Shopware sends 32 hex digits. */
function withIds(value: unknown, key: string, depth: number): unknown {
  if (depth > 6) return value;
  if (typeof value === 'string' && /Ids?$/.test(key)) return normalizeId(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withIds(item, key, depth + 1));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v, k, depth + 1)]));
}

/**
 * A slot config as the blocks read it: a layout written through the Admin API in Shopware's shape
 * (`{ content: { source: 'static', value: '<p>…' } }`, `media` for the image's file, hex ids) reads
 * the same as the seed's plain values (`{ content: '<p>…', mediaId }`). Mapped values (filled from the
 * page's entity in Shopware) are not resolved here and read as absent.
 */
export function elementConfig(config: Config): Config {
  const plain: Config = {};
  for (const [key, entry] of Object.entries(config)) {
    if (!isEntry(entry)) plain[key] = entry;
    else if (entry.source !== 'mapped') plain[key] = entry.value;
  }
  if (typeof plain.media === 'string' && plain.mediaId === undefined) plain.mediaId = plain.media;
  return withIds(plain, '', 0) as Config;
}
