// security.md #11: the app is served with a strict CSP (styles by a per-request nonce written into index.html,
// never 'unsafe-inline'), nosniff and a referrer policy; /config.json carries the runtime configuration; CORS on
// the services allows only the app's origin.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codificacoesAceitas, createWebApp } from '../src/http/web-app.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();
/** A hashed asset big enough to be compressed. */
const GRANDE = Buffer.from(`export const linhas = [${Array.from({ length: 400 }, (_, i) => `'Linha ${String(i)} do relatório'`).join(', ')}];\n`);

/** A raw GET (fetch would decompress for us): status, headers and the bytes as sent. */
function obterCru(endereco: string, cabecalhos: Readonly<Record<string, string>>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; corpo: Buffer }> {
  return new Promise((resolve, reject) => {
    const pedido = request(endereco, { headers: cabecalhos }, (resposta) => {
      const partes: Buffer[] = [];
      resposta.on('data', (c: Buffer) => partes.push(c));
      resposta.on('end', () => {
        resolve({ status: resposta.statusCode ?? 0, headers: resposta.headers, corpo: Buffer.concat(partes) });
      });
    });
    pedido.on('error', reject);
    pedido.end();
  });
}
let dist = '';
let url = '';
let close: () => Promise<void> = () => Promise.resolve();

