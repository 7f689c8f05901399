/**
 * The financial reports at a busy office's scale (issue 33): a year of RPJ_BENCH_RECIBOS (500,000) receipts put into a
 * throw-away PostgreSQL database with INSERT … SELECT — five cashiers with a box a day each, payments, prior deposits
 * settled (with a refund due) and some refunded, a cancellation in a thousand, each receipt's box movement, and
 * 100,000 quotes, some turned into payments — then each report of the year read whole as a screen reads it: through
 * the SDK, part after part, over HTTP from the service running in its own process (as `npm start` runs it). The time
 * is the last of three readings (the first warms the plans and the pages); the target is under 2 s.
 */
import pg from 'pg';
import { RELATORIOS, type NomeRelatorio } from '@rpj/domain';
import { createRpjSdk } from '@rpj/sdk';
import type { Database } from '../src/db/client.ts';
import { startTestIssuer } from '../test/test-issuer.ts';
import { comBancoDescartavel } from './banco-descartavel.ts';
import { servicosEmProcesso, type BenchRow } from './server-bench.ts';

/** The reports of the money, read here. */
const RELATORIOS_FINANCEIROS: readonly NomeRelatorio[] = RELATORIOS.filter((r) => r !== 'livroProtocolo' && r !== 'produtividade');

/** A year's report, whole, through the SDK: the target (issue 33), ms. */
export const RELATORIO_ANO_ALVO_MS = 2_000;

const CAIXAS = 5;
const DIAS = 365;

/** What a payment's or settlement's receipt holds: one act as priced, its components, how it was paid. */
const DADOS = JSON.stringify({
  itens: [
    {
      servicoId: 1,
      codigo: '101',
      descricao: 'Registro de estatuto ou ato constitutivo sem valor econômico (1ª página)',
      quantidade: 1,
      precificado: { quantidade: 1, isento: false, selos: 1, totalCentavos: 7831, componentes: [{ codigo: 'EMOLUMENTO', nome: 'Emolumentos', centavos: 3711 }, { codigo: 'TAXA_FIXA', nome: 'Taxa Judiciária', centavos: 4120 }] },
    },
  ],
  componentes: [{ codigo: 'EMOLUMENTO', nome: 'Emolumentos', centavos: 3711 }, { codigo: 'TAXA_FIXA', nome: 'Taxa Judiciária', centavos: 4120 }],
  parcelas: [{ metodo: 'PIX', valorCentavos: 7831 }],
});

