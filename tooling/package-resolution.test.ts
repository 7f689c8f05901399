// TypeScript backs the layering (issue 15): each package resolves only the workspace packages it declares, so an
// import across the layers does not even compile — nothing hoisted at the workspace root makes it resolve.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function resolves(fromPackage: string, specifier: string): boolean {
  const configPath = join(root, fromPackage, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(read.config as object, ts.sys, dirname(configPath));
  const from = join(root, fromPackage, 'src', 'index.ts');
  return ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule !== undefined;
}

describe('each package resolves only what it declares', () => {
  it.each([
    ['packages/domain', '@rpj/sdk'],
    ['packages/domain', '@rpj/web'],
    ['packages/domain', '@rpj/server'],
    ['packages/sdk', '@rpj/web'],
    ['packages/sdk', '@rpj/server'],
    ['packages/web', '@rpj/server'],
    ['packages/server', '@rpj/web'],
  ])('%s cannot resolve %s', (pkg, specifier) => {
    expect(resolves(pkg, specifier)).toBe(false);
  });

  it.each([
    ['packages/sdk', '@rpj/domain'],
    ['packages/web', '@rpj/sdk'],
    ['packages/web', '@rpj/domain'],
    ['packages/server', '@rpj/sdk/contract'],
  ])('%s resolves %s (the check can tell)', (pkg, specifier) => {
    expect(resolves(pkg, specifier)).toBe(true);
  });
});
