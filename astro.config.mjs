import node from '@astrojs/node';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { csp } from './src/build/csp.ts';
import { precompressIntegration } from './src/build/precompress.ts';
import { tapIntegration } from './src/build/tap-integration.ts';

// Every page is rendered on the server: paths are resolved by the Store API at request time.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), tapIntegration(), precompressIntegration()],
  // The styles (8 KB brotli) are inlined into every page: nothing blocks the first render, and the
  // first screen is styled with its first paint (no flash, no shift).
  build: { inlineStylesheets: 'always' },
  // Cross-site writes are refused by src/api/same-origin.ts (pages and Store API alike), which lets
  // the punch-out entry /oci through: procurement systems post to it from their own site.
  // The page CSP: see src/build/csp.ts.
  security: { checkOrigin: false, csp },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? true },
  i18n: {
    locales: [
      { path: 'nl', codes: ['nl-NL'] },
      { path: 'fr', codes: ['fr-FR'] },
      { path: 'en', codes: ['en-GB'] },
      { path: 'de', codes: ['de-DE'] },
    ],
    defaultLocale: 'nl',
    fallback: { fr: 'en', de: 'en' },
    // Domains and their prefixes come from the sales channel (middleware), so Astro must not rewrite.
    routing: 'manual',
  },
  vite: {
    plugins: [
      tailwindcss(),
      paraglideVitePlugin({
        project: './locales/project.inlang',
        outdir: './src/paraglide',
        emitTsDeclarations: true,
      }),
    ],
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
  },
});
