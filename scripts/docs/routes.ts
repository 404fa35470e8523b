// docs/routes.md from the app's own route table (Hono's `app.routes`): `npm run docs:routes` writes it,
// tests/unit/routes-doc.test.ts fails when the file and the code drift apart.
import { writeFileSync } from 'node:fs';
import { createStoreApi } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/client.ts';

const SECTIONS = [
  { title: 'Store API', test: (path: string) => path.startsWith('/store-api/') },
  { title: 'Admin API', test: (path: string) => path.startsWith('/api/') },
  { title: 'Other', test: (_path: string) => true },
];

/** The route list as Markdown: one list per API, routes by path then method. */
export function routesMarkdown(): string {
  // Building the app opens nothing: the routes are listed, never called.
  const app = createStoreApi({} as Db);
  const routes = [
    ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.path} ${r.method}`)),
  ]
    .map((key) => {
      const [path = '', method = ''] = key.split(' ');
      return { path, method };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const out = [
    '# Routes',
    '',
    'Every route the Store API and the Admin API serve, generated from the route table by',
    '`npm run docs:routes` (a unit test fails when this file and the code differ). What each one takes and',
    'answers: [store-api.md](./store-api.md), [erp-integration.md](./erp-integration.md) or the handler in',
    '`src/server`.',
  ];
  const left = new Set(routes);
  for (const section of SECTIONS) {
    const mine = [...left].filter((r) => section.test(r.path));
    if (!mine.length) continue;
    for (const r of mine) left.delete(r);
    out.push('', `## ${section.title} (${mine.length})`, '');
    for (const r of mine) out.push(`- \`${r.method} ${r.path}\``);
  }
  return `${out.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('docs/routes.md', routesMarkdown());
  console.log('docs/routes.md written');
}
