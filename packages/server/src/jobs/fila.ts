/**
 * Background and scheduled work (docs/architecture.md "Jobs"): pg-boss 10 over the server's own database —
 * PostgreSQL, or PGlite in the same process through pg-boss's `db` option, with the same code. A task runs once
 * even with two server processes (a job's id is derived from its logical key, so the same key twice is one job),
 * is retried after a failure or a crash (its `expireInSeconds` passed), and its handler must be idempotent (a second
 * run finds its work done). Areas declare their tasks; the platform's own are in jobs/limpeza.ts.
 */
import { createHash } from 'node:crypto';
import type { AndamentoTarefa, EstadoTarefa } from '@rpj/domain';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** What a task's handler receives besides its data. */
export interface ContextoTarefa {
  readonly id: string;
  /** 0 on the first run, then 1, 2, … on retries. */
  readonly tentativa: number;
  /** Reports how far a long run is (`GET /tarefa/{id}`): `feitos` of `total`, and what it is doing, in pt-BR. */
  readonly progresso: (feitos: number, total: number, mensagem?: string) => Promise<void>;
}

/** A kind of background work. */
export interface DefinicaoTarefa<D extends object = object> {
  /** The queue: 'limpeza', 'enviar-email', … (letters, digits, '-', '_', '.'). */
  readonly nome: string;
  /** Does the work; must be idempotent. A throw fails the run, which is retried up to `tentativas` times. */
  executar(dados: D, contexto: ContextoTarefa): Promise<void>;
  /** Retries after a failure (default 3), and the wait between them in seconds (default 30). */
  readonly tentativas?: number;
  readonly esperaEntreTentativasS?: number;
  /** How long a run may take before it counts as crashed and is retried (default 15 min): well above the longest run. */
  readonly prazoS?: number;
  /** Run on a schedule (cron, Brasília time), e.g. '0 3 * * *' every night at 3:00. */
  readonly cron?: string;
  /** Runs of this task one process works on at a time (default 1). */
  readonly paralelas?: number;
}

