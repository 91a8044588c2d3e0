import { execFile } from 'node:child_process';
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
});
