// The layering of docs/architecture.md is enforced by eslint.config.js. These cases lint small snippets as if
// they lived in each package, so a rule that stops firing (or starts firing on allowed code) fails here.
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Type information is not needed for these rules; the snippets are not files of any tsconfig.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-'),
});

async function ruleHits(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const refused: readonly [string, string, string, string][] = [
  ['packages/domain/src/x.ts', "import 'react';", 'no-restricted-imports', 'domain: UI'],
  ['packages/domain/src/x.ts', "import '@fluentui/react-components';", 'no-restricted-imports', 'domain: UI'],
  ['packages/domain/src/x.ts', "import 'mobx';", 'no-restricted-imports', 'domain: state'],
  ['packages/domain/src/x.ts', "import 'inversify';", 'no-restricted-imports', 'domain: DI'],
  ['packages/domain/src/x.ts', "import 'ky';", 'no-restricted-imports', 'domain: HTTP'],
  ['packages/domain/src/x.ts', "import 'io-ts';", 'no-restricted-imports', 'domain: codecs belong to the SDK'],
  ['packages/domain/src/x.ts', "import 'node:fs';", 'no-restricted-imports', 'domain: Node'],
  ['packages/domain/src/x.ts', "import 'path';", 'no-restricted-imports', 'domain: Node without prefix'],
  ['packages/domain/src/x.ts', "import '@rpj/sdk';", 'no-restricted-imports', 'domain: inner layer'],
  ['packages/domain/src/x.ts', 'localStorage.getItem("a");', 'no-restricted-globals', 'domain: storage'],
  ['packages/domain/src/x.ts', 'fetch("/a");', 'no-restricted-globals', 'domain: network'],
  ['packages/domain/src/x.ts', 'setTimeout(() => 1, 1);', 'no-restricted-globals', 'domain: timers'],
  ['packages/domain/src/x.ts', 'console.log(1);', 'no-restricted-globals', 'domain: output'],
  ['packages/domain/src/x.ts', 'export const t = Date.now();', 'no-restricted-properties', 'domain: clock'],
  ['packages/domain/src/x.ts', 'export const t = new Date();', 'no-restricted-syntax', 'domain: clock'],
  ['packages/domain/src/x.ts', 'export const r = Math.random();', 'no-restricted-properties', 'domain: randomness'],
  ['packages/sdk/src/x.ts', "import 'react';", 'no-restricted-imports', 'sdk: UI'],
  ['packages/sdk/src/x.ts', "import 'mobx';", 'no-restricted-imports', 'sdk: state'],
  ['packages/sdk/src/x.ts', "import 'oidc-client-ts';", 'no-restricted-imports', 'sdk: OIDC library'],
  ['packages/sdk/src/x.ts', "import 'node:http';", 'no-restricted-imports', 'sdk: runs in browsers too'],
  ['packages/sdk/src/x.ts', "import '@rpj/web';", 'no-restricted-imports', 'sdk: outer layer'],
  ['packages/web/src/x.ts', "import '@rpj/server';", 'no-restricted-imports', 'web: server code'],
  ['packages/web/src/x.ts', "import 'fastify';", 'no-restricted-imports', 'web: server library'],
  ['packages/web/src/x.ts', "import '../../server/src/index.ts';", 'no-restricted-imports', 'web: server by path'],
  ['packages/server/src/x.ts', "import '@rpj/web';", 'no-restricted-imports', 'server: web code'],
  ['packages/server/src/x.ts', "import 'react';", 'no-restricted-imports', 'server: UI'],
  ['packages/server/src/x.ts', "import '@rpj/domain/src/constants.ts';", 'no-restricted-imports', 'deep import'],
  ['packages/sdk/src/x.ts', "import '@rpj/domain/permissions';", 'no-restricted-imports', 'deep import'],
  ['packages/sdk/src/x.ts', "export * from './y.ts';", 'no-restricted-syntax', 'export *'],
  ['e2e/tests/x.spec.ts', "import '@rpj/domain';", 'no-restricted-imports', 'e2e: black box'],
];

const allowed: readonly [string, string, string][] = [
  ['packages/domain/src/x.ts', "import { isBlank } from './input/text.ts'; export const b = isBlank;", 'own files'],
  ['packages/domain/src/x.ts', 'export const d = (ms: number): Date => new Date(ms);', 'a Date from a value'],
  ['packages/domain/src/x.test.ts', "import { it } from 'vitest'; it('x', () => undefined);", 'tests'],
  ['packages/sdk/src/x.ts', "import '@rpj/domain'; import 'ky'; import 'io-ts';", 'domain, HTTP and codecs'],
  ['packages/sdk/src/x.test.ts', "import 'node:http';", 'a local server in its tests'],
  ['packages/web/src/x.ts', "import '@rpj/sdk'; import 'mobx'; import 'react';", 'the SDK, state and UI'],
  ['packages/server/src/x.ts', "import '@rpj/domain'; import '@rpj/sdk/contract'; import 'node:fs';", 'contract'],
];

describe('layering rules (docs/architecture.md)', () => {
  it.each(refused)('%s: `%s` is refused by %s (%s)', async (file, code, rule) => {
    expect(await ruleHits(file, code)).toContain(rule);
  });

  it.each(allowed)('%s: `%s` is allowed (%s)', async (file, code) => {
    expect(await ruleHits(file, code)).toEqual([]);
  });
});
