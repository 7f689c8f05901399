/** The SQL of services (their tables as JSON) and of quotes. */
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, type Cotacao, type CotacaoListaItem, type FiltroCotacoes, type FiltroServicos, type RegrasEstado, type VigenciaRegra, type Pagina, type Paginacao, type Servico, type ServicoSalvar, type VigenciaTabela } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

interface Linha extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly codigo: string;
  readonly descricao: string;
  readonly tipo_ato: string;
  readonly codigo_ato_tribunal: string | null;
  readonly selo: boolean;
  readonly ativo: boolean;
  readonly vigencias: VigenciaTabela[] | string;
}


function servicoDe(r: Linha): Servico {
  return {
    id: r.id,
    versao: r.versao,
    codigo: r.codigo,
    descricao: r.descricao,
    tipoAto: r.tipo_ato,
    ...(r.codigo_ato_tribunal === null ? {} : { codigoAtoTribunal: r.codigo_ato_tribunal }),
    selo: r.selo,
    ativo: r.ativo,
    vigencias: jsonDe(r.vigencias),
  };
}

const SELECT = sql`SELECT id, versao, codigo, descricao, tipo_ato, codigo_ato_tribunal, selo, ativo, vigencias FROM servico`;

export async function buscarServico(db: Db, id: number, bloquear = false): Promise<Servico | undefined> {
  const r = await db.execute<Linha>(sql`${SELECT} WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`);
  const l = r.rows[0];
  return l === undefined ? undefined : servicoDe(l);
}

/** The services of these ids. */
export async function servicosDe(db: Db, ids: readonly number[]): Promise<ReadonlyMap<number, Servico>> {
  if (ids.length === 0) return new Map();
  const r = await db.execute<Linha>(sql`${SELECT} WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(r.rows.map((l) => [l.id, servicoDe(l)]));
}

export async function gravarServico(db: Db, id: number | undefined, s: Omit<ServicoSalvar, 'id' | 'versao'>): Promise<number> {
  const vigencias = JSON.stringify(s.vigencias);
  if (id === undefined) {
    const r = await db.execute<{ id: number }>(sql`
      INSERT INTO servico (codigo, descricao, tipo_ato, codigo_ato_tribunal, selo, ativo, vigencias)
      VALUES (${s.codigo}, ${s.descricao}, ${s.tipoAto}, ${s.codigoAtoTribunal ?? null}, ${s.selo}, ${s.ativo}, ${vigencias}::jsonb) RETURNING id`);
    return r.rows[0]?.id ?? 0;
  }
  await db.execute(sql`
    UPDATE servico SET codigo = ${s.codigo}, descricao = ${s.descricao}, tipo_ato = ${s.tipoAto}, codigo_ato_tribunal = ${s.codigoAtoTribunal ?? null},
           selo = ${s.selo}, ativo = ${s.ativo}, vigencias = ${vigencias}::jsonb, versao = versao + 1
     WHERE id = ${id}`);
  return id;
}

export async function removerServico(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM servico WHERE id = ${id}`);
}

const ORDENACAO: Readonly<Record<string, SQL>> = { codigo: sql`codigo`, descricao: sql`descricao` };

