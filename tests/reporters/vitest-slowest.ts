import type { Reporter, TestModule } from 'vitest/node';

/** After a run, the ten slowest test files (issue 32: a slow newcomer is seen, not only felt in CI). */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules
      .map((m) => ({ file: `${m.project.name}  ${m.relativeModuleId}`, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (!rows.length) return;
    console.log('\nThe ten slowest test files:');
    for (const { file, ms } of rows) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  }
}
