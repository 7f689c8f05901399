/**
 * The financial reports' SQL (issue 33). A report is read in parts of up to a month of its period, so a year of a busy
 * office comes in a dozen answers the screen shows progress between; the cursor (`depois`) is the last day the part
 * before covered, as days since 1970. Days are Brasília's. Each part's rows are written by the database as one JSON
 * array of arrays, in the columns' order of DEFINICOES_RELATORIO (a year is hundreds of thousands of rows: made into
 * objects here and written back, they would cost more than reading them). The three long ones — the cash report, the
 * receipt control, the revenue book — read rows the database wrote when their facts were written (migration 0045:
 * each box movement's, each receipt's, each entry of the book), so a reading only gathers them; the others write
 * their rows as they read. The words a row says (labels, money, days) are written in SQL as the domain writes them;
 * the server tests compare them with the domain's functions. The texts a part repeats (labels, people, acts) go once
 * per part, their cells holding positions (docs/api.md "textos").
 */
import { sql, type SQL } from 'drizzle-orm';
import { EVENTOS_PRODUTIVIDADE, metodoNoRelatorio, METODOS_PAGAMENTO, ROTULOS_MOVIMENTO, ROTULOS_SITUACAO_PROCESSO, ROTULOS_TIPO_RECIBO, porOsTextos, type FiltroRelatorio, type LinhaRelatorio, type NomeRelatorio, type TextosDaParte } from '@rpj/domain';
import { MOVIMENTOS_DE_CLIENTES } from '../caixas/financeiro.repository.ts';
import { lerJuntos, type Db } from '../db/client.ts';

type N = string | number;

/** How many days a part covers at most: a month of rows; the daily cash (a row a day) whole. */
export const DIAS_POR_PARTE = 31;
// The daily cash (a row a day) and the productivity (a row a person, over the whole period) come whole.
const DIAS_POR_PARTE_DO: Readonly<Partial<Record<NomeRelatorio, number>>> = { caixaDiario: 366, produtividade: 366 };

const DIA_MS = 86_400_000;

function numeroDoDia(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DIA_MS);
}

function diaDoNumero(n: number): string {
  return new Date(n * DIA_MS).toISOString().slice(0, 10);
}

/** The days one part covers: from the day after `depois` (or the period's first), a month at most. */
export function diasDaParte(f: Pick<FiltroRelatorio, 'de' | 'ate'>, depois: number | undefined, diasPorParte = DIAS_POR_PARTE): { readonly de: string; readonly ate: string; readonly proximo?: number } | undefined {
  const inicio = Math.max(numeroDoDia(f.de), depois === undefined ? -Infinity : depois + 1);
  const ultimo = numeroDoDia(f.ate);
  if (inicio > ultimo) return undefined;
  const fim = Math.min(ultimo, inicio + diasPorParte - 1);
  return { de: diaDoNumero(inicio), ate: diaDoNumero(fim), ...(fim < ultimo ? { proximo: fim } : {}) };
}

