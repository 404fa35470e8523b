import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataDir, DataDirProblem, pgliteProblem } from '../../src/server/db/data-dir.ts';

const scratch = mkdtempSync(join(tmpdir(), 'b2b-data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problemOf = (run: () => unknown): DataDirProblem => {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirProblem) return error;
    throw error;
  }
  throw new Error('no problem reported');
};

/** A small tmpfs, the real thing for a full or read-only disk; only root may mount one. */
function mountTmpfs(dir: string, options: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const unmount = (dir: string) => execFileSync('umount', [dir], { stdio: 'ignore' });
const canMount = (() => {
  const probe = join(scratch, 'probe');
  const ok = mountTmpfs(probe, 'size=1m');
  if (ok) unmount(probe);
  return ok;
})();
const isRoot = process.getuid?.() === 0;

describe('the embedded database directory is checked before PGlite opens it', () => {
  it('accepts a writable directory with room, creating it and leaving nothing behind', () => {
    const dir = join(scratch, 'fine', 'db');
    checkDataDir(dir, 1);
    expect(execFileSync('ls', ['-A', dir]).toString()).toBe('');
  });

  it('names a file standing where the directory should be', () => {
    writeFileSync(join(scratch, 'file'), 'x');
    expect(problemOf(() => checkDataDir(join(scratch, 'file', 'db'), 1)).message).toMatch(
      /file where a directory should be.*DATA_DIR/,
    );
  });

  it('refuses a disk with less free space than required, and says how much it has', () => {
    expect(problemOf(() => checkDataDir(join(scratch, 'small'), 1e12)).message).toMatch(
      /has only \d+ MB free, at least 1000000000000 MB are needed \(DATA_DIR_MIN_FREE_MB\)/,
    );
  });

  it.runIf(canMount)('refuses a full disk', () => {
    const mount = join(scratch, 'full');
    mountTmpfs(mount, 'size=1m');
    try {
      // Written until the disk refuses more.
      expect(() => writeFileSync(join(mount, 'filler'), Buffer.alloc(2 * 1024 * 1024))).toThrow(/ENOSPC/);
      expect(problemOf(() => checkDataDir(join(mount, 'db'), 0)).message).toMatch(/full disk/);
    } finally {
      unmount(mount);
    }
  });

  it.runIf(canMount)('refuses a read-only file system, whether the directory exists or not', () => {
    const mount = join(scratch, 'ro');
    mountTmpfs(mount, 'size=1m');
    mkdirSync(join(mount, 'db'));
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    try {
      expect(problemOf(() => checkDataDir(join(mount, 'db'), 0)).message).toMatch(/read-only file system/);
      expect(problemOf(() => checkDataDir(join(mount, 'new'), 0)).message).toMatch(/cannot be created/);
    } finally {
      unmount(mount);
    }
  });

  it.runIf(!isRoot)('refuses a directory this user may not write', () => {
    const dir = join(scratch, 'locked');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    expect(problemOf(() => checkDataDir(dir, 0)).message).toMatch(/not writable by this user/);
  });

  it("turns PGlite's bare file-system errors into the same message, and leaves others alone", () => {
    const full = Object.assign(new Error(), { name: 'ErrnoError', errno: 51 });
    expect(pgliteProblem('/data', full)).toBeInstanceOf(DataDirProblem);
    expect((pgliteProblem('/data', full) as Error).message).toMatch(/\/data is on a full disk/);
    const other = new Error('syntax error');
    expect(pgliteProblem('/data', other)).toBe(other);
  });
});

describe('start-up', () => {
  const start = (script: string) =>
    spawnSync(process.execPath, ['--experimental-strip-types', '-e', script], {
      env: { ...process.env, DATA_DIR: join(scratch, 'file', 'db'), DATABASE_URL: '', STORE_API_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it.each([
    ['the shop (npm start)', "import('./scripts/serve.mjs').then((m) => m.serve())"],
    ['the Store API on its own (npm run api)', "import('./src/server/standalone.ts')"],
  ])(
    '%s exits at once with the reason instead of serving errors',
    (_, script) => {
      writeFileSync(join(scratch, 'file'), 'x');
      const run = start(script);
      expect(run.status).toBe(1);
      expect(run.stdout + run.stderr).toMatch(
        /cannot start: the embedded database directory .* has a file where/,
      );
    },
    60_000,
  );
});
