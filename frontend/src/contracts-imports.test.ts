import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, run through ESLint's Node API on snippets placed where they would live:
// the client never imports the contracts barrel, and the public pages load no zod (types excepted).
// Only the rule under test runs (the import-x cycle check would walk the whole project for each snippet).
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
});
const restricted = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message.split(':')[0]);
};

const home = 'frontend/src/features/home/components/snippet.tsx';
const lib = 'frontend/src/lib/snippet.ts';
const staffForm = 'frontend/src/features/catalogue-admin/snippet.ts';

describe('contracts imports in the client (eslint.config.js)', { timeout: 60_000 }, () => {
  it('the barrel is an error everywhere in the client', async () => {
    const code = "import { formatAmount } from '@shop/contracts';\nexport const f = formatAmount;\n";
    expect(await restricted(home, code)).toHaveLength(1);
    expect(await restricted(staffForm, code)).toHaveLength(1);
  });

  it('a public page may import the core entry and schema types, not a schema or zod at runtime', async () => {
    const allowed = [
      "import { formatAmount, type ProductView } from '@shop/contracts/core';",
      "import type { productView } from '@shop/contracts/schemas';",
      "import type { z } from 'zod';",
      'export type T = typeof productView | ProductView | z.ZodType;',
      'export const f = formatAmount;',
      "export const later = () => import('@shop/contracts/schemas');",
    ].join('\n');
    expect(await restricted(home, allowed)).toEqual([]);
    const schema = "import { productView } from '@shop/contracts/schemas';\nexport const s = productView;\n";
    const zod = "import { z } from 'zod';\nexport const s = z.string();\n";
    expect(await restricted(home, schema)).toHaveLength(1);
    expect(await restricted(lib, schema)).toHaveLength(1);
    expect(await restricted(lib, zod)).toHaveLength(1);
  });

  it('a staff or checkout form may import schemas', async () => {
    const schema = "import { productView } from '@shop/contracts/schemas';\nexport const s = productView;\n";
    expect(await restricted(staffForm, schema)).toEqual([]);
  });
});
