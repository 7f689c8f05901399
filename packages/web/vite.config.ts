/**
 * The web app's build. Workspace packages are read from source (the `@rpj/source` condition). Every build gets
 * an id, compiled into the app and written to `version.json`, so a running tab can tell that a newer build is
 * being served and offer a reload (spec §1).
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';

const buildId = process.env['RPJ_BUILD_ID'] ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;

/** Writes the build id next to index.html. */
function versionFile(): Plugin {
  return {
    name: 'rpj-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

/** What is worth compressing: text assets above 1 KB (source maps are fetched only by developer tools). */
const COMPRIMIVEIS = /\.(?:js|mjs|css|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each compressible hashed asset, once, at
 * build time: the server sends the one the browser accepts (packages/server/src/http/web-app.ts).
 */
function precomprimir(): Plugin {
  let saida = 'dist';
  return {
    name: 'rpj-precomprimir',
    apply: 'build',
    configResolved(config) {
      saida = join(config.root, config.build.outDir);
    },
    async writeBundle(_opcoes, bundle) {
      for (const nome of Object.keys(bundle)) {
        if (!nome.startsWith('assets/') || !COMPRIMIVEIS.test(nome)) continue;
        // The file as written (with its source map comment): the copies must decompress to exactly it.
        const arquivo = join(saida, nome);
        const conteudo = await readFile(arquivo);
        if (conteudo.length < 1024) continue;
        await writeFile(`${arquivo}.br`, brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length } }));
        await writeFile(`${arquivo}.gz`, gzipSync(conteudo, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(), precomprimir()],
  resolve: { conditions: ['@rpj/source', ...defaultClientConditions] },
  define: { __RPJ_BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The CSP allows no inline script or style: everything ships as files.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Seven characters of hash name a file's version well enough for the few hundred files of a build, and the
        // entry's table of every screen's chunks (read on the first screen) is the shorter for it.
        entryFileNames: 'assets/[name]-[hash:7].js',
        // The entry names every chunk in its table of dependencies, read on the first screen: a screen's own chunk and
        // the three shared ones keep their names, as does a library loaded on its own (the charts, the PDF viewer): the
        // tests, the bench's figures and a person reading the network panel go by them. The rest — pieces shared by
        // a few screens: libraries' internals, codecs, clients — go by a letter and the hash (their names alone were
        // 0.5 KB of the first screen).
        chunkFileNames: (chunk) => {
          const entrada = chunk.facadeModuleId ?? '';
          const nomeado = entrada.endsWith('.view.tsx') || entrada.includes('/node_modules/') || ['nucleo', 'base', 'telas'].includes(chunk.name);
          return nomeado ? 'assets/[name]-[hash:7].js' : 'assets/c[hash:7].js';
        },
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // V8's explicit compile hint: the core chunk's functions nearly all run on the first screen, so V8 compiles
        // them while the file streams in (off the main thread) rather than one by one, lazily, on it.
        postBanner: (chunk) => (chunk.name === 'nucleo' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          // What every signed-in screen runs on, in one chunk beside the entry rather than a dozen small ones (each
          // costs a request and its headers on the first screen).
          groups: [
            { name: 'nucleo', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|@griffel[\\/][^\\/]+|tabster|keyborg|stylis|rtl-css-js|@emotion[\\/]hash|@fluentui[\\/]react-icons[\\/]lib[\\/](?:utils|core)|@fluentui[\\/](?:tokens|react-utilities|react-shared-contexts|react-jsx-runtime|react-tabster|react-provider|react-theme|react-text|react-button|react-link))[\\/](?!lib[\\/](?:components[\\/]MenuButton|hooks[\\/](?:useActivateModal|useIsNavigatingWithKeyboard))[\\/.])/ },
            // The workspace's shared code (the domain's and the SDK's infrastructure, the users' area the session needs,
            // the first-screen mark) in one chunk too; each business area's own code stays with that area's screens.
            {
              name: 'base',
              test: /[\\/]packages[\\/](?:web[\\/]src[\\/](?:app[\\/]ocioso|ui[\\/]tela[\\/]tela-pronta)\.ts$|(?:domain|sdk)[\\/]src[\\/](?:calendar|documents|input|permissions|presentation|response|runtime|contract|http|errors|events|cache|auth|usuarios|(?!areas\.ts)[^\\/]+\.ts$))/,
            },
            // The chassis of the list and record screens, with the Fluent components a list's filters and table use:
            // most first screens are lists (home is not, and does not load it). The simple areas' two views and their
            // view-model classes (ui/tela/*-de-registros, registro-de-area) stay with those areas' screens: in this
            // group they brought the record screen's Card, MessageBar and Spinner onto every first screen (+12 KB); so
            // did the frame of the screens opened by a number (registro-por-numero, tela-por-numero).
            {
              name: 'telas',
              test: /[\\/](?:packages[\\/]web[\\/]src[\\/](?:ui[\\/]list[\\/]|ui[\\/]tela[\\/](?!tela-pronta|servicos-tela|tela\.tokens|registro-de-area|lista-de-registros|area-de-registros|registro-por-numero|tela-por-numero)|ui[\\/]etiqueta\.view|ui[\\/]form[\\/](?:form|registro)\.view-model)|node_modules[\\/]@fluentui[\\/]react-(?:select|table|label|field|input)[\\/])/,
            },
          ],
        },
      },
    },
  },
});
