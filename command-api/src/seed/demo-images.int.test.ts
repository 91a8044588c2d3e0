import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoCommands } from './seed';

// The seed only references artwork; it must be shipped at exactly those paths under frontend/public.
const publicDir = fileURLToPath(new URL('../../../frontend/public', import.meta.url));

describe('demo seed images', () => {
  it('every image the seed references is shipped in frontend/public', () => {
    const paths = demoCommands(new Date()).flatMap(({ command }) => {
      const data = command.data as { img?: string; image?: string };
      return [data.img, data.image].filter((p): p is string => typeof p === 'string');
    });
    expect(paths.length).toBe(7 + 24 + 3);
    expect(paths.filter((p) => !existsSync(`${publicDir}${p}`))).toEqual([]);
  });
});
