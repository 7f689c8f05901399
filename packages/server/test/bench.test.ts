// A tiny run of `pnpm bench` on PGlite, so the benchmark keeps working; the figures themselves are not asserted.
import { describe, expect, it } from 'vitest';
import { COTACOES_POR_SEGUNDO_ALVO, ENTRADAS_POR_SEGUNDO_ALVO, PAGAMENTOS_POR_SEGUNDO_ALVO } from '../bench/cotacoes-bench.ts';
import { benchOptionsFromEnv, formatBench, P99_TARGET_MS, postgresSource, runServerBench } from '../bench/server-bench.ts';

describe('the server benchmark', () => {
  it('reports every figure beside its target', { timeout: 120_000 }, async () => {
    // No PostgreSQL admin URL: PGlite only.
    const rows = await runServerBench({ users: 2000, rate: 50, seconds: 1, connections: 5, warmupSeconds: 0 });
    expect(rows.map((r) => [r.measure, r.unit, r.target, r.informational])).toEqual([
      ['PGlite: cold start, new folder (open + migrate + seed)', 'ms', undefined, undefined],
      ['PGlite: insert the users (one INSERT … SELECT)', 'ms', undefined, undefined],
      ['PGlite: reopen the folder (open + migrate + seed)', 'ms', undefined, undefined],
      ['PGlite: users list p50', 'ms', undefined, undefined],
      ['PGlite: users list p99', 'ms', P99_TARGET_MS, true],
      ['PGlite: answered per second (asked 50)', 'req/s', undefined, undefined],
      ['PGlite: errors + non-2xx', 'count', 0, true],
      ['PGlite: quotes of 3 items priced, numbered and kept (POST /cotacao), as fast as answered', 'req/s', COTACOES_POR_SEGUNDO_ALVO, true],
      ['PGlite: quote p50', 'ms', undefined, undefined],
      ['PGlite: quote p99', 'ms', undefined, undefined],
      ['PGlite: quotes refused or failed', 'count', 0, undefined],
      ['PGlite: payments with gapless receipts (POST /caixa/{id}/pagamento), 50 clients at once', 'req/s', PAGAMENTOS_POR_SEGUNDO_ALVO, true],
      ['PGlite: payment p99', 'ms', undefined, undefined],
      ['PGlite: payments refused or failed', 'count', 0, undefined],
      ['PGlite: intakes with gapless protocols and their deposit (POST /processo), 50 clients at once', 'req/s', ENTRADAS_POR_SEGUNDO_ALVO, true],
      ['PGlite: intake p99', 'ms', undefined, undefined],
      ['PGlite: intakes refused or failed', 'count', 0, undefined],
      ['PGlite: protocol numbers missing or repeated today', 'count', 0, undefined],
    ]);
    expect(rows.find((r) => r.measure === 'PGlite: payments refused or failed')?.value).toBe(0);
    expect(rows.find((r) => r.measure === 'PGlite: intakes refused or failed')?.value).toBe(0);
    expect(rows.find((r) => r.measure === 'PGlite: protocol numbers missing or repeated today')?.value).toBe(0);
    expect(rows.find((r) => r.measure === 'PGlite: quotes refused or failed')?.value).toBe(0);
    for (const row of rows) expect(Number.isFinite(row.value), row.measure).toBe(true);
    expect(formatBench(rows)).toContain('< 50 ms');
    expect(formatBench(rows)).toContain(`>= ${String(COTACOES_POR_SEGUNDO_ALVO)} req/s`);
  });

  it('reads its parameters and where PostgreSQL comes from', () => {
    expect(benchOptionsFromEnv({})).toEqual({ users: 100_000, rate: 500, seconds: 20, connections: 20, warmupSeconds: 3 });
    expect(benchOptionsFromEnv({ RPJ_BENCH_USERS: '2000', RPJ_BENCH_RATE: '50', RPJ_BENCH_SECONDS: '1' })).toMatchObject({ users: 2000, rate: 50, seconds: 1 });
    expect(() => benchOptionsFromEnv({ RPJ_BENCH_RATE: 'fast' })).toThrow('RPJ_BENCH_RATE');
    const url = 'postgresql://u:p@127.0.0.1:5432/postgres';
    expect(postgresSource({ RPJ_BENCH_DATABASE_URL: url }, false)).toEqual({ kind: 'url', adminUrl: url });
    expect(postgresSource({}, true)).toEqual({ kind: 'cluster' });
    expect(postgresSource({}, false).kind).toBe('skip');
    expect(postgresSource({ RPJ_BENCH_POSTGRES: '0', RPJ_BENCH_DATABASE_URL: url }, true).kind).toBe('skip');
  });
});
