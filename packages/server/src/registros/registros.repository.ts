/** The SQL of the books: the open volume, a new one, a page taken, the series' next number, what was registered. */
import { sql } from 'drizzle-orm';
import { chaveNome, type Livro, type LivroAto, type RegistroLancado } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { selosDoAtoDoProcesso } from '../selos/selos.repository.ts';
import { instante, opcional } from '../db/linha.ts';

interface LinhaLivro extends Record<string, unknown> {
  readonly id: number;
  readonly letra: LivroAto;
  readonly numero: number;
  readonly folhas: number;
  readonly folhas_usadas: number;
  readonly aberto_em: string | Date;
  readonly termo_abertura: string;
  readonly encerrado_em: string | Date | null;
  readonly termo_encerramento: string | null;
}

function livroDa(l: LinhaLivro): Livro {
  return {
    id: l.id,
    letra: l.letra,
    numero: l.numero,
    folhas: l.folhas,
    folhasUsadas: l.folhas_usadas,
    abertoEm: instante(l.aberto_em),
    termoAbertura: l.termo_abertura,
    ...(l.encerrado_em === null ? {} : { encerradoEm: instante(l.encerrado_em) }),
    ...opcional('termoEncerramento', l.termo_encerramento),
  };
}

/** The open volume of a book, locked (the series' counter, taken first, already makes a book's registrations wait in turn). */
export async function livroAberto(tx: Db, letra: LivroAto): Promise<Livro | undefined> {
  const r = await tx.execute<LinhaLivro>(sql`SELECT * FROM livro WHERE letra = ${letra} AND encerrado_em IS NULL FOR UPDATE`);
  const l = r.rows[0];
  return l === undefined ? undefined : livroDa(l);
}

export async function encerrarLivro(tx: Db, id: number, termo: string): Promise<void> {
  await tx.execute(sql`UPDATE livro SET encerrado_em = now(), termo_encerramento = ${termo} WHERE id = ${id}`);
}

export async function abrirLivro(tx: Db, l: { readonly letra: LivroAto; readonly numero: number; readonly folhas: number; readonly termo: string }): Promise<Livro> {
  const r = await tx.execute<LinhaLivro>(sql`
    INSERT INTO livro (letra, numero, folhas, termo_abertura) VALUES (${l.letra}, ${l.numero}, ${l.folhas}, ${l.termo}) RETURNING *`);
  const linha = r.rows[0];
  if (linha === undefined) throw new Error('volume not opened');
  return livroDa(linha);
}

/** Takes the open volume's next page. */
export async function tomarFolha(tx: Db, id: number): Promise<number> {
  const r = await tx.execute<{ folhas_usadas: number }>(sql`UPDATE livro SET folhas_usadas = folhas_usadas + 1 WHERE id = ${id} RETURNING folhas_usadas`);
  return r.rows[0]?.folhas_usadas ?? 0;
}

/** The book's next registration number: its series, continued past the numbers of entities already on record. */
export async function proximoNumeroRegistro(tx: Db, letra: LivroAto): Promise<number> {
  const r = await tx.execute<{ valor: string | number }>(sql`
    UPDATE contador SET valor = greatest(valor, (SELECT coalesce(max(numero_registro), 0) FROM empresa WHERE livro = ${letra} OR livro LIKE ${`${letra}-%`})) + 1
     WHERE nome = ${`registro_${letra}`} RETURNING valor`);
  return Number(r.rows[0]?.valor ?? 0);
}

/** A new entity registered by its act: the name and nature the intake recorded, the object from the statute. */
export async function inserirEmpresaRegistrada(
  tx: Db,
  e: { readonly denominacao: string; readonly naturezaJuridica: string; readonly objeto: string; readonly dataConstituicao?: string; readonly numero: number; readonly livro: string; readonly folha: number; readonly data: string },
): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO empresa (denominacao, chave_nome, natureza_juridica, situacao, objeto, data_constituicao, numero_registro, livro, folha, data_registro)
    VALUES (${e.denominacao}, ${chaveNome(e.denominacao)}, ${e.naturezaJuridica}, 'ATIVA', ${e.objeto}, ${e.dataConstituicao ?? null}::date, ${e.numero}, ${e.livro}, ${String(e.folha)}, ${e.data}::date)
    RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

/** An entity on record without a registration gets the one its act wrote. */
export async function gravarRegistroNaEmpresa(tx: Db, id: number, r: { readonly numero: number; readonly livro: string; readonly folha: number; readonly data: string }): Promise<void> {
  await tx.execute(sql`
    UPDATE empresa SET numero_registro = ${r.numero}, livro = ${r.livro}, folha = ${String(r.folha)}, data_registro = ${r.data}::date, versao = versao + 1, atualizado_em = now() WHERE id = ${id}`);
}

export async function inserirRegistro(
  tx: Db,
  r: { readonly protocolo: number; readonly especie: RegistroLancado['especie']; readonly livroId?: number; readonly numero?: number; readonly folha?: number; readonly averbacao?: number; readonly empresaId: number; readonly data: string; readonly oficialId: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO registro (protocolo, especie, livro_id, numero, folha, averbacao_numero, empresa_id, data, oficial_id)
    VALUES (${r.protocolo}, ${r.especie}, ${r.livroId ?? null}, ${r.numero ?? null}, ${r.folha ?? null}, ${r.averbacao ?? null}, ${r.empresaId}, ${r.data}::date, ${r.oficialId})`);
}

export async function buscarRegistro(db: Db, protocolo: number): Promise<RegistroLancado | undefined> {
  const r = await db.execute<{
    protocolo: number;
    especie: RegistroLancado['especie'];
    data: string;
    em: string | Date;
    login: string;
    nome: string;
    empresa_id: number;
    denominacao: string;
    letra: LivroAto | null;
    livro_numero: number | null;
    numero: number | null;
    folha: number | null;
    averbacao_numero: number | null;
  }>(sql`
    SELECT g.protocolo, g.especie, to_char(g.data, 'YYYY-MM-DD') AS data, g.em, u.login, u.nome, g.empresa_id, e.denominacao, l.letra, l.numero AS livro_numero, g.numero, g.folha, g.averbacao_numero
      FROM registro g JOIN usuario u ON u.id = g.oficial_id JOIN empresa e ON e.id = g.empresa_id LEFT JOIN livro l ON l.id = g.livro_id
     WHERE g.protocolo = ${protocolo}`);
  const l = r.rows[0];
  if (l === undefined) return undefined;
  return {
    protocolo: l.protocolo,
    especie: l.especie,
    data: l.data,
    em: instante(l.em),
    oficial: { login: l.login, nome: l.nome },
    empresaId: l.empresa_id,
    empresaNome: l.denominacao,
    ...(l.letra === null || l.livro_numero === null ? {} : { livro: { letra: l.letra, numero: l.livro_numero } }),
    ...opcional('numero', l.numero),
    ...opcional('folha', l.folha),
    ...opcional('averbacao', l.averbacao_numero),
    selos: await selosDoAtoDoProcesso(db, protocolo),
  };
}

export async function listarLivros(db: Db): Promise<readonly Livro[]> {
  const r = await db.execute<LinhaLivro>(sql`SELECT * FROM livro ORDER BY letra, numero`);
  return r.rows.map(livroDa);
}
