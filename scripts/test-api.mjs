// `npm run test:api`: the Store API suite on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, side by
// side. In one vitest run the two projects would share one queue of one file at a time (each project runs
// its own files one by one: they share one server and database), so each project gets its own process;
// on two cores they take about the time of the slower one instead of the sum. Arguments after `--` go to
// both (a file, `-t name`). The exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const projects = ['api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])];
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;

/** One project's run; its output line by line, so the two never cut into each other's lines. */
function run(project) {
  const child = spawn(process.execPath, [vitest, 'run', '--project', project, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped, vitest would print without colours where the terminal has them.
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = await Promise.all(projects.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
