import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const services = ['command-api', 'projections', 'read-api', 'workers'];
const layerMessage = 'contracts ← platform ← {command-api, projections, read-api, workers} ← server';
const directionZones = [
  { target: './contracts', from: ['./platform', ...services.map((s) => `./${s}`), './server'] },
  { target: './platform', from: [...services.map((s) => `./${s}`), './server'] },
  ...services.map((service) => ({
    target: `./${service}`,
    from: [...services.filter((other) => other !== service).map((other) => `./${other}`), './server'],
  })),
].map((zone) => ({ ...zone, message: layerMessage }));

const contractsBarrel = {
  name: '@shop/contracts',
  message:
    'The client imports @shop/contracts/core (types, constants, pure functions) or @shop/contracts/schemas.',
};
const publicMessage =
  'Public pages load no zod before they paint: import from @shop/contracts/core, `import type`, or a lazy import().';
/** What a visitor of the public pages loads before interacting (e2e/code-splitting, bench/client). */
const publicPages = [
  'frontend/src/main.tsx',
  'frontend/src/{app,lib,components,stores,hooks,api}/**/*.{ts,tsx}',
  'frontend/src/features/{home,menu,cart,pages,screen-display}/**/*.{ts,tsx}',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*', '../../*/**'], message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    // The client imports contracts through its two entries (docs/conventions.md "Client"): `@shop/contracts/core`
    // (zod-free) or `@shop/contracts/schemas`, never the server's barrel.
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsBarrel] }] },
  },
  {
    // What a visitor loads before interacting (the public pages, the shell and what it imports) runs no zod:
    // schemas come with the lazy forms that validate. `import type` stays allowed; a lazy `import()` too.
    files: publicPages,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            contractsBarrel,
            { name: '@shop/contracts/schemas', allowTypeImports: true, message: publicMessage },
            { name: 'zod', allowTypeImports: true, message: publicMessage },
          ],
          patterns: [
            { group: ['zod/*', '@hookform/resolvers/zod'], allowTypeImports: true, message: publicMessage },
          ],
        },
      ],
    },
  },
  {
    // Layers point one way: no module imports (through any chain) one that imports it back.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The workspace packages are followed (a cycle may cross them); npm packages are not.
      'import-x/internal-regex': '^@shop/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The direction of the workspaces (docs/architecture.md): contracts ← platform ← {command-api, projections,
      // read-api, workers} ← server. contracts imports nothing of ours, platform only contracts, the four services
      // never each other (their tests and test helpers neither: a test of several services is the server's).
      'import-x/no-restricted-paths': ['error', { zones: directionZones }],
    },
  },
);
