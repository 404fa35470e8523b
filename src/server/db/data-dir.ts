import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from source or from the built server. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

export function defaultDataDir(): string {
  return resolve(projectRoot(), process.env.DATA_DIR ?? '.data/pglite');
}

/** The embedded database cannot live where it was told to; the message says what to do. */
export class DataDirProblem extends Error {
  override name = 'DataDirProblem';
}

const MB = 1024 * 1024;
/** A freshly seeded demo shop takes about 100 MB; less than this and it would fail half-way. */
const DEFAULT_MIN_FREE_MB = 128;

const reasons: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  ENOSPC: 'is on a full disk',
  EDQUOT: 'is over its disk quota',
  ENOTDIR: 'has a file where a directory should be',
  ENOENT: 'cannot be created (a parent is missing or read-only)',
};

function problem(dir: string, reason: string): DataDirProblem {
  return new DataDirProblem(
    `the embedded database directory ${dir} ${reason}. Point DATA_DIR at a writable directory with room ` +
      'to grow, or set DATABASE_URL to use PostgreSQL.',
  );
}

function asProblem(dir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return code in reasons ? problem(dir, reasons[code] as string) : error;
}

/**
 * Checked before PGlite opens the directory: PGlite itself fails on a read-only or full directory with
 * a bare `ErrnoError { errno: 51 }`, or half-way through the first seed, leaving a broken database.
 */
export function checkDataDir(
  dir: string,
  minFreeMb = Number(process.env.DATA_DIR_MIN_FREE_MB ?? DEFAULT_MIN_FREE_MB),
) {
  try {
    mkdirSync(dir, { recursive: true });
    // Root passes any permission check: only a real write shows a read-only mount or a full disk.
    const probe = join(dir, `.write-check-${process.pid}`);
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, Buffer.alloc(64 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
  } catch (error) {
    throw asProblem(dir, error);
  }
  const { bavail, bsize } = statfsSync(dir);
  const freeMb = Math.floor((bavail * bsize) / MB);
  if (freeMb < minFreeMb) {
    throw problem(
      dir,
      `has only ${freeMb} MB free, at least ${minFreeMb} MB are needed (DATA_DIR_MIN_FREE_MB)`,
    );
  }
}

/** Emscripten's errno numbers, as PGlite's file system reports them when the disk fills up later. */
const pgliteErrno: Record<number, string> = { 2: 'EACCES', 51: 'ENOSPC', 63: 'EPERM', 69: 'EROFS' };

/** A PGlite file-system error (`ErrnoError { errno }`) as the same clear problem; anything else unchanged. */
export function pgliteProblem(dir: string, error: unknown): unknown {
  const errno = (error as { name?: string; errno?: number }).errno;
  const code = (error as { name?: string }).name === 'ErrnoError' && errno ? pgliteErrno[errno] : undefined;
  return code ? problem(dir, reasons[code] as string) : error;
}
