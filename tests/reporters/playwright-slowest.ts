import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** After a run, the ten spec files that took longest (their tests' durations, retries included). */
export default class SlowestSpecs implements Reporter {
  private readonly byFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
  }

  onEnd() {
    const rows = [...this.byFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (!rows.length) return;
    console.log('\nThe ten slowest spec files:');
    for (const [file, ms] of rows) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}
