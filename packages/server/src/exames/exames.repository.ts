/** The SQL of exams: rounds, requirements, the note's sendings, the examiner's queue, the lapsed requirements. */
import { sql, type SQL } from 'drizzle-orm';
import {
  buildPage,
  SITUACOES_FILA_EXAME,
  type Analise,
  type DecisaoExame,
  type EstadoTarefa,
  type Exame,
  type ExameFilaItem,
  type ExigenciaSalvar,
  type FiltroFilaExame,
  type FundamentoOferecido,
  type Pagina,
  type Paginacao,
  type SituacaoExigencia,
  type SituacaoFilaExame,
} from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

/** A sending as the table keeps it (where it stands is the queue's: the service adds it). */
export interface EnvioGravado {
  readonly id: number;
  readonly em: string;
  readonly usuario: string;
  readonly para: string;
  readonly tarefaId?: string;
  /** Its end, once the queue said it (concluida, falhou). */
  readonly estado?: EstadoTarefa;
  readonly tentativas: number;
}

/** A round as the table keeps it. */
export type ExameGravado = Omit<Exame, 'envios'> & { readonly envios: readonly EnvioGravado[] };

interface LinhaExame extends Record<string, unknown> {
  readonly id: number;
  readonly protocolo: number;
  readonly rodada: number;
  readonly login: string;
  readonly nome: string;
  readonly iniciado_em: string | Date;
  readonly decidido_em: string | Date;
  readonly decisao: DecisaoExame;
  readonly prazo_exigencia: string | null;
  readonly observacao: string | null;
  readonly tipo_ato_nome: string;
  readonly empresa_nome: string;
  readonly apresentante_nome: string;
  readonly apresentante_documento: string;
  readonly apresentante_email: string | null;
  readonly apresentante_telefone: string | null;
  readonly exigencias: string | readonly LinhaExigencia[];
  readonly envios: string | readonly { id: number; em: string; usuario: string; para: string; tarefa_id: string | null; estado: EstadoTarefa | null; tentativas: number }[];
}

interface LinhaExigencia {
  readonly id: number;
  readonly ordem: number;
  readonly texto: string;
  readonly fundamento: string;
  readonly fundamento_id: number | null;
  readonly situacao: SituacaoExigencia;
  readonly resposta: string | null;
  readonly respondida_em: string | null;
  readonly respondida_por: string | null;
}

const SELECT_EXAME = sql`
  SELECT x.id, x.protocolo, x.rodada, u.login, u.nome, x.iniciado_em, x.decidido_em, x.decisao, to_char(x.prazo_exigencia, 'YYYY-MM-DD') AS prazo_exigencia, x.observacao,
         t.nome AS tipo_ato_nome, p.empresa_nome, p.apresentante_nome, p.apresentante_documento, p.apresentante_email, p.apresentante_telefone,
         coalesce((SELECT json_agg(json_build_object('id', e.id, 'ordem', e.ordem, 'texto', e.texto, 'fundamento', e.fundamento, 'fundamento_id', e.fundamento_id,
                                                     'situacao', e.situacao, 'resposta', e.resposta, 'respondida_em', e.respondida_em, 'respondida_por', e.respondida_por) ORDER BY e.ordem)
                     FROM exigencia e WHERE e.exame_id = x.id), '[]') AS exigencias,
         coalesce((SELECT json_agg(json_build_object('id', v.id, 'em', v.em, 'usuario', v.usuario, 'para', v.para, 'tarefa_id', v.tarefa_id, 'estado', v.estado, 'tentativas', v.tentativas) ORDER BY v.id)
                     FROM exame_envio v WHERE v.exame_id = x.id), '[]') AS envios
    FROM exame x JOIN usuario u ON u.id = x.examinador_id JOIN processo p ON p.protocolo = x.protocolo JOIN tipo_ato t ON t.codigo = p.tipo_ato`;

function exameDa(l: LinhaExame): ExameGravado {
  return {
    id: l.id,
    protocolo: l.protocolo,
    rodada: l.rodada,
    examinador: { login: l.login, nome: l.nome },
    iniciadoEm: instante(l.iniciado_em),
    decididoEm: instante(l.decidido_em),
    decisao: l.decisao,
    exigencias: jsonDe(l.exigencias).map((e) => ({
      id: e.id,
      ordem: e.ordem,
      texto: e.texto,
      fundamento: e.fundamento,
      ...opcional('fundamentoId', e.fundamento_id),
      situacao: e.situacao,
      ...opcional('resposta', e.resposta),
      ...(e.respondida_em === null ? {} : { respondidaEm: instante(e.respondida_em) }),
      ...opcional('respondidaPor', e.respondida_por),
    })),
    ...opcional('prazoExigencia', l.prazo_exigencia),
    ...opcional('observacao', l.observacao),
    envios: jsonDe(l.envios).map((v) => ({ id: v.id, em: instante(v.em), usuario: v.usuario, para: v.para, ...opcional('tarefaId', v.tarefa_id), ...opcional('estado', v.estado), tentativas: v.tentativas })),
    tipoAtoNome: l.tipo_ato_nome,
    empresaNome: l.empresa_nome,
    apresentante: {
      nome: l.apresentante_nome,
      documento: l.apresentante_documento,
      ...opcional('email', l.apresentante_email),
      ...opcional('telefone', l.apresentante_telefone),
    },
  };
}