export async function listarServicos(db: Db, f: FiltroServicos, paginacao: Paginacao): Promise<Pagina<Servico>> {
  const condicoes: SQL[] = [];
  if (f.descricao !== undefined) condicoes.push(sql`(f_unaccent(lower(descricao)) LIKE f_unaccent(lower(${contendo(f.descricao)})) OR codigo = ${f.descricao})`);
  if (f.tipoAto !== undefined) condicoes.push(sql`tipo_ato = ${f.tipoAto}`);
  if (f.ativo !== undefined) condicoes.push(sql`ativo = ${f.ativo}`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = ORDENACAO[paginacao.sortBy ?? 'codigo'] ?? sql`codigo`;
  const direcao = paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM servico ${where}`),
    () => db.execute<Linha>(sql`${SELECT} ${where} ORDER BY ${ordem} ${direcao}, id LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(linhas.rows.map(servicoDe), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

type DadosCotacao = Pick<Cotacao, 'itens' | 'componentes'>;

interface CabecalhoCotacao extends Record<string, unknown> {
  readonly id: number;
  readonly numero: string | number;
  readonly criada_em: string | Date;
  readonly data_referencia: string;
  readonly cliente: string | null;
  readonly usuario: string | null;
  readonly total_centavos: string | number;
}

interface LinhaCotacao extends CabecalhoCotacao {
  readonly dados: DadosCotacao | string;
}

/** What a quote's row and a quote's list row both say. */
function cabecalhoDe(r: CabecalhoCotacao): Omit<Cotacao, 'itens' | 'componentes'> {
  return {
    id: r.id,
    numero: Number(r.numero),
    criadaEm: instante(r.criada_em),
    dataReferencia: r.data_referencia,
    ...opcional('cliente', r.cliente),
    ...opcional('usuario', r.usuario),
    totalCentavos: Number(r.total_centavos),
  };
}

function cotacaoDe(r: LinhaCotacao): Cotacao {
  const dados = jsonDe(r.dados);
  return { ...cabecalhoDe(r), itens: dados.itens, componentes: dados.componentes };
}

export async function inserirCotacao(db: Db, c: Omit<Cotacao, 'id' | 'numero' | 'criadaEm'>): Promise<number> {
  const dados: DadosCotacao = { itens: c.itens, componentes: c.componentes };
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO cotacao (data_referencia, cliente, usuario, total_centavos, dados)
    VALUES (${c.dataReferencia}, ${c.cliente ?? null}, ${c.usuario ?? null}, ${c.totalCentavos}, ${JSON.stringify(dados)}::jsonb) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function buscarCotacao(db: Db, id: number): Promise<Cotacao | undefined> {
  const r = await db.execute<LinhaCotacao>(sql`
    SELECT id, numero, criada_em, to_char(data_referencia, 'YYYY-MM-DD') AS data_referencia, cliente, usuario, total_centavos, dados FROM cotacao WHERE id = ${id}`);
  const l = r.rows[0];
  return l === undefined ? undefined : cotacaoDe(l);
}

const ORDENACAO_COTACOES: Readonly<Record<string, SQL>> = { numero: sql`numero`, cliente: sql`cliente`, totalCentavos: sql`total_centavos` };

/** A page of saved quotes, newest first unless asked otherwise. The day filters are of the day it was made, in Brasília. */
export async function listarCotacoes(db: Db, f: FiltroCotacoes, paginacao: Paginacao): Promise<Pagina<CotacaoListaItem>> {
  const condicoes: SQL[] = [];
  const dia = sql`(criada_em AT TIME ZONE 'America/Sao_Paulo')::date`;
  if (f.numero !== undefined) condicoes.push(sql`numero = ${f.numero}`);
  if (f.cliente !== undefined) condicoes.push(sql`f_unaccent(lower(cliente)) LIKE f_unaccent(lower(${contendo(f.cliente)}))`);
  if (f.de !== undefined) condicoes.push(sql`${dia} >= ${f.de}::date`);
  if (f.ate !== undefined) condicoes.push(sql`${dia} <= ${f.ate}::date`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = paginacao.sortBy === undefined ? sql`numero DESC` : sql`${ORDENACAO_COTACOES[paginacao.sortBy] ?? sql`numero`} ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`} NULLS LAST, numero DESC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM cotacao ${where}`),
    () => db.execute<CabecalhoCotacao & { readonly itens: number | string }>(sql`
      SELECT id, numero, criada_em, to_char(data_referencia, 'YYYY-MM-DD') AS data_referencia, cliente, usuario, total_centavos, jsonb_array_length(dados->'itens') AS itens
        FROM cotacao ${where} ORDER BY ${ordem} LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  const content = linhas.rows.map((r): CotacaoListaItem => ({ ...cabecalhoDe(r), itens: Number(r.itens) }));
  return buildPage(content, { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

/** A state's rules; a state without any has an empty list at version 0. */
export async function regrasDe(db: Db, uf: string, bloquear = false): Promise<RegrasEstado> {
  const r = await db.execute<{ versao: number; vigencias: VigenciaRegra[] | string }>(sql`SELECT versao, vigencias FROM regra_cobranca WHERE uf = ${uf}${bloquear ? sql` FOR UPDATE` : sql``}`);
  const l = r.rows[0];
  return { uf, versao: l?.versao ?? 0, vigencias: l === undefined ? [] : jsonDe(l.vigencias) };
}

/** Writes a state's rules, a version up. */
export async function gravarRegras(db: Db, uf: string, vigencias: readonly VigenciaRegra[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO regra_cobranca (uf, vigencias) VALUES (${uf}, ${JSON.stringify(vigencias)}::jsonb)
    ON CONFLICT (uf) DO UPDATE SET vigencias = EXCLUDED.vigencias, versao = regra_cobranca.versao + 1`);
}
