/**
 * The process reports at a busy office's scale (issue 34): a year of RPJ_BENCH_PROCESSOS_ANO (200,000) protocols put
 * into a throw-away PostgreSQL database with INSERT … SELECT, each with the moves of its way — taken in, distributed,
 * examined (one in five with a requirement met and examined again), analysed, conferred, registered or averbado — by
 * twenty examiners, three officers and five clerks, each move with the wait it closed; then the protocol book and the
 * productivity report of the year read whole as the screen reads them: through the SDK, part after part, over HTTP
 * from the running service. The time is the last of three readings (the first warms the plans and the pages).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { medirAnoDeRelatorios } from './relatorios-bench.ts';
import type { BenchRow } from './server-bench.ts';

const DIAS = 365;
const EXAMINADORES = 20;
const OFICIAIS = 3;
const ATENDENTES = 5;

/**
 * A process's moves in order: the event, who makes it (e: its examiner, a: another examiner — the analysis —, o: an
 * officer, c: a clerk), its wait in seconds as a function of the protocol `p`, and whether it belongs to the way
 * with a requirement (true), without (false) or both (null).
 */
const PASSOS: readonly (readonly [string, 'e' | 'a' | 'o' | 'c', string, boolean | null])[] = [
  ['PROTOCOLAR', 'c', 'NULL', null],
  ['DISTRIBUIR', 'c', '0', null],
  ['EXIGIR', 'e', '3600 * (2 + p % 40)', true],
  ['CUMPRIR_EXIGENCIA', 'c', '86400 * (1 + p % 9)', true],
  ['REEXAMINAR', 'e', '600 + p % 7200', true],
  ['APROVAR_EXAME', 'e', '1800 + (p * 7) % 86400', null],
  ['ENVIAR_CONFERENCIA', 'a', '1800 + p % 14400', null],
  ['CONFERIR', 'o', '7200 + (p * 13) % 43200', null],
  ['REGISTRAR', 'o', '3600 + (p * 17) % 28800', null],
];

/** Puts a year of protocols and their moves in the database; the milliseconds it took. */
async function semear(url: string, processos: number): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const inicio = performance.now();
    await c.query(`
      INSERT INTO usuario (cpf, nome, login, ativo, primeiro_acesso)
      SELECT lpad((1000 + row_number() OVER ())::text, 11, '0'), initcap(papel) || ' ' || i, papel || i, true, false
        FROM (SELECT 'examinador' AS papel, i FROM generate_series(1, ${EXAMINADORES}) i
              UNION ALL SELECT 'oficial', i FROM generate_series(1, ${OFICIAIS}) i
              UNION ALL SELECT 'atendente', i FROM generate_series(1, ${ATENDENTES}) i) g`);
    await c.query(`
      INSERT INTO usuario_grupo (usuario_id, grupo_id)
      SELECT u.id, g.id FROM usuario u JOIN grupo_usuario g ON g.nome = upper(regexp_replace(u.login, '[0-9]+$', '')) WHERE u.login ~ '^(examinador|oficial)[0-9]+$'
      ON CONFLICT DO NOTHING`);
    // A protocol every 365 × 86,400 / N seconds of the last year.
    await c.query(`
      INSERT INTO processo (protocolo, protocolado_em, prazo, situacao, atualizado_em, tipo_ato, empresa_nome, natureza_juridica, apresentante_nome, apresentante_documento,
                            total_centavos, codigo_verificacao, usuario)
      SELECT i, e.em, (e.em AT TIME ZONE 'America/Sao_Paulo')::date + 14, CASE WHEN i % 10 = 0 THEN 'AVERBADO' ELSE 'REGISTRADO' END, e.em,
             t.codigos[1 + i % cardinality(t.codigos)], 'Associação ' || (i % 7919), '3999', 'Apresentante ' || (i % 4999), lpad((i % 99999999999)::text, 11, '0'),
             7831, 'ABCDEFGHJKMN', 'atendente' || (1 + i % ${ATENDENTES})
        FROM generate_series(1, ${processos}) i,
             LATERAL (SELECT ((current_date - ${DIAS - 1})::timestamp AT TIME ZONE 'America/Sao_Paulo') + make_interval(secs => (i - 1) * ${DIAS - 1} * 86400.0 / ${processos}) AS em) e,
             (SELECT array_agg(codigo ORDER BY codigo) AS codigos FROM tipo_ato) t`);
    await c.query(`UPDATE contador SET valor = ${processos} WHERE nome = 'protocolo'`);
    const passos = PASSOS.map(([evento, quem, espera, exigencia], k) => `(${String(k)}, '${evento}', '${quem}', ${espera.replace(/p/g, 'x.protocolo')}, ${exigencia === null ? 'NULL' : String(exigencia)})`).join(',\n               ');
    // Each move an hour or so after the one before (the report reads the recorded waits, not these gaps); one
    // protocol in five had a requirement; one in ten was an averbação.
    await c.query(`
      INSERT INTO processo_historico (protocolo, em, usuario, evento, duracao_s)
      SELECT x.protocolo, x.protocolado_em + make_interval(mins => s.k * 40),
             CASE s.quem WHEN 'e' THEN 'examinador' || (1 + x.protocolo % ${EXAMINADORES}) WHEN 'a' THEN 'examinador' || (1 + (x.protocolo + 1) % ${EXAMINADORES})
                         WHEN 'o' THEN 'oficial' || (1 + x.protocolo % ${OFICIAIS}) ELSE 'atendente' || (1 + x.protocolo % ${ATENDENTES}) END,
             CASE WHEN s.evento = 'REGISTRAR' AND x.protocolo % 10 = 0 THEN 'AVERBAR' ELSE s.evento END, s.espera
        FROM processo x,
             LATERAL (VALUES ${passos}) AS s (k, evento, quem, espera, exigencia)
       WHERE s.exigencia IS NULL OR s.exigencia = (x.protocolo % 5 = 0)
       ORDER BY x.protocolo, s.k`);
    // As tables some days old are: statistics and visibility map up to date (autovacuum's work).
    for (const t of ['processo', 'processo_historico', 'usuario', 'usuario_grupo']) await c.query(`VACUUM ANALYZE ${t}`);
    return performance.now() - inicio;
  } finally {
    await c.end();
  }
}

/** The process reports' measures on a year of `processos` protocols. */
export async function benchRelatoriosProcessos(adminUrl: string, processos: number, log: (line: string) => void): Promise<BenchRow[]> {
  let movimentos = 0;
  const ano = `a year of ${processos.toLocaleString('en')} protocols`;
  return medirAnoDeRelatorios(
    adminUrl,
    {
      prefixo: 'relatorios_processos',
      semear: async (url, database) => {
        const semeadura = await semear(url, processos);
        movimentos = Number((await database.db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM processo_historico`)).rows[0]?.n ?? 0);
        log(`PostgreSQL: ${processos.toLocaleString('en')} protocols and their ${movimentos.toLocaleString('en')} moves inserted in ${Math.round(semeadura)} ms`);
        return [];
      },
      relatorios: [
        { nome: 'livroProtocolo', medida: (n) => `PostgreSQL: report livroProtocolo (issue 34) of ${ano} — each protocol, each day's closing term, every number proven —, ${n.toLocaleString('en')} rows read whole through the SDK (over HTTP)` },
        { nome: 'produtividade', medida: (n) => `PostgreSQL: report produtividade (issue 34) of ${ano} — a row a person from ${movimentos.toLocaleString('en')} moves —, ${n.toLocaleString('en')} rows read whole through the SDK (over HTTP)` },
      ],
    },
    log,
  );
}
