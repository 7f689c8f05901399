// Lint for the whole workspace. Besides code quality it enforces the layering of docs/architecture.md:
//   domain <- sdk <- web, and server uses domain and the sdk's contract; e2e imports no package.
// Every package is reached only through its public entry (the one extra entry is @rpj/sdk/contract).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', ...builtinModules.flatMap((name) => [name, `${name}/*`])];
const ui = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '@fluentui/*', '@griffel/*'];
const state = ['mobx', 'mobx-*'];
const di = ['inversify', 'inversify/*', '@inversifyjs/*', 'reflect-metadata'];
const http = ['ky', 'ky/*', 'axios', 'undici', 'node-fetch', 'cross-fetch'];
const codecs = ['io-ts', 'io-ts/*', 'fp-ts', 'fp-ts/*'];
const oidc = ['oidc-client-ts', 'oidc-provider', 'jose', 'keycloak-js'];
const serverOnly = ['fastify', 'fastify/*', '@fastify/*', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'pino'];

/**
 * Anchored regex for module names given as globs (`*` = anything). gitignore-style groups would match any path
 * segment: `domain` (a Node built-in) would catch `@rpj/domain`.
 */
function anchored(globs) {
  const escape = (glob) => glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return `^(?:${globs.map(escape).join('|')})$`;
}

/** One `no-restricted-imports` setting per layer: the layer's own bans plus the rules every file shares. */
function layer(message, forbidden) {
  return [
    'error',
    {
      patterns: [
        ...(forbidden.length > 0 ? [{ regex: anchored(forbidden), message }] : []),
        {
          group: ['@rpj/*/*', '!@rpj/sdk/contract'],
          message: 'Import a workspace package through its public entry; only @rpj/sdk/contract is an extra entry.',
        },
        {
          regex: '^(\\.\\./)+(packages/)?(domain|sdk|web|server|e2e)/',
          message: 'Reach another package through its name (@rpj/...), never by a relative path.',
        },
      ],
    },
  ];
}

const noExportAll = {
  selector: 'ExportAllDeclaration',
  message: 'Export names explicitly (no `export *`): the public surface is written down.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', 'tooling/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The web package's build configuration runs in Node, apart from the browser code's tsconfig.
          allowDefaultProject: ['packages/web/vite.config.ts', 'packages/web/vitest.config.ts'],
          defaultProject: 'packages/web/tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'no-restricted-syntax': ['error', noExportAll],
      'no-restricted-imports': layer('', []), // shared rules only; each layer adds its own bans below
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: ['packages/*/src/**/*.ts', 'packages/*/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'packages/domain is framework-free: no UI, state, DI, HTTP, codec, identity, server or Node imports.',
        [...ui, ...state, ...di, ...http, ...codecs, ...oidc, ...serverOnly, ...nodeBuiltins, '@rpj/sdk', '@rpj/web', '@rpj/server'],
      ),
      // Time, storage, network, randomness and output are ambient: rules take them as parameters.
      'no-restricted-globals': [
        'error',
        ...[
          'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch',
          'XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval',
          'requestAnimationFrame', 'performance', 'process', 'Buffer', 'global', 'globalThis', 'console',
          'require', '__dirname', '__filename', 'crypto',
        ].map((name) => ({ name, message: `packages/domain must not touch the ambient \`${name}\`: take it as a parameter.` })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take the current time as a parameter (a Clock).' },
        { object: 'Math', property: 'random', message: 'Take randomness as a parameter.' },
      ],
      'no-restricted-syntax': [
        'error',
        noExportAll,
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'Take the current time as a parameter (a Clock).' },
      ],
    },
  },
  {
    files: ['packages/sdk/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'packages/sdk knows no UI, state, DI, OIDC library, web or server code.',
        [...ui, ...state, ...di, ...oidc, ...serverOnly, '@rpj/web', '@rpj/server'],
      ),
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer(
        'packages/sdk runs in browsers and Node: no UI, state, DI, OIDC library, web, server or Node built-ins.',
        [...ui, ...state, ...di, ...oidc, ...serverOnly, ...nodeBuiltins, '@rpj/web', '@rpj/server'],
      ),
    },
  },
  {
    files: ['packages/web/**/*.ts', 'packages/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': layer('packages/web never imports server code.', [
        ...serverOnly,
        'oidc-provider',
        '@rpj/server',
      ]),
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': layer('packages/server never imports web code.', [
        ...ui,
        ...state,
        'oidc-client-ts',
        '@rpj/web',
      ]),
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': layer('e2e drives the product from outside and imports no package.', ['@rpj/*']),
    },
  },
);
