import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// `@shop/contracts/core` is what the client's first load imports: it must not load zod. Each entry is imported in
// a fresh Node process (tsx compiles the TypeScript) whose resolve hook refuses zod, so a value export of a schema
// module (even one, even through a chain of zod-free modules) makes the import fail. The schemas entry is the
// control: the same hook does see zod there.
const refuseZod = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes('/node_modules/zod/')) throw new Error('zod loaded by ' + context.parentURL);
  return resolved;
}`;
const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;
const registerHook = `import { register } from 'node:module'; register(${JSON.stringify(dataUrl(refuseZod))});`;

const importInFreshProcess = async (entry: string): Promise<string> => {
  const url = new URL(entry, import.meta.url).href;
  try {
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        dataUrl(registerHook),
        '--input-type=module',
        '-e',
        `await import('${url}')`,
      ],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), timeout: 60_000 },
    );
    return 'loaded without zod';
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    return /zod loaded by (\S+)/.exec(stderr)?.[0] ?? stderr;
  }
};

describe('contracts entries', () => {
  it('core loads no zod; schemas does (the hook sees it)', async () => {
    const [core, schemas] = await Promise.all([
      importInFreshProcess('./core.ts'),
      importInFreshProcess('./schemas.ts'),
    ]);
    expect(core).toBe('loaded without zod');
    expect(schemas).toMatch(/^zod loaded by file:.*contracts\/src\//);
  }, 60_000);
});