/** `coluna` within the Brasília days `de`..`ate`, as a range the column's index serves. */
function entreDias(coluna: SQL, de: string, ate: string): SQL {
  return sql`${coluna} >= (${de}::date::timestamp AT TIME ZONE 'America/Sao_Paulo') AND ${coluna} < ((${ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
}

/** A moment as milliseconds since 1970 (what the screen formats; cheaper to write a year of than a text). */
function iso(coluna: SQL): SQL {
  return sql`(extract(epoch FROM ${coluna}) * 1000)::bigint`;
}

/** A whole number as pt-BR writes it: 1.234.567. */
function milhar(v: SQL): SQL {
  return sql`replace(to_char(${v}, 'FM999,999,999,999,999'), ',', '.')`;
}

/** Cents as pt-BR money: R$ 1.234,56 (the domain's formatMoney, with a plain space). */
function reais(v: SQL): SQL {
  return sql`(CASE WHEN ${v} < 0 THEN '-' ELSE '' END || 'R$ ' || translate(to_char(abs(${v}) / 100.0, 'FM999,999,999,999,990.00'), ',.', '.,'))`;
}

/** A domain label by its code, through a JSON map handed to the query. */
function rotulo(mapa: Readonly<Record<string, string>>, codigo: SQL): SQL {
  return sql`(${JSON.stringify(mapa)}::jsonb ->> ${codigo})`;
}

const METODOS: Readonly<Record<string, string>> = Object.fromEntries(METODOS_PAGAMENTO.map((m) => [m, metodoNoRelatorio(m)]));

/** The box owner's filters: the box, the person, the person's group. */
function filtrosDoCaixa(f: FiltroRelatorio, caixa: SQL, usuarioId: SQL, login: SQL): SQL[] {
  const c: SQL[] = [];
  if (f.caixaId !== undefined) c.push(sql`${caixa} = ${f.caixaId}`);
  if (f.usuario !== undefined) c.push(sql`${login} = ${f.usuario}`);
  if (f.grupoId !== undefined) c.push(sql`EXISTS (SELECT 1 FROM usuario_grupo ug WHERE ug.usuario_id = ${usuarioId} AND ug.grupo_id = ${f.grupoId})`);
  return c;
}

/** The person whose login is `login` is in the group `grupoId` (the quotes' clerk, the productivity's person). */
function doGrupo(login: SQL, grupoId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM usuario_grupo ug JOIN usuario uu ON uu.id = ug.usuario_id WHERE uu.login = ${login} AND ug.grupo_id = ${grupoId})`;
}

function e(condicoes: readonly SQL[]): SQL {
  return condicoes.length === 0 ? sql`true` : sql.join([...condicoes], sql` AND `);
}


/** A report's part: the query whose one column `linhas` is the part's rows as JSON, and the rows of the whole period (to count). */
interface ConsultaParte {
  readonly linhas: SQL;
  readonly contagem: SQL;
}

type Partes = (f: FiltroRelatorio, de: string, ate: string) => ConsultaParte;

/*
 * A part's rows are JSON written as text, cell by cell: a number's cell is its text (integers and numerics print as
 * JSON numbers), a text's cell is escaped by to_json, and a row is their concat. PostgreSQL's json_build_array does
 * the same but looks each argument's type up again on every row: over a month of rows, twice the time (a month of the
 * cash report: 165 → 78 ms). Every cell goes through `num`, `txt` or `NULO`.
 */

/** A number's cell (integer or numeric), or null. */
function num(v: SQL): SQL {
  return sql`coalesce((${v})::text, 'null')`;
}

/** A text's cell, escaped, or null. */
function txt(v: SQL): SQL {
  return sql`coalesce(to_json((${v})::text)::text, 'null')`;
}

/** An empty cell. */
const NULO = sql`'null'`;

/** A row of cells (each one `num`, `txt` or `NULO`) as JSON text. */
function linha(celulas: readonly SQL[]): SQL {
  return sql`concat('[', ${sql.join([...celulas], sql`, ',', `)}, ']')`;
}

/** The JSON array of the rows `l` (JSON texts), in `ordem`. */
function arrayDeLinhas(l: SQL, ordem: SQL): SQL {
  return sql`concat('[', string_agg(${l}, ',' ORDER BY ${ordem}), ']')`;
}

/** The JSON array of the rows `l`, in `ordem`, of `de` (FROM … WHERE …). */
function agregado(l: SQL, de: SQL, ordem: SQL): SQL {
  return sql`SELECT ${arrayDeLinhas(l, ordem)} AS linhas ${de}`;
}

/**
 * A column whose few texts are sent once (domain `TextosDaParte`): its cells hold a position in `textos` (a JSON array
 * the database writes once per part).
 */
interface Repetida {
  readonly coluna: number;
  readonly textos: SQL;
}

/** The part's `textos` column: which columns repeat, and each one's texts. */
function textosDe(repetidas: readonly Repetida[]): SQL {
  return sql`json_build_object('colunas', ${JSON.stringify(repetidas.map((r) => r.coluna))}::json, 'valores', json_build_array(${sql.join(repetidas.map((r) => r.textos), sql`, `)}))::text`;
}

