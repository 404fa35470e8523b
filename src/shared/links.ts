/** Absolute URLs and mail/phone links leave the shop; everything else is a shop path. */
export const isExternalLink = (link: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(link);

/** The schemes a link may lead to: a `javascript:` or `data:` link from content never reaches an href. */
const SAFE_SCHEME = /^(https?:|mailto:|tel:|\/\/)/i;

/** A shop path, or an external link of an allowed scheme. */
export const isSafeLink = (link: string): boolean => !isExternalLink(link) || SAFE_SCHEME.test(link);

/** Keys under which CMS content holds a link target (`link`, `url`, `buttonLink`, `externalUrl`…). */
const LINK_KEY = /(link|url)$/i;

/**
 * The places in a CMS element config (nested lists of banners, slides, footer links…) whose link
 * has a scheme that is not allowed: `['banners', 0, 'link']`. Shopware's `{ source, value }` entries
 * are looked into.
 */
export function unsafeLinks(config: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(config)) return config.flatMap((item, i) => unsafeLinks(item, [...at, i]));
  if (typeof config !== 'object' || config === null) return [];
  return Object.entries(config).flatMap(([key, value]) => {
    const plain =
      typeof value === 'object' && value !== null && 'value' in value
        ? (value as { value: unknown }).value
        : value;
    if (LINK_KEY.test(key) && typeof plain === 'string')
      return isSafeLink(plain.trim()) ? [] : [[...at, key]];
    return unsafeLinks(value, [...at, key]);
  });
}
