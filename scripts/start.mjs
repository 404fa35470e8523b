// `npm start`: builds the shop when the build is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const entry = 'dist/server/entry.mjs';
const sources = ['src', 'blocks', 'islands', 'locales', 'public', 'astro.config.mjs', 'package.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path).map((name) => (name === 'paraglide' ? 0 : newest(join(path, name)))),
  );
}

// Refused before anything is built or served: the CMS preview would open drafts to anyone.
const { previewTokenProblem } = await import('../src/server/cms/preview.ts');
const problem = previewTokenProblem(process.env);
if (problem) {
  console.error(`[start] refusing to start in production: ${problem}`);
  process.exit(1);
}
// Every invoice would name this seller: an invalid enterprise number or account fails Peppol.
const { sellerConfigProblem } = await import('../src/server/documents/seller-config.ts');
const sellerProblem = sellerConfigProblem(process.env);
if (sellerProblem) {
  console.error(`[start] refusing to start: ${sellerProblem}`);
  process.exit(1);
}

// The seed's demo integration (README) would let anyone write the catalogue through the Admin API.
const { demoIntegrationPreflight } = await import('../src/server/integration/demo.ts');
const demoProblem = await demoIntegrationPreflight(process.env);
if (demoProblem) {
  console.error(`[start] refusing to start in production: ${demoProblem}`);
  process.exit(1);
}

if (!existsSync(entry) || statSync(entry).mtimeMs < Math.max(...sources.map(newest))) {
  console.log('[start] building the storefront…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { serve } = await import('./serve.mjs');
await serve();