/** Puts a year of the office's cash in the database; the milliseconds it took. */
export async function semear(url: string, recibos: number): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const inicio = performance.now();
    await c.query(`INSERT INTO usuario (cpf, nome, login, ativo, primeiro_acesso) SELECT lpad((90000 + i)::text, 11, '0'), 'Caixa ' || i, 'caixa' || i, true, false FROM generate_series(1, ${CAIXAS}) i`);
    // A box a day for each cashier, opened at 8 and closed at 18 (Brasília), approved.
    await c.query(`
      INSERT INTO caixa (usuario_id, situacao, aberto_em, fundo_centavos, fechado_em, contado, diferenca_centavos, aprovado_em, aprovado_por)
      SELECT u.id, 'APROVADO', dia + interval '8 hours', 10000, dia + interval '18 hours', '{}'::jsonb, 0, dia + interval '19 hours', 'bench'
        FROM generate_series(0, ${DIAS - 1}) d, LATERAL (SELECT ((current_date - ${DIAS} + d)::timestamp AT TIME ZONE 'America/Sao_Paulo') AS dia) x,
             (SELECT id FROM usuario WHERE login LIKE 'caixa%' ORDER BY id) u
       ORDER BY d, u.id`);
    // The receipts, numbered 1..n through the year's working hours: of each hundred, 70 payments, 15 deposits, 12
    // settlements, 1 refund, 2 payments more; one payment in a thousand cancelled ten minutes later.
    await c.query(`
      INSERT INTO recibo (numero, emitido_em, caixa_id, usuario, pagador, documento, cotacao_id, total_centavos, dados, tipo, protocolo, cancelado_em, cancelado_por, motivo_cancelamento)
      SELECT i, em, cx.id, 'caixa' || (1 + i % ${CAIXAS}), 'Associação ' || (i % 9973), NULL, NULL,
             CASE t WHEN 'DEPOSITO' THEN 10000 WHEN 'DEVOLUCAO' THEN 2169 ELSE 7831 END,
             CASE WHEN t IN ('PAGAMENTO', 'LIQUIDACAO') THEN $1::jsonb ELSE '{"itens":[],"componentes":[],"parcelas":[]}'::jsonb END,
             t, CASE WHEN t = 'PAGAMENTO' THEN NULL ELSE 'B' || i END,
             CASE WHEN t = 'PAGAMENTO' AND i % 1000 = 7 THEN em + interval '10 minutes' END,
             CASE WHEN t = 'PAGAMENTO' AND i % 1000 = 7 THEN 'bench' END,
             CASE WHEN t = 'PAGAMENTO' AND i % 1000 = 7 THEN 'Lançado em duplicidade' END
        FROM generate_series(1, ${recibos}) i,
             LATERAL (SELECT CASE WHEN i % 100 < 70 OR i % 100 >= 98 THEN 'PAGAMENTO' WHEN i % 100 < 85 THEN 'DEPOSITO' WHEN i % 100 < 97 THEN 'LIQUIDACAO' ELSE 'DEVOLUCAO' END AS t,
                             (i - 1) * ${DIAS} / ${recibos} AS d) k,
             LATERAL (SELECT ((current_date - ${DIAS} + d)::timestamp AT TIME ZONE 'America/Sao_Paulo') + interval '8 hours' + make_interval(secs => ((i - 1) % greatest(1, ${recibos} / ${DIAS})) * 36000.0 / greatest(1, ${recibos} / ${DIAS})) AS em) e,
             -- The boxes went in day by day, cashier by cashier, numbered from 1: the day's box of cashier i % 5.
             LATERAL (SELECT d * ${CAIXAS} + i % ${CAIXAS} + 1 AS id) cx`,
      [DADOS],
    );
    await c.query(`UPDATE contador SET valor = ${recibos} WHERE nome = 'recibo'`);
    // Each receipt's movement in its box (a settlement whose deposit covers the acts moves no money), and the
    // cancellations' reversals.
    await c.query(`
      INSERT INTO caixa_movimento (caixa_id, tipo, metodo, valor_centavos, recibo_id, recibo_numero, pagador, em, usuario)
      SELECT caixa_id, tipo, CASE WHEN numero % 3 = 0 THEN 'DINHEIRO' WHEN numero % 3 = 1 THEN 'PIX' ELSE 'DEBITO' END,
             CASE tipo WHEN 'DEVOLUCAO' THEN -total_centavos ELSE total_centavos END, id, numero, pagador, emitido_em, usuario
        FROM recibo WHERE tipo <> 'LIQUIDACAO' ORDER BY numero`);
    await c.query(`
      INSERT INTO caixa_movimento (caixa_id, tipo, metodo, valor_centavos, motivo, recibo_id, recibo_numero, pagador, em, usuario)
      SELECT caixa_id, 'CANCELAMENTO', CASE WHEN numero % 3 = 0 THEN 'DINHEIRO' WHEN numero % 3 = 1 THEN 'PIX' ELSE 'DEBITO' END, -total_centavos, 'Lançado em duplicidade', id, numero, pagador, cancelado_em, 'bench'
        FROM recibo WHERE cancelado_em IS NOT NULL`);
    // Their acts, as the receipts' writes put them (migration 0043).
    await c.query(`
      INSERT INTO recibo_ato (recibo_id, ordem, numero, emitido_em, protocolo, codigo, descricao, quantidade, emolumento_centavos, total_centavos)
      SELECT id, 1, numero, emitido_em, protocolo, '101', 'Registro de estatuto ou ato constitutivo sem valor econômico (1ª página)', 1, 3711, 7831
        FROM recibo WHERE tipo IN ('PAGAMENTO', 'LIQUIDACAO') ORDER BY numero`);
    // The deposits: the k-th deposit receipt's, settled by the k-th settlement (a refund of 21.69 due), refunded by the
    // k-th refund when there is one.
    await c.query(`
      WITH dep AS (SELECT id, numero, emitido_em, caixa_id, row_number() OVER (ORDER BY numero) AS k FROM recibo WHERE tipo = 'DEPOSITO'),
           liq AS (SELECT id, emitido_em, row_number() OVER (ORDER BY numero) AS k FROM recibo WHERE tipo = 'LIQUIDACAO'),
           dev AS (SELECT id, emitido_em, row_number() OVER (ORDER BY numero) AS k FROM recibo WHERE tipo = 'DEVOLUCAO')
      INSERT INTO deposito (protocolo, depositante, valor_centavos, situacao, recebido_em, caixa_id, recibo_id, liquidado_em, liquidacao_recibo_id, receita_centavos, complemento_centavos, devolucao_centavos,
                            devolucao_autorizada_em, devolucao_autorizada_por, devolvido_em, devolucao_recibo_id)
      SELECT 'B' || dep.numero, 'Depositante ' || dep.numero, 10000,
             CASE WHEN liq.id IS NULL THEN 'EM_ABERTO' WHEN dev.id IS NULL THEN 'A_DEVOLVER' ELSE 'LIQUIDADO' END,
             dep.emitido_em, dep.caixa_id, dep.id, liq.emitido_em, liq.id, CASE WHEN liq.id IS NOT NULL THEN 7831 END, CASE WHEN liq.id IS NOT NULL THEN 0 END, CASE WHEN liq.id IS NOT NULL THEN 2169 END,
             dev.emitido_em, CASE WHEN dev.id IS NOT NULL THEN 'bench' END, dev.emitido_em, dev.id
        FROM dep LEFT JOIN liq ON liq.k = dep.k AND liq.emitido_em > dep.emitido_em LEFT JOIN dev ON dev.k = dep.k AND dev.emitido_em > liq.emitido_em`);
    // A fifth as many quotes as receipts through the year, by the cashiers; one in ten turned into a payment.
    await c.query(`
      INSERT INTO cotacao (numero, criada_em, data_referencia, cliente, usuario, total_centavos, dados)
      SELECT i, e.em, (e.em AT TIME ZONE 'America/Sao_Paulo')::date, 'Cliente ' || (i % 7919), 'caixa' || (1 + i % ${CAIXAS}), 7831, $1::jsonb
        FROM generate_series(1, ${Math.round(recibos / 5)}) i,
             LATERAL (SELECT ((current_date - ${DIAS})::timestamp AT TIME ZONE 'America/Sao_Paulo') + make_interval(secs => (i - 1) * ${DIAS} * 86400.0 / ${Math.round(recibos / 5)}) AS em) e`,
      [DADOS],
    );
    await c.query(`SELECT setval('cotacao_numero', ${Math.round(recibos / 5)})`);
    await c.query(`UPDATE recibo r SET cotacao_id = q.id FROM cotacao q WHERE r.tipo = 'PAGAMENTO' AND r.numero % 50 = 1 AND q.numero = r.numero / 5 + 1`);
    // As tables some days old are: statistics and visibility map up to date (autovacuum's work).
    for (const t of ['recibo', 'recibo_ato', 'livro_diario', 'caixa_movimento', 'deposito', 'cotacao', 'caixa']) await c.query(`VACUUM ANALYZE ${t}`);
    return performance.now() - inicio;
  } finally {
    await c.end();
  }
}

