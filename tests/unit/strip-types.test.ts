import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// `npm run api`, `npm run seed` and the benches run the server's TypeScript with Node's type stripping,
// which refuses syntax that needs compiling (parameter properties, enums, namespaces): every server
// module must load that way, not only through Vite.
it.each(['src/server/app.ts', 'src/server/seed/index.ts'])(
  '%s loads under Node type stripping',
  (entry) => {
    const run = spawnSync(
      process.execPath,
      ['--experimental-strip-types', '-e', `await import('./${entry}')`],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.stderr).not.toMatch(/ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX|SyntaxError/);
    expect(run.status).toBe(0);
    // Loading the whole server takes a few seconds, more on a busy machine: past vitest's default 5 s.
  },
  60_000,
);
