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
  ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-') || ruleId === '@eslint-community/eslint-comments/no-restricted-disable',
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
  // Issue 15: the area as the unit of the code.
  ['packages/web/src/x.ts', "import '@rpj/sdk/contract';", 'no-restricted-imports', 'web: the contract is the SDK\'s and the server\'s'],
  ['packages/web/src/x.ts', "import 'ky';", 'no-restricted-imports', 'web: HTTP goes through the SDK'],
  ['packages/web/src/x.ts', "import 'io-ts';", 'no-restricted-imports', 'web: codecs are the SDK\'s'],
  ['packages/web/src/features/usuarios/x.ts', "import '../grupos-usuario/grupos-usuario.tokens.ts';", 'no-restricted-imports', 'web: another feature\'s internals'],
  ['packages/web/src/features/usuarios/x.tsx', "import '../permissoes/permissao-list.view.tsx';", 'no-restricted-imports', 'web: another feature\'s internals'],
  ['packages/web/src/ui/x.ts', "import '../features/usuarios/index.ts';", 'no-restricted-imports', 'web: ui/ imports no feature'],
  ['packages/web/src/ui/list/x.ts', "import '../../features/permissoes/area-permissao.ts';", 'no-restricted-imports', 'web: ui/ imports no feature'],
  ['packages/domain/src/x.tsx', 'export const a = 1;', 'no-restricted-syntax', 'domain: no .tsx'],
  ['packages/sdk/src/x.tsx', 'export const a = 1;', 'no-restricted-syntax', 'sdk: no .tsx'],
  ['packages/domain/src/x.ts', "export const m = () => import('./y.ts');", 'no-restricted-syntax', 'domain: no dynamic import'],
  ['packages/sdk/src/x.ts', "export const m = () => import('./y.ts');", 'no-restricted-syntax', 'sdk: no dynamic import'],
  ['packages/sdk/src/x.ts', "fetch('/a');", 'no-restricted-globals', 'sdk: the network through its transport'],
  ['packages/sdk/src/x.ts', "globalThis.fetch('/a');", 'no-restricted-properties', 'sdk: the network through its transport'],
  ['packages/sdk/src/x.ts', 'setTimeout(() => 1, 1);', 'no-restricted-globals', 'sdk: timers through its clock'],
  ['packages/sdk/src/x.ts', 'export const t = Date.now();', 'no-restricted-properties', 'sdk: time through its clock'],
  [
    'packages/domain/src/x.ts',
    "// eslint-disable-next-line no-restricted-imports -- just this once\nimport 'react';",
    '@eslint-community/eslint-comments/no-restricted-disable',
    'no inline disable of a layering rule',
  ],
  [
    'packages/web/src/features/usuarios/x.ts',
    "/* eslint-disable no-restricted-imports */\nimport '../grupos-usuario/grupos-usuario.tokens.ts';",
    '@eslint-community/eslint-comments/no-restricted-disable',
    'no block disable of a layering rule',
  ],
];

const allowed: readonly [string, string, string][] = [
  ['packages/domain/src/x.ts', "import { isBlank } from './input/text.ts'; export const b = isBlank;", 'own files'],
  ['packages/domain/src/x.ts', 'export const d = (ms: number): Date => new Date(ms);', 'a Date from a value'],
  ['packages/domain/src/x.test.ts', "import { it } from 'vitest'; it('x', () => undefined);", 'tests'],
  ['packages/sdk/src/x.ts', "import '@rpj/domain'; import 'ky'; import 'io-ts';", 'domain, HTTP and codecs'],
  ['packages/sdk/src/x.test.ts', "import 'node:http';", 'a local server in its tests'],
  ['packages/web/src/x.ts', "import '@rpj/sdk'; import 'mobx'; import 'react';", 'the SDK, state and UI'],
  ['packages/server/src/x.ts', "import '@rpj/domain'; import '@rpj/sdk/contract'; import 'node:fs';", 'contract'],
  ['packages/web/src/features/usuarios/x.ts', "import '../permissoes/index.ts'; import './usuarios.tokens.ts';", 'another feature\'s index, its own files'],
  ['packages/web/src/features/usuarios/x.ts', "import '../../ui/page-header.view.tsx'; import '../../di/token.ts';", 'the shared parts'],
  ['packages/sdk/src/http/clock.ts', 'export const t = Date.now(); setTimeout(() => 1, 1);', 'the clock itself'],
  ['packages/sdk/src/http/http-core.ts', "export const f = (u: string) => fetch(u);", 'the transport itself'],
  ['packages/web/src/app/screens.ts', "export const l = () => import('../features/usuarios/usuarios.feature.ts');", 'the web splits its code'],
];

describe('layering rules (docs/architecture.md)', () => {
  it.each(refused)('%s: `%s` is refused by %s (%s)', async (file, code, rule) => {
    expect(await ruleHits(file, code)).toContain(rule);
  });

  it.each(allowed)('%s: `%s` is allowed (%s)', async (file, code) => {
    expect(await ruleHits(file, code)).toEqual([]);
  });
});
