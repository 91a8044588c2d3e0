// Every workspace declares the workspace packages its sources import (so npm ci, npm ls and a workspace's own
// install see them): in dependencies when shipped code imports them, else (tests only) at least devDependencies.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './client-build';

type PackageJson = {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/');
const SHOP_IMPORT = /(?:from\s+|import\s*\(\s*)'(@shop\/[a-z-]+)(?:\/[^']*)?'/g;

const workspaces = readJson(join(repoRoot, 'package.json')).workspaces ?? [];

describe('workspace dependencies', () => {
  it.each(workspaces)('%s declares every @shop package it imports', (workspace) => {
    const pkg = readJson(join(repoRoot, workspace, 'package.json'));
    const shipped = new Set<string>();
    const testOnly = new Set<string>();
    for (const file of sourceFiles(join(repoRoot, workspace, 'src'))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(SHOP_IMPORT)) {
        if (name === pkg.name) continue;
        (isTestFile(file) ? testOnly : shipped).add(name!);
      }
    }
    const dependencies = Object.keys(pkg.dependencies ?? {});
    const all = [...dependencies, ...Object.keys(pkg.devDependencies ?? {})];
    expect(
      [...shipped].filter((name) => !dependencies.includes(name)),
      'missing from dependencies',
    ).toEqual([]);
    expect(
      [...testOnly].filter((name) => !all.includes(name)),
      'missing from (dev)dependencies',
    ).toEqual([]);
  });
});