/** A job's id from its logical key: the same key, the same id, so sending it twice makes one job. */
export function idDaTarefa(nome: string, chave: string): string {
  // A UUID (version 5 layout) of SHA-1 over the queue and the key: pg-boss's id column is a uuid.
  const hash = createHash('sha1').update(`rpj:${nome}:${chave}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const ESTADOS: Readonly<Record<string, EstadoTarefa>> = {
  created: 'criada',
  retry: 'repetir',
  active: 'executando',
  completed: 'concluida',
  cancelled: 'cancelada',
  failed: 'falhou',
};

/** Where a job stands and how far it is (@rpj/domain), and who started it (absent: the system). */
export interface Andamento extends AndamentoTarefa {
  readonly usuarioId?: number;
}

async function registrarProgresso(database: Database, id: string, fila: string, feitos: number, total: number, mensagem?: string): Promise<void> {
  await database.executeSql(
    `INSERT INTO tarefa_progresso (id, fila, feitos, total, mensagem) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET feitos = $3, total = $4, mensagem = $5, atualizado_em = now()`,
    [id, fila, Math.max(0, Math.trunc(feitos)), Math.max(0, Math.trunc(total)), mensagem?.slice(0, 200) ?? null],
  );
}

/** Creates a queue unless it exists; two processes starting at once may deadlock on it, so it retries. */
async function criarFila(boss: PgBoss, fila: PgBoss.Queue): Promise<void> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      if ((await boss.getQueue(fila.name)) === null) await boss.createQueue(fila.name, fila);
      return;
    } catch (error) {
      if (tentativa >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * (tentativa + 1)));
    }
  }
}

/** The server's queue of tasks. */
export class Fila {
  readonly #boss: PgBoss;
  readonly #tarefas: ReadonlyMap<string, DefinicaoTarefa>;
  readonly #database: Database;
  readonly #parada: { ok: boolean };

  private constructor(boss: PgBoss, tarefas: ReadonlyMap<string, DefinicaoTarefa>, database: Database, parada: { ok: boolean }) {
    this.#boss = boss;
    this.#tarefas = tarefas;
    this.#database = database;
    this.#parada = parada;
  }

  /**
   * Starts pg-boss on the database (its schema `pgboss` is created or migrated on the first start), creates the
   * tasks' queues, schedules the ones with a `cron` and starts working on all of them. `trabalhar: false` only sends.
   * `intervaloS`: how often an idle worker looks for work (default 2 s). `manutencaoS`: how often the queue looks
   * for runs past their `prazoS` (a crashed or hung process) to retry them (default 60 s; one process of many does it).
   */
  static async iniciar(
    database: Database,
    tarefas: readonly DefinicaoTarefa[],
    opcoes: { readonly trabalhar?: boolean; readonly intervaloS?: number; readonly manutencaoS?: number } = {},
  ): Promise<Fila> {
    const parada = { ok: false };
    const boss = new PgBoss({
      // After `parar`, a run that outlived the wait ends on its own time, and pg-boss writes its end without awaiting
      // it (an unhandled rejection once the database is closed): that write is dropped, since `parar` already marked
      // the run failed, to be retried (answered as its command would be when it changes nothing: a count of 0).
      db: { executeSql: (text: string, values: unknown[]) => (parada.ok ? Promise.resolve({ rows: [{ count: 0 }] }) : database.executeSql(text, values)) },
      // Finished jobs are kept a week for the record, then deleted.
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: opcoes.manutencaoS ?? 60,
    });
    boss.on('error', () => {
      // Maintenance errors (a lost connection) are retried by pg-boss itself; a task's failure is in its job.
    });
    await boss.start();
    const porNome = new Map(tarefas.map((t) => [t.nome, t] as const));
    for (const t of tarefas) {
      await criarFila(boss, { name: t.nome, retryLimit: t.tentativas ?? 3, retryDelay: t.esperaEntreTentativasS ?? 30, expireInSeconds: t.prazoS ?? 15 * 60 });
      if (t.cron !== undefined) await boss.schedule(t.nome, t.cron, {}, { tz: 'America/Sao_Paulo' });
      if (opcoes.trabalhar === false) continue;
      for (let i = 0; i < (t.paralelas ?? 1); i++) {
        await boss.work<object>(t.nome, { pollingIntervalSeconds: opcoes.intervaloS ?? 2, includeMetadata: true }, async ([job]) => {
          if (job === undefined) return;
          await t.executar(job.data, {
            id: job.id,
            tentativa: job.retryCount,
            progresso: (feitos, total, mensagem) => registrarProgresso(database, job.id, t.nome, feitos, total, mensagem),
          });
        });
      }
    }
    return new Fila(boss, porNome, database, parada);
  }

  /**
   * Sends a task with its data. With a `chave`, the same task and key make one job however often (and by however
   * many processes) it is sent: the answer is then `undefined` for the sends after the first.
   */
  async enviar(nome: string, dados: object, chave?: string, opcoes: { readonly usuarioId?: number } = {}): Promise<string | undefined> {
    if (!this.#tarefas.has(nome)) throw new Error(`No task named ${nome}`);
    const id = await this.#boss.send(nome, dados, chave === undefined ? {} : { id: idDaTarefa(nome, chave) });
    // The person who started it may follow it (GET /tarefa/{id}); a job of the system, anyone signed in who has its id.
    if (id !== null && opcoes.usuarioId !== undefined) {
      await this.#database.executeSql('INSERT INTO tarefa_progresso (id, fila, usuario_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, nome, opcoes.usuarioId]);
    }
    return id ?? undefined;
  }

  /** Where a job stands and how far it is, for `GET /tarefa/{id}`; `undefined` when there is none. */
  async andamento(id: string): Promise<Andamento | undefined> {
    const linhas = await this.#database.executeSql(
      'SELECT fila, usuario_id, feitos, total, mensagem FROM tarefa_progresso WHERE id = $1',
      [id],
    );
    const linha = linhas.rows[0] as { fila: string; usuario_id: number | null; feitos: number; total: number | null; mensagem: string | null } | undefined;
    const fila = linha?.fila ?? (await this.#filaDoJob(id));
    if (fila === undefined) return undefined;
    const estado = await this.estado(fila, id);
    if (estado === undefined) return undefined;
    return {
      id,
      fila,
      estado: estado.estado,
      feitos: linha?.feitos ?? 0,
      ...(linha?.total === null || linha?.total === undefined ? {} : { total: linha.total }),
      ...(linha?.mensagem === null || linha?.mensagem === undefined ? {} : { mensagem: linha.mensagem }),
      ...(linha?.usuario_id === null || linha?.usuario_id === undefined ? {} : { usuarioId: linha.usuario_id }),
    };
  }

  /** The queue of a job that reported nothing (pg-boss keeps it in its job and archive tables). */
  async #filaDoJob(id: string): Promise<string | undefined> {
    for (const tabela of ['job', 'archive']) {
      const r = await this.#database.executeSql(`SELECT name FROM pgboss.${tabela} WHERE id = $1`, [id]).catch(() => ({ rows: [] }));
      const nome = (r.rows[0] as { name?: string } | undefined)?.name;
      if (nome !== undefined) return nome;
    }
    return undefined;
  }

  /** Where a job stands (`undefined`: no such job, or deleted after a week). */
  async estado(nome: string, id: string): Promise<{ readonly estado: EstadoTarefa; readonly tentativas: number } | undefined> {
    const job = await this.#boss.getJobById(nome, id, { includeArchive: true });
    if (job === null) return undefined;
    return { estado: ESTADOS[job.state] ?? 'criada', tentativas: job.retryCount };
  }

  /** The scheduled tasks and their cron, as pg-boss keeps them. */
  async agendadas(): Promise<readonly { readonly nome: string; readonly cron: string; readonly fuso: string | undefined }[]> {
    return (await this.#boss.getSchedules()).map((s) => ({ nome: s.name, cron: s.cron, fuso: s.options?.tz }));
  }

  /**
   * Stops working: runs under way are given up to `esperaS` seconds to finish; the ones still running then are
   * marked failed, so they are retried (by this process after a restart, or by another one).
   */
  async parar(esperaS = 10): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: esperaS * 1000, wait: true });
    this.#parada.ok = true;
  }
}
