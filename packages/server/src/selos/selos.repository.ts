/** The SQL of the seals: batches, seals, the stock, and the next available seals taken under row locks. */
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, valoresDoAto, type AtoSelado, type EnvioSelos, type EstoqueSelos, type LoteSelos, type Pagina, type Paginacao, type ResumoLote, type SeloDoAto, type SeloDoLote, type Selo, type SituacaoLote, type SituacaoSelo, type TipoSelo, type TribunalSelo } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

interface LinhaLote extends Record<string, unknown> {
  readonly id: number;
  readonly tribunal: TribunalSelo;
  readonly origem: LoteSelos['origem'];
  readonly arquivo: string | null;
  readonly situacao: SituacaoLote;
  readonly tarefa_id: string | null;
  readonly resumo: ResumoLote | string | null;
  readonly erro: string | null;
  readonly criado_em: string | Date;
  readonly criado_por: string;
  readonly confirmado_em: string | Date | null;
  readonly confirmado_por: string | null;
}

const SELECT_LOTE = sql`
  SELECT l.id, l.tribunal, l.origem, l.arquivo, l.situacao, l.tarefa_id::text AS tarefa_id, l.resumo, l.erro, l.criado_em, c.login AS criado_por,
         l.confirmado_em, f.login AS confirmado_por
    FROM selo_lote l JOIN usuario c ON c.id = l.criado_por LEFT JOIN usuario f ON f.id = l.confirmado_por`;

function lote(l: LinhaLote): LoteSelos {
  return {
    id: l.id,
    tribunal: l.tribunal,
    origem: l.origem,
    ...opcional('arquivo', l.arquivo),
    situacao: l.situacao,
    ...opcional('tarefaId', l.tarefa_id),
    ...(l.resumo === null ? {} : { resumo: jsonDe(l.resumo) }),
    ...opcional('erro', l.erro),
    criadoEm: instante(l.criado_em),
    criadoPor: l.criado_por,
    ...(l.confirmado_em === null ? {} : { confirmadoEm: instante(l.confirmado_em) }),
    ...opcional('confirmadoPor', l.confirmado_por),
  };
}

