import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.html',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
// Below this a variant saves less than its headers cost.
const MIN_BYTES = 512;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes `.br` and `.gz` next to every text file of the client build, for scripts/static-files.mjs. */
export async function precompress(dir: string): Promise<number> {
  const targets = (await files(dir)).filter((file) => TEXT.has(extname(file)));
  let written = 0;
  await Promise.all(
    targets.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      written += 1;
    }),
  );
  return written;
}

/** Precompresses the client build once it is written (every `astro build`, also from `npm start`). */
export function precompressIntegration(): AstroIntegration {
  let client: URL | undefined;
  return {
    name: 'b2b-precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        client = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        if (!client) return;
        const count = await precompress(fileURLToPath(client));
        logger.info(`brotli and gzip variants of ${count} files`);
      },
    },
  };
}
