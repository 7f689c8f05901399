/** The SQL of registered entities: the record, the list with its filters, and the similar-name candidates. */
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, chaveNome, type Empresa, type EmpresaListaItem, type IdentificacaoEmpresa, type EmpresaSalvar, type FiltroEmpresas, type NomeSemelhante, type Pagina, type Paginacao, type SituacaoEmpresa, type Uf } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo, escaparLike } from '../db/like.ts';
import { lerQuadro } from '../socios/socios.repository.ts';
import { opcional } from '../db/linha.ts';

/** A row of `empresa` as the driver gives it. */
interface Linha extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly denominacao: string;
  readonly nome_fantasia: string | null;
  readonly cnpj: string | null;
  readonly natureza_juridica: string;
  readonly situacao: SituacaoEmpresa;
  readonly migrada: boolean;
  readonly numero_registro: number | null;
  readonly livro: string | null;
  readonly folha: string | null;
  readonly data_registro: string | null;
  readonly data_constituicao: string | null;
  readonly duracao_ate: string | null;
  readonly capital_centavos: string | number | null;
  readonly objeto: string;
  readonly cep: string | null;
  readonly logradouro: string | null;
  readonly numero: string | null;
  readonly complemento: string | null;
  readonly bairro: string | null;
  readonly municipio: string | null;
  readonly uf: Uf | null;
  readonly email: string | null;
  readonly telefone: string | null;
}

/** Dates as yyyy-mm-dd, whatever the driver returns (PGlite and node-postgres differ). */
const DATAS = sql`to_char(data_registro, 'YYYY-MM-DD') AS data_registro, to_char(data_constituicao, 'YYYY-MM-DD') AS data_constituicao,
  to_char(duracao_ate, 'YYYY-MM-DD') AS duracao_ate`;

const SELECT_EMPRESA = sql`
  SELECT id, versao, denominacao, nome_fantasia, cnpj, natureza_juridica, situacao, migrada, numero_registro, livro, folha,
         ${DATAS}, capital_centavos, objeto, cep, logradouro, numero, complemento, bairro, municipio, uf, email, telefone
    FROM empresa`;

/** What the record and the row both carry. */
function identificacaoDe(r: Linha): IdentificacaoEmpresa {
  return {
    id: r.id,
    denominacao: r.denominacao,
    ...opcional('nomeFantasia', r.nome_fantasia),
    ...opcional('cnpj', r.cnpj),
    naturezaJuridica: r.natureza_juridica,
    situacao: r.situacao,
    migrada: r.migrada,
    ...opcional('numeroRegistro', r.numero_registro),
    ...opcional('livro', r.livro),
    ...opcional('folha', r.folha),
    ...opcional('dataRegistro', r.data_registro),
  };
}

function empresaDe(r: Linha): Empresa {
  return {
    ...identificacaoDe(r),
    versao: r.versao,
    ...opcional('dataConstituicao', r.data_constituicao),
    ...opcional('duracaoAte', r.duracao_ate),
    ...opcional('capitalCentavos', r.capital_centavos === null ? null : Number(r.capital_centavos)),
    objeto: r.objeto,
    endereco: {
      ...opcional('cep', r.cep),
      ...opcional('logradouro', r.logradouro),
      ...opcional('numero', r.numero),
      ...opcional('complemento', r.complemento),
      ...opcional('bairro', r.bairro),
      ...opcional('municipio', r.municipio),
      ...opcional('uf', r.uf),
    },
    ...opcional('email', r.email),
    ...opcional('telefone', r.telefone),
  };
}

/** One record with its board, locked for the transaction when asked; undefined when there is none. */
export async function buscarEmpresa(db: Db, id: number, bloquear = false): Promise<Empresa | undefined> {
  const r = await db.execute<Linha>(sql`${SELECT_EMPRESA} WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`);
  const linha = r.rows[0];
  return linha === undefined ? undefined : { ...empresaDe(linha), socios: await lerQuadro(db, id) };
}

/** The columns of a save, in the table's names. */
function colunas(e: Omit<EmpresaSalvar, 'socios'>): Readonly<Record<string, unknown>> {
  const n = e.endereco;
  return {
    denominacao: e.denominacao,
    chave_nome: chaveNome(e.denominacao),
    nome_fantasia: e.nomeFantasia ?? null,
    cnpj: e.cnpj ?? null,
    natureza_juridica: e.naturezaJuridica,
    situacao: e.situacao,
    migrada: e.migrada,
    numero_registro: e.numeroRegistro ?? null,
    livro: e.livro ?? null,
    folha: e.folha ?? null,
    data_registro: e.dataRegistro ?? null,
    data_constituicao: e.dataConstituicao ?? null,
    duracao_ate: e.duracaoAte ?? null,
    capital_centavos: e.capitalCentavos ?? null,
    objeto: e.objeto,
    cep: n.cep ?? null,
    logradouro: n.logradouro ?? null,
    numero: n.numero ?? null,
    complemento: n.complemento ?? null,
    bairro: n.bairro ?? null,
    municipio: n.municipio ?? null,
    uf: n.uf ?? null,
    email: e.email ?? null,
    telefone: e.telefone ?? null,
  };
}