export async function rodadasDoProcesso(db: Db, protocolo: number): Promise<readonly ExameGravado[]> {
  const r = await db.execute<LinhaExame>(sql`${SELECT_EXAME} WHERE x.protocolo = ${protocolo} ORDER BY x.rodada`);
  return r.rows.map(exameDa);
}

export async function buscarExame(db: Db, id: number): Promise<ExameGravado | undefined> {
  const r = await db.execute<LinhaExame>(sql`${SELECT_EXAME} WHERE x.id = ${id}`);
  const l = r.rows[0];
  return l === undefined ? undefined : exameDa(l);
}

/** The analyses of a process's fit decisions, oldest first. */
export async function analisesDoProcesso(db: Db, protocolo: number): Promise<readonly Analise[]> {
  const r = await db.execute<{ id: number; rodada: number; login: string; nome: string; em: string | Date; decisao: Analise['decisao']; motivo: string | null }>(sql`
    SELECT a.id, x.rodada, u.login, u.nome, a.em, a.decisao, a.motivo
      FROM analise a JOIN exame x ON x.id = a.exame_id JOIN usuario u ON u.id = a.analista_id
     WHERE a.protocolo = ${protocolo} ORDER BY a.id`);
  return r.rows.map((l) => ({ id: l.id, rodada: l.rodada, analista: { login: l.login, nome: l.nome }, em: instante(l.em), decisao: l.decisao, ...opcional('motivo', l.motivo) }));
}

