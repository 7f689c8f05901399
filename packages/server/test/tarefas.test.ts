/**
 * Background work (src/jobs/, docs/architecture.md "Jobs"): pg-boss on the server's own database. Two queues
 * working on one database (as two server processes do) run a keyed task once however often it is sent; a failed
 * run is retried, and so is a run whose worker hung or whose process was killed; the nightly clean-up is scheduled
 * in Brasília time and, run twice, deletes what expired once.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { Fila, idDaTarefa, type DefinicaoTarefa } from '../src/jobs/fila.ts';
import { limparExpirados, tarefaLimpeza } from '../src/jobs/limpeza.ts';
import { tarefaTrava } from './fixtures/trabalhador.ts';
import { ate, cloneTemplate } from './harness.ts';

let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
const filas: Fila[] = [];

beforeAll(async () => {
  ({ database, drop, url } = await cloneTemplate());
}, 60_000);

afterAll(async () => {
  for (const fila of filas) await fila.parar(1);
  await drop();
});

describe('the task queue', () => {
  it('gives one job id to one logical key, and another to another', () => {
    expect(idDaTarefa('eco', 'a')).toBe(idDaTarefa('eco', 'a'));
    expect(idDaTarefa('eco', 'a')).not.toBe(idDaTarefa('eco', 'b'));
    expect(idDaTarefa('eco', 'a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('runs a keyed task once, with two queues working and each sending it twice; retries a failed run', async () => {
    const execucoes = new Map<string, number>();
    const tentativas: number[] = [];
    const tarefas: DefinicaoTarefa<{ chave?: string }>[] = [
      {
        nome: 'eco',
        paralelas: 2,
        executar: (dados) => {
          execucoes.set(dados.chave ?? '', (execucoes.get(dados.chave ?? '') ?? 0) + 1);
          return Promise.resolve();
        },
      },
      {
        nome: 'falha-uma-vez',
        tentativas: 2,
        esperaEntreTentativasS: 0,
        executar: (_dados, { tentativa }) => {
          tentativas.push(tentativa);
          return tentativa === 0 ? Promise.reject(new Error('primeira falha')) : Promise.resolve();
        },
      },
    ];
    const a = await Fila.iniciar(database, tarefas, { intervaloS: 0.5 });
    const b = await Fila.iniciar(database, tarefas, { intervaloS: 0.5 });
    filas.push(a, b);
    const chaves = Array.from({ length: 20 }, (_, i) => `k${String(i)}`);
    const enviados = await Promise.all(chaves.flatMap((chave) => [a.enviar('eco', { chave }, chave), b.enviar('eco', { chave }, chave)]));
    expect(enviados.filter((id) => id !== undefined)).toHaveLength(20);
    await ate(() => chaves.every((c) => execucoes.get(c) === 1));
    // Sending again while the jobs are kept changes nothing.
    expect(await a.enviar('eco', { chave: 'k0' }, 'k0')).toBeUndefined();

    const id = (await a.enviar('falha-uma-vez', {})) ?? '';
    await ate(async () => (await a.estado('falha-uma-vez', id))?.estado === 'concluida');
    expect([tentativas, await b.estado('falha-uma-vez', id)]).toEqual([[0, 1], { estado: 'concluida', tentativas: 1 }]);
    expect([...execucoes.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});

describe('a run that never ends', () => {
  /** Runs of 'trava' in this process, by attempt; the first one hangs until the test ends. */
  const tentativas: number[] = [];
  let soltar: () => void = () => undefined;
  const travada = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  afterAll(() => {
    soltar();
  });

  it('is taken by another worker when its time is up, and concluded there', async () => {
    const executar = (_dados: object, { tentativa }: { tentativa: number }): Promise<void> => {
      tentativas.push(tentativa);
      return tentativa === 0 ? travada : Promise.resolve();
    };
    // Two workers, each with one run at a time: the hung one cannot take its own job back.
    const a = await Fila.iniciar(database, [{ ...tarefaTrava(executar), nome: 'trava-local' }], { intervaloS: 0.5, manutencaoS: 1 });
    filas.push(a);
    const id = (await a.enviar('trava-local', {})) ?? '';
    await ate(() => tentativas.length === 1);
    const b = await Fila.iniciar(database, [{ ...tarefaTrava(executar), nome: 'trava-local' }], { intervaloS: 0.5, manutencaoS: 1 });
    filas.push(b);
    await ate(async () => (await b.estado('trava-local', id))?.estado === 'concluida');
    expect([tentativas, await b.estado('trava-local', id)]).toEqual([[0, 1], { estado: 'concluida', tentativas: 1 }]);
  }, 40_000);

  // Two processes share a database only on PostgreSQL (PGlite lives inside one process); the PostgreSQL pass of
  // `npm test` (scripts/test-postgres.mjs) runs this.
  it.runIf(inject('postgresUrl') !== '')('is retried by the other process when its process is killed (kill -9) mid-run', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const filho = spawn(process.execPath, ['--conditions=@rpj/source', '--import', 'tsx', fileURLToPath(new URL('fixtures/trabalhador.ts', import.meta.url)), url ?? ''], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let saida = '';
    filho.stdout.on('data', (c: Buffer) => (saida += c.toString('utf8')));
    try {
      await ate(() => saida.includes('pronto'));
      const concluidas: string[] = [];
      // This process sends the job and only works on it once the other has taken it.
      const envio = await Fila.iniciar(database, [tarefaTrava(() => Promise.resolve())], { trabalhar: false });
      filas.push(envio);
      const id = (await envio.enviar('trava', {})) ?? '';
      await ate(() => saida.includes(`executando ${id}`));
      const aqui = await Fila.iniciar(
        database,
        [
          tarefaTrava((_dados, { id: job, tentativa }) => {
            concluidas.push(`${job}:${String(tentativa)}`);
            return Promise.resolve();
          }),
        ],
        { intervaloS: 0.5, manutencaoS: 1 },
      );
      filas.push(aqui);
      filho.kill('SIGKILL');
      await ate(async () => (await aqui.estado('trava', id))?.estado === 'concluida');
      expect(concluidas).toEqual([`${id}:1`]);
    } finally {
      filho.kill('SIGKILL');
    }
  }, 60_000);
});

