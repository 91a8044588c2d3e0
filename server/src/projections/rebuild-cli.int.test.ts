import { execFile } from 'node:child_process';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { namespaceOf, readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import type { Projections } from '@shop/projections/runner';
import { createIntFixture, dumpNamespace, projectSeededMenu, type IntFixture } from '../testing/int-fixture';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../../../projections/src/rebuild-cli.ts', import.meta.url));

let fx: IntFixture;
let live: Projections;

beforeEach(async () => {
  fx = await createIntFixture();
  live = await projectSeededMenu(fx);
});

afterEach(() => fx.close());

describe('npm run projections:rebuild', () => {
  it('rebuilds into a new version from another process; the running projections follow the swap', async () => {
    const before = await dumpNamespace(fx.redis, namespaceOf(fx.prefix, 1));
    const env = {
      ...process.env,
      DATA_DIR: fx.dataDir,
      REDIS_PREFIX: fx.prefix,
      EVENT_STORE: 'sqlite',
      LOG_LEVEL: 'warn',
    };
    fx.personalData(); // DATA_DIR/keys.sqlite, as every shop has
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli], { env, timeout: 60_000 });
    const events = Number(await fx.store.headPosition());
    expect(stdout).toContain(
      `Read models rebuilt: version 2 (was 1), ${events} events up to position ${events}`,
    );
    expect(stdout).toMatch(/Old version 1 dropped: \d+ keys deleted\./);
    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('2');
    expect(await dumpNamespace(fx.redis, namespaceOf(fx.prefix, 2))).toEqual(before);

    await fx.handle({ type: 'DeleteBanner', data: { bannerId: 'b2' } });
    await live.waitForIdle();
    expect(await fx.redis.zrange(readModelKeys(fx.prefix, 2).banners, 0, '-1')).toEqual(['b1']);
  });

  it('refuses without the personal-data keys file, naming it, unless --allow-missing-keys', async () => {
    const { store, keys } = fx.personalData();
    await store.append(
      'user-u1',
      [
        {
          id: 'u1-reg',
          type: 'UserRegistered',
          data: {
            userId: 'u1',
            email: 'u1@example.dz',
            name: 'Amina',
            lastName: 'Test',
            passwordHash: 'h',
            role: 'user',
            language: 'fr',
            registeredAt: new Date().toISOString(),
          },
          metadata: { correlationId: 'test' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await live.waitForIdle();
    const user = readModelKeys(fx.prefix, 1).user('u1');
    const before = await fx.redis.get(user);
    expect(before).not.toBeNull();
    await keys.close();
    const keysFile = join(fx.dataDir, 'keys.sqlite');
    renameSync(keysFile, `${keysFile}.moved`);
    const env = {
      ...process.env,
      DATA_DIR: fx.dataDir,
      REDIS_PREFIX: fx.prefix,
      EVENT_STORE: 'sqlite',
      LOG_LEVEL: 'warn',
    };

    const refused = await run(process.execPath, ['--import', 'tsx', cli], { env, timeout: 60_000 }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused?.stderr).toContain(`${keysFile} is missing`);
    expect(refused?.stderr).toContain('--allow-missing-keys');
    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('1');
    expect(await fx.redis.get(user)).toBe(before);

    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, '--allow-missing-keys'], {
      env,
      timeout: 60_000,
    });
    expect(stdout).toContain('Read models rebuilt: version 2 (was 1)');
    expect(await fx.redis.get(readModelKeys(fx.prefix, 2).user('u1'))).toBeNull(); // what the flag accepts
  });
});