export async function inserirAnalise(tx: Db, a: { readonly protocolo: number; readonly exameId: number; readonly analistaId: number; readonly decisao: Analise['decisao']; readonly motivo?: string }): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO analise (protocolo, exame_id, analista_id, decisao, motivo) VALUES (${a.protocolo}, ${a.exameId}, ${a.analistaId}, ${a.decisao}, ${a.motivo ?? null}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

/** The last round of a process: the one an analysis looks at. */
export async function ultimaRodada(tx: Db, protocolo: number): Promise<{ readonly id: number; readonly examinadorId: number; readonly decisao: DecisaoExame } | undefined> {
  const r = await tx.execute<{ id: number; examinador_id: number; decisao: DecisaoExame }>(sql`
    SELECT id, examinador_id, decisao FROM exame WHERE protocolo = ${protocolo} ORDER BY rodada DESC LIMIT 1`);
  const l = r.rows[0];
  return l === undefined ? undefined : { id: l.id, examinadorId: l.examinador_id, decisao: l.decisao };
}

/** The maintained list of legal grounds (issue 26's own screen, area fundamentos-legais), by name. */
export async function fundamentosOferecidos(db: Db): Promise<readonly FundamentoOferecido[]> {
  const r = await db.execute<{ id: number; nome: string; texto: string }>(sql`SELECT id, nome, texto FROM fundamento_legal ORDER BY nome`);
  return r.rows.map((l) => ({ id: l.id, nome: l.nome, texto: l.texto }));
}

/** The grounds of these ids that still exist (a ground removed meanwhile is cited by its text alone). */
export async function fundamentosExistentes(db: Db, ids: readonly number[]): Promise<ReadonlySet<number>> {
  if (ids.length === 0) return new Set();
  const r = await db.execute<{ id: number }>(sql`SELECT id FROM fundamento_legal WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return new Set(r.rows.map((l) => l.id));
}

/** The act's checklist and the business days its requirements may take. */
export async function exameDoAto(db: Db, tipoAto: string): Promise<{ readonly checklist: readonly string[]; readonly prazoExigenciaDiasUteis: number }> {
  const r = await db.execute<{ exame: string | readonly string[]; prazo_exigencia_dias_uteis: number }>(sql`SELECT exame, prazo_exigencia_dias_uteis FROM tipo_ato WHERE codigo = ${tipoAto}`);
  const l = r.rows[0];
  return { checklist: l === undefined ? [] : jsonDe(l.exame), prazoExigenciaDiasUteis: l?.prazo_exigencia_dias_uteis ?? 20 };
}

/** When the process last reached its examiner (a distribution, a re-exam, a re-entry, a reopening). */
export async function inicioDaRodada(tx: Db, protocolo: number): Promise<string> {
  const r = await tx.execute<{ em: string | Date | null }>(sql`
    SELECT max(em) AS em FROM processo_historico WHERE protocolo = ${protocolo} AND para IN ('EM_EXAME', 'REINGRESSO')`);
  const em = r.rows[0]?.em ?? null;
  return em === null ? new Date().toISOString() : instante(em);
}

/** Writes a round with its requirements; answers its id. */
export async function inserirExame(
  tx: Db,
  e: {
    readonly protocolo: number;
    readonly examinadorId: number;
    readonly iniciadoEm: string;
    readonly decisao: DecisaoExame;
    readonly prazoExigencia?: string;
    readonly observacao?: string;
    readonly exigencias: readonly ExigenciaSalvar[];
  },
): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO exame (protocolo, rodada, examinador_id, iniciado_em, decisao, prazo_exigencia, observacao)
    VALUES (${e.protocolo}, (SELECT coalesce(max(rodada), 0) + 1 FROM exame WHERE protocolo = ${e.protocolo}), ${e.examinadorId}, ${e.iniciadoEm}::timestamptz,
            ${e.decisao}, ${e.prazoExigencia ?? null}::date, ${e.observacao ?? null})
    RETURNING id`);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('exam not written');
  if (e.exigencias.length > 0) {
    await tx.execute(sql`
      INSERT INTO exigencia (exame_id, ordem, texto, fundamento, fundamento_id)
      VALUES ${sql.join(
        e.exigencias.map((x, i) => sql`(${id}, ${i + 1}, ${x.texto.trim()}, ${x.fundamento.trim()}, ${x.fundamentoId ?? null}::integer)`),
        sql`, `,
      )}`);
  }
  await tx.execute(sql`UPDATE processo SET prazo_exigencia = ${e.prazoExigencia ?? null}::date WHERE protocolo = ${e.protocolo}`);
  return id;
}

/** The open requirements of a process (those of its last note still waiting), locked with the process. */
export async function exigenciasAbertas(tx: Db, protocolo: number): Promise<readonly { readonly id: number; readonly ordem: number }[]> {
  const r = await tx.execute<{ id: number; ordem: number }>(sql`
    SELECT e.id, e.ordem FROM exigencia e JOIN exame x ON x.id = e.exame_id WHERE x.protocolo = ${protocolo} AND e.situacao = 'ABERTA' ORDER BY e.ordem`);
  return r.rows;
}

export async function responderExigencias(tx: Db, protocolo: number, respostas: readonly { readonly exigenciaId: number; readonly cumprida: boolean; readonly resposta?: string }[], usuario: string): Promise<void> {
  for (const r of respostas) {
    await tx.execute(sql`
      UPDATE exigencia SET situacao = ${r.cumprida ? 'CUMPRIDA' : 'NAO_CUMPRIDA'}, resposta = ${r.resposta?.trim() === '' ? null : (r.resposta?.trim() ?? null)},
             respondida_em = now(), respondida_por = ${usuario}
       WHERE id = ${r.exigenciaId} AND situacao = 'ABERTA'`);
  }
  await tx.execute(sql`UPDATE processo SET prazo_exigencia = NULL WHERE protocolo = ${protocolo}`);
}

/** The open requirements of a lapsed process, marked as such. */
export async function vencerExigencias(tx: Db, protocolo: number): Promise<void> {
  await tx.execute(sql`
    UPDATE exigencia e SET situacao = 'VENCIDA' FROM exame x WHERE x.id = e.exame_id AND x.protocolo = ${protocolo} AND e.situacao = 'ABERTA'`);
}

/** The processes whose requirements' deadline passed before `hoje` (the lapse job's work). */
export async function processosComExigenciaVencida(db: Db, hoje: string): Promise<readonly number[]> {
  const r = await db.execute<{ protocolo: number }>(sql`
    SELECT protocolo FROM processo WHERE situacao = 'EM_EXIGENCIA' AND prazo_exigencia < ${hoje}::date ORDER BY protocolo`);
  return r.rows.map((l) => l.protocolo);
}

export async function inserirEnvio(tx: Db, exameId: number, usuario: string, para: string): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`INSERT INTO exame_envio (exame_id, usuario, para) VALUES (${exameId}, ${usuario}, ${para}) RETURNING id`);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('sending not written');
  return id;
}

