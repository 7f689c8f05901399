/** The SQL of the catalogue of acts (its lists as JSON, checked by the contract's codecs and @rpj/domain). */
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, type DocumentoExigido, type EspecieAto, type FiltroAtos, type LivroAto, type Pagina, type Paginacao, type TipoAto, type TipoAtoListaItem, type TipoAtoRegistro } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';
import { jsonDe, opcional } from '../db/linha.ts';

interface Linha extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly codigo: string;
  readonly nome: string;
  readonly especie: EspecieAto;
  readonly livro: LivroAto | null;
  readonly documentos: DocumentoExigido[] | string;
  readonly exame: string[] | string;
  readonly conferencia: string[] | string;
  readonly prazo_dias_uteis: number;
  readonly fundamento_prazo: string;
  readonly prazo_exigencia_dias_uteis: number;
}

function atoDe(r: Linha): TipoAtoRegistro {
  return {
    id: r.id,
    versao: r.versao,
    codigo: r.codigo,
    nome: r.nome,
    especie: r.especie,
    ...opcional('livro', r.livro),
    documentos: jsonDe(r.documentos),
    exame: jsonDe(r.exame),
    conferencia: jsonDe(r.conferencia),
    prazoDiasUteis: r.prazo_dias_uteis,
    fundamentoPrazo: r.fundamento_prazo,
    prazoExigenciaDiasUteis: r.prazo_exigencia_dias_uteis,
  };
}

const SELECT = sql`SELECT id, versao, codigo, nome, especie, livro, documentos, exame, conferencia, prazo_dias_uteis, fundamento_prazo, prazo_exigencia_dias_uteis FROM tipo_ato`;

export async function buscarAto(db: Db, id: number, bloquear = false): Promise<TipoAtoRegistro | undefined> {
  const l = (await db.execute<Linha>(sql`${SELECT} WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`)).rows[0];
  return l === undefined ? undefined : atoDe(l);
}

/** Whether a kind of this code is in the catalogue; `FOR SHARE`, so that it is not removed before the caller commits. */
export async function atoExiste(db: Db, codigo: string): Promise<boolean> {
  return (await db.execute(sql`SELECT 1 FROM tipo_ato WHERE codigo = ${codigo} FOR SHARE`)).rows.length > 0;
}

/** The whole catalogue, by name. */
export async function todosOsAtos(db: Db): Promise<readonly TipoAtoRegistro[]> {
  return (await db.execute<Linha>(sql`${SELECT} ORDER BY nome, id`)).rows.map(atoDe);
}

export async function gravarAto(db: Db, id: number | undefined, a: TipoAto, versao?: number): Promise<number> {
  const documentos = JSON.stringify(a.documentos);
  const exame = JSON.stringify(a.exame);
  const conferencia = JSON.stringify(a.conferencia);
  if (id === undefined) {
    const r = await db.execute<{ id: number }>(sql`
      INSERT INTO tipo_ato (codigo, nome, especie, livro, documentos, exame, conferencia, prazo_dias_uteis, fundamento_prazo, prazo_exigencia_dias_uteis)
      VALUES (${a.codigo}, ${a.nome}, ${a.especie}, ${a.livro ?? null}, ${documentos}::jsonb, ${exame}::jsonb, ${conferencia}::jsonb, ${a.prazoDiasUteis}, ${a.fundamentoPrazo}, ${a.prazoExigenciaDiasUteis})
      RETURNING id`);
    return r.rows[0]?.id ?? 0;
  }
  await db.execute(sql`
    UPDATE tipo_ato SET codigo = ${a.codigo}, nome = ${a.nome}, especie = ${a.especie}, livro = ${a.livro ?? null}, documentos = ${documentos}::jsonb,
           exame = ${exame}::jsonb, conferencia = ${conferencia}::jsonb, prazo_dias_uteis = ${a.prazoDiasUteis}, fundamento_prazo = ${a.fundamentoPrazo}, prazo_exigencia_dias_uteis = ${a.prazoExigenciaDiasUteis},
           versao = ${versao === undefined ? sql`versao + 1` : sql`${versao}`}
     WHERE id = ${id}`);
  return id;
}

export async function removerAto(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM tipo_ato WHERE id = ${id}`);
}

const ORDENACAO: Readonly<Record<string, SQL>> = { codigo: sql`codigo`, nome: sql`nome`, prazoDiasUteis: sql`prazo_dias_uteis` };

export async function listarAtos(db: Db, f: FiltroAtos, paginacao: Paginacao): Promise<Pagina<TipoAtoListaItem>> {
  const condicoes: SQL[] = [];
  if (f.nome !== undefined) condicoes.push(sql`(f_unaccent(lower(nome)) LIKE f_unaccent(lower(${contendo(f.nome)})) OR codigo = ${f.nome.toUpperCase()})`);
  if (f.especie !== undefined) condicoes.push(sql`especie = ${f.especie}`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = ORDENACAO[paginacao.sortBy ?? 'nome'] ?? sql`nome`;
  const direcao = paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM tipo_ato ${where}`),
    () => db.execute<Linha>(sql`${SELECT} ${where} ORDER BY ${ordem} ${direcao}, id LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  const content = linhas.rows.map((r): TipoAtoListaItem => {
    const a = atoDe(r);
    return { id: a.id, versao: a.versao, codigo: a.codigo, nome: a.nome, especie: a.especie, ...(a.livro === undefined ? {} : { livro: a.livro }), prazoDiasUteis: a.prazoDiasUteis, documentos: a.documentos.length };
  });
  return buildPage(content, { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}