const config = {
  servicos: { cadastro: 'http://localhost:8140', selo: 'http://localhost:8141', consulta: 'http://localhost:8142' },
  issuer: 'http://localhost:8143',
  clientId: 'rpj-web',
  cartorio: '1º Registro Civil de Pessoas Jurídicas de Brasília',
  refreshLeadSeconds: 60,
  alterarSenhaUrl: 'http://localhost:8143/conta/alterar-senha',
};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rpj-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><meta name="csp-nonce" content=""><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'assets', 'app-abc.js'), 'console.log("rpj")');
  // As the web build writes it: the code of each route's screen beyond what index.html names; an address that is
  // not the build's own hashed file never becomes a link.
  await writeFile(join(dist, 'modulos-por-rota.json'), JSON.stringify({ usuario: ['/assets/cAbc1234.js', '/assets/usuario-list.view-Xyz7890.js'], inicio: ['/assets/inicio.view-Aaa1111.js', 'https://outro.example/x.js', '/assets/../../segredo.js'] }));
  // As the web build writes them: a brotli and a gzip copy beside a hashed asset (not beside every one).
  await writeFile(join(dist, 'assets', 'grande-def.js'), GRANDE);
  await writeFile(join(dist, 'assets', 'grande-def.js.br'), brotliCompressSync(GRANDE));
  await writeFile(join(dist, 'assets', 'grande-def.js.gz'), gzipSync(GRANDE));
  const app = createWebApp({ distDir: dist, config, logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  close = () => app.close();
});
afterAll(async () => {
  await close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('answers index.html with a fresh nonce in the meta tag and in the CSP, never unsafe-inline', async () => {
    const first = await fetch(`${url}/`);
    const second = await fetch(`${url}/usuario/cadastro/7`); // a deep link: the same page
    const nonceOf = async (r: Response): Promise<string> => /<meta name="csp-nonce" content="([^"]+)">/.exec(await r.text())?.[1] ?? '';
    const [a, b] = [await nonceOf(first), await nonceOf(second)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'self' 'nonce-${a}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("connect-src 'self' http://localhost:8140 http://localhost:8141 http://localhost:8142 http://localhost:8143");
    expect(csp).toContain("form-action 'self' http://localhost:8143");
    expect(csp).not.toContain('unsafe-inline');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('strict-transport-security')).toBeNull(); // plain HTTP: no HSTS
  });

  it('serves hashed assets for a year, with their type', async () => {
    const response = await fetch(`${url}/assets/app-abc.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${url}/assets/nao-existe.js`)).status).toBe(404);
  });

  it('sends a hashed asset compressed as the browser accepts (brotli first, then gzip), varying by Accept-Encoding', async () => {
    const endereco = `${url}/assets/grande-def.js`;
    const br = await obterCru(endereco, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([br.headers['content-encoding'], br.headers['vary'], br.headers['cache-control']]).toEqual(['br', 'Accept-Encoding', 'public, max-age=31536000, immutable']);
    expect(brotliDecompressSync(br.corpo).equals(GRANDE)).toBe(true);
    expect(br.corpo.length).toBeLessThan(GRANDE.length / 4);
    const gz = await obterCru(endereco, { 'accept-encoding': 'gzip' });
    expect([gz.headers['content-encoding'], gunzipSync(gz.corpo).equals(GRANDE)]).toEqual(['gzip', true]);
    // Refused with q=0, or nothing accepted: the file as it is.
    for (const aceita of ['br;q=0, gzip;q=0', 'identity', '']) {
      const plano = await obterCru(endereco, aceita === '' ? {} : { 'accept-encoding': aceita });
      expect([plano.headers['content-encoding'], plano.headers['vary'], plano.corpo.equals(GRANDE)]).toEqual([undefined, 'Accept-Encoding', true]);
    }
    // An asset without copies (too small to be worth it) goes out as it is.
    const pequeno = await obterCru(`${url}/assets/app-abc.js`, { 'accept-encoding': 'br, gzip' });
    expect([pequeno.headers['content-encoding'], pequeno.corpo.toString()]).toEqual([undefined, 'console.log("rpj")']);
    // index.html is never cached: it carries the response's own nonce.
    expect((await obterCru(`${url}/`, { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-store');
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect([...codificacoesAceitas('gzip, deflate, br')].sort()).toEqual(['br', 'deflate', 'gzip']);
    expect([...codificacoesAceitas('*')].sort()).toEqual(['br', 'gzip']);
    expect([...codificacoesAceitas('*, br;q=0')]).toEqual(['gzip']);
    expect([...codificacoesAceitas('br;q=0.5, gzip; q=0')]).toEqual(['br']);
    expect([...codificacoesAceitas(undefined)]).toEqual([]);
  });

  it('writes the configuration into the page, the same object /config.json answers', async () => {
    const html = await (await fetch(`${url}/usuario`)).text();
    const conteudo = /<meta name="rpj-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const texto = conteudo.replace(/&#(\d+);/g, (_, codigo: string) => String.fromCharCode(Number(codigo)));
    expect(JSON.parse(texto)).toEqual(config);
    expect(JSON.parse(texto)).toEqual(await (await fetch(`${url}/config.json`)).json());
  });

  it('preloads the code of the screen of the address asked, and only the build’s own files', async () => {
    const precarregados = async (caminho: string): Promise<string[]> =>
      [...(await (await fetch(`${url}${caminho}`)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
    expect(await precarregados('/usuario')).toEqual(['/assets/cAbc1234.js', '/assets/usuario-list.view-Xyz7890.js']);
    expect(await precarregados('/usuario?nome=ana')).toEqual(['/assets/cAbc1234.js', '/assets/usuario-list.view-Xyz7890.js']);
    expect(await precarregados('/')).toEqual(['/assets/inicio.view-Aaa1111.js']);
    // A route the build lists no code for, and an address that is no route: the page alone.
    expect(await precarregados('/usuario/cadastro/7')).toEqual([]);
    expect(await precarregados('/nao-existe')).toEqual([]);
  });

  it('serves a new build’s index.html without a restart', async () => {
    await fetch(`${url}/`);
    const novo = '<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/app-def.js"></script></head><body></body></html>';
    await writeFile(join(dist, 'index.html'), novo);
    // A build whose list of each route's code cannot be read: the page still answers, without preloads.
    await writeFile(join(dist, 'modulos-por-rota.json'), '{ "usuario": [');
    // A later modification time, as a new build gives it (file systems may round times to a second).
    await utimes(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const pagina = await fetch(`${url}/usuario`);
    const html = await pagina.text();
    expect([pagina.status, html.includes('/assets/app-def.js'), html.includes('modulepreload')]).toEqual([200, true, false]);
  });

  it('answers an unreadable address with 400, not a fault', async () => {
    expect((await fetch(`${url}/assets/%E0%A4%A`)).status).toBe(400);
  });

  it('never serves a file outside the build', async () => {
    const response = await fetch(`${url}/assets/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('answers /config.json from the server’s configuration', async () => {
    const response = await fetch(`${url}/config.json`);
    expect(await response.json()).toEqual(config);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS on the services', () => {
  const preflight = (origin: string) =>
    fetch(`${server.services.urls.cadastro}/usuario/listar`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-request-id' },
    });

  it('allows the app’s origin with the SDK’s headers and exposes the request id and Retry-After', async () => {
    const response = await preflight('http://127.0.0.1:8080');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-request-id');
    const get = await fetch(`${server.services.urls.cadastro}/saude`, { headers: { origin: 'http://127.0.0.1:8080' } });
    expect(get.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(get.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('gives any other origin nothing', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
