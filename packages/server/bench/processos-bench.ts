/**
 * Processes at an office's scale and beyond (issue 25): RPJ_BENCH_PROCESSOS (1,000,000) protocols of ten years put
 * into a throw-away PostgreSQL database with one INSERT … SELECT (most of them long finished, the last weeks' open and
 * spread over twenty examiners), then, through the area's own repository (the SQL the endpoints run, count and page
 * together), the process list as people filter it, the distribution's queue and the examiner's queue (issue 26), one
 * query after another, p50 and p95 beside the target.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { divergenciasDbe, PERMISSAO, type FiltroFilaExame, type FiltroProcessos, type Paginacao, type Permissao } from '@rpj/domain';
import type { Database } from '../src/db/client.ts';
import { dbeDaConsulta } from '../src/consulta-empresa/dbe.ts';
import { dbeDoProcesso } from '../src/dbe/dbe.service.ts';
import { tarefaImportarSelos } from '../src/selos/selos.service.ts';
import { listarFila } from '../src/exames/exames.repository.ts';
import { listarProcessos } from '../src/processos/processos.repository.ts';
import { registrar } from '../src/registros/registros.service.ts';
import { linhasDigitalizacoes, medirOcr, medirPesquisa } from './digitalizacoes-bench.ts';
import { percentil } from './medidas.ts';
import { comBancoDescartavel } from './banco-descartavel.ts';
import type { BenchRow } from './server-bench.ts';

/** The p95 target of the list and queue queries, ms (issue 25, on this machine). */
export const P95_PROCESSOS_MS = 50;

const SILABAS = ['ba', 'ca', 'da', 'fe', 'ga', 'jo', 'la', 'ma', 'na', 'pa', 'ra', 'sa', 'ta', 'vi', 'zé', 'lu', 'ri', 'mo', 'te', 'ço', 'ne', 'gu', 'bi', 'to', 'xa', 'do', 'li', 'pe', 'ro', 'su'];
const NOMES = ['Maria', 'José', 'Ana', 'João', 'Francisca', 'Antônio', 'Adriana', 'Carlos', 'Juliana', 'Paulo', 'Márcia', 'Lucas'];
const TIPOS = ['Associação', 'Instituto', 'Fundação', 'Igreja', 'Sindicato', 'Centro Cultural', 'Clube'];
/** The states of the open processes (the last ~3 % of protocols), in proportion. */
const ABERTAS = ['EM_EXAME', 'EM_EXAME', 'EM_EXAME', 'PROTOCOLADO', 'REINGRESSO', 'EM_EXIGENCIA', 'EM_EXIGENCIA', 'APTO', 'CONFERENCIA', 'CONFERENCIA_OFICIAL', 'SUSPENSO', 'DUVIDA_SUSCITADA'];
const FINAIS = ['FINALIZADO', 'FINALIZADO', 'FINALIZADO', 'FINALIZADO', 'FINALIZADO', 'FINALIZADO', 'FINALIZADO', 'DEVOLVIDO', 'PROTOCOLO_CANCELADO', 'DESISTENCIA'];
const EXAMINADORES = 20;