export async function gravarTarefaDoEnvio(db: Db, id: number, tarefaId: string): Promise<void> {
  await db.execute(sql`UPDATE exame_envio SET tarefa_id = ${tarefaId}::uuid WHERE id = ${id}`);
}

/** Keeps a sending's end (the queue forgets finished jobs after a week). */
export async function gravarFimDoEnvio(db: Db, id: number, estado: EstadoTarefa, tentativas: number): Promise<void> {
  await db.execute(sql`UPDATE exame_envio SET estado = ${estado}, tentativas = ${tentativas} WHERE id = ${id} AND estado IS NULL`);
}

interface LinhaFila extends Record<string, unknown> {
  readonly protocolo: number;
  readonly versao: number;
  readonly protocolado_em: string | Date;
  readonly prazo: string;
  readonly situacao: SituacaoFilaExame;
  readonly tipo_ato_nome: string;
  readonly empresa_nome: string;
  readonly apresentante_nome: string;
  readonly responsavel_nome: string | null;
  readonly rodadas: number | string;
  readonly prazo_exigencia: string | null;
}

const ORDENACAO_FILA: Readonly<Record<string, SQL>> = { prazo: sql`p.prazo`, protocolo: sql`p.protocolo` };

/**
 * The examiner's queue: the processes assigned to `usuarioId` (MEUS) or to the distribution groups they are a member
 * of (GRUPO), waiting for a decision (in exam, back after a re-entry) unless another of the queue's states is asked;
 * the oldest deadline first.
 */
export async function listarFila(db: Db, f: FiltroFilaExame, usuarioId: number | undefined, paginacao: Paginacao, hoje: string): Promise<Pagina<ExameFilaItem>> {
  const c: SQL[] = [];
  // Without a person: the whole office's (the analysis queue).
  if (usuarioId !== undefined) {
    c.push(
      f.escopo === 'GRUPO'
        ? sql`p.grupo_id IN (SELECT grupo_id FROM grupo_distribuicao_membro WHERE usuario_id = ${usuarioId})`
        : sql`p.responsavel_id = ${usuarioId}`,
    );
  }
  const situacoes: readonly SituacaoFilaExame[] = f.situacao === undefined ? ['EM_EXAME', 'REINGRESSO'] : [f.situacao];
  c.push(sql`p.situacao IN (${sql.join(situacoes.filter((s) => SITUACOES_FILA_EXAME.includes(s)).map((s) => sql`${s}`), sql`, `)})`);
  if (f.protocolo !== undefined) c.push(sql`p.protocolo = ${f.protocolo}`);
  if (f.empresa !== undefined) c.push(sql`f_unaccent(lower(p.empresa_nome)) LIKE f_unaccent(lower(${contendo(f.empresa)}))`);
  if (f.tipoAto !== undefined) c.push(sql`p.tipo_ato = ${f.tipoAto}`);
  if (f.vencidos === true) c.push(sql`p.prazo < ${hoje}::date`);
  const where = sql.join(c, sql` AND `);
  const ordem =
    paginacao.sortBy === undefined
      ? sql`p.prazo ASC, p.protocolo ASC`
      : sql`${ORDENACAO_FILA[paginacao.sortBy] ?? sql`p.prazo`} ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`}, p.protocolo ASC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM processo p WHERE ${where}`).then((r) => Number(r.rows[0]?.n ?? 0)),
    () => db.execute<LinhaFila>(sql`
      SELECT p.protocolo, p.versao, p.protocolado_em, to_char(p.prazo, 'YYYY-MM-DD') AS prazo, p.situacao, t.nome AS tipo_ato_nome, p.empresa_nome, p.apresentante_nome,
             u.nome AS responsavel_nome, (SELECT count(*) FROM exame x WHERE x.protocolo = p.protocolo) AS rodadas, to_char(p.prazo_exigencia, 'YYYY-MM-DD') AS prazo_exigencia
        FROM processo p JOIN tipo_ato t ON t.codigo = p.tipo_ato LEFT JOIN usuario u ON u.id = p.responsavel_id
       WHERE ${where} ORDER BY ${ordem} LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(
    linhas.rows.map(
      (l): ExameFilaItem => ({
        protocolo: l.protocolo,
        versao: l.versao,
        protocoladoEm: instante(l.protocolado_em),
        prazo: l.prazo,
        situacao: l.situacao,
        tipoAtoNome: l.tipo_ato_nome,
        empresaNome: l.empresa_nome,
        apresentanteNome: l.apresentante_nome,
        ...opcional('responsavelNome', l.responsavel_nome),
        rodadas: Number(l.rodadas),
        ...opcional('prazoExigencia', l.prazo_exigencia),
      }),
    ),
    { ...paginacao, ...sortBy },
    total,
  );
}
