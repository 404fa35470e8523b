// Starts the built shop for the end-to-end tests on a fresh embedded database.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

rmSync(join(process.cwd(), process.env.DATA_DIR ?? '.data/e2e'), { recursive: true, force: true });
// The seeded side shops of the last run (side-server.ts): the code may have changed since.
rmSync(join(process.cwd(), '.data/e2e-seeded'), { recursive: true, force: true });
const { serve } = await import('../../scripts/serve.mjs');
await serve();
