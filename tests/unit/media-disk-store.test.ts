import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/media/storage/disk.ts';

const root = mkdtempSync(join(tmpdir(), 'media-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('disk media store', () => {
  const store = diskStore(root);

  it('writes, reads and deletes a key, leaving no temporary file or empty folder behind', async () => {
    const bytes = Buffer.from('not really a png');
    await store.put('ab/abcd/0123.png', bytes, 'image/png');
    expect((await store.get('ab/abcd/0123.png'))?.equals(bytes)).toBe(true);
    expect(readdirSync(join(root, 'ab/abcd'))).toEqual(['0123.png']);
    await store.put('ab/abcd/0123.png', Buffer.from('again'), 'image/png');
    expect((await store.get('ab/abcd/0123.png'))?.toString()).toBe('again');

    await store.delete('ab/abcd/0123.png');
    expect(await store.get('ab/abcd/0123.png')).toBeNull();
    expect(existsSync(join(root, 'ab'))).toBe(false);
    expect(existsSync(root)).toBe(true);
    await store.delete('ab/abcd/0123.png'); // a missing key is no error
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../x.png', 'a/../../x', '/etc/passwd', 'a//b', 'A/B.png', '']) {
      await expect(store.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(
        /invalid media storage key/,
      );
    }
  });
});
