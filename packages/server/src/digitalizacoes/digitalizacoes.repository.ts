/** The SQL of the scanned archive: uploads and their parts, the kept files, their pages' text and its search. */
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, type AchadoDigitalizacao, type Digitalizacao, type EnvioDigitalizacao, type Pagina, type Paginacao, type SituacaoOcr, type TipoDigitalizado } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

export async function inserirEnvio(db: Db, e: { readonly nome: string; readonly tamanho: number; readonly protocolo: number; readonly usuarioId: number }): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`INSERT INTO digitalizacao_envio (nome, tamanho, protocolo, criado_por) VALUES (${e.nome}, ${e.tamanho}, ${e.protocolo}, ${e.usuarioId}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

/** A sending of this user's, with the parts received; `undefined` when there is none of theirs with this id. */
export async function buscarEnvio(db: Db, id: number, usuarioId: number): Promise<(Omit<EnvioDigitalizacao, 'partes'> & { readonly criadoPor: number }) | undefined> {
  const r = await db.execute<{ id: number; nome: string; tamanho: number; protocolo: number; criado_por: number; recebidas: readonly number[] | string }>(sql`
    SELECT e.id, e.nome, e.tamanho, e.protocolo, e.criado_por,
           (SELECT coalesce(jsonb_agg(p.numero ORDER BY p.numero), '[]') FROM digitalizacao_envio_parte p WHERE p.envio_id = e.id) AS recebidas
      FROM digitalizacao_envio e WHERE e.id = ${id} AND e.criado_por = ${usuarioId}`);
  const l = r.rows[0];
  return l === undefined ? undefined : { id: l.id, nome: l.nome, tamanho: l.tamanho, protocolo: l.protocolo, recebidas: jsonDe(l.recebidas), criadoPor: l.criado_por };
}

export async function gravarParte(db: Db, envioId: number, numero: number, bytes: Buffer): Promise<void> {
  await db.execute(sql`
    INSERT INTO digitalizacao_envio_parte (envio_id, numero, bytes) VALUES (${envioId}, ${numero}, ${bytes})
    ON CONFLICT (envio_id, numero) DO UPDATE SET bytes = EXCLUDED.bytes`);
}

/** The parts' bytes in order, joined. */
export async function bytesDoEnvio(db: Db, envioId: number): Promise<Buffer> {
  const r = await db.execute<{ bytes: Uint8Array }>(sql`SELECT bytes FROM digitalizacao_envio_parte WHERE envio_id = ${envioId} ORDER BY numero`);
  return Buffer.concat(r.rows.map((l) => Buffer.from(l.bytes)));
}

export async function removerEnvio(db: Db, envioId: number): Promise<void> {
  await db.execute(sql`DELETE FROM digitalizacao_envio WHERE id = ${envioId}`);
}

interface LinhaDigitalizacao extends Record<string, unknown> {
  readonly id: number;
  readonly nome: string;
  readonly tipo: TipoDigitalizado;
  readonly tamanho: number;
  readonly paginas: number;
  readonly sha256: string;
  readonly protocolo: number;
  readonly empresa_id: number | null;
  readonly empresa_nome: string;
  readonly ocr: SituacaoOcr;
  readonly tarefa_id: string | null;
  readonly criado_em: string | Date;
  readonly criado_por: string;
}

const SELECT = sql`
  SELECT d.id, d.nome, d.tipo, d.tamanho, d.paginas, d.sha256, d.protocolo, p.empresa_id, p.empresa_nome, d.ocr, d.tarefa_id::text AS tarefa_id, d.criado_em, u.login AS criado_por
    FROM digitalizacao d JOIN processo p ON p.protocolo = d.protocolo JOIN usuario u ON u.id = d.criado_por`;

function digitalizacao(l: LinhaDigitalizacao): Digitalizacao {
  return {
    id: l.id,
    nome: l.nome,
    tipo: l.tipo,
    tamanho: l.tamanho,
    paginas: l.paginas,
    sha256: l.sha256,
    protocolo: l.protocolo,
    ...opcional('empresaId', l.empresa_id),
    empresaNome: l.empresa_nome,
    ocr: l.ocr,
    ...opcional('tarefaId', l.tarefa_id),
    criadoEm: instante(l.criado_em),
    criadoPor: l.criado_por,
  };
}

export async function inserirDigitalizacao(db: Db, d: { readonly arquivo: string; readonly nome: string; readonly tipo: TipoDigitalizado; readonly tamanho: number; readonly paginas: number; readonly sha256: string; readonly protocolo: number; readonly usuarioId: number }): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO digitalizacao (arquivo, nome, tipo, tamanho, paginas, sha256, protocolo, criado_por)
    VALUES (${d.arquivo}, ${d.nome}, ${d.tipo}, ${d.tamanho}, ${d.paginas}, ${d.sha256}, ${d.protocolo}, ${d.usuarioId}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function gravarTarefa(db: Db, id: number, tarefaId: string): Promise<void> {
  await db.execute(sql`UPDATE digitalizacao SET tarefa_id = ${tarefaId}::uuid WHERE id = ${id}`);
}

/** A file of the archive (a removed one only when asked, for the OCR and the audit). */
export async function buscarDigitalizacao(db: Db, id: number, removidas = false): Promise<Digitalizacao | undefined> {
  const l = (await db.execute<LinhaDigitalizacao>(sql`${SELECT} WHERE d.id = ${id}${removidas ? sql`` : sql` AND d.removido_em IS NULL`}`)).rows[0];
  return l === undefined ? undefined : digitalizacao(l);
}

export async function chaveDoArquivo(db: Db, id: number): Promise<string | undefined> {
  return (await db.execute<{ arquivo: string }>(sql`SELECT arquivo FROM digitalizacao WHERE id = ${id}`)).rows[0]?.arquivo;
}

const ORDENACAO: Readonly<Record<string, SQL>> = { criadoEm: sql`d.criado_em`, nome: sql`d.nome` };

export async function listarDigitalizacoes(db: Db, f: { readonly protocolo?: number; readonly empresaId?: number }, paginacao: Paginacao): Promise<Pagina<Digitalizacao>> {
  const condicoes: SQL[] = [sql`d.removido_em IS NULL`];
  if (f.protocolo !== undefined) condicoes.push(sql`d.protocolo = ${f.protocolo}`);
  if (f.empresaId !== undefined) condicoes.push(sql`p.empresa_id = ${f.empresaId}`);
  const where = sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = paginacao.sortBy === undefined ? sql`d.criado_em DESC` : sql`${ORDENACAO[paginacao.sortBy] ?? sql`d.criado_em`} ${paginacao.sort === 'asc' ? sql`ASC` : sql`DESC`}`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM digitalizacao d JOIN processo p ON p.protocolo = d.protocolo ${where}`),
    () => db.execute<LinhaDigitalizacao>(sql`${SELECT} ${where} ORDER BY ${ordem}, d.id DESC LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'desc'}` };
  return buildPage(linhas.rows.map(digitalizacao), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

export async function marcarOcr(db: Db, id: number, ocr: SituacaoOcr): Promise<void> {
  await db.execute(sql`UPDATE digitalizacao SET ocr = ${ocr} WHERE id = ${id}`);
}

/** A page's text, indexed, and its words in the archive's list (read again, it replaces itself: idempotent). */
export async function gravarPagina(db: Db, id: number, numero: number, texto: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO digitalizacao_pagina (digitalizacao_id, numero, texto, busca) VALUES (${id}, ${numero}, ${texto}, to_tsvector('pt_unaccent', ${texto}))
    ON CONFLICT (digitalizacao_id, numero) DO UPDATE SET texto = EXCLUDED.texto, busca = EXCLUDED.busca`);
  await db.execute(sql`
    INSERT INTO digitalizacao_palavra (palavra)
    SELECT DISTINCT w FROM regexp_split_to_table(f_unaccent(lower(${texto})), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 3 AND 60
    ON CONFLICT DO NOTHING`);
}

/**
 * The pages with the words: Portuguese full-text search without accents (stems, so plurals), best ranked first; when
 * no page has them, each word is taken as misread (by the OCR, or typed wrong): the archive's closest words by
 * trigrams (`%`, on the list of its words) are searched instead.
 */
export async function pesquisarPaginas(db: Db, f: { readonly texto: string; readonly protocolo?: number }, paginacao: Paginacao): Promise<Pagina<AchadoDigitalizacao>> {
  const consulta = sql`websearch_to_tsquery('pt_unaccent', ${f.texto})`;
  const exatas = await paginasOnde(db, consulta, f.protocolo, paginacao);
  if (exatas.totalElements > 0) return exatas;
  const palavras = f.texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3).slice(0, 6);
  const alternativas: string[] = [];
  for (const palavra of palavras) {
    const r = await db.execute<{ palavra: string }>(sql`SELECT palavra FROM digitalizacao_palavra WHERE palavra % ${palavra} ORDER BY similarity(palavra, ${palavra}) DESC, palavra LIMIT 3`);
    if (r.rows.length === 0) return exatas;
    alternativas.push(`(${r.rows.map((l) => l.palavra).join(' | ')})`);
  }
  if (alternativas.length === 0) return exatas;
  return paginasOnde(db, sql`to_tsquery('pt_unaccent', ${alternativas.join(' & ')})`, f.protocolo, paginacao);
}

async function paginasOnde(db: Db, consulta: SQL, protocolo: number | undefined, paginacao: Paginacao): Promise<Pagina<AchadoDigitalizacao>> {
  const condicoes: SQL[] = [sql`d.removido_em IS NULL`, sql`pg.busca @@ ${consulta}`];
  const ordem = sql`ts_rank(pg.busca, ${consulta}) DESC`;
  if (protocolo !== undefined) condicoes.push(sql`d.protocolo = ${protocolo}`);
  const where = sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const de = sql`FROM digitalizacao_pagina pg JOIN digitalizacao d ON d.id = pg.digitalizacao_id`;
  // The page's passage is drawn only for the rows shown.
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n ${de} ${where}`),
    () => db.execute<LinhaDigitalizacao & { numero: number; trecho: string }>(sql`
      WITH achadas AS (
        SELECT pg.digitalizacao_id, pg.numero, pg.texto, row_number() OVER (ORDER BY ${ordem}, d.id DESC, pg.numero) AS posicao
          ${de} ${where} ORDER BY posicao LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize})
      SELECT d.id, d.nome, d.tipo, d.tamanho, d.paginas, d.sha256, d.protocolo, p.empresa_id, p.empresa_nome, d.ocr, d.tarefa_id::text AS tarefa_id, d.criado_em, u.login AS criado_por,
             a.numero, ts_headline('pt_unaccent', a.texto, ${consulta}, 'MaxFragments=1, MaxWords=24, MinWords=10, StartSel=«, StopSel=»') AS trecho
        FROM achadas a JOIN digitalizacao d ON d.id = a.digitalizacao_id JOIN processo p ON p.protocolo = d.protocolo JOIN usuario u ON u.id = d.criado_por
       ORDER BY a.posicao`),
  ]);
  return buildPage(
    linhas.rows.map((l) => ({ digitalizacao: digitalizacao(l), pagina: l.numero, trecho: l.trecho.replace(/\s+/g, ' ').trim() })),
    paginacao,
    Number(total.rows[0]?.n ?? 0),
  );
}

export async function removerDigitalizacao(db: Db, id: number, usuarioId: number, motivo: string): Promise<boolean> {
  const r = await db.execute<{ id: number }>(sql`UPDATE digitalizacao SET removido_em = now(), removido_por = ${usuarioId}, motivo_remocao = ${motivo} WHERE id = ${id} AND removido_em IS NULL RETURNING id`);
  return r.rows.length > 0;
}