/** Inserts a record; its id. */
export async function inserirEmpresa(db: Db, e: Omit<EmpresaSalvar, 'socios'>): Promise<number> {
  const c = Object.entries(colunas(e));
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO empresa (${sql.join(c.map(([k]) => sql.raw(k)), sql`, `)})
    VALUES (${sql.join(c.map(([, v]) => sql`${v}`), sql`, `)}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

/** Updates a record and raises its version. */
export async function atualizarEmpresa(db: Db, id: number, e: Omit<EmpresaSalvar, 'socios'>): Promise<void> {
  const sets = Object.entries(colunas(e)).map(([k, v]) => sql`${sql.raw(k)} = ${v}`);
  await db.execute(sql`UPDATE empresa SET ${sql.join(sets, sql`, `)}, versao = versao + 1, atualizado_em = now() WHERE id = ${id}`);
}

export async function removerEmpresa(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM empresa WHERE id = ${id}`);
}

/** The words of a name search, without accents and case (each must appear in the name or the trade name). */
function palavrasBusca(nome: string): readonly string[] {
  return nome.toLowerCase().split(/\s+/).filter((p) => p !== '');
}

/** Sortable fields and their columns. */
const ORDENACAO: Readonly<Record<string, SQL>> = {
  denominacao: sql`denominacao`,
  numeroRegistro: sql`numero_registro`,
  dataRegistro: sql`data_registro`,
  situacao: sql`situacao`,
};

/**
 * A page of the list. With a name searched and no order asked for, the closest names come first (pg_trgm's
 * similarity of the name to the words typed); otherwise by the order asked for, then by id.
 */
export async function listarEmpresas(db: Db, f: FiltroEmpresas, paginacao: Paginacao): Promise<Pagina<EmpresaListaItem>> {
  const condicoes: SQL[] = [];
  const palavras = f.nome === undefined ? [] : palavrasBusca(f.nome);
  for (const p of palavras) {
    condicoes.push(sql`(f_unaccent(lower(denominacao)) LIKE f_unaccent(${contendo(p)}) OR f_unaccent(lower(nome_fantasia)) LIKE f_unaccent(${contendo(p)}))`);
  }
  if (f.cnpj !== undefined) {
    const cnpj = f.cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
    if (cnpj !== '') condicoes.push(sql`cnpj LIKE ${`${escaparLike(cnpj)}%`}`);
  }
  if (f.numeroRegistro !== undefined) condicoes.push(sql`numero_registro = ${f.numeroRegistro}`);
  if (f.naturezaJuridica !== undefined) condicoes.push(sql`natureza_juridica = ${f.naturezaJuridica}`);
  if (f.situacao !== undefined) condicoes.push(sql`situacao = ${f.situacao}`);
  if (f.registroDe !== undefined) condicoes.push(sql`data_registro >= ${f.registroDe}::date`);
  if (f.registroAte !== undefined) condicoes.push(sql`data_registro <= ${f.registroAte}::date`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const direcao = paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`;
  const pedida = paginacao.sortBy === undefined ? undefined : ORDENACAO[paginacao.sortBy];
  const ordem =
    pedida !== undefined
      ? sql`${pedida} ${direcao} NULLS LAST, id`
      : palavras.length > 0
        ? sql`similarity(f_unaccent(lower(denominacao)), f_unaccent(${palavras.join(' ')})) DESC, denominacao, id`
        : sql`denominacao, id`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM empresa ${where}`),
    () => db.execute<Linha>(sql`${SELECT_EMPRESA} ${where} ORDER BY ${ordem} LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const content = linhas.rows.map((r): EmpresaListaItem => ({ ...identificacaoDe(r), ...opcional('municipio', r.municipio), ...opcional('uf', r.uf) }));
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(content, { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

/**
 * The records whose name key is near `chave` (pg_trgm's `%`, threshold 0.3: wider than the rule's, which the
 * caller applies), closest first, leaving out `excluir` and cancelled entities (they no longer exist).
 */
export async function candidatosSemelhantes(db: Db, chave: string, excluir?: number): Promise<readonly (NomeSemelhante & { readonly chave: string })[]> {
  const r = await db.execute<{ id: number; denominacao: string; chave_nome: string; numero_registro: number | null; livro: string | null; situacao: SituacaoEmpresa }>(sql`
    SELECT id, denominacao, chave_nome, numero_registro, livro, situacao
      FROM empresa
     WHERE chave_nome % ${chave} AND situacao <> 'CANCELADA'${excluir === undefined ? sql`` : sql` AND id <> ${excluir}`}
     ORDER BY similarity(chave_nome, ${chave}) DESC, id
     LIMIT 20`);
  return r.rows.map((l) => ({
    id: l.id,
    denominacao: l.denominacao,
    chave: l.chave_nome,
    situacao: l.situacao,
    ...opcional('numeroRegistro', l.numero_registro),
    ...opcional('livro', l.livro),
  }));
}
