// Child processes for `npm test` and `npm run test:api`: one at a time with its output line by line, or
// several in a number of slots (two cores).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs `command` and resolves to its exit code. Its output goes line by line, so two side by side never
 * cut into each other's lines; with `held`, it is kept back and printed whole when the command ends.
 */
export function run(command, args, { held = false } = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped, tools would print without colours where the terminal has them.
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  const kept = [];
  const print = (stream) => (line) => (held ? kept.push([stream, line]) : stream.write(`${line}\n`));
  createInterface({ input: child.stdout }).on('line', print(process.stdout));
  createInterface({ input: child.stderr }).on('line', print(process.stderr));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      for (const [stream, line] of kept) stream.write(`${line}\n`);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

/** Runs the jobs `slots` at a time in their order (the next starts when one ends); resolves to the first failing exit code, or 0. */
export async function inSlots(jobs, slots) {
  const codes = [];
  let next = 0;
  const slot = async () => {
    while (next < jobs.length) {
      const at = next++;
      codes[at] = await jobs[at]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, jobs.length) }, slot));
  return codes.find((code) => code !== 0) ?? 0;
}

const vitest = new URL('../../node_modules/vitest/vitest.mjs', import.meta.url).pathname;

/**
 * The Store API suite's runs: vitest project `api-pglite` and, with TEST_DATABASE_URL, `api-postgres`, each
 * in a process of its own. In one vitest run the two would share one queue of one file at a time (each
 * project runs its files one by one: they share one server and database). `args` go to both (a file,
 * `-t name`).
 */
export const apiRuns = (args = []) =>
  ['api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])].map(
    (project) => () => run(process.execPath, [vitest, 'run', '--project', project, ...args]),
  );