/**
 * The texts of a column whose stored rows (migration 0045) hold a stable position: a label's, its code's place in the
 * database's `relatorio_codigos(lista)` (the domain's label of each code, in that order); a person's, the person's id
 * (every name at its id, '' between); an act's of the revenue book, its id in `livro_diario_ato`.
 */
function rotulosGuardados(coluna: number, lista: string, mapa: Readonly<Record<string, string>>): Repetida {
  return { coluna, textos: sql`(SELECT json_agg(coalesce(${JSON.stringify(mapa)}::jsonb ->> c, c) ORDER BY i) FROM unnest(relatorio_codigos(${lista})) WITH ORDINALITY x (c, i))` };
}

/** Every row of `tabela` (id, and its `texto`) at its id, '' where there is none: the texts of a column of ids. */
function textosPorId(tabela: SQL, texto: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(coalesce(t.texto, '') ORDER BY g.i), '[]'::json) FROM generate_series(0, (SELECT coalesce(max(id), 0) FROM ${tabela})) g (i) LEFT JOIN (SELECT id, ${texto} AS texto FROM ${tabela}) t ON t.id = g.i)`;
}

const pessoasGuardadas = (coluna: number): Repetida => ({ coluna, textos: textosPorId(sql`usuario`, sql`nome`) });

/**
 * The stored rows `linha` of `de` (FROM … WHERE …) in `ordem`, as one JSON array, and the texts of their `repetidas`
 * columns. The rows are aggregated in the order the subquery gives them (the period's index gives most of it).
 */
function guardadas(l: SQL, repetidas: readonly Repetida[], de: SQL, ordem: SQL): SQL {
  return sql`SELECT concat('[', string_agg(l, ','), ']') AS linhas, ${textosDe(repetidas)} AS textos FROM (SELECT ${l} AS l ${de} ORDER BY ${ordem}) x`;
}

const caixa: Partes = (f, de, ate) => {
  // The box owner's filters name the box's person: asked of the boxes, not joined row by row.
  const condicoes = [MOVIMENTOS_DE_CLIENTES];
  const doDono = filtrosDoCaixa(f, sql`c.id`, sql`c.usuario_id`, sql`u.login`);
  if (doDono.length > 0) condicoes.push(sql`m.caixa_id IN (SELECT c.id FROM caixa c JOIN usuario u ON u.id = c.usuario_id WHERE ${e(doDono)})`);
  if (f.metodo !== undefined) condicoes.push(sql`m.metodo = ${f.metodo}`);
  if (f.servico !== undefined) condicoes.push(sql`EXISTS (SELECT 1 FROM recibo_ato a WHERE a.recibo_id = m.recibo_id AND a.codigo = ${f.servico})`);
  const fonte = (d: string, a: string): SQL => sql`FROM caixa_movimento m WHERE ${entreDias(sql`m.em`, d, a)} AND ${e(condicoes)}`;
  return {
    linhas: guardadas(sql`m.linha_relatorio`, [rotulosGuardados(2, 'movimento', ROTULOS_MOVIMENTO), pessoasGuardadas(4), rotulosGuardados(6, 'metodo', METODOS)], fonte(de, ate), sql`m.em, m.id`),
    contagem: sql`SELECT 1 ${fonte(f.de, f.ate)}`,
  };
};

const caixaDiario: Partes = (f, de, ate) => ({
  linhas: sql`
    WITH dias AS (SELECT d::date AS dia FROM generate_series(${de}::date, ${ate}::date, interval '1 day') d),
    fechamentos AS (
      SELECT (fechado_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, count(*) AS n, sum(diferenca_centavos) AS quebra
        FROM caixa WHERE ${entreDias(sql`fechado_em`, de, ate)} GROUP BY 1),
    movimentos AS (
      SELECT (m.em AT TIME ZONE 'America/Sao_Paulo')::date AS dia,
             sum(m.valor_centavos) FILTER (WHERE m.tipo <> 'DEVOLUCAO') AS entradas,
             -sum(m.valor_centavos) FILTER (WHERE m.tipo = 'DEVOLUCAO') AS devolucoes
        FROM caixa_movimento m WHERE ${MOVIMENTOS_DE_CLIENTES} AND ${entreDias(sql`m.em`, de, ate)} GROUP BY 1),
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
      ) x GROUP BY dia),
    conta AS (
      SELECT dias.dia, coalesce(fe.n, 0) AS fechados, coalesce(fe.quebra, 0) AS quebra, coalesce(mo.entradas, 0) AS entradas, coalesce(re.receita, 0) AS receita,
             coalesce(de.depositos, 0) AS depositos, coalesce(mo.devolucoes, 0) AS devolucoes
        FROM dias LEFT JOIN fechamentos fe ON fe.dia = dias.dia LEFT JOIN movimentos mo ON mo.dia = dias.dia
        LEFT JOIN receitas re ON re.dia = dias.dia LEFT JOIN depositos de ON de.dia = dias.dia),
    diferencas AS (SELECT *, entradas - (receita + depositos + devolucoes) AS diferenca FROM conta)
    ${agregado(
      linha([
        txt(sql`to_char(dia, 'YYYY-MM-DD')`),
        ...[sql`fechados`, sql`quebra`, sql`entradas`, sql`receita`, sql`depositos`, sql`devolucoes`, sql`diferenca`].map(num),
        txt(sql`CASE WHEN diferenca = 0 THEN '' ELSE 'Não confere: diferença de ' || ${reais(sql`diferenca`)} END`),
      ]),
      sql`FROM diferencas`,
      sql`dia`,
    )}`,
  contagem: sql`SELECT generate_series(${f.de}::date, ${f.ate}::date, interval '1 day')`,
});

/** A gap from `fa_de` to `fa_ate` in words (the domain's textoDaFalta). */
function textoDaFalta(coisa: 'recibo' | 'protocolo'): SQL {
  return sql`CASE WHEN fa_de = fa_ate THEN ${`Falta na sequência: o ${coisa} nº `} || ${milhar(sql`fa_de`)} || ' não existe'
                  ELSE ${`Falta na sequência: os ${coisa}s nº `} || ${milhar(sql`fa_de`)} || ' a ' || ${milhar(sql`fa_ate`)} || ' (' || ${milhar(sql`fa_ate - fa_de + 1`)} || ') não existem' END`;
}

/** A registration's reference (`g` the registration, `l` its book): "Registro nº 12, livro A-1, folha 3" or "Averbação nº 2 …". */
const REFERENCIA_DO_REGISTRO = sql`CASE WHEN g.especie = 'AVERBACAO' AND g.averbacao_numero IS NOT NULL THEN 'Averbação nº ' || ${milhar(sql`g.averbacao_numero`)} || ' ao registro nº ' || ${milhar(sql`g.numero`)}
                                        WHEN g.numero IS NULL THEN NULL
                                        ELSE 'Registro nº ' || ${milhar(sql`g.numero`)} || CASE WHEN l.letra IS NULL THEN '' ELSE ', livro ' || l.letra || '-' || l.numero END || CASE WHEN g.folha IS NULL THEN '' ELSE ', folha ' || g.folha END END`;

const controleRecibo: Partes = (f, de, ate) => {
  const periodo = entreDias(sql`r.emitido_em`, de, ate);
  const falta = textoDaFalta('recibo');
  return {
    // The numbers missing between a receipt and the one before it (the first against the last before the period)
    // are a gap, unless they were issued on another day (a receipt's moment is its transaction's start, so two near
    // midnight may cross); a gap's row comes before the receipt after it. The rows are written in the order the
    // window numbered them (no second sort of a month of rows).
    linhas: sql`
      WITH inicio AS (SELECT coalesce((SELECT numero FROM recibo WHERE emitido_em < (${de}::date::timestamp AT TIME ZONE 'America/Sao_Paulo') ORDER BY emitido_em DESC, numero DESC LIMIT 1), 0) AS n),
      s AS (
        SELECT r.numero, r.cancelado_em, r.linha_controle,
               coalesce(lag(r.numero) OVER (ORDER BY r.numero), (SELECT n FROM inicio)) + 1 AS fa_de, r.numero - 1 AS fa_ate
          FROM recibo r WHERE ${periodo}),
      t AS (
        SELECT s.*, s.fa_de <= s.fa_ate AND (SELECT count(*) FROM recibo x WHERE x.numero BETWEEN s.fa_de AND s.fa_ate) < s.fa_ate - s.fa_de + 1 AS falta
          FROM s ORDER BY s.numero)
      SELECT '[' || coalesce(string_agg(nullif(concat_ws(',',
               CASE WHEN falta THEN ${linha([...Array<SQL>(8).fill(NULO), txt(falta)])} END,
               CASE WHEN ${f.ocorrencias === true ? sql`cancelado_em IS NULL` : sql`false`} THEN NULL ELSE linha_controle END), ''), ','), '') || ']' AS linhas,
             ${textosDe([rotulosGuardados(2, 'recibo', ROTULOS_TIPO_RECIBO), pessoasGuardadas(4)])} AS textos
        FROM t`,
    contagem: sql`SELECT 1 FROM recibo r WHERE ${f.ocorrencias === true ? sql`r.cancelado_em IS NOT NULL AND ` : sql``}${entreDias(sql`r.emitido_em`, f.de, f.ate)}`,
  };
};

const cotacao: Partes = (f, de, ate) => {
  const condicoes: SQL[] = [];
  if (f.usuario !== undefined) condicoes.push(sql`q.usuario = ${f.usuario}`);
  if (f.grupoId !== undefined) condicoes.push(doGrupo(sql`q.usuario`, f.grupoId));
  if (f.servico !== undefined) condicoes.push(sql`q.dados->'itens' @> ${JSON.stringify([{ codigo: f.servico }])}::jsonb`);
  const convertida = sql`(EXISTS (SELECT 1 FROM recibo r WHERE r.cotacao_id = q.id) OR EXISTS (SELECT 1 FROM processo p WHERE p.cotacao_id = q.id))`;
  if (f.convertida !== undefined) condicoes.push(f.convertida ? convertida : sql`NOT ${convertida}`);
  const fonte = (d: string, a: string): SQL => sql`FROM cotacao q WHERE ${entreDias(sql`q.criada_em`, d, a)} AND ${e(condicoes)}`;
  return {
    linhas: sql`
      WITH x AS (
        SELECT q.id, q.numero, q.criada_em, q.usuario, q.cliente, q.total_centavos,
               (SELECT string_agg(DISTINCT i->>'codigo', ', ') FROM jsonb_array_elements(q.dados->'itens') i) AS servicos,
               jsonb_array_length(q.dados->'itens') AS itens,
               (SELECT min(r.numero) FROM recibo r WHERE r.cotacao_id = q.id) AS recibo,
               (SELECT min(p.protocolo) FROM processo p WHERE p.cotacao_id = q.id) AS processo
          ${fonte(de, ate)}),
      y AS (
        SELECT x.*, coalesce(u.nome, x.usuario, '') AS atendente,
               concat_ws(' · ', 'Recibo nº ' || ${milhar(sql`x.recibo`)}, 'Processo nº ' || ${milhar(sql`x.processo`)}) AS em
          FROM x LEFT JOIN usuario u ON u.login = x.usuario)
      ${agregado(
        linha([
          num(sql`numero`),
          num(iso(sql`criada_em`)),
          txt(sql`atendente`),
          txt(sql`coalesce(cliente, '')`),
          txt(sql`coalesce(servicos, '')`),
          num(sql`itens`),
          num(sql`total_centavos`),
          txt(sql`CASE WHEN em = '' THEN 'Não convertida' ELSE 'Convertida' END`),
          txt(sql`em`),
        ]),
        sql`FROM y`,
        sql`criada_em, id`,
      )}`,
    contagem: sql`SELECT 1 ${fonte(f.de, f.ate)}`,
  };
};

const livroDiario: Partes = (f, de, ate) => {
  // The book's entries (migration 0045): the acts on the day of their receipt (a settlement's is its registration's),
  // and a reversal on the day a receipt is cancelled, after that day's acts.
  const fonte = (d: string, a: string, ...mais: SQL[]): SQL => sql`FROM livro_diario l WHERE ${e([sql`l.dia BETWEEN ${d}::date AND ${a}::date`, ...(f.servico === undefined ? [] : [sql`l.codigo = ${f.servico}`]), ...mais])}`;
  return {
    linhas: guardadas(sql`l.linha`, [{ coluna: 3, textos: textosPorId(sql`livro_diario_ato`, sql`codigo || ' — ' || descricao`) }], fonte(de, ate), sql`l.dia, l.evento, l.numero, l.ordem`),
    contagem: sql`SELECT 1 ${fonte(f.de, f.ate, sql`l.evento = 0`)}`,
  };
};

/** The kinds of act (a few dozen), numbered by code: joined as `ta` where the rows name a process's act. */
const ATOS_NUMERADOS = sql`(SELECT codigo, nome, (row_number() OVER (ORDER BY codigo) - 1)::int AS posicao FROM tipo_ato)`;

const livroProtocolo: Partes = (f, de, ate) => {
  // The act of each protocol, sent once: the kinds' names by code, and the closing term's word after them.
  const ato: Repetida = { coluna: 2, textos: sql`(SELECT coalesce(jsonb_agg(nome ORDER BY codigo), '[]'::jsonb) || '["Termo de encerramento"]'::jsonb FROM tipo_ato)::json` };
  const termo = sql`'Termo de encerramento: em ' || to_char(dia, 'DD/MM/YYYY') || CASE WHEN n = 1 THEN ' foi protocolado 1 título, o de nº ' || ${milhar(sql`primeiro`)} || '.'
                    ELSE ' foram protocolados ' || ${milhar(sql`n`)} || ' títulos, do nº ' || ${milhar(sql`primeiro`)} || ' ao nº ' || ${milhar(sql`ultimo`)} || '.' END`;
  return {
    // Every protocol of the period in its number's order; before a protocol, the numbers missing since the one before
    // it (the first against the last before the period) that exist nowhere; after a day's last protocol, its closing
    // term with the count and the first and last numbers.
    linhas: sql`
      WITH inicio AS (SELECT coalesce((SELECT protocolo FROM processo WHERE protocolado_em < (${de}::date::timestamp AT TIME ZONE 'America/Sao_Paulo') ORDER BY protocolado_em DESC, protocolo DESC LIMIT 1), 0) AS n),
      s AS (
        SELECT p.protocolo, p.protocolado_em, (p.protocolado_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, p.tipo_ato, p.apresentante_nome, p.empresa_nome, p.situacao,
               coalesce(lag(p.protocolo) OVER (ORDER BY p.protocolo), (SELECT n FROM inicio)) + 1 AS fa_de, p.protocolo - 1 AS fa_ate
          FROM processo p WHERE ${entreDias(sql`p.protocolado_em`, de, ate)}),
      faltas AS (
        SELECT dia, protocolo, fa_de, fa_ate FROM s
         WHERE fa_de <= fa_ate AND (SELECT count(*) FROM processo x WHERE x.protocolo BETWEEN fa_de AND fa_ate) < fa_ate - fa_de + 1),
      dias AS (SELECT dia, count(*) AS n, min(protocolo) AS primeiro, max(protocolo) AS ultimo FROM s GROUP BY dia),
      linhas AS (
        SELECT dia, protocolo, 0 AS k, ${linha([...Array<SQL>(7).fill(NULO), txt(textoDaFalta('protocolo'))])} AS l FROM faltas
        UNION ALL
        SELECT s.dia, s.protocolo, 1,
               ${linha([
                 num(sql`s.protocolo`),
                 num(iso(sql`s.protocolado_em`)),
                 num(sql`ta.posicao`),
                 txt(sql`s.apresentante_nome`),
                 txt(sql`s.empresa_nome`),
                 txt(sql`concat_ws(' · ', ${rotulo(ROTULOS_SITUACAO_PROCESSO, sql`s.situacao`)}, ${REFERENCIA_DO_REGISTRO})`),
                 sql`'1'`,
                 sql`'""'`,
               ])}
          FROM s JOIN ${ATOS_NUMERADOS} ta ON ta.codigo = s.tipo_ato LEFT JOIN registro g ON g.protocolo = s.protocolo LEFT JOIN livro l ON l.id = g.livro_id
        UNION ALL
        SELECT dia, ultimo, 2, ${linha([NULO, NULO, num(sql`(SELECT count(*) FROM tipo_ato)`), NULO, NULO, txt(termo), NULO, sql`'""'`])} FROM dias)
      SELECT ${arrayDeLinhas(sql`l`, sql`dia, protocolo, k`)} AS linhas, ${textosDe([ato])} AS textos FROM linhas`,
    contagem: sql`SELECT 1 FROM processo p WHERE ${entreDias(sql`p.protocolado_em`, f.de, f.ate)}`,
  };
};

/** The SQL list of a set of events. */
function eventos(lista: readonly string[]): SQL {
  return sql.join(lista.map((v) => sql`${v}`), sql`, `);
}

const produtividade: Partes = (f, de, ate) => {
  const E = EVENTOS_PRODUTIVIDADE;
  const todos = [...new Set(Object.values(E).flat())];
  const condicoes = [sql`h.evento IN (${eventos(todos)})`, entreDias(sql`h.em`, de, ate)];
  if (f.usuario !== undefined) condicoes.push(sql`h.usuario = ${f.usuario}`);
  if (f.grupoId !== undefined) condicoes.push(doGrupo(sql`h.usuario`, f.grupoId));
  const quantos = (lista: readonly string[]): SQL => sql`count(*) FILTER (WHERE h.evento IN (${eventos(lista)}))`;
  const tempo = (lista: readonly string[]): SQL => sql`round(avg(h.duracao_s) FILTER (WHERE h.evento IN (${eventos(lista)})))::integer`;
  return {
    // One row a person: the work moves they made in the period, counted by step, and the average time each step took
    // (each move's wait since the process's move before). The person's groups, by name.
    linhas: sql`
      WITH f AS (
        SELECT h.usuario, ${quantos(E.exames)} AS exames, ${quantos(E.exigencias)} AS exigencias, ${quantos(E.conferencias)} AS conferencias, ${quantos(E.registros)} AS registros,
               ${tempo(E.exames)} AS t_exame, ${tempo(E.conferencias)} AS t_conferencia, ${tempo(E.registros)} AS t_registro
          FROM processo_historico h WHERE ${e(condicoes)} GROUP BY h.usuario),
      linhas AS (
        SELECT coalesce(u.nome, f.usuario) AS pessoa,
               coalesce((SELECT string_agg(g.nome, ', ' ORDER BY g.nome) FROM usuario_grupo ug JOIN grupo_usuario g ON g.id = ug.grupo_id WHERE ug.usuario_id = u.id), '') AS grupos, f.*
          FROM f LEFT JOIN usuario u ON u.login = f.usuario)
      ${agregado(
        linha([txt(sql`pessoa`), txt(sql`grupos`), ...[sql`exames`, sql`exigencias`, sql`conferencias`, sql`registros`, sql`t_exame`, sql`t_conferencia`, sql`t_registro`].map(num)]),
        sql`FROM linhas`,
        sql`pessoa, usuario`,
      )}`,
    contagem: sql`SELECT DISTINCT h.usuario FROM processo_historico h WHERE ${e(condicoes)}`,
  };
};

const PARTES: Readonly<Record<NomeRelatorio, Partes>> = { caixa, caixaDiario, controleRecibo, cotacao, livroDiario, livroProtocolo, produtividade };

/** A part of a report as the service answers it: its rows as JSON text, how many the whole report has (first part only), where the next starts. */
export interface ParteJson {
  readonly linhas: string;
  /** The part's repeated texts (domain `TextosDaParte`), as JSON text, when its report sends them once. */
  readonly textos?: string;
  readonly totalLinhas: number;
  readonly proximo?: number;
  readonly seguintes?: readonly number[];
}

/**
 * A report's reads, in one transaction with the settings a report needs: no JIT compilation (PostgreSQL would spend
 * most of a second compiling each part's query, whose estimated cost is high, to save less than it costs) and room to
 * sort a month of rows in memory.
 */
async function comoRelatorio<T>(db: Db, ler: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    return ler(tx);
  });
}

async function contar(db: Db, consulta: SQL): Promise<number> {
  const r = await db.execute<{ n: N }>(sql`SELECT count(*) AS n FROM (${consulta}) contagem`);
  return Number(r.rows[0]?.n ?? 0);
}

/** One part of a report: the rows of up to a month from `depois`, as JSON text. */
export async function parteDoRelatorio(db: Db, nome: NomeRelatorio, f: FiltroRelatorio, depois: number | undefined): Promise<ParteJson> {
  const dias = diasDaParte(f, depois, DIAS_POR_PARTE_DO[nome]);
  if (dias === undefined) return { linhas: '[]', totalLinhas: 0 };
  const consulta = PARTES[nome](f, dias.de, dias.ate);
  // The first part of several also counts the whole period's rows (the caller's progress): on a connection of its own,
  // while the part is read, rather than after it — the parts after the first wait for it.
  const [r, total] = await Promise.all([
    comoRelatorio(db, (tx) => tx.execute<{ linhas: string; textos?: string }>(consulta.linhas)),
    depois === undefined && dias.proximo !== undefined ? comoRelatorio(db, (tx) => contar(tx, consulta.contagem)) : undefined,
  ]);
  const linhas = r.rows[0]?.linhas ?? '[]';
  const textos = r.rows[0]?.textos;
  const seguintes: number[] = [];
  if (depois === undefined) for (let d = diasDaParte(f, undefined, DIAS_POR_PARTE_DO[nome]); d?.proximo !== undefined; d = diasDaParte(f, d.proximo, DIAS_POR_PARTE_DO[nome])) seguintes.push(d.proximo);
  return {
    linhas,
    ...(textos === undefined ? {} : { textos }),
    totalLinhas: depois === undefined ? (total ?? (JSON.parse(linhas) as unknown[]).length) : 0,
    ...(dias.proximo === undefined ? {} : { proximo: dias.proximo }),
    ...(seguintes.length === 0 ? {} : { seguintes }),
  };
}

/** How many rows the whole report has (its receipts' rows; the receipt control's gaps apart). */
export async function linhasDoRelatorio(db: Db, nome: NomeRelatorio, f: FiltroRelatorio): Promise<number> {
  return comoRelatorio(db, (tx) => contar(tx, PARTES[nome](f, f.de, f.ate).contagem));
}

/** The whole report (the PDF's rows): every part in turn. */
export async function relatorioInteiro(db: Db, nome: NomeRelatorio, f: FiltroRelatorio): Promise<readonly LinhaRelatorio[]> {
  const linhas: LinhaRelatorio[] = [];
  let depois: number | undefined;
  for (;;) {
    const parte = await parteDoRelatorio(db, nome, f, depois);
    const lidas = JSON.parse(parte.linhas) as LinhaRelatorio[];
    const erro = parte.textos === undefined ? undefined : porOsTextos(lidas, JSON.parse(parte.textos) as TextosDaParte);
    if (erro !== undefined) throw new Error(erro);
    for (const l of lidas) linhas.push(l);
    if (parte.proximo === undefined) return linhas;
    depois = parte.proximo;
  }
}

/** The filters' options: people, groups and services by name. */
export async function opcoesDosFiltros(db: Db): Promise<{ usuarios: { login: string; nome: string }[]; grupos: { id: number; nome: string }[]; servicos: { codigo: string; descricao: string }[] }> {
  const [u, g, s] = await lerJuntos(db, [
    () => db.execute<{ login: string; nome: string }>(sql`SELECT login, nome FROM usuario ORDER BY nome`),
    () => db.execute<{ id: number; nome: string }>(sql`SELECT id, nome FROM grupo_usuario ORDER BY nome`),
    () => db.execute<{ codigo: string; descricao: string }>(sql`SELECT codigo, descricao FROM servico ORDER BY codigo`),
  ]);
  return { usuarios: u.rows, grupos: g.rows, servicos: s.rows };
}
