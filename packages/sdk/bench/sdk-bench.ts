/**
 * The SDK's benchmark (issue "@rpj/sdk II"): cache-hit latency, decode time of a 1,000-row users page, and the
 * SDK's overhead over a raw fetch of the same response on loopback, decoding excluded. Figures, not asserts:
 * these machines are shared and noisy, so tests only run it small to keep it working.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import ky from 'ky';
import * as t from 'io-ts';
import { paginaCodec, respostaCodec, USUARIO, UsuarioListaItemCodec } from '../src/contract/index.ts';
import { createRpjSdk } from '../src/index.ts';
import { ResponseCache } from '../src/cache/response-cache.ts';
import { MemoryStorage } from '../src/cache/storage.ts';
import { systemClock } from '../src/http/clock.ts';
import { HttpCore } from '../src/http/http-core.ts';
import { newRequestId } from '../src/http/request-id.ts';
import { DEFAULT_RETRY_POLICY } from '../src/http/retry-policy.ts';
import { SdkEventEmitter } from '../src/events/sdk-events.ts';

/** One line of the report. */
export interface BenchRow {
  readonly measure: string;
  readonly value: number;
  readonly unit: 'ms' | '%';
  /** Absent for rows that only explain another. */
  readonly target?: number;
  readonly met?: boolean;
}

/** How much to measure. */
export interface BenchOptions {
  /** Samples per measure (medians are reported). */
  readonly samples: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function usersPage(rows: number): string {
  const content = Array.from({ length: rows }, (_, i) => ({
    id: i + 1,
    nome: `Servidora Número ${i + 1} da Silva`,
    login: `servidora.${i + 1}`,
    cpf: String(10_000_000_000 + i).slice(0, 11),
    email: i % 3 === 0 ? null : `servidora.${i + 1}@cartorio.example`,
    ativo: i % 7 !== 0,
    primeiroAcesso: false,
    grupos: ['USER', 'EXAMINADOR'],
  }));
  const sort = { sorted: true, unsorted: false, empty: false };
  return JSON.stringify({
    dados: {
      content,
      pageable: { pageNumber: 0, pageSize: rows, offset: 0, paged: true, unpaged: false, sort },
      totalElements: rows,
      totalPages: 1,
      last: true,
      first: true,
      numberOfElements: rows,
      size: rows,
      number: 0,
      sort,
      empty: rows === 0,
      sortBy: 'nome,asc',
    },
    mensagens: [],
    tipoResposta: 'OK',
  });
}

const USER = JSON.stringify({
  dados: {
    id: 1,
    cpf: '52998224725',
    nome: 'Maria Souza',
    login: 'maria',
    ativo: true,
    primeiroAcesso: false,
    versao: 1,
    permissoes: ['VISUALIZAR_USUARIOS', 'EDITAR_USUARIOS'],
    groups: [{ grupoUsuario: { id: 1, nome: 'ADMINISTRADOR' } }],
  },
  mensagens: [],
  tipoResposta: 'OK',
});

async function serve(page: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url?.startsWith('/usuario/listar') === true ? page : USER);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Runs every measure and returns the report. */
export async function runSdkBench(options: BenchOptions): Promise<readonly BenchRow[]> {
  const { samples } = options;
  const page = usersPage(1000);
  const { server, url } = await serve(page);
  try {
    const sdk = createRpjSdk({
      services: { cadastro: url, selo: url, consulta: url },
      tokenProvider: { isReady: () => true, getAccessToken: () => 'bench', userKey: () => 'bench' },
    });

    // 1. Cache hit: the signed-in user, primed once, then served from the cache in batches of 100.
    await sdk.usuarios.recuperaDadosPorLogin();
    const hits: number[] = [];
    for (let s = 0; s < samples; s++) {
      const start = performance.now();
      for (let i = 0; i < 100; i++) await sdk.usuarios.recuperaDadosPorLogin();
      hits.push((performance.now() - start) / 100);
    }

    // 2. Decoding a 1,000-row users page with the contract's codec.
    const codec = respostaCodec(paginaCodec(UsuarioListaItemCodec));
    const decodes: number[] = [];
    for (let s = 0; s < samples + 3; s++) {
      const json: unknown = JSON.parse(page);
      const start = performance.now();
      const result = codec.decode(json);
      decodes.push(performance.now() - start);
      if (result._tag === 'Left') throw new Error('the benchmark page does not decode');
    }
    const decodeMs = median(decodes.slice(3)); // the first runs warm the JIT

    // 3. The same 1,000-row response through a raw fetch and through the SDK's core, alternated. "Excluding
    //    decoding" is measured, not subtracted: the core runs the users-list endpoint with `dados` taken as is.
    const core = new HttpCore({
      services: { cadastro: url, selo: url, consulta: url },
      tokenProvider: { isReady: () => true, getAccessToken: () => 'bench' },
      timeoutMs: 30_000,
      providerWait: { stepMs: 100, maxMs: 10_000 },
      retry: DEFAULT_RETRY_POLICY,
      fetch: undefined,
      clock: systemClock,
      random: Math.random,
      newRequestId,
      events: new SdkEventEmitter(),
      cache: new ResponseCache(new MemoryStorage(), systemClock, () => undefined),
    });
    const undecoded = { ...USUARIO.listar, dados: t.unknown };
    const bareKy = ky.create({ retry: 0, throwHttpErrors: false });
    const listUrl = `${url}/usuario/listar?page=0&size=10`;
    const headers = (): Record<string, string> => ({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-request-id': newRequestId(),
      authorization: 'Bearer bench',
    });
    const raw: number[] = [];
    const viaKy: number[] = [];
    const viaSdk: number[] = [];
    for (let s = 0; s < samples + 3; s++) {
      let start = performance.now();
      await (await fetch(listUrl, { headers: headers() })).json();
      raw.push(performance.now() - start);
      start = performance.now();
      await (await bareKy(listUrl, { headers: headers(), timeout: 30_000 })).json();
      viaKy.push(performance.now() - start);
      start = performance.now();
      await core.call(undecoded);
      viaSdk.push(performance.now() - start);
    }
    const rawMs = median(raw.slice(3));
    const overhead = ((median(viaSdk.slice(3)) - rawMs) / rawMs) * 100;
    const kyShare = ((median(viaKy.slice(3)) - rawMs) / rawMs) * 100;

    const hitMs = median(hits);
    return [
      { measure: 'cache hit (recuperaDadosPorLogin)', value: hitMs, unit: 'ms', target: 0.05, met: hitMs < 0.05 },
      { measure: 'decode 1,000-row users page', value: decodeMs, unit: 'ms', target: 5, met: decodeMs < 5 },
      { measure: 'SDK overhead vs raw fetch (no decode)', value: overhead, unit: '%', target: 10, met: overhead < 10 },
      { measure: '  of which ky alone vs raw fetch', value: kyShare, unit: '%' },
    ];
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  }
}

/** The report as a table. */
export function formatBench(rows: readonly BenchRow[]): string {
  const lines = [
    ['measure', 'value', 'target', 'met'],
    ...rows.map((r) => [
      r.measure,
      `${r.value.toFixed(r.unit === '%' ? 1 : 4)} ${r.unit}`,
      r.target === undefined ? '' : `< ${r.target} ${r.unit}`,
      r.met === undefined ? '' : r.met ? 'yes' : 'NO',
    ]),
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  return lines.map((l) => l.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ')).join('\n');
}
