/**
 * The SQL of persons and boards: an entity's board read and written (persons kept once by document), and the
 * person search with every entity a person is or was a member of.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PESSOAS_POR_BUSCA, tipoPessoa, type BuscaPessoas, type Pessoa, type PessoaVinculos, type SituacaoEmpresa, type Socio, type SocioSalvar, type TipoPessoa, type VinculoPessoa } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';

interface LinhaSocio extends Record<string, unknown> {
  readonly id: number;
  readonly empresa_id: number;
  readonly pessoa_id: number;
  readonly tipo: TipoPessoa;
  readonly documento: string;
  readonly nome: string;
  readonly qualificacao: string;
  readonly entrada: string;
  readonly saida: string | null;
  readonly mandato_ate: string | null;
  readonly participacao: number | null;
  readonly representante_legal: boolean;
}

const SELECT_SOCIO = sql`
  SELECT s.id, s.empresa_id, s.pessoa_id, p.tipo, p.documento, p.nome, s.qualificacao,
         to_char(s.entrada, 'YYYY-MM-DD') AS entrada, to_char(s.saida, 'YYYY-MM-DD') AS saida,
         to_char(s.mandato_ate, 'YYYY-MM-DD') AS mandato_ate, s.participacao, s.representante_legal
    FROM empresa_socio s JOIN pessoa p ON p.id = s.pessoa_id`;

function socioDe(r: LinhaSocio): Socio {
  return {
    id: r.id,
    pessoa: { id: r.pessoa_id, tipo: r.tipo, documento: r.documento, nome: r.nome },
    qualificacao: r.qualificacao,
    entrada: r.entrada,
    ...(r.saida === null ? {} : { saida: r.saida }),
    ...(r.mandato_ate === null ? {} : { mandatoAte: r.mandato_ate }),
    ...(r.participacao === null ? {} : { participacao: r.participacao }),
    representanteLegal: r.representante_legal,
  };
}

/** An entity's board: current members first (by entry), then those who left (latest exit first). */
export async function lerQuadro(db: Db, empresaId: number): Promise<readonly Socio[]> {
  const r = await db.execute<LinhaSocio>(sql`${SELECT_SOCIO} WHERE s.empresa_id = ${empresaId} ORDER BY s.saida IS NOT NULL, s.saida DESC, s.entrada, s.id`);
  return r.rows.map(socioDe);
}

/** The codes of the qualification table among `codigos`. */
export async function qualificacoesExistentes(db: Db, codigos: readonly string[]): Promise<ReadonlySet<string>> {
  if (codigos.length === 0) return new Set();
  const r = await db.execute<{ codigo: string }>(sql`SELECT codigo FROM qualificacao_socio WHERE codigo IN (${sql.join(codigos.map((c) => sql`${c}`), sql`, `)})`);
  return new Set(r.rows.map((l) => l.codigo));
}

/** A person by document, created or renamed to the name given; its id. */
async function pessoaDe(db: Db, documento: string, nome: string): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO pessoa (tipo, documento, nome) VALUES (${tipoPessoa(documento)}, ${documento}, ${nome})
    ON CONFLICT (documento) DO UPDATE SET nome = excluded.nome,
      atualizado_em = CASE WHEN pessoa.nome = excluded.nome THEN pessoa.atualizado_em ELSE now() END
    RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

/**
 * Writes an entity's board as given: links whose id is not in `socios` are removed, those with an id updated,
 * those without one added. The caller has checked the rules and that every id is of this entity.
 */
export async function gravarQuadro(db: Db, empresaId: number, socios: readonly SocioSalvar[]): Promise<void> {
  const mantidos = socios.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  await db.execute(
    sql`DELETE FROM empresa_socio WHERE empresa_id = ${empresaId}${mantidos.length === 0 ? sql`` : sql` AND id NOT IN (${sql.join(mantidos.map((id) => sql`${id}`), sql`, `)})`}`,
  );
  for (const s of socios) {
    const pessoaId = await pessoaDe(db, s.pessoa.documento, s.pessoa.nome);
    const valores = {
      pessoa_id: pessoaId,
      qualificacao: s.qualificacao,
      entrada: s.entrada,
      saida: s.saida ?? null,
      mandato_ate: s.mandatoAte ?? null,
      participacao: s.participacao ?? null,
      representante_legal: s.representanteLegal,
    };
    if (s.id === undefined) {
      const c = Object.entries(valores);
      await db.execute(sql`
        INSERT INTO empresa_socio (empresa_id, ${sql.join(c.map(([k]) => sql.raw(k)), sql`, `)})
        VALUES (${empresaId}, ${sql.join(c.map(([, v]) => sql`${v}`), sql`, `)})`);
    } else {
      const sets = Object.entries(valores).map(([k, v]) => sql`${sql.raw(k)} = ${v}`);
      await db.execute(sql`UPDATE empresa_socio SET ${sql.join(sets, sql`, `)} WHERE id = ${s.id} AND empresa_id = ${empresaId}`);
    }
  }
}

