import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyDestroyed } from './port';
import { createSqliteKeyStore } from './sqlite';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-keys-'));
  dirs.push(dir);
  return join(dir, 'keys.sqlite');
};

describe('SQLite key store', () => {
  it('creates a 32-byte key once and gives the same one after reopening', async () => {
    const file = tempFile();
    const keys = createSqliteKeyStore({ file });
    const key = await keys.getOrCreate('u1');
    expect(key).toHaveLength(32);
    expect(await keys.getOrCreate('u1')).toEqual(key);
    expect(await keys.get('u2')).toBeNull();
    await keys.close();
    const again = createSqliteKeyStore({ file });
    expect(await again.get('u1')).toEqual(key);
    await again.close();
  });

  it('destroys a key for good: get is null, it is never created again, its bytes are gone from the files', async () => {
    const file = tempFile();
    const keys = createSqliteKeyStore({ file });
    const key = await keys.getOrCreate('u1');
    await keys.getOrCreate('u2');
    await keys.destroy('u1');
    await keys.destroy('u1');
    expect(await keys.get('u1')).toBeNull();
    await expect(keys.getOrCreate('u1')).rejects.toBeInstanceOf(KeyDestroyed);
    expect(await keys.get('u2')).not.toBeNull();
    await keys.close();
    const bytes = readFileSync(file);
    expect(bytes.includes(key)).toBe(false);
  });

  it('a destroy is seen at once by another key store of the process on the file, which leaves the WAL empty', async () => {
    const file = tempFile();
    const [a, b] = [createSqliteKeyStore({ file }), createSqliteKeyStore({ file })];
    const key = await a.getOrCreate('u1');
    // In one turn of the event loop: `a` reads (its read transaction begins), `b` destroys, `a` reads again.
    const before = a.get('u1');
    const destroyed = b.destroy('u1');
    const after = a.get('u1');
    expect(await before).toEqual(key);
    await destroyed;
    expect(await after).toBeNull();
    expect(readFileSync(`${file}-wal`).includes(key)).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });
});