describe('a run that outlives the stop', () => {
  it('ends after the database is closed without an error escaping, and is left failed to be retried', async () => {
    const outro = await cloneTemplate();
    const escapados: unknown[] = [];
    const anotar = (erro: unknown): void => {
      escapados.push(erro);
    };
    process.on('unhandledRejection', anotar);
    let soltar: () => void = () => undefined;
    let comecou = false;
    try {
      const fila = await Fila.iniciar(
        outro.database,
        [{ nome: 'longa', executar: () => ((comecou = true), new Promise<void>((resolve) => (soltar = resolve))) }],
        { intervaloS: 0.5 },
      );
      const id = (await fila.enviar('longa', {})) ?? '';
      await ate(() => comecou);
      // The service stops as a process does: the queue waits a moment for the run, then the database closes.
      await fila.parar(0.2);
      const estado = await outro.database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
      expect(estado.rows).toEqual([{ state: 'retry' }]);
      await outro.drop();
      soltar();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(escapados).toEqual([]);
    } finally {
      process.off('unhandledRejection', anotar);
    }
  }, 30_000);
});

describe('progress', () => {
  it('is readable while a long run goes, then the run is concluded', async () => {
    let liberar: () => void = () => undefined;
    const segura = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    const fila = await Fila.iniciar(
      database,
      [
        {
          nome: 'longa',
          executar: async (_dados, { progresso }) => {
            await progresso(2, 4, 'Lendo a página 2 de 4');
            await segura;
          },
        },
      ],
      { intervaloS: 0.5 },
    );
    filas.push(fila);
    const id = (await fila.enviar('longa', {})) ?? '';
    await ate(async () => (await fila.andamento(id))?.feitos === 2);
    expect(await fila.andamento(id)).toEqual({ id, fila: 'longa', estado: 'executando', feitos: 2, total: 4, mensagem: 'Lendo a página 2 de 4' });
    liberar();
    await ate(async () => (await fila.andamento(id))?.estado === 'concluida');
  }, 30_000);
});

describe('the nightly clean-up', () => {
  it('is scheduled at 3:00 Brasília time', async () => {
    const fila = await Fila.iniciar(database, [tarefaLimpeza(database.db)], { trabalhar: false });
    filas.push(fila);
    expect(await fila.agendadas()).toEqual(expect.arrayContaining([{ nome: 'limpeza', cron: '0 3 * * *', fuso: 'America/Sao_Paulo' }]));
  });

  it('deletes the expired state of the identity provider once, and keeps the rest', async () => {
    await database.db.execute(sql`
      INSERT INTO oidc_modelo (tipo, id, payload, expira_em) VALUES
        ('Session', 'velha-1', '{}', now() - interval '1 day'),
        ('AccessToken', 'velha-2', '{}', now() - interval '1 minute'),
        ('Session', 'viva', '{}', now() + interval '1 hour'),
        ('Client', 'sem-prazo', '{}', NULL)`);
    expect([await limparExpirados(database.db), await limparExpirados(database.db)]).toEqual([2, 0]);
    const restantes = await database.db.execute<{ id: string }>(sql`SELECT id FROM oidc_modelo WHERE id IN ('velha-1', 'velha-2', 'viva', 'sem-prazo') ORDER BY id`);
    expect(restantes.rows.map((r) => r.id)).toEqual(['sem-prazo', 'viva']);
  });
});
