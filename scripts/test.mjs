// `npm test`: every suite, in steps that keep two cores busy (docs/testing.md). The type check needs one
// core and the Store API suite on PGlite, its longest run, another: the check takes the slot the shorter
// PostgreSQL run leaves (or PGlite's neighbour without PostgreSQL). The first failing step stops the run;
// each step's time is printed at the end.
import { apiRuns, inSlots, run } from './lib/jobs.mjs';

const npm = (script, options) => () => run('npm', ['run', '--silent', script], options);

const steps = [
  // Astro's types and the Paraglide messages, which the unit tests import (the check would make them too,
  // but runs later, beside the Store API suite).
  ['types and messages (astro sync)', npm('sync')],
  ['lint (biome)', npm('lint')],
  ['unit tests', npm('test:unit')],
  // The check's output is held back until it ends, not mixed into the suite's.
  ['Store API suite and type check', () => inSlots([...apiRuns(), npm('check', { held: true })], 2)],
  ['end-to-end tests (build, Playwright)', npm('test:e2e')],
];

const took = [];
let failed = 0;
for (const [name, step] of steps) {
  console.log(`\n== ${name}\n`);
  const started = performance.now();
  failed = await step();
  took.push(
    `${((performance.now() - started) / 1000).toFixed(0).padStart(6)} s  ${name}${failed ? ' (failed)' : ''}`,
  );
  if (failed) break;
}
console.log(`\nnpm test, step by step:\n${took.join('\n')}`);
process.exit(failed);