export async function inserirLote(tx: Db, l: { readonly tribunal: TribunalSelo; readonly origem: LoteSelos['origem']; readonly arquivo?: string; readonly conteudo: string; readonly usuarioId: number }): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO selo_lote (tribunal, origem, arquivo, conteudo, criado_por) VALUES (${l.tribunal}, ${l.origem}, ${l.arquivo ?? null}, ${l.conteudo}, ${l.usuarioId}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function gravarTarefaDoLote(db: Db, id: number, tarefaId: string): Promise<void> {
  await db.execute(sql`UPDATE selo_lote SET tarefa_id = ${tarefaId}::uuid WHERE id = ${id}`);
}

export async function buscarLote(db: Db, id: number, bloquear = false): Promise<LoteSelos | undefined> {
  const r = await db.execute<LinhaLote>(sql`${SELECT_LOTE} WHERE l.id = ${id}${bloquear ? sql` FOR UPDATE OF l` : sql``}`);
  const l = r.rows[0];
  return l === undefined ? undefined : lote(l);
}

/** The batch's file, for the task that reads it. */
export async function conteudoDoLote(db: Db, id: number): Promise<string | undefined> {
  const r = await db.execute<{ conteudo: string | null }>(sql`SELECT conteudo FROM selo_lote WHERE id = ${id}`);
  return r.rows[0]?.conteudo ?? undefined;
}

export async function listarLotes(db: Db, situacao: SituacaoLote | undefined, paginacao: Paginacao): Promise<Pagina<LoteSelos>> {
  const where = situacao === undefined ? sql`` : sql`WHERE l.situacao = ${situacao}`;
  const direcao = paginacao.sort === 'asc' ? sql`ASC` : sql`DESC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM selo_lote l ${where}`),
    () => db.execute<LinhaLote>(sql`${SELECT_LOTE} ${where} ORDER BY l.criado_em ${direcao}, l.id ${direcao} LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'desc'}` };
  return buildPage(linhas.rows.map(lote), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

/** Ends a batch's reading: ready for review (with its seals written as PENDENTE) or refused (nothing written). */
export async function concluirLeitura(db: Db, id: number, situacao: 'PRONTO' | 'RECUSADO', resumo: ResumoLote | undefined, erro?: string): Promise<void> {
  await db.execute(sql`UPDATE selo_lote SET situacao = ${situacao}, resumo = ${resumo === undefined ? null : JSON.stringify(resumo)}::jsonb, erro = ${erro ?? null} WHERE id = ${id} AND situacao = 'IMPORTANDO'`);
}

/** Which of these codes the office already has. */
export async function codigosExistentes(db: Db, codigos: readonly string[]): Promise<ReadonlySet<string>> {
  if (codigos.length === 0) return new Set();
  const r = await db.execute<{ codigo: string }>(sql`SELECT codigo FROM selo WHERE codigo = ANY(${`{${codigos.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::varchar[])`);
  return new Set(r.rows.map((l) => l.codigo));
}

export async function inserirSelos(tx: Db, loteId: number, tribunal: TribunalSelo, selos: readonly SeloDoLote[]): Promise<void> {
  if (selos.length === 0) return;
  const valores = sql.join(selos.map((s) => sql`(${s.codigo}, ${s.validador}, ${s.tipo}, ${tribunal}, ${loteId})`), sql`, `);
  await tx.execute(sql`INSERT INTO selo (codigo, validador, tipo, tribunal, lote_id) VALUES ${valores}`);
}

export async function confirmarSelosDoLote(tx: Db, id: number, usuarioId: number): Promise<void> {
  await tx.execute(sql`UPDATE selo SET situacao = 'DISPONIVEL' WHERE lote_id = ${id} AND situacao = 'PENDENTE'`);
  await tx.execute(sql`UPDATE selo_lote SET situacao = 'CONFIRMADO', confirmado_em = now(), confirmado_por = ${usuarioId} WHERE id = ${id}`);
}

export async function estoque(db: Db, tribunal: TribunalSelo): Promise<EstoqueSelos> {
  const r = await db.execute<{ tipo: TipoSelo; situacao: SituacaoSelo; n: string | number }>(sql`SELECT tipo, situacao, count(*) AS n FROM selo WHERE tribunal = ${tribunal} GROUP BY tipo, situacao`);
  const de = (tipo: TipoSelo, situacoes: readonly SituacaoSelo[]): number => r.rows.filter((l) => l.tipo === tipo && situacoes.includes(l.situacao)).reduce((s, l) => s + Number(l.n), 0);
  return {
    tribunal,
    porTipo: (['NORMAL', 'ISENTO'] as const).map((tipo) => ({ tipo, disponiveis: de(tipo, ['DISPONIVEL']), pendentes: de(tipo, ['PENDENTE']), utilizados: de(tipo, ['UTILIZADO', 'ENVIADO', 'REJEITADO']), inutilizados: de(tipo, ['INUTILIZADO']) })),
  };
}

export interface LinhaSelo extends Record<string, unknown> {
  readonly id: number;
  readonly codigo: string;
  readonly validador: string;
  readonly tipo: TipoSelo;
  readonly tribunal: TribunalSelo;
  readonly situacao: SituacaoSelo;
  readonly lote_id: number;
  readonly protocolo: number | null;
  readonly ato: string | null;
  readonly usado_em: string | Date | null;
  readonly usado_por: string | null;
  readonly motivo: string | null;
  readonly recibo_tribunal: string | null;
  readonly rejeicao: string | null;
}

export const SELECT_SELO = sql`
  SELECT s.id, s.codigo, s.validador, s.tipo, s.tribunal, s.situacao, s.lote_id, s.protocolo, s.ato, s.usado_em, u.login AS usado_por, s.motivo, s.recibo_tribunal, s.rejeicao
    FROM selo s LEFT JOIN usuario u ON u.id = s.usado_por`;

export function selo(l: LinhaSelo): Selo {
  return {
    id: l.id,
    codigo: l.codigo,
    validador: l.validador,
    tipo: l.tipo,
    tribunal: l.tribunal,
    situacao: l.situacao,
    loteId: l.lote_id,
    ...opcional('protocolo', l.protocolo),
    ...opcional('ato', l.ato),
    ...(l.usado_em === null ? {} : { usadoEm: instante(l.usado_em) }),
    ...opcional('usadoPor', l.usado_por),
    ...opcional('motivo', l.motivo),
    ...opcional('reciboTribunal', l.recibo_tribunal),
    ...opcional('rejeicao', l.rejeicao),
  };
}

export async function buscarSelo(db: Db, id: number, bloquear = false): Promise<Selo | undefined> {
  const r = await db.execute<LinhaSelo>(sql`${SELECT_SELO} WHERE s.id = ${id}${bloquear ? sql` FOR UPDATE OF s` : sql``}`);
  const l = r.rows[0];
  return l === undefined ? undefined : selo(l);
}

/** The seals an act carries, in the order they were taken. */
export async function selosDoProcesso(db: Db, protocolo: number): Promise<readonly Selo[]> {
  const r = await db.execute<LinhaSelo>(sql`${SELECT_SELO} WHERE s.protocolo = ${protocolo} ORDER BY s.usado_em, s.id`);
  return r.rows.map(selo);
}

const ORDENACAO: Readonly<Record<string, SQL>> = { codigo: sql`s.codigo`, usadoEm: sql`s.usado_em` };

export async function listarSelos(
  db: Db,
  f: { readonly protocolo?: number; readonly codigo?: string; readonly situacao?: SituacaoSelo; readonly tipo?: TipoSelo; readonly ato?: string; readonly usuario?: string; readonly de?: string; readonly ate?: string },
  paginacao: Paginacao,
): Promise<Pagina<Selo>> {
  const condicoes: SQL[] = [];
  if (f.protocolo !== undefined) condicoes.push(sql`s.protocolo = ${f.protocolo}`);
  if (f.codigo !== undefined && f.codigo.trim() !== '') condicoes.push(sql`s.codigo LIKE ${`${f.codigo.trim().toUpperCase().replace(/[%_\\]/g, '')}%`}`);
  if (f.situacao !== undefined) condicoes.push(sql`s.situacao = ${f.situacao}`);
  if (f.tipo !== undefined) condicoes.push(sql`s.tipo = ${f.tipo}`);
  if (f.ato !== undefined && f.ato.trim() !== '') condicoes.push(sql`f_unaccent(lower(s.ato)) LIKE f_unaccent(lower(${contendo(f.ato)}))`);
  if (f.usuario !== undefined && f.usuario.trim() !== '') condicoes.push(sql`s.usado_por = (SELECT id FROM usuario WHERE login = ${f.usuario.trim()})`);
  const dia = sql`(s.usado_em AT TIME ZONE 'America/Sao_Paulo')::date`;
  if (f.de !== undefined) condicoes.push(sql`${dia} >= ${f.de}::date`);
  if (f.ate !== undefined) condicoes.push(sql`${dia} <= ${f.ate}::date`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  const ordem = paginacao.sortBy === undefined ? sql`s.id` : sql`${ORDENACAO[paginacao.sortBy] ?? sql`s.id`} ${paginacao.sort === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM selo s ${where}`),
    () => db.execute<LinhaSelo>(sql`${SELECT_SELO} ${where} ORDER BY ${ordem}, s.id LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(linhas.rows.map(selo), { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0));
}

/**
 * Takes the next `quantidade` available seals of a type for an act: locked with SKIP LOCKED, so two acts at once
 * never take the same seal and neither waits for the other. Answers the seals taken (fewer when the stock is short).
 */
export async function tomarSelos(tx: Db, tipo: TipoSelo, quantidade: number, uso: { readonly protocolo?: number; readonly ato: string; readonly usuarioId: number; readonly motivo?: string }): Promise<readonly Selo[]> {
  const r = await tx.execute<{ id: number }>(sql`
    UPDATE selo SET situacao = 'UTILIZADO', protocolo = ${uso.protocolo ?? null}, ato = ${uso.ato.slice(0, 200)}, usado_em = now(), usado_por = ${uso.usuarioId}, motivo = ${uso.motivo ?? null}, versao = versao + 1
     WHERE id IN (SELECT id FROM selo WHERE situacao = 'DISPONIVEL' AND tipo = ${tipo} ORDER BY id LIMIT ${quantidade} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = r.rows.map((l) => l.id);
  if (ids.length === 0) return [];
  const lidos = await tx.execute<LinhaSelo>(sql`${SELECT_SELO} WHERE s.id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY s.id`);
  return lidos.rows.map(selo);
}

/** A chosen seal of the stock used on an act (manual sealing). */
export async function usarSelo(tx: Db, id: number, uso: { readonly protocolo: number; readonly ato: string; readonly usuarioId: number; readonly motivo: string }): Promise<void> {
  await tx.execute(sql`
    UPDATE selo SET situacao = 'UTILIZADO', protocolo = ${uso.protocolo}, ato = ${uso.ato.slice(0, 200)}, usado_em = now(), usado_por = ${uso.usuarioId}, motivo = ${uso.motivo}, versao = versao + 1
     WHERE id = ${id}`);
}

export async function buscarSeloPorCodigo(tx: Db, codigo: string): Promise<Selo | undefined> {
  const r = await tx.execute<LinhaSelo>(sql`${SELECT_SELO} WHERE s.codigo = ${codigo} FOR UPDATE OF s`);
  const l = r.rows[0];
  return l === undefined ? undefined : selo(l);
}

export async function inutilizarSelo(tx: Db, id: number, motivo: string): Promise<void> {
  await tx.execute(sql`UPDATE selo SET situacao = 'INUTILIZADO', motivo = ${motivo}, versao = versao + 1 WHERE id = ${id}`);
}

export async function contarDisponiveis(db: Db, tipo: TipoSelo): Promise<number> {
  const r = await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM selo WHERE situacao = 'DISPONIVEL' AND tipo = ${tipo}`);
  return Number(r.rows[0]?.n ?? 0);
}

/** A batch's seals not yet in stock, removed (a failed or repeated reading). */
export async function removerPendentes(db: Db, loteId: number): Promise<void> {
  await db.execute(sql`DELETE FROM selo WHERE lote_id = ${loteId} AND situacao = 'PENDENTE'`);
}

/** The seals an act carries, as its documents print them (the voided ones left out). */
export async function selosDoAtoDoProcesso(db: Db, protocolo: number): Promise<readonly SeloDoAto[]> {
  return (await selosDoProcesso(db, protocolo)).filter((s) => s.situacao !== 'INUTILIZADO').map((s) => ({ codigo: s.codigo, validador: s.validador, tipo: s.tipo, tribunal: s.tribunal }));
}

interface LinhaEnvio extends Record<string, unknown> {
  readonly id: number;
  readonly situacao: EnvioSelos['situacao'];
  readonly tarefa_id: string | null;
  readonly criado_em: string | Date;
  readonly criado_por: string | null;
  readonly total: number;
  readonly aceitos: number;
  readonly rejeitados: number;
  readonly recibos: readonly string[] | string;
  readonly erro: string | null;
}

const SELECT_ENVIO = sql`
  SELECT e.id, e.situacao, e.tarefa_id::text AS tarefa_id, e.criado_em, u.login AS criado_por, e.total, e.aceitos, e.rejeitados, e.recibos, e.erro
    FROM selo_envio e LEFT JOIN usuario u ON u.id = e.criado_por`;

function envio(l: LinhaEnvio): EnvioSelos {
  return {
    id: l.id,
    situacao: l.situacao,
    ...opcional('tarefaId', l.tarefa_id),
    criadoEm: instante(l.criado_em),
    ...opcional('criadoPor', l.criado_por),
    total: l.total,
    aceitos: l.aceitos,
    rejeitados: l.rejeitados,
    recibos: jsonDe(l.recibos),
    ...opcional('erro', l.erro),
  };
}

/** A new sending, unless one is under way (the partial unique index): undefined then. */
export async function inserirEnvio(db: Db, usuarioId: number | undefined): Promise<number | undefined> {
  const r = await db.execute<{ id: number }>(sql`INSERT INTO selo_envio (criado_por) VALUES (${usuarioId ?? null}) ON CONFLICT DO NOTHING RETURNING id`);
  return r.rows[0]?.id;
}

export async function gravarTarefaDoEnvio(db: Db, id: number, tarefaId: string): Promise<void> {
  await db.execute(sql`UPDATE selo_envio SET tarefa_id = ${tarefaId}::uuid WHERE id = ${id}`);
}

export async function buscarEnvio(db: Db, id: number): Promise<EnvioSelos | undefined> {
  const l = (await db.execute<LinhaEnvio>(sql`${SELECT_ENVIO} WHERE e.id = ${id}`)).rows[0];
  return l === undefined ? undefined : envio(l);
}

export async function listarEnvios(db: Db, paginacao: Paginacao): Promise<Pagina<EnvioSelos>> {
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM selo_envio`),
    () => db.execute<LinhaEnvio>(sql`${SELECT_ENVIO} ORDER BY e.id DESC LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  return buildPage(linhas.rows.map(envio), paginacao, Number(total.rows[0]?.n ?? 0));
}

export async function contarPendentes(db: Db): Promise<number> {
  return Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM selo WHERE situacao = 'UTILIZADO'`)).rows[0]?.n ?? 0);
}

/**
 * The next used seals to report, after `depoisDe`, with what the court asks of each act: a process's act (its
 * protocol, its items' fees), or a certificate's (issue 32: the process's protocol when it was asked from one, else the
 * certificate's number as the request's identification; the fees of its receipt).
 */
export async function pendentes(db: Db, depoisDe: number, limite: number): Promise<readonly { readonly id: number; readonly ato: AtoSelado }[]> {
  const r = await db.execute<{ id: number; codigo: string; validador: string; tipo: TipoSelo; tribunal: TribunalSelo; protocolo: number; ato: string | null; usado_em: string | Date; nome: string | null; itens: string | readonly { codigo: string; descricao: string; precificado: { selos: number; componentes: readonly { codigo: string; centavos: number }[] } }[] }>(sql`
    SELECT s.id, s.codigo, s.validador, s.tipo, s.tribunal, coalesce(s.protocolo, c.protocolo, c.numero) AS protocolo, s.ato, s.usado_em, u.nome, coalesce(p.itens, r.dados -> 'itens') AS itens
      FROM selo s
      LEFT JOIN processo p ON p.protocolo = s.protocolo
      LEFT JOIN certidao c ON c.selo_id = s.id
      LEFT JOIN recibo r ON r.id = c.recibo_id
      LEFT JOIN usuario u ON u.id = s.usado_por
     WHERE s.situacao = 'UTILIZADO' AND (p.protocolo IS NOT NULL OR c.id IS NOT NULL) AND s.id > ${depoisDe} ORDER BY s.id LIMIT ${limite}`);
  return r.rows.map((l) => {
    const itens = jsonDe(l.itens);
    // The item the seal was taken for (its service's code opens the act's name), else the process's first sealed one.
    const item = itens.find((i) => (l.ato ?? '').startsWith(`${i.codigo} — `)) ?? itens.find((i) => i.precificado.selos > 0);
    const porSelo = (item?.precificado.componentes ?? []).map((c) => ({ codigo: c.codigo, centavos: Math.round(c.centavos / Math.max(1, item?.precificado.selos ?? 1)) }));
    return {
      id: l.id,
      ato: {
        selo: { codigo: l.codigo, validador: l.validador, tipo: l.tipo, tribunal: l.tribunal },
        protocolo: l.protocolo,
        ato: l.ato ?? '',
        praticadoEm: instante(l.usado_em),
        serventuario: l.nome ?? 'Serventuário',
        ...valoresDoAto(porSelo),
      },
    };
  });
}

export async function marcarEnviados(db: Db, ids: readonly number[], envioId: number, recibo: string): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`UPDATE selo SET situacao = 'ENVIADO', envio_id = ${envioId}, recibo_tribunal = ${recibo}, rejeicao = NULL, versao = versao + 1 WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND situacao = 'UTILIZADO'`);
}

export async function marcarRejeitado(db: Db, id: number, envioId: number, motivo: string): Promise<void> {
  await db.execute(sql`UPDATE selo SET situacao = 'REJEITADO', envio_id = ${envioId}, rejeicao = ${motivo.slice(0, 500)}, versao = versao + 1 WHERE id = ${id} AND situacao = 'UTILIZADO'`);
}

export async function concluirEnvio(db: Db, id: number, c: { readonly situacao: 'CONCLUIDO' | 'FALHOU'; readonly total: number; readonly aceitos: number; readonly rejeitados: number; readonly recibos: readonly string[]; readonly erro?: string }): Promise<void> {
  await db.execute(sql`
    UPDATE selo_envio SET situacao = ${c.situacao}, total = ${c.total}, aceitos = ${c.aceitos}, rejeitados = ${c.rejeitados}, recibos = ${JSON.stringify(c.recibos)}::jsonb, erro = ${c.erro ?? null}
     WHERE id = ${id}`);
}

/** A refused seal corrected (its second code, its type) and put back among the pending. */
export async function corrigirSelo(tx: Db, id: number, c: { readonly validador?: string; readonly tipo?: TipoSelo; readonly motivo: string }): Promise<void> {
  await tx.execute(sql`
    UPDATE selo SET validador = coalesce(${c.validador ?? null}, validador), tipo = coalesce(${c.tipo ?? null}, tipo), motivo = ${c.motivo}, situacao = 'UTILIZADO', versao = versao + 1
     WHERE id = ${id}`);
}