interface LinhaVinculo extends Record<string, unknown> {
  readonly pessoa_id: number;
  readonly socio_id: number;
  readonly empresa_id: number;
  readonly denominacao: string;
  readonly cnpj: string | null;
  readonly numero_registro: number | null;
  readonly livro: string | null;
  readonly situacao: SituacaoEmpresa;
  readonly qualificacao: string;
  readonly qualificacao_nome: string;
  readonly entrada: string;
  readonly saida: string | null;
  readonly representante_legal: boolean;
}

/** The words of a name search. */
function palavras(nome: string): readonly string[] {
  return nome.toLowerCase().split(/\s+/).filter((p) => p !== '');
}

/**
 * Persons by document, or by every word of a name (accents and case ignored; the most alike first, at most
 * {@link PESSOAS_POR_BUSCA}), each with every entity it is or was a member of: current links first.
 */
export async function pesquisarPessoas(db: Db, busca: BuscaPessoas): Promise<readonly PessoaVinculos[]> {
  let onde: SQL;
  let ordem: SQL = sql`nome, id`;
  if (busca.documento !== undefined) {
    onde = sql`documento = ${busca.documento}`;
  } else {
    const termos = palavras(busca.nome ?? '');
    onde = sql.join(termos.map((p) => sql`f_unaccent(lower(nome)) LIKE f_unaccent(${contendo(p)})`), sql` AND `);
    ordem = sql`similarity(f_unaccent(lower(nome)), f_unaccent(${termos.join(' ')})) DESC, nome, id`;
  }
  const pessoas = await db.execute<{ id: number; tipo: TipoPessoa; documento: string; nome: string }>(
    sql`SELECT id, tipo, documento, nome FROM pessoa WHERE ${onde} ORDER BY ${ordem} LIMIT ${PESSOAS_POR_BUSCA}`,
  );
  if (pessoas.rows.length === 0) return [];
  const ids = pessoas.rows.map((p) => p.id);
  const vinculos = await db.execute<LinhaVinculo>(sql`
    SELECT s.pessoa_id, s.id AS socio_id, e.id AS empresa_id, e.denominacao, e.cnpj, e.numero_registro, e.livro, e.situacao,
           s.qualificacao, coalesce(q.nome, s.qualificacao) AS qualificacao_nome,
           to_char(s.entrada, 'YYYY-MM-DD') AS entrada, to_char(s.saida, 'YYYY-MM-DD') AS saida, s.representante_legal
      FROM empresa_socio s
      JOIN empresa e ON e.id = s.empresa_id
      LEFT JOIN qualificacao_socio q ON q.codigo = s.qualificacao
     WHERE s.pessoa_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
     ORDER BY s.saida IS NOT NULL, s.saida DESC, s.entrada DESC, s.id`);
  const porPessoa = new Map<number, VinculoPessoa[]>();
  for (const v of vinculos.rows) {
    const lista = porPessoa.get(v.pessoa_id) ?? [];
    lista.push({
      socioId: v.socio_id,
      empresaId: v.empresa_id,
      denominacao: v.denominacao,
      ...(v.cnpj === null ? {} : { cnpj: v.cnpj }),
      ...(v.numero_registro === null ? {} : { numeroRegistro: v.numero_registro }),
      ...(v.livro === null ? {} : { livro: v.livro }),
      situacao: v.situacao,
      qualificacao: v.qualificacao,
      qualificacaoNome: v.qualificacao_nome,
      entrada: v.entrada,
      ...(v.saida === null ? {} : { saida: v.saida }),
      representanteLegal: v.representante_legal,
    });
    porPessoa.set(v.pessoa_id, lista);
  }
  return pessoas.rows.map((p): PessoaVinculos => {
    const pessoa: Pessoa = { id: p.id, tipo: p.tipo, documento: p.documento, nome: p.nome };
    return { pessoa, vinculos: porPessoa.get(p.id) ?? [] };
  });
}
