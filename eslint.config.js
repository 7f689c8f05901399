// Lint for the whole workspace. Besides code quality it enforces the layering of docs/architecture.md:
//   domain <- sdk <- web, and server uses domain and the sdk's contract; e2e imports no package.
// Every package is reached only through its public entry (the one extra entry is @rpj/sdk/contract).
import { builtinModules } from 'node:module';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
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

/** The layering rules: an inline `eslint-disable` of any of them is itself an error. */
const layeringRules = ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax'];

const noDynamicImport = {
  selector: 'ImportExpression',
  message: 'No dynamic import() here: domain and sdk load everything they use up front (only the web app splits its code).',
};

/** What packages/web may never import: server code, and the SDK's insides (it uses the SDK's clients). */
const webBans = layer(
  'packages/web never imports server code, and reaches the services only through the SDK\'s clients (no contract, HTTP or codec library).',
  [...serverOnly, 'oidc-provider', '@rpj/server', '@rpj/sdk/contract', ...http, ...codecs],
);

/** The web's bans plus more patterns, for one part of it. */
function webBansAnd(...patterns) {
  return ['error', { patterns: [...webBans[1].patterns, ...patterns] }];
}

/** A feature reaches another feature only through its public index.ts. */
const otherFeatureInternals = {
  regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)',
  message: 'A feature imports another feature only through its public index.ts.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', 'tooling/fixtures/**'] },
  js.configs.recommended,
  comments.recommended,
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
      // The layering cannot be switched off in a comment (issue 15).
      '@eslint-community/eslint-comments/no-restricted-disable': ['error', ...layeringRules],
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
        noDynamicImport,
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'Take the current time as a parameter (a Clock).' },
      ],
    },
  },
  {
    // domain and sdk hold no components: a .tsx file there is refused whatever it contains.
    files: ['packages/domain/**/*.tsx', 'packages/sdk/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: 'No .tsx in domain or sdk: they render nothing.' }],
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
      'no-restricted-syntax': ['error', noExportAll, noDynamicImport],
    },
  },
  {
    // Time and the network reach the SDK through its clock (http/clock.ts) and its transport (http/http-core.ts),
    // so that tests and callers can replace them.
    files: ['packages/sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/sdk/src/http/clock.ts', 'packages/sdk/src/http/http-core.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'].map((name) => ({
          name,
          message: `The SDK reaches \`${name}\` only through its clock (http/clock.ts) or its transport (http/http-core.ts).`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use the SDK\'s Clock (http/clock.ts).' },
        { object: 'globalThis', property: 'fetch', message: 'The network goes through the transport (http/http-core.ts) or a fetch given in the configuration.' },
        { object: 'globalThis', property: 'setTimeout', message: 'Use the SDK\'s Clock (http/clock.ts).' },
      ],
    },
  },
  {
    files: ['packages/web/**/*.ts', 'packages/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': webBans,
    },
  },
  {
    files: ['packages/web/src/features/**/*.ts', 'packages/web/src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': webBansAnd(otherFeatureInternals),
    },
  },
  {
    files: ['packages/web/src/ui/**/*.ts', 'packages/web/src/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': webBansAnd({ regex: '(^|/)features/', message: 'ui/ is shared by every feature and imports none of them.' }),
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
