// Serves the built client files (dist/client: hashed /_astro/ assets and public/) with the brotli
// and gzip variants written at build time (src/build/precompress.ts), so nothing is compressed
// per request. Hashed files are immutable; the others are revalidated (ETag, Last-Modified).
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import mime from 'mime-types';
import send from 'send';
import { ENCODINGS, pickEncoding } from '../src/shared/encoding.ts';

const SUFFIX = { br: '.br', gzip: '.gz' };
const HASHED = '/_astro/';

function list(root, dir = '') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? list(root, path) : [path];
  });
}

/** A request handler for the files under `root`; it returns false for a request it does not serve. */
export function staticFiles(root) {
  const files = new Set(list(root));
  // Each servable path with the codings it has a variant for (the variants are not paths of their own).
  const table = new Map();
  for (const path of files) {
    if (Object.values(SUFFIX).some((suffix) => path.endsWith(suffix))) continue;
    table.set(
      path,
      ENCODINGS.filter((encoding) => files.has(path + SUFFIX[encoding])),
    );
  }
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path = (req.url ?? '/').split(/[?#]/)[0];
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
    const encodings = table.get(path);
    if (!encodings) return false;
    // A range addresses the bytes of the file itself, so ranges are served unencoded.
    const encoding = req.headers.range ? null : pickEncoding(req.headers['accept-encoding'], encodings);
    if (encodings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Type', mime.contentType(extname(path)) || 'application/octet-stream');
    }
    const hashed = path.startsWith(HASHED);
    send(req, encoding ? path + SUFFIX[encoding] : path, {
      root,
      immutable: hashed,
      maxAge: hashed ? '1y' : 0,
    })
      .on('error', (error) => {
        res.statusCode = error.status ?? 500;
        res.end();
      })
      .pipe(res);
    return true;
  };
}
