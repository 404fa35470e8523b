import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkKey, type MediaStore } from './store.ts';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Files under one directory, a key being the relative path. A file is written to a temporary name
 * next to it and renamed, so a reader never sees half a file, even when two instances write the same
 * key at once (the same bytes: keys are content-derived).
 */
export function diskStore(folder: string): MediaStore {
  const root = resolve(folder);
  const path = (key: string) => join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if (code(error) === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(path(key));
      } catch (error) {
        if (code(error) !== 'ENOENT') throw error;
      }
      // Directories left empty go too (a deleted medium leaves nothing behind); a full one stops it.
      for (let dir = dirname(path(key)); dir.startsWith(`${root}/`); dir = dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },
  };
}
