import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routesMarkdown } from '../../scripts/docs/routes.ts';

it('docs/routes.md lists exactly the routes the code serves (npm run docs:routes writes it)', () => {
  expect(readFileSync('docs/routes.md', 'utf8')).toBe(routesMarkdown());
});
