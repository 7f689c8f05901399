/**
 * The web app's build. Workspace packages are read from source (the `@rpj/source` condition). Every build gets
 * an id, compiled into the app and written to `version.json`, so a running tab can tell that a newer build is
 * being served and offer a reload (spec §1).
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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

/** The file beside index.html that names, by route id, the code the route's screen loads (read by the server). */
export const ARQUIVO_DE_MODULOS_POR_ROTA = 'modulos-por-rota.json';

/** An ESTree node, as much of it as these plugins read. */
interface No {
  readonly type: string;
  readonly [campo: string]: unknown;
}

/** Calls `visitar` on every node under `no` (an ESTree node or a list of them), `no` included. */
function percorrer(no: unknown, visitar: (n: No) => void): void {
  if (typeof no !== 'object' || no === null) return;
  if (Array.isArray(no)) {
    for (const item of no) percorrer(item, visitar);
    return;
  }
  visitar(no as No);
  for (const [campo, valor] of Object.entries(no)) if (campo !== 'type') percorrer(valor, visitar);
}

/** Every `import('…')` under `no`, in source order. */
function importacoes(no: unknown): string[] {
  const achadas: string[] = [];
  percorrer(no, (n) => {
    const fonte = n['source'] as { value?: unknown } | undefined;
    if (n.type === 'ImportExpression' && typeof fonte?.value === 'string') achadas.push(fonte.value);
  });
  return achadas;
}

/**
 * Writes {@link ARQUIVO_DE_MODULOS_POR_ROTA}: for each route id an area's feature file declares (`area(módulo,
 * { rota: tela })`, di/feature.ts), the chunks its first visit loads — the area's bindings and the screen, with the
 * chunks they import — less those index.html already names. The server puts them in the page as modulepreload
 * links for the address asked, so the screen's code arrives while the app's own code is still being evaluated
 * rather than after it. A screen's loader may call a function of its file (`tela('caixa')`): its imports are those
 * of that function's declaration. A route whose code is not found fails the build.
 */
function modulosPorRota(): Plugin {
  const fontesPorArquivo = new Map<string, { readonly area: readonly string[]; readonly rotas: ReadonlyMap<string, readonly string[]> }>();
  return {
    name: 'rpj-modulos-por-rota',
    apply: 'build',
    transform: {
      filter: { id: /\.feature\.ts$/ },
      handler(code, id) {
        const programa = this.parse(code) as unknown as { readonly body: readonly No[] };
        // The file's top-level functions by name: `const tela = (…) => () => import(…)`.
        const declaradas = new Map<string, unknown>();
        for (const instrucao of programa.body) {
          const declaracao = instrucao.type === 'ExportNamedDeclaration' ? (instrucao['declaration'] as No | null) : instrucao;
          if (declaracao?.type !== 'VariableDeclaration') continue;
          for (const d of declaracao['declarations'] as readonly No[]) {
            const nome = (d['id'] as { name?: unknown }).name;
            if (typeof nome === 'string') declaradas.set(nome, d['init']);
          }
        }
        const chamadas: No[] = [];
        percorrer(programa.body, (n) => {
          const callee = n['callee'] as { type?: string; name?: string } | undefined;
          if (n.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'area') chamadas.push(n);
        });
        for (const chamada of chamadas) {
          const [modulo, telas] = chamada['arguments'] as readonly No[];
          if (telas?.type !== 'ObjectExpression') this.error(`${id}: area() sem o objeto de telas`);
          const rotas = new Map<string, readonly string[]>();
          for (const propriedade of telas['properties'] as readonly No[]) {
            const chave = propriedade['key'] as { name?: unknown; value?: unknown };
            const rota = typeof chave.value === 'string' ? chave.value : chave.name;
            if (typeof rota !== 'string') this.error(`${id}: uma tela sem rota`);
            const valor = propriedade['value'] as No;
            const callee = valor['callee'] as { type?: string; name?: string } | undefined;
            const daDeclaracao = valor.type === 'CallExpression' && callee?.type === 'Identifier' ? declaradas.get(callee.name ?? '') : undefined;
            const fontes = importacoes(daDeclaracao ?? valor);
            if (fontes.length === 0) this.error(`${id}: a tela da rota "${rota}" não importa código`);
            rotas.set(rota, fontes);
          }
          fontesPorArquivo.set(id, { area: importacoes(modulo), rotas });
        }
        return null;
      },
    },
    async generateBundle(_opcoes, bundle) {
      const pedacos = Object.values(bundle).filter((b) => b.type === 'chunk');
      const porFachada = new Map(pedacos.flatMap((c) => (c.facadeModuleId === null ? [] : [[c.facadeModuleId, c] as const])));
      const porArquivo = new Map(pedacos.map((c) => [c.fileName, c]));
      // What index.html names already: the entry and the chunks it imports.
      const jaNaPagina = new Set<string>();
      const fecho = (arquivo: string, destino: Set<string>): void => {
        if (destino.has(arquivo)) return;
        destino.add(arquivo);
        for (const importado of porArquivo.get(arquivo)?.imports ?? []) fecho(importado, destino);
      };
      for (const c of pedacos) if (c.isEntry) fecho(c.fileName, jaNaPagina);
      const porRota: Record<string, string[]> = {};
      for (const [arquivo, { area, rotas }] of fontesPorArquivo) {
        for (const [rota, fontes] of rotas) {
          const arquivos = new Set<string>();
          for (const fonte of [...area, ...fontes]) {
            const resolvido = await this.resolve(fonte, arquivo);
            const pedaco = resolvido === null ? undefined : porFachada.get(resolvido.id);
            if (pedaco === undefined) this.error(`${arquivo}: o código "${fonte}" da rota "${rota}" não virou um pedaço próprio`);
            fecho(pedaco.fileName, arquivos);
          }
          porRota[rota] = [...arquivos].filter((a) => !jaNaPagina.has(a)).sort().map((a) => `/${a}`);
        }
      }
      const ordenado = Object.fromEntries(Object.entries(porRota).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: 'asset', fileName: ARQUIVO_DE_MODULOS_POR_ROTA, source: `${JSON.stringify(ordenado, null, 1)}\n` });
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
      saida = resolve(config.root, config.build.outDir);
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
  plugins: [react(), versionFile(), modulosPorRota(), precomprimir()],
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
