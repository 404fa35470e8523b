import { createHash } from 'node:crypto';
import { stableId } from '../../shared/ids.ts';
import type { media } from '../db/schema/index.ts';
import { MEDIA_FILES } from './data.ts';
import { translations } from './text.ts';

export const mediaId = (name: string) => stableId(`media:${name}`);
export const mediaUrl = (name: string) => `/media/${name}.svg`;

/**
 * The CDN custom fields of §3 ({product}Cdn…, with `b2b` as the product prefix). The files are
 * served by the storefront itself, so the CDN domain is empty and the URL is site-relative.
 */
const cdnFields = (name: string) => ({
  b2bCdnType: 'image',
  b2bCdnFormat: 'svg',
  b2bCdnUrl: mediaUrl(name),
  b2bCdnDefaultDomain: '',
  b2bCdnExtension: 'svg',
  b2bOrigin: 'seed',
  b2bHashId: createHash('sha1').update(name).digest('hex').slice(0, 16),
  b2bSeoName: name,
  lowResolution: false,
});

export const mediaRows = (): (typeof media.$inferInsert)[] =>
  MEDIA_FILES.map(({ name, width, height, alt }) => ({
    id: mediaId(name),
    url: mediaUrl(name),
    mimeType: 'image/svg+xml',
    width,
    height,
    translations: translations({ alt, title: alt }),
    customFields: cdnFields(name),
  }));
