// No package's sources import each other in a circle (issue 15: the web's screens ↔ features and token tables ↔
// classes cycles are gone, and stay gone). Type-only imports count.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph } from './import-cycles.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('import cycles', () => {
  it.each(['domain', 'sdk', 'server', 'web'])('packages/%s/src has none', (pkg) => {
    const src = join(root, 'packages', pkg, 'src');
    expect(cyclesOf(importGraph(src), src)).toEqual([]);
  });

  it('finds a cycle of type-only and dynamic imports (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ciclos-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app', 'screens.ts'), "export const T = { a: () => import('../a.feature.ts') };\n");
    writeFileSync(join(dir, 'a.feature.ts'), "import type { Feature } from './app/screens.ts';\nexport const f = 1;\n");
    writeFileSync(join(dir, 'leaf.ts'), "import { f } from './a.feature.ts';\nexport const g = f;\n");
    expect(cyclesOf(importGraph(dir), dir)).toEqual([['a.feature.ts', join('app', 'screens.ts')]]);
  });
});
