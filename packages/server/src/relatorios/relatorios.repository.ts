/**
 * The financial reports' SQL (issue 33). A report is read in parts of up to a month of its period, so a year of a busy
 * office comes in a dozen answers the screen shows progress between, each read through the date indexes; the cursor
 * (`depois`) is the last day the part before covered, as days since 1970. Days are Brasília's. Each report's rows are
 * in the columns' order of DEFINICOES_RELATORIO.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  conciliacao,
  metodoNoRelatorio,
  ROTULOS_MOVIMENTO,
  ROTULOS_TIPO_RECIBO,
  textoDaFalta,
  type FiltroRelatorio,
  type LinhaRelatorio,
  type MetodoPagamento,
  type NomeRelatorio,
  type ParteRelatorio,
  type TipoMovimento,
  type TipoRecibo,
} from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { instante } from '../db/linha.ts';

type N = string | number;

/** How many days a part covers at most. */
export const DIAS_POR_PARTE = 31;

const DIA_MS = 86_400_000;

function numeroDoDia(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DIA_MS);
}

function diaDoNumero(n: number): string {
  return new Date(n * DIA_MS).toISOString().slice(0, 10);
}

/** The days one part covers: from the day after `depois` (or the period's first), a month at most. */
export function diasDaParte(f: Pick<FiltroRelatorio, 'de' | 'ate'>, depois: number | undefined): { readonly de: string; readonly ate: string; readonly proximo?: number } | undefined {
  const inicio = Math.max(numeroDoDia(f.de), depois === undefined ? -Infinity : depois + 1);
  const ultimo = numeroDoDia(f.ate);
  if (inicio > ultimo) return undefined;
  const fim = Math.min(ultimo, inicio + DIAS_POR_PARTE - 1);
  return { de: diaDoNumero(inicio), ate: diaDoNumero(fim), ...(fim < ultimo ? { proximo: fim } : {}) };
}

