/**
 * Build of the published @rpj/sdk: ESM and CJS with their own declarations (`.d.ts` for import, `.d.cts` for
 * require). @rpj/domain is private and source-only, so its code and its types are inlined; ky, io-ts, fp-ts and
 * cpf-cnpj-validator (the domain's one runtime dependency) stay external, as real dependencies of the package.
 */
import { defineConfig, type Options } from 'tsup';

/** An esbuild plugin, as tsup takes it (esbuild itself is tsup's dependency, not this package's). */
type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

const KY_INTEROP = 'rpj-ky-interop';

/**
 * Keeps ky external in both builds and makes its default import work from the CJS build.
 *
 * ky is ESM-only; the CJS build reaches it through `require(esm)` (Node >= 20.19), which returns ky's namespace
 * marked `__esModule`. esbuild compiles a default import from a `"type": "module"` source in Node mode, where the
 * default is the whole `module.exports` — the namespace, not the `ky` function. In the CJS build the import goes
 * through a small virtual ES module instead (not in Node mode), whose default honours `__esModule`.
 * tsup's own external handling would claim `ky` first, so `ky` is listed in `noExternal` and made external here.
 */
const kyInterop: EsbuildPlugin = {
  name: 'rpj-ky-interop',
  setup(build) {
    const cjs = build.initialOptions.format === 'cjs';
    build.onResolve({ filter: /^ky$/ }, (args) =>
      cjs && args.namespace !== KY_INTEROP ? { path: 'ky', namespace: KY_INTEROP } : { path: 'ky', external: true },
    );
    build.onLoad({ filter: /^ky$/, namespace: KY_INTEROP }, () => ({
      contents: "export * from 'ky';\nexport { default } from 'ky';\n",
      loader: 'js',
    }));
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm', 'cjs'],
  target: ['node20', 'es2022'],
  platform: 'neutral',
  tsconfig: 'tsconfig.src.json',
  sourcemap: true,
  clean: true,
  noExternal: ['@rpj/domain', 'ky'],
  esbuildPlugins: [kyInterop],
  esbuildOptions(options) {
    // Workspace packages are consumed from source through this condition, as in tsconfig and vitest.
    options.conditions = ['@rpj/source', ...(options.conditions ?? [])];
  },
  dts: {
    resolve: ['@rpj/domain'],
    compilerOptions: {
      composite: false,
      ignoreDeprecations: '6.0',
      // The declaration bundler treats anything found in node_modules as external, and tsup's own resolver
      // ignores "exports": a path mapping makes @rpj/domain's sources part of the program, so they are inlined.
      paths: { '@rpj/domain': ['../domain/src/index.ts'] },
    },
  },
});
