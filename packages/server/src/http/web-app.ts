/**
 * Serves the built web app (packages/web/dist) with its runtime configuration and the browser hardening of
 * security.md #11: a strict CSP whose style nonce is fresh per HTML response and written into index.html as
 * `<meta name="csp-nonce">` (for Fluent's style renderer), never 'unsafe-inline'; nosniff; a referrer policy;
 * HSTS over HTTPS. Deep links answer index.html, so a reload shows the same screen. The hashed assets go out as a
 * production server sends them: cached for a year, and compressed at build time (the web build writes `.br` and
 * `.gz` beside each one) in the encoding the request accepts, with `Vary: Accept-Encoding`.
 *
 * No waterfall before the first screen: index.html carries the runtime configuration (the same object as
 * /config.json, in `<meta name="rpj-config">`) and `modulepreload` links to the code of the screen of the address
 * asked (the build's `modulos-por-rota.json`), so neither waits for the app's own code to be evaluated first.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { resolveRoute, type ConfiguracaoApp } from '@rpj/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { escapeHtml } from '../identity/pages.ts';
import { loggerOptions } from './app.ts';

/** Options of {@link createWebApp}. */
export interface WebAppOptions {
  readonly distDir: string;
  readonly config: ConfiguracaoApp;
  readonly logLevel: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The CSP of an HTML response with its style nonce. */
export function contentSecurityPolicy(config: ConfiguracaoApp, nonce: string): string {
  const services = [...new Set(Object.values(config.servicos).map((u) => new URL(u).origin))];
  const issuer = new URL(config.issuer).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${services.join(' ')} ${issuer}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    `form-action 'self' ${issuer}`,
  ].join('; ');
}

/** The encodings the build writes beside an asset, best first, with the suffix of their file. */
const CODIFICACOES = [
  { nome: 'br', sufixo: '.br' },
  { nome: 'gzip', sufixo: '.gz' },
] as const;

/**
 * The encodings an `Accept-Encoding` header accepts (RFC 9110 §12.5.3): named with a quality above 0, or through
 * `*`; an encoding given `q=0` is refused even when `*` is there.
 */
export function codificacoesAceitas(cabecalho: string | undefined): ReadonlySet<string> {
  const aceitas = new Set<string>();
  const recusadas = new Set<string>();
  let todas = false;
  for (const parte of (cabecalho ?? '').split(',')) {
    const [nome = '', ...parametros] = parte.trim().toLowerCase().split(';');
    const q = parametros.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const aceita = q === undefined || Number(q) > 0;
    if (nome === '*') todas = aceita;
    else if (nome !== '') (aceita ? aceitas : recusadas).add(nome);
  }
  if (todas) for (const { nome } of CODIFICACOES) if (!recusadas.has(nome)) aceitas.add(nome);
  return aceitas;
}

/** The build's file of the code each route's screen loads, by route id (packages/web/vite.config.ts). */
const MODULOS_POR_ROTA = 'modulos-por-rota.json';

/**
 * The route ids' lists of chunks; none when the build wrote no such file (an older build, the dev server) or an
 * unreadable one: the page then works as before, its screen's code asked for by the app.
 */
async function lerModulosPorRota(root: string): Promise<ReadonlyMap<string, readonly string[]>> {
  const texto = await readFile(join(root, MODULOS_POR_ROTA), 'utf8').catch(() => undefined);
  let lido: unknown;
  try {
    lido = texto === undefined ? undefined : JSON.parse(texto);
  } catch {
    lido = undefined;
  }
  const porRota = new Map<string, readonly string[]>();
  if (typeof lido !== 'object' || lido === null) return porRota;
  for (const [rota, arquivos] of Object.entries(lido)) {
    // Only the build's own hashed files become links.
    if (Array.isArray(arquivos)) porRota.set(rota, arquivos.filter((a): a is string => typeof a === 'string' && /^\/assets\/[\w.-]+\.js$/.test(a)));
  }
  return porRota;
}

function harden(reply: FastifyReply, https: boolean): void {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (https) void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** The app's server. */
export function createWebApp(options: WebAppOptions): FastifyInstance {
  const app = Fastify({ logger: loggerOptions(options.logLevel, 'web') });
  const root = normalize(options.distDir);
  // index.html is read again when a new build replaced it (its assets' names changed with it), and the build's
  // list of each route's code with it.
  let template: { readonly html: string; readonly mtimeMs: number; readonly modulosPorRota: ReadonlyMap<string, readonly string[]> } | undefined;
  const configuracao = `<meta name="rpj-config" content="${escapeHtml(JSON.stringify(options.config))}">`;

  const index = async (reply: FastifyReply, https: boolean, caminho: string): Promise<FastifyReply> => {
    const file = join(root, 'index.html');
    const { mtimeMs } = await stat(file);
    if (template?.mtimeMs !== mtimeMs) template = { html: await readFile(file, 'utf8'), mtimeMs, modulosPorRota: await lerModulosPorRota(root) };
    const html0 = template.html;
    const nonce = randomBytes(16).toString('base64');
    const rota = resolveRoute(caminho)?.rota.id;
    const precarregar = (rota === undefined ? [] : (template.modulosPorRota.get(rota) ?? [])).map((a) => `<link rel="modulepreload" crossorigin href="${a}">`);
    const meta = [`<meta name="csp-nonce" content="${nonce}">`, configuracao, ...precarregar].join('');
    const html = html0.includes('<meta name="csp-nonce"')
      ? html0.replace(/<meta name="csp-nonce"[^>]*>/, meta)
      : html0.replace('</head>', `${meta}</head>`);
    harden(reply, https);
    return reply
      .header('content-security-policy', contentSecurityPolicy(options.config, nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/config.json', (request, reply) => {
    harden(reply, request.protocol === 'https');
    return reply.header('cache-control', 'no-store').send(options.config);
  });

  app.get('/*', async (request, reply) => {
    const https = request.protocol === 'https';
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    } catch {
      return reply.status(400).type('text/plain; charset=utf-8').send('Endereço inválido.');
    }
    const file = normalize(join(root, path));
    if (path !== '/' && file.startsWith(root + sep) && extname(file) !== '') {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile() === true) {
        harden(reply, https);
        // Vite's hashed assets never change; anything else is revalidated.
        const immutable = path.startsWith('/assets/');
        void reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .type(TYPES[extname(file)] ?? 'application/octet-stream');
        if (immutable) {
          // Whether a compressed copy exists is the build's business: the answer varies with the header either way.
          void reply.header('vary', 'Accept-Encoding');
          const aceitas = codificacoesAceitas(request.headers['accept-encoding']);
          for (const { nome, sufixo } of CODIFICACOES) {
            if (!aceitas.has(nome)) continue;
            const comprimido = await readFile(`${file}${sufixo}`).catch(() => undefined);
            if (comprimido !== undefined) return reply.header('content-encoding', nome).send(comprimido);
          }
        }
        return reply.send(await readFile(file));
      }
      if (path.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Arquivo não encontrado.');
    }
    return index(reply, https, path);
  });
  return app;
}