/** `coluna` within the Brasília days `de`..`ate`, as a range the column's index serves. */
function entreDias(coluna: SQL, de: string, ate: string): SQL {
  return sql`${coluna} >= (${de}::date::timestamp AT TIME ZONE 'America/Sao_Paulo') AND ${coluna} < ((${ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
}

function diaDe(coluna: SQL): SQL {
  return sql`to_char((${coluna} AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD')`;
}

/** The box owner's filters: the box, the person, the person's group. */
function filtrosDoCaixa(f: FiltroRelatorio, caixa: SQL, usuarioId: SQL, login: SQL): SQL[] {
  const c: SQL[] = [];
  if (f.caixaId !== undefined) c.push(sql`${caixa} = ${f.caixaId}`);
  if (f.usuario !== undefined) c.push(sql`${login} = ${f.usuario}`);
  if (f.grupoId !== undefined) c.push(sql`EXISTS (SELECT 1 FROM usuario_grupo ug WHERE ug.usuario_id = ${usuarioId} AND ug.grupo_id = ${f.grupoId})`);
  return c;
}

function e(condicoes: readonly SQL[]): SQL {
  return condicoes.length === 0 ? sql`true` : sql.join([...condicoes], sql` AND `);
}

/** An item of `dados->'itens'` of the given service. */
function comServico(itens: SQL, codigo: string): SQL {
  return sql`${itens} @> ${JSON.stringify([{ codigo }])}::jsonb`;
}

/** Customers' money in a box: payments, deposits, complements, less cancellations and refunds (the float and cash put in or out are not). */
const DE_CLIENTES = sql`m.tipo IN ('PAGAMENTO', 'DEPOSITO', 'COMPLEMENTO', 'CANCELAMENTO', 'DEVOLUCAO')`;

async function contar(db: Db, consulta: SQL): Promise<number> {
  const r = await db.execute<{ n: N }>(sql`SELECT count(*) AS n FROM (${consulta}) contagem`);
  return Number(r.rows[0]?.n ?? 0);
}

type Partes = (db: Db, f: FiltroRelatorio, de: string, ate: string) => Promise<{ readonly linhas: readonly LinhaRelatorio[]; readonly contagem: SQL }>;

const caixa: Partes = async (db, f, de, ate) => {
  const condicoes = [DE_CLIENTES, ...filtrosDoCaixa(f, sql`m.caixa_id`, sql`c.usuario_id`, sql`u.login`)];
  if (f.metodo !== undefined) condicoes.push(sql`m.metodo = ${f.metodo}`);
  if (f.servico !== undefined) condicoes.push(comServico(sql`r.dados->'itens'`, f.servico));
  const de_ = sql`FROM caixa_movimento m JOIN caixa c ON c.id = m.caixa_id JOIN usuario u ON u.id = c.usuario_id LEFT JOIN recibo r ON r.id = m.recibo_id`;
  const r = await db.execute<{ em: string | Date; numero: N | null; tipo: TipoMovimento; caixa_id: number; nome: string; pagador: string | null; metodo: MetodoPagamento; valor: N }>(sql`
    SELECT m.em, r.numero, m.tipo, m.caixa_id, u.nome, r.pagador, m.metodo, m.valor_centavos AS valor
      ${de_} WHERE ${entreDias(sql`m.em`, de, ate)} AND ${e(condicoes)} ORDER BY m.em, m.id`);
  return {
    linhas: r.rows.map((l) => [instante(l.em), l.numero === null ? null : Number(l.numero), ROTULOS_MOVIMENTO[l.tipo], l.caixa_id, l.nome, l.pagador, metodoNoRelatorio(l.metodo), Number(l.valor)]),
    contagem: sql`SELECT 1 ${de_} WHERE ${entreDias(sql`m.em`, f.de, f.ate)} AND ${e(condicoes)}`,
  };
};

const caixaDiario: Partes = async (db, f, de, ate) => {
  const r = await db.execute<{ dia: string; fechados: N; quebra: N; entradas: N; devolucoes: N; receita: N; depositos: N }>(sql`
    WITH dias AS (SELECT d::date AS dia FROM generate_series(${de}::date, ${ate}::date, interval '1 day') d),
    fechamentos AS (
      SELECT (fechado_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, count(*) AS n, sum(diferenca_centavos) AS quebra
        FROM caixa WHERE ${entreDias(sql`fechado_em`, de, ate)} GROUP BY 1),
    movimentos AS (
      SELECT (m.em AT TIME ZONE 'America/Sao_Paulo')::date AS dia,
             sum(m.valor_centavos) FILTER (WHERE m.tipo <> 'DEVOLUCAO') AS entradas,
             -sum(m.valor_centavos) FILTER (WHERE m.tipo = 'DEVOLUCAO') AS devolucoes
        FROM caixa_movimento m WHERE ${DE_CLIENTES} AND ${entreDias(sql`m.em`, de, ate)} GROUP BY 1),
    receitas AS (
      SELECT dia, sum(v) AS receita FROM (
        SELECT (emitido_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, total_centavos AS v FROM recibo
         WHERE tipo IN ('PAGAMENTO', 'LIQUIDACAO') AND ${entreDias(sql`emitido_em`, de, ate)}
        UNION ALL
        SELECT (cancelado_em AT TIME ZONE 'America/Sao_Paulo')::date, -total_centavos FROM recibo
         WHERE tipo IN ('PAGAMENTO', 'LIQUIDACAO') AND cancelado_em IS NOT NULL AND ${entreDias(sql`cancelado_em`, de, ate)}
      ) x GROUP BY dia),
    depositos AS (
      SELECT dia, sum(v) AS depositos FROM (
        SELECT (d.recebido_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, d.valor_centavos AS v FROM deposito d WHERE ${entreDias(sql`d.recebido_em`, de, ate)}
        UNION ALL
        SELECT (r.cancelado_em AT TIME ZONE 'America/Sao_Paulo')::date, -d.valor_centavos FROM deposito d JOIN recibo r ON r.id = d.recibo_id
         WHERE r.cancelado_em IS NOT NULL AND ${entreDias(sql`r.cancelado_em`, de, ate)}
        UNION ALL
        SELECT (d.liquidado_em AT TIME ZONE 'America/Sao_Paulo')::date, -(d.valor_centavos - coalesce(d.devolucao_centavos, 0)) FROM deposito d WHERE ${entreDias(sql`d.liquidado_em`, de, ate)}
        UNION ALL
        SELECT (d.devolvido_em AT TIME ZONE 'America/Sao_Paulo')::date, -coalesce(d.devolucao_centavos, 0) FROM deposito d WHERE ${entreDias(sql`d.devolvido_em`, de, ate)}
      ) x GROUP BY dia)
    SELECT to_char(dias.dia, 'YYYY-MM-DD') AS dia, coalesce(fe.n, 0) AS fechados, coalesce(fe.quebra, 0) AS quebra, coalesce(mo.entradas, 0) AS entradas,
           coalesce(mo.devolucoes, 0) AS devolucoes, coalesce(re.receita, 0) AS receita, coalesce(de.depositos, 0) AS depositos
      FROM dias LEFT JOIN fechamentos fe ON fe.dia = dias.dia LEFT JOIN movimentos mo ON mo.dia = dias.dia
      LEFT JOIN receitas re ON re.dia = dias.dia LEFT JOIN depositos de ON de.dia = dias.dia
     ORDER BY dias.dia`);
  return {
    linhas: r.rows.map((l) => {
      const d = { entradas: Number(l.entradas), receita: Number(l.receita), depositos: Number(l.depositos), devolucoes: Number(l.devolucoes) };
      const c = conciliacao(d);
      return [l.dia, Number(l.fechados), Number(l.quebra), d.entradas, d.receita, d.depositos, d.devolucoes, c.diferenca, c.texto];
    }),
    contagem: sql`SELECT generate_series(${f.de}::date, ${f.ate}::date, interval '1 day')`,
  };
};

const controleRecibo: Partes = async (db, f, de, ate) => {
  const anterior = await db.execute<{ numero: N }>(sql`
    SELECT numero FROM recibo WHERE emitido_em < (${de}::date::timestamp AT TIME ZONE 'America/Sao_Paulo') ORDER BY emitido_em DESC, numero DESC LIMIT 1`);
  const primeiroEsperado = Number(anterior.rows[0]?.numero ?? 0) + 1;
  const r = await db.execute<{
    numero: N;
    anterior: N | null;
    emitido_em: string | Date;
    tipo: TipoRecibo;
    caixa_id: number;
    nome: string;
    pagador: string;
    protocolo: string | null;
    total: N;
    cancelado_em: string | Date | null;
    cancelado_por: string | null;
    motivo: string | null;
  }>(sql`
    WITH s AS (
      SELECT r.numero, lag(r.numero) OVER (ORDER BY r.numero) AS anterior, r.emitido_em, r.tipo, r.caixa_id, u.nome, r.pagador, r.protocolo,
             r.total_centavos AS total, r.cancelado_em, r.cancelado_por, r.motivo_cancelamento AS motivo
        FROM recibo r JOIN caixa c ON c.id = r.caixa_id JOIN usuario u ON u.id = c.usuario_id
       WHERE ${entreDias(sql`r.emitido_em`, de, ate)})
    SELECT * FROM s ORDER BY numero`);
  const linhas: LinhaRelatorio[] = [];
  let esperado = primeiroEsperado;
  for (const l of r.rows) {
    const numero = Number(l.numero);
    if (numero > esperado) {
      // Numbers missing between this receipt and the one before: a gap, unless they were issued on another day
      // (a receipt's moment is its transaction's start, so two near midnight may cross).
      const existentes = await db.execute<{ n: N }>(sql`SELECT count(*) AS n FROM recibo WHERE numero BETWEEN ${esperado} AND ${numero - 1}`);
      if (Number(existentes.rows[0]?.n ?? 0) < numero - esperado) linhas.push([null, null, null, null, null, null, null, null, textoDaFalta(esperado, numero - 1)]);
    }
    esperado = Math.max(esperado, numero + 1);
    const cancelado = l.cancelado_em !== null;
    if (f.ocorrencias === true && !cancelado) continue;
    linhas.push([
      numero,
      instante(l.emitido_em),
      ROTULOS_TIPO_RECIBO[l.tipo],
      l.caixa_id,
      l.nome,
      l.pagador,
      l.protocolo,
      cancelado ? 0 : Number(l.total),
      cancelado ? `Cancelado em ${new Date(l.cancelado_em ?? '').toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).replace(',', '')} por ${l.cancelado_por ?? ''}: ${l.motivo ?? ''} (era ${(Number(l.total) / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ')})` : '',
    ]);
  }
  return {
    linhas,
    contagem: f.ocorrencias === true ? sql`SELECT 1 FROM recibo r WHERE r.cancelado_em IS NOT NULL AND ${entreDias(sql`r.emitido_em`, f.de, f.ate)}` : sql`SELECT 1 FROM recibo r WHERE ${entreDias(sql`r.emitido_em`, f.de, f.ate)}`,
  };
};

const cotacao: Partes = async (db, f, de, ate) => {
  const condicoes: SQL[] = [];
  if (f.usuario !== undefined) condicoes.push(sql`q.usuario = ${f.usuario}`);
  if (f.grupoId !== undefined) condicoes.push(sql`EXISTS (SELECT 1 FROM usuario_grupo ug JOIN usuario uu ON uu.id = ug.usuario_id WHERE uu.login = q.usuario AND ug.grupo_id = ${f.grupoId})`);
  if (f.servico !== undefined) condicoes.push(comServico(sql`q.dados->'itens'`, f.servico));
  const convertida = sql`(EXISTS (SELECT 1 FROM recibo r WHERE r.cotacao_id = q.id) OR EXISTS (SELECT 1 FROM processo p WHERE p.cotacao_id = q.id))`;
  if (f.convertida !== undefined) condicoes.push(f.convertida ? convertida : sql`NOT ${convertida}`);
  const r = await db.execute<{ numero: N; criada_em: string | Date; atendente: string | null; cliente: string | null; servicos: string | null; itens: N; total: N; recibo: N | null; processo: N | null }>(sql`
    SELECT q.numero, q.criada_em, coalesce(u.nome, q.usuario) AS atendente, q.cliente,
           (SELECT string_agg(DISTINCT i->>'codigo', ', ') FROM jsonb_array_elements(q.dados->'itens') i) AS servicos,
           jsonb_array_length(q.dados->'itens') AS itens, q.total_centavos AS total,
           (SELECT min(r.numero) FROM recibo r WHERE r.cotacao_id = q.id) AS recibo,
           (SELECT min(p.protocolo) FROM processo p WHERE p.cotacao_id = q.id) AS processo
      FROM cotacao q LEFT JOIN usuario u ON u.login = q.usuario
     WHERE ${entreDias(sql`q.criada_em`, de, ate)} AND ${e(condicoes)} ORDER BY q.criada_em, q.id`);
  return {
    linhas: r.rows.map((l) => {
      const em = [...(l.recibo === null ? [] : [`Recibo nº ${Number(l.recibo).toLocaleString('pt-BR')}`]), ...(l.processo === null ? [] : [`Processo nº ${Number(l.processo).toLocaleString('pt-BR')}`])].join(' · ');
      return [Number(l.numero), instante(l.criada_em), l.atendente ?? '', l.cliente ?? '', l.servicos ?? '', Number(l.itens), Number(l.total), em === '' ? 'Não convertida' : 'Convertida', em];
    }),
    contagem: sql`SELECT 1 FROM cotacao q WHERE ${entreDias(sql`q.criada_em`, f.de, f.ate)} AND ${e(condicoes)}`,
  };
};

const livroDiario: Partes = async (db, f, de, ate) => {
  const item = f.servico === undefined ? sql`true` : sql`i->>'codigo' = ${f.servico}`;
  const base = (quando: SQL, sinal: number, evento: number): SQL => sql`
    SELECT ${diaDe(quando)} AS dia, ${evento}::int AS evento, r.numero, r.protocolo, r.cancelado_em, i->>'codigo' AS codigo, i->>'descricao' AS descricao, (i->>'quantidade')::int AS quantidade,
           ${sinal} * coalesce((SELECT sum((c->>'centavos')::bigint) FROM jsonb_array_elements(i->'precificado'->'componentes') c WHERE c->>'codigo' = 'EMOLUMENTO'), 0) AS receita,
           ${sinal} * (i->'precificado'->>'totalCentavos')::bigint AS total, i->'isencao'->>'fundamento' AS isencao
      FROM recibo r CROSS JOIN LATERAL jsonb_array_elements(r.dados->'itens') i
     WHERE r.tipo IN ('PAGAMENTO', 'LIQUIDACAO') AND ${item} AND ${entreDias(quando, de, ate)}`;
  const r = await db.execute<{ dia: string; evento: N; numero: N; protocolo: string | null; cancelado_em: string | Date | null; codigo: string; descricao: string; quantidade: N; receita: N; total: N; isencao: string | null; registro: N | null; folha: N | null; letra: string | null; livro: N | null }>(sql`
    SELECT x.*, g.numero AS registro, g.folha, l.letra, l.numero AS livro
      FROM (${base(sql`r.emitido_em`, 1, 0)} UNION ALL ${base(sql`r.cancelado_em`, -1, 1)}) x
      LEFT JOIN registro g ON g.protocolo = CASE WHEN x.protocolo ~ '^[0-9]{1,9}$' THEN x.protocolo::int END
      LEFT JOIN livro l ON l.id = g.livro_id
     ORDER BY x.dia, x.evento, x.numero, x.codigo`);
  return {
    linhas: r.rows.map((l) => {
      const estorno = Number(l.evento) === 1;
      const receita = Number(l.receita);
      const total = Number(l.total);
      const notas: string[] = [];
      if (estorno) notas.push(`Estorno: recibo nº ${Number(l.numero).toLocaleString('pt-BR')} cancelado`);
      else if (l.cancelado_em !== null) notas.push('Recibo cancelado depois (estorno no dia do cancelamento)');
      if (l.registro !== null) notas.push(`Registro nº ${Number(l.registro).toLocaleString('pt-BR')}${l.letra === null ? '' : `, livro ${l.letra}-${String(l.livro ?? '')}`}${l.folha === null ? '' : `, folha ${String(l.folha)}`}`);
      if (l.isencao !== null) notas.push(`Gratuito: ${l.isencao}`);
      return [l.dia, l.protocolo, Number(l.numero), `${l.codigo} — ${l.descricao}`, estorno ? -Number(l.quantidade) : Number(l.quantidade), receita, total - receita, total, notas.join(' · ')];
    }),
    contagem: sql`SELECT 1 FROM recibo r CROSS JOIN LATERAL jsonb_array_elements(r.dados->'itens') i WHERE r.tipo IN ('PAGAMENTO', 'LIQUIDACAO') AND ${item} AND ${entreDias(sql`r.emitido_em`, f.de, f.ate)}`,
  };
};

const PARTES: Readonly<Record<NomeRelatorio, Partes>> = { caixa, caixaDiario, controleRecibo, cotacao, livroDiario };

/** One part of a report: the rows of up to a month from `depois`, how many the whole report has (first part only), where the next starts. */
export async function parteDoRelatorio(db: Db, nome: NomeRelatorio, f: FiltroRelatorio, depois: number | undefined): Promise<ParteRelatorio> {
  const dias = diasDaParte(f, depois);
  if (dias === undefined) return { linhas: [], totalLinhas: 0 };
  const { linhas, contagem } = await PARTES[nome](db, f, dias.de, dias.ate);
  const totalLinhas = depois === undefined ? (dias.proximo === undefined ? linhas.length : await contar(db, contagem)) : 0;
  return { linhas, totalLinhas, ...(dias.proximo === undefined ? {} : { proximo: dias.proximo }) };
}

/** The whole report (the PDF's rows): every part in turn. */
export async function relatorioInteiro(db: Db, nome: NomeRelatorio, f: FiltroRelatorio): Promise<readonly LinhaRelatorio[]> {
  const linhas: LinhaRelatorio[] = [];
  let depois: number | undefined;
  for (;;) {
    const parte = await parteDoRelatorio(db, nome, f, depois);
    for (const l of parte.linhas) linhas.push(l);
    if (parte.proximo === undefined) return linhas;
    depois = parte.proximo;
  }
}

/** The filters' options: people, groups and services by name. */
export async function opcoesDosFiltros(db: Db): Promise<{ usuarios: { login: string; nome: string }[]; grupos: { id: number; nome: string }[]; servicos: { codigo: string; descricao: string }[] }> {
  const [u, g, s] = await Promise.all([
    db.execute<{ login: string; nome: string }>(sql`SELECT login, nome FROM usuario ORDER BY nome`),
    db.execute<{ id: number; nome: string }>(sql`SELECT id, nome FROM grupo_usuario ORDER BY nome`),
    db.execute<{ codigo: string; descricao: string }>(sql`SELECT codigo, descricao FROM servico ORDER BY codigo`),
  ]);
  return { usuarios: u.rows, grupos: g.rows, servicos: s.rows };
}