/** What a reports' bench puts in its database and how it calls each report it reads. */
export interface AnoDeRelatorios {
  readonly prefixo: string;
  /** Fills the database; the rows it adds to the bench (how fast it was put in). */
  readonly semear: (url: string, database: Database) => Promise<readonly BenchRow[]>;
  /** The reports read, each with its measure's words given the rows it has. */
  readonly relatorios: readonly { readonly nome: NomeRelatorio; readonly medida: (linhas: number) => string }[];
}

/**
 * Reads each report of the last year whole through the SDK — part after part, two at a time, over HTTP from the
 * running service — on a fresh database of the server at `adminUrl` (dropped after); the last of three readings.
 */
export async function medirAnoDeRelatorios(adminUrl: string, ano: AnoDeRelatorios, log: (line: string) => void): Promise<BenchRow[]> {
  const issuer = await startTestIssuer();
  try {
    return await comBancoDescartavel(
      adminUrl,
      ano.prefixo,
      async ({ nome, url, database }) => {
        log(`PostgreSQL: filling database ${nome}`);
        const linhas: BenchRow[] = [...(await ano.semear(url, database))];
        // The service in its own process, as it runs: the client's parsing is not on the service's thread.
        const services = await servicosEmProcesso(issuer.url, url);
        try {
          const token = await issuer.token('relatorios');
          const sdk = createRpjSdk({ services: services.urls, tokenProvider: { isReady: () => true, getAccessToken: () => Promise.resolve(token), userKey: () => 'relatorios' } });
          const dia = (ms: number): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(ms));
          const periodo = { de: dia(Date.now() - (DIAS - 1) * 86_400_000), ate: dia(Date.now()) };
          for (const { nome: relatorio, medida } of ano.relatorios) {
            let n = 0;
            let ms = 0;
            for (let vez = 0; vez < 3; vez++) {
              const inicio = performance.now();
              n = (await sdk.relatorios.gerar(relatorio, periodo)).length;
              ms = performance.now() - inicio;
            }
            log(`PostgreSQL: report ${relatorio}, a year (${n.toLocaleString('en')} rows), ${Math.round(ms)} ms`);
            linhas.push({ measure: medida(n), value: ms, unit: 'ms', target: RELATORIO_ANO_ALVO_MS, comparison: '<', met: ms < RELATORIO_ANO_ALVO_MS });
          }
          return linhas;
        } finally {
          await services.close();
        }
      },
      { demo: false, administrador: { login: 'relatorios', cpf: '52998224725', nome: 'Bench dos relatórios' } },
    );
  } finally {
    await issuer.close();
  }
}

/** The financial reports' measures; the process reports (issue 34) are measured on a year of processes (relatorios-processos-bench.ts). */
export async function benchRelatorios(adminUrl: string, recibos: number, log: (line: string) => void): Promise<BenchRow[]> {
  return medirAnoDeRelatorios(
    adminUrl,
    {
      prefixo: 'relatorios',
      semear: async (url) => {
        log(`PostgreSQL: putting a year of ${recibos.toLocaleString('en')} receipts in`);
        const semeadura = await semear(url, recibos);
        log(`PostgreSQL: receipts, movements, deposits and quotes inserted in ${Math.round(semeadura)} ms`);
        return [{ measure: `PostgreSQL: a year of ${recibos.toLocaleString('en')} receipts with their movements, deposits and quotes put in (INSERT … SELECT), rows per second`, value: recibos / (semeadura / 1000), unit: 'count' }];
      },
      relatorios: RELATORIOS_FINANCEIROS.map((nome) => ({ nome, medida: (n: number) => `PostgreSQL: report ${nome} of a year, ${n.toLocaleString('en')} rows read whole through the SDK (parts of a month, two at a time, over HTTP)` })),
    },
    log,
  );
}
