import { Hono } from 'hono';
import { parse, readJson } from '../../http/validate.ts';
import { storeMediaFile } from '../../media/files.ts';
import { type AdminEnv, assertAdminPermission } from '../auth.ts';
import { hexId } from '../sync/report.ts';
import { storedMedium, UploadByUrlBody, uploadByUrl, uploadedFile } from './upload.ts';

/**
 * Shopware's media uploads for ERP connectors (issue 29): a file for a medium synced before
 * (`/_action/media/{mediaId}/upload`, by URL or as the body), or a new medium from a URL
 * (`/_action/media/upload_by_url`). `onWrite` forgets remembered content, as after a sync.
 */
export const mediaRoutes = (onWrite: () => void) =>
  new Hono<AdminEnv>()
    .post('/_action/media/:mediaId/upload', async (c) => {
      assertAdminPermission(c, 'media', 'write');
      const id = await storedMedium(c.get('db'), c.req.param('mediaId'));
      const file = await uploadedFile(c);
      const url = await storeMediaFile(
        c.get('db'),
        id,
        file,
        c.req.query('fileName') || file.fileName || hexId(id),
      );
      onWrite();
      c.header('location', new URL(url, c.req.url).href);
      return c.body(null, 204);
    })
    .post('/_action/media/upload_by_url', async (c) => {
      assertAdminPermission(c, 'media', 'write');
      const { id } = await uploadByUrl(c.get('db'), parse(UploadByUrlBody, await readJson(c)));
      onWrite();
      return c.json({ id: hexId(id) });
    });