function lista(valores: readonly string[]): string {
  return `ARRAY[${valores.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
}

/** Puts `quantidade` processes in the database (and twenty examiners); the milliseconds it took, indexes included. */
async function semear(url: string, quantidade: number): Promise<number> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const inicio = performance.now();
    await cliente.query(`
      INSERT INTO usuario (cpf, nome, login, ativo, primeiro_acesso)
      SELECT lpad(i::text, 11, '0'), 'Examinador ' || i, 'examinador' || i, true, false FROM generate_series(1, ${EXAMINADORES}) AS i`);
    const abertos = Math.max(1, Math.round(quantidade * 0.03));
    // Ten years of protocols, one every few minutes; the last 3 % still open, each with an examiner but a few.
    await cliente.query(`
      INSERT INTO processo (protocolo, protocolado_em, prazo, situacao, atualizado_em, tipo_ato, empresa_nome, natureza_juridica, apresentante_nome, apresentante_documento,
                            total_centavos, responsavel_id, codigo_verificacao, usuario)
      SELECT i, em, (em AT TIME ZONE 'America/Sao_Paulo')::date + 14,
             CASE WHEN i > ${quantidade - abertos} THEN (${lista(ABERTAS)})[1 + i % ${ABERTAS.length}] ELSE (${lista(FINAIS)})[1 + i % ${FINAIS.length}] END,
             em, t.codigos[1 + i % cardinality(t.codigos)],
             (${lista(TIPOS)})[1 + (i * 7) % ${TIPOS.length}] || ' ' || initcap(s[1 + abs(hashtext(i || 'a')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'b')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'c')) % ${SILABAS.length}]),
             '3999',
             (${lista(NOMES)})[1 + (i * 5) % ${NOMES.length}] || ' ' || initcap(s[1 + abs(hashtext(i || 'd')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'e')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'f')) % ${SILABAS.length}]) || ' ' ||
               initcap(s[1 + abs(hashtext(i || 'g')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'h')) % ${SILABAS.length}]),
             lpad((i % 99999999999)::text, 11, '0'),
             7831,
             CASE WHEN i % 50 = 0 AND i > ${quantidade - abertos} THEN NULL ELSE u.ids[1 + i % ${EXAMINADORES}] END,
             'ABCDEFGHJKMN', 'bench'
        FROM generate_series(1, ${quantidade}) AS i,
             LATERAL (SELECT now() - make_interval(mins => (${quantidade} - i) * 5) AS em) AS d,
             (SELECT ${lista(SILABAS)} AS s) AS silabas,
             (SELECT array_agg(codigo ORDER BY codigo) AS codigos FROM tipo_ato) AS t,
             (SELECT array_agg(id ORDER BY id) AS ids FROM usuario WHERE login LIKE 'examinador%') AS u`);
    // Two distribution groups of ten examiners each: an open process belongs to its examiner's group.
    await cliente.query(`INSERT INTO grupo_distribuicao (nome) VALUES ('Exame A'), ('Exame B')`);
    await cliente.query(`
      INSERT INTO grupo_distribuicao_membro (grupo_id, usuario_id, posicao)
      SELECT (SELECT id FROM grupo_distribuicao WHERE nome = CASE WHEN n % 2 = 0 THEN 'Exame A' ELSE 'Exame B' END), id, n
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM usuario WHERE login LIKE 'examinador%') u`);
    await cliente.query(`
      UPDATE processo p SET grupo_id = m.grupo_id FROM grupo_distribuicao_membro m WHERE m.usuario_id = p.responsavel_id AND p.protocolo > ${quantidade - abertos}`);
    await cliente.query(`UPDATE contador SET valor = ${quantidade} WHERE nome = 'protocolo'`);
    // As a table some days old is: statistics and visibility map up to date (autovacuum's work).
    await cliente.query('VACUUM ANALYZE processo');
    return performance.now() - inicio;
  } finally {
    await cliente.end();
  }
}

/**
 * The DBE conferral's read (issue 28): one DBE per process put in the consultation data set (its names the
 * process's, in the Receita's upper case), then, one after another for open processes, what the screen and the
 * decision do — the process's side, the DBE by its control number, the comparison.
 */
async function medirDbe(database: Database, url: string, quantidade: number): Promise<{ readonly semeadura: number; readonly tempos: readonly number[] }> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  const inicio = performance.now();
  try {
    await cliente.query(`
      INSERT INTO receita_dbe (recibo, identificacao, dados)
      SELECT 'GO' || lpad((protocolo % 100000000)::text, 8, '0'), lpad(protocolo::text, 14, '0'),
             jsonb_build_object('recibo', 'GO' || lpad((protocolo % 100000000)::text, 8, '0'), 'identificacao', lpad(protocolo::text, 14, '0'),
               'emitidoEm', to_char(protocolado_em, 'YYYY-MM-DD'), 'razaoSocial', upper(empresa_nome), 'naturezaJuridica', '3999',
               'eventos', jsonb_build_array(jsonb_build_object('codigo', '101', 'descricao', 'Inscrição de primeiro estabelecimento', 'data', to_char(protocolado_em, 'YYYY-MM-DD'))),
               'endereco', jsonb_build_object('cep', '74230010', 'logradouro', 'RUA T-55', 'numero', (protocolo % 2000)::text, 'bairro', 'SETOR BUENO', 'municipio', 'GOIANIA', 'uf', 'GO'),
               'responsavel', jsonb_build_object('nome', upper(apresentante_nome), 'documento', '***.444.777-**', 'qualificacao', '16'),
               'qsa', jsonb_build_array(jsonb_build_object('nome', upper(apresentante_nome), 'documento', '***.444.777-**', 'qualificacao', '16')))
        FROM processo`);
    await cliente.query('VACUUM ANALYZE receita_dbe');
  } finally {
    await cliente.end();
  }
  const semeadura = performance.now() - inicio;
  const abertos = Math.max(1, Math.round(quantidade * 0.03));
  const uma = async (i: number): Promise<number> => {
    const protocolo = quantidade - ((i * 7919) % abertos);
    const t0 = performance.now();
    const [d, dbe] = await Promise.all([dbeDoProcesso(database.db, protocolo), dbeDaConsulta(database.db, { recibo: `GO${String(protocolo % 100_000_000).padStart(8, '0')}`, identificacao: String(protocolo).padStart(14, '0') })]);
    divergenciasDbe(dbe, d.cartorio);
    return performance.now() - t0;
  };
  for (let i = 0; i < 24; i++) await uma(i);
  const tempos: number[] = [];
  for (let i = 24; i < 264; i++) tempos.push(await uma(i));
  return { semeadura, tempos };
}

/** The longest a 5,000-seal batch file may take to be read, checked and written (issue 29), ms. */
export const IMPORTACAO_SELOS_ALVO_MS = 10_000;

/** A court's batch file of 5,000 seals read by the import task as it runs in the server (formats, repeats, stock, steps). */
async function medirImportacao(database: Database, usuarioId: number): Promise<{ readonly ms: number; readonly situacao: string }> {
  const db = database.db;
  const conteudo = JSON.stringify(Array.from({ length: 5_000 }, (_, i) => ({ codigo_do_selo: `0001IMPBRCPJ${String(i + 1).padStart(11, '0')}`, codigo_do_ato: `A001IMPBRCPJ${String(i + 1).padStart(11, '0')}`, tipo_de_ato: 1 })));
  const r = await db.execute<{ id: number }>(sql`INSERT INTO selo_lote (tribunal, origem, arquivo, conteudo, criado_por) VALUES ('GO', 'ARQUIVO', 'bench.json', ${conteudo}, ${usuarioId}) RETURNING id`);
  const loteId = r.rows[0]?.id ?? 0;
  const inicio = performance.now();
  await tarefaImportarSelos(db).executar({ loteId }, { id: 'bench', tentativa: 0, progresso: () => Promise.resolve() });
  const ms = performance.now() - inicio;
  const situacao = (await db.execute<{ situacao: string }>(sql`SELECT situacao FROM selo_lote WHERE id = ${loteId}`)).rows[0]?.situacao ?? '';
  return { ms, situacao };
}

/** Registrations per second at the officer's conference, 50 at once, on PostgreSQL (issue 27). */
export const REGISTROS_POR_SEGUNDO_ALVO = 50;

/** One act of a service that takes a seal (issue 29): what a registration's item carries once priced. */
const ITEM_COM_SELO = { servicoId: 1, quantidade: 1, codigo: '101', descricao: 'Registro (bench)', precificado: { quantidade: 1, isento: false, selos: 1, componentes: [], totalCentavos: 0 } };

/** 2,000 titles put at the officer's conference with their lists ticked, registered 50 at a time. */
async function medirRegistros(database: Database, oficialId: number): Promise<{ readonly feitos: number; readonly porSegundo: number; readonly buracos: number; readonly selosErrados: number }> {
  const db = database.db;
  const prontos = await db.execute<{ protocolo: number; versao: number }>(sql`
    UPDATE processo SET situacao = 'CONFERENCIA_OFICIAL', empresa_id = NULL, itens = ${JSON.stringify([ITEM_COM_SELO])}::jsonb
     WHERE protocolo IN (SELECT protocolo FROM processo WHERE tipo_ato = 'REGISTRO_CONSTITUICAO' ORDER BY protocolo LIMIT 2000)
    RETURNING protocolo, versao`);
  await db.execute(sql`
    INSERT INTO conferencia_marca (protocolo, etapa, item, usuario_id)
    SELECT p.protocolo, 'OFICIAL', i.item, ${oficialId} FROM processo p JOIN tipo_ato t ON t.codigo = p.tipo_ato, jsonb_array_elements_text(t.conferencia) AS i(item)
     WHERE p.situacao = 'CONFERENCIA_OFICIAL'`);
  // The court's seals the acts take (issue 29): one confirmed batch of as many as there are titles.
  const lote = await db.execute<{ id: number }>(sql`INSERT INTO selo_lote (tribunal, origem, situacao, criado_por) VALUES ('GO', 'TRIBUNAL', 'CONFIRMADO', ${oficialId}) RETURNING id`);
  await db.execute(sql`
    INSERT INTO selo (codigo, validador, tipo, tribunal, lote_id, situacao)
    SELECT '0001BENCRCPJ' || lpad(i::text, 11, '0'), 'A001BENCRCPJ' || lpad(i::text, 11, '0'), 'NORMAL', 'GO', ${lote.rows[0]?.id ?? 0}, 'DISPONIVEL' FROM generate_series(1, ${prontos.rows.length}) AS i`);
  const autor = { principal: { id: oficialId, login: 'examinador1', ativo: true, permissoes: new Set(Object.values(PERMISSAO) as Permissao[]) }, requestId: 'bench' };
  const fila = [...prontos.rows];
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let p = fila.shift(); p !== undefined; p = fila.shift()) {
        await registrar(db, { uf: 'GO', cartorio: 'Bench' }, p.protocolo, { versao: p.versao, objeto: 'Bench.' }, autor);
      }
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  const r = (await db.execute<{ n: string | number; faixa: string | number }>(sql`SELECT count(DISTINCT numero) AS n, max(numero) - min(numero) + 1 AS faixa FROM registro WHERE especie = 'REGISTRO'`)).rows[0];
  const feitos = prontos.rows.length;
  // Each act its own seal: as many distinct seals used as acts, on as many processes.
  const s = (await db.execute<{ selos: string | number; processos: string | number }>(sql`SELECT count(DISTINCT codigo) AS selos, count(DISTINCT protocolo) AS processos FROM selo WHERE situacao = 'UTILIZADO'`)).rows[0];
  const selosErrados = Math.abs(Number(s?.selos ?? 0) - feitos) + Math.abs(Number(s?.processos ?? 0) - feitos);
  return { feitos, porSegundo: feitos / segundos, buracos: Math.abs(Number(r?.faixa ?? 0) - feitos) + Math.abs(Number(r?.n ?? 0) - feitos), selosErrados };
}

/** Runs the processes' measures on a fresh database of the server at `adminUrl`; dropped after. */
export async function benchProcessos(adminUrl: string, quantidade: number, log: (line: string) => void): Promise<BenchRow[]> {
  return comBancoDescartavel(
    adminUrl,
    'processos',
    async ({ nome, url: endereco, database }) => {
      const url = new URL(endereco);
      log(`PostgreSQL: putting ${quantidade.toLocaleString('en')} processes in database ${nome}`);
      const semeadura = await semear(url.toString(), quantidade);
      log(`PostgreSQL: processes inserted in ${Math.round(semeadura)} ms`);
      const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const ids = (await database.db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login LIKE 'examinador%' ORDER BY id`)).rows.map((r) => r.id);
      const medir = async (consultas: readonly { readonly filtro: FiltroProcessos; readonly paginacao: Paginacao; readonly fila?: boolean }[]): Promise<number[]> => {
        const tempos: number[] = [];
        for (const c of consultas) {
          const inicio = performance.now();
          await listarProcessos(database.db, c.filtro, c.paginacao, hoje, c.fila === true);
          tempos.push(performance.now() - inicio);
        }
        return tempos;
      };
      const pagina = (n: number, extra: Partial<Paginacao> = {}): Paginacao => ({ pageNumber: n, pageSize: 10, ...extra });
      const mes = (i: number): { de: string; ate: string } => {
        const d = new Date(Date.now() - (i % 100) * 30 * 86_400_000);
        const de = d.toISOString().slice(0, 10);
        return { de, ate: new Date(d.getTime() + 30 * 86_400_000).toISOString().slice(0, 10) };
      };
      // What the list's people ask for: the newest; a state by deadline; a presenter by part of the name; one
      // examiner's overdue; a month; a protocol by number.
      const listas = (i: number): { filtro: FiltroProcessos; paginacao: Paginacao } => {
        switch (i % 6) {
          case 0:
            return { filtro: {}, paginacao: pagina(i % 20) };
          case 1:
            return { filtro: { situacao: 'EM_EXIGENCIA' }, paginacao: pagina(i % 5, { sortBy: 'prazo', sort: 'asc' }) };
          case 2:
            return { filtro: { apresentante: `${NOMES[i % NOMES.length] ?? 'Maria'} ${SILABAS[i % SILABAS.length] ?? 'ba'}${SILABAS[(i * 3) % SILABAS.length] ?? 'ca'}` }, paginacao: pagina(0) };
          case 3:
            return { filtro: { responsavelId: ids[i % ids.length] ?? 1, vencidos: true }, paginacao: pagina(0) };
          case 4:
            return { filtro: mes(i), paginacao: pagina(i % 10) };
          default:
            return { filtro: { protocolo: 1 + ((i * 7919) % quantidade) }, paginacao: pagina(0) };
        }
      };
      const filas = (i: number): { filtro: FiltroProcessos; paginacao: Paginacao; fila: true } => {
        switch (i % 3) {
          case 0:
            return { filtro: {}, paginacao: pagina(i % 10), fila: true };
          case 1:
            return { filtro: { responsavelId: ids[i % ids.length] ?? 1 }, paginacao: pagina(0), fila: true };
          default:
            return { filtro: { semResponsavel: true }, paginacao: pagina(0), fila: true };
        }
      };
      // The examiner's queue (issue 26), as its screen asks: mine waiting for a decision, my group's, mine in
      // requirement, my overdue.
      const exames = async (n: number, desde: number): Promise<number[]> => {
        const tempos: number[] = [];
        for (let k = 0; k < n; k++) {
          const i = k + desde;
          const filtro: FiltroFilaExame = [{}, { escopo: 'GRUPO' as const }, { situacao: 'EM_EXIGENCIA' as const }, { vencidos: true }][i % 4] ?? {};
          const inicio = performance.now();
          await listarFila(database.db, filtro, ids[i % ids.length] ?? 1, pagina(0, { sortBy: 'prazo', sort: 'asc' }), hoje);
          tempos.push(performance.now() - inicio);
        }
        return tempos;
      };
      await exames(12, 0);
      const filaExame = await exames(120, 12);
      // Warm-up: the plans and the indexes' pages, not reported.
      await medir(Array.from({ length: 24 }, (_, i) => listas(i)));
      await medir(Array.from({ length: 12 }, (_, i) => filas(i)));
      const lista1 = await medir(Array.from({ length: 240 }, (_, i) => listas(i + 24)));
      const fila = await medir(Array.from({ length: 120 }, (_, i) => filas(i + 12)));
      log(`PostgreSQL: process list p95 ${percentil(lista1, 95).toFixed(1)} ms, exam queue p95 ${percentil(fila, 95).toFixed(1)} ms, examiner's queue p95 ${percentil(filaExame, 95).toFixed(1)} ms`);
      const linha = (measure: string, tempos: readonly number[]): BenchRow[] => [
        { measure: `${measure} p50`, value: percentil(tempos, 50), unit: 'ms' },
        { measure: `${measure} p95`, value: percentil(tempos, 95), unit: 'ms', target: P95_PROCESSOS_MS, comparison: '<=', met: percentil(tempos, 95) <= P95_PROCESSOS_MS },
      ];
      const dbe = await medirDbe(database, url.toString(), quantidade);
      log(`PostgreSQL: ${quantidade.toLocaleString('en')} DBEs inserted in ${Math.round(dbe.semeadura)} ms; DBE conferral's read p95 ${percentil(dbe.tempos, 95).toFixed(1)} ms`);
      // Registrations in Livro A (issue 27): 2,000 titles at the officer's conference, 50 at once through the area's
      // service (the book's counter and open volume taken in turn), then the series checked for a gap or a repeat.
      const registros = await medirRegistros(database, ids[0] ?? 1);
      const importacao = await medirImportacao(database, ids[0] ?? 1);
      log(`PostgreSQL: a 5,000-seal batch read in ${Math.round(importacao.ms)} ms (${importacao.situacao})`);
      log(`PostgreSQL: ${String(registros.feitos)} registrations, ${registros.porSegundo.toFixed(0)}/s, ${String(registros.buracos)} numbers missing or repeated`);
      // The scanned archive (issue 31): one page read by the OCR; the text search among many pages.
      const paginas = Number(process.env['RPJ_BENCH_PAGINAS'] ?? 100_000);
      const ocrMs = await medirOcr();
      log(`Scanning: one A4 page read by the OCR in ${Math.round(ocrMs)} ms`);
      const pesquisa = await medirPesquisa(database, paginas, log);
      return [
        {
          measure: 'PostgreSQL: registrations in Livro A at the officer\'s conference (the service, 50 at once; pages, numbers, volumes rolled)',
          value: registros.porSegundo,
          unit: 'req/s',
          target: REGISTROS_POR_SEGUNDO_ALVO,
          comparison: '>=',
          met: registros.porSegundo >= REGISTROS_POR_SEGUNDO_ALVO,
        },
        { measure: 'PostgreSQL: registration numbers missing or repeated', value: registros.buracos, unit: 'count', target: 0, comparison: '<=', met: registros.buracos === 0 },
        { measure: 'PostgreSQL: court seals taken twice or missing, one per act under 50 at once (issue 29)', value: registros.selosErrados, unit: 'count', target: 0, comparison: '<=', met: registros.selosErrados === 0 },
        {
          measure: `PostgreSQL: a 5,000-seal batch file read, checked and written by the import task (issue 29; ${importacao.situacao})`,
          value: importacao.ms,
          unit: 'ms',
          target: IMPORTACAO_SELOS_ALVO_MS,
          comparison: '<=',
          met: importacao.ms <= IMPORTACAO_SELOS_ALVO_MS && importacao.situacao === 'PRONTO',
        },
        { measure: `PostgreSQL: insert ${quantidade.toLocaleString('en')} processes (one INSERT … SELECT, indexes kept), rows per second`, value: quantidade / (semeadura / 1000), unit: 'count' },
        ...linha('PostgreSQL: processes, list: newest, a state by deadline, a presenter\'s name, an examiner\'s overdue, a month, a number (page of 10 with its count)', lista1),
        ...linha('PostgreSQL: processes, exam queue by deadline: all, one examiner\'s, waiting for distribution', fila),
        ...linha('PostgreSQL: exams, the examiner\'s queue (issue 26): mine waiting for a decision, my group\'s, mine in requirement, my overdue', filaExame),
        ...linha(`PostgreSQL: DBE conferral (issue 28): the process's side, the DBE by its control number among ${quantidade.toLocaleString('en')}, the comparison`, dbe.tempos),
        ...linhasDigitalizacoes(ocrMs, Math.ceil(paginas / 10) * 10, pesquisa),
      ];
    },
  );
}
