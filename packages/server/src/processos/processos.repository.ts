/** The SQL of processes (protocols), their history and the loads of manual distribution. */
import { sql, type SQL } from 'drizzle-orm';
import {
  buildPage,
  processoAberto,
  SITUACOES_PROCESSO,
  type Apresentante,
  type CargaExaminador,
  type Candidato,
  type DocumentoApresentado,
  type ExigenciaAberta,
  type FiltroProcessos,
  type HistoricoProcesso,
  type ItemCotado,
  type Pagina,
  type Paginacao,
  type Processo,
  type ProcessoListaItem,
  type SituacaoDeposito,
  type SituacaoProcesso,
  type ValorComponente,
} from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

/** The states a process is still open in, for SQL. */
const ABERTAS = sql.join(
  SITUACOES_PROCESSO.filter(processoAberto).map((s) => sql`${s}`),
  sql`, `,
);
/** The exam queue's states (the partial index `processo_fila`). */
export const SITUACOES_FILA: readonly SituacaoProcesso[] = ['PROTOCOLADO', 'EM_EXAME', 'REINGRESSO'];

/** The next protocol number: the counter's row stays locked until the intake commits (or rolls back, giving it back). */
export async function proximoProtocolo(tx: Db): Promise<number> {
  const r = await tx.execute<{ valor: string | number }>(sql`UPDATE contador SET valor = valor + 1 WHERE nome = 'protocolo' RETURNING valor`);
  return Number(r.rows[0]?.valor);
}

/** How many processes there are: the counter, since numbers are never skipped nor removed. */
async function totalDeProcessos(db: Db): Promise<number> {
  const r = await db.execute<{ valor: string | number }>(sql`SELECT valor FROM contador WHERE nome = 'protocolo'`);
  return Number(r.rows[0]?.valor ?? 0);
}

export interface NovoProcesso {
  readonly protocolo: number;
  readonly prazo: string;
  readonly situacao: SituacaoProcesso;
  readonly tipoAto: string;
  readonly empresaId?: number;
  readonly empresaNome: string;
  readonly naturezaJuridica?: string;
  readonly apresentante: Apresentante;
  readonly documentos: readonly DocumentoApresentado[];
  readonly itens: readonly ItemCotado[];
  readonly componentes: readonly ValorComponente[];
  readonly totalCentavos: number;
  readonly cotacaoId?: number;
  readonly depositoId?: number;
  readonly responsavelId?: number;
  readonly grupoId?: number;
  readonly codigoVerificacao: string;
  readonly observacao?: string;
  readonly usuario: string;
}

/**
 * Writes a new process and its first moves in one statement: protocolled, and distributed when it has its examiner.
 * Its instant is the clock's when written (not the transaction's start): written under the counter's lock, so a later
 * number never has an earlier time.
 */
export async function inserirProcesso(tx: Db, p: NovoProcesso): Promise<string> {
  const a = p.apresentante;
  const distribuicao = p.responsavelId === undefined ? sql`` : sql`, (${p.protocolo}::integer, ${p.usuario}::text, 'DISTRIBUIR', 'PROTOCOLADO', 'EM_EXAME', ${p.responsavelId}::integer)`;
  const r = await tx.execute<{ em: string | Date }>(sql`
    WITH novo AS (
      INSERT INTO processo (protocolo, protocolado_em, prazo, situacao, tipo_ato, empresa_id, empresa_nome, natureza_juridica, apresentante_nome, apresentante_documento,
                            apresentante_email, apresentante_telefone, documentos, itens, componentes, total_centavos, cotacao_id, deposito_id, responsavel_id, grupo_id,
                            codigo_verificacao, observacao, usuario)
      VALUES (${p.protocolo}, clock_timestamp(), ${p.prazo}, ${p.situacao}, ${p.tipoAto}, ${p.empresaId ?? null}, ${p.empresaNome}, ${p.naturezaJuridica ?? null}, ${a.nome}, ${a.documento},
              ${a.email ?? null}, ${a.telefone ?? null}, ${JSON.stringify(p.documentos)}::jsonb, ${JSON.stringify(p.itens)}::jsonb, ${JSON.stringify(p.componentes)}::jsonb,
              ${p.totalCentavos}, ${p.cotacaoId ?? null}, ${p.depositoId ?? null}, ${p.responsavelId ?? null}, ${p.grupoId ?? null}, ${p.codigoVerificacao}, ${p.observacao ?? null}, ${p.usuario})
      RETURNING protocolado_em)
    INSERT INTO processo_historico (protocolo, usuario, evento, de, para, responsavel_id, em)
    SELECT v.protocolo, v.usuario, v.evento, v.de, v.para, v.responsavel_id, novo.protocolado_em
      FROM novo, (VALUES (${p.protocolo}::integer, ${p.usuario}::text, 'PROTOCOLAR', NULL, 'PROTOCOLADO', NULL::integer)${distribuicao}) AS v (protocolo, usuario, evento, de, para, responsavel_id)
    RETURNING em`);
  const em = r.rows[0]?.em;
  if (em === undefined) throw new Error('the process was not written');
  return instante(em);
}

export interface MovimentoHistorico {
  readonly protocolo: number;
  readonly usuario: string;
  readonly evento: string;
  readonly de?: SituacaoProcesso;
  readonly para?: SituacaoProcesso;
  readonly motivo?: string;
  readonly responsavelId?: number;
}

/** Records a move, with how long it took since the process's move before (a productivity fact: who, what, when, how long). */
export async function registrarHistorico(tx: Db, h: MovimentoHistorico): Promise<void> {
  await tx.execute(sql`
    INSERT INTO processo_historico (protocolo, usuario, evento, de, para, motivo, responsavel_id, duracao_s)
    VALUES (${h.protocolo}, ${h.usuario}, ${h.evento}, ${h.de ?? null}, ${h.para ?? null}, ${h.motivo ?? null}, ${h.responsavelId ?? null},
            (SELECT greatest(0, round(extract(epoch FROM now() - max(em))))::integer FROM processo_historico WHERE protocolo = ${h.protocolo}))`);
}

interface LinhaProcesso extends Record<string, unknown> {
  readonly protocolo: number;
  readonly versao: number;
  readonly protocolado_em: string | Date;
  readonly prazo: string;
  readonly situacao: SituacaoProcesso;
  readonly situacao_anterior: SituacaoProcesso | null;
  readonly tipo_ato: string;
  readonly tipo_ato_nome: string;
  readonly empresa_id: number | null;
  readonly empresa_nome: string;
  readonly natureza_juridica: string | null;
  readonly apresentante_nome: string;
  readonly apresentante_documento: string;
  readonly apresentante_email: string | null;
  readonly apresentante_telefone: string | null;
  readonly documentos: readonly DocumentoApresentado[] | string;
  readonly itens: readonly ItemCotado[] | string;
  readonly componentes: readonly ValorComponente[] | string;
  readonly total_centavos: string | number;
  readonly cotacao_id: number | null;
  readonly deposito_id: number | null;
  readonly deposito_valor: string | number | null;
  readonly deposito_situacao: SituacaoDeposito | null;
  readonly deposito_recibo_id: number | null;
  readonly deposito_recibo_numero: string | number | null;
  readonly responsavel_id: number | null;
  readonly responsavel_login: string | null;
  readonly responsavel_nome: string | null;
  readonly grupo_id: number | null;
  readonly grupo_nome: string | null;
  readonly codigo_verificacao: string;
  readonly observacao: string | null;
  readonly usuario: string;
  readonly prazo_exigencia: string | null;
  readonly exigencias_abertas: readonly ExigenciaAberta[] | string | null;
}

interface LinhaHistorico extends Record<string, unknown> {
  readonly em: string | Date;
  readonly usuario: string;
  readonly evento: string;
  readonly de: SituacaoProcesso | null;
  readonly para: SituacaoProcesso | null;
  readonly motivo: string | null;
  readonly responsavel: string | null;
}

/** The process, locked for the transaction when asked; with its history. */
export async function buscarProcesso(db: Db, protocolo: number, bloquear = false): Promise<Processo | undefined> {
  const l = (
    await db.execute<LinhaProcesso>(sql`
      SELECT p.*, to_char(p.prazo, 'YYYY-MM-DD') AS prazo, t.nome AS tipo_ato_nome, d.valor_centavos AS deposito_valor, d.situacao AS deposito_situacao, d.recibo_id AS deposito_recibo_id,
             r.numero AS deposito_recibo_numero, u.login AS responsavel_login, u.nome AS responsavel_nome, g.nome AS grupo_nome,
             to_char(p.prazo_exigencia, 'YYYY-MM-DD') AS prazo_exigencia,
             (SELECT json_agg(json_build_object('id', e.id, 'ordem', e.ordem, 'texto', e.texto, 'fundamento', e.fundamento) ORDER BY e.ordem)
                FROM exame x JOIN exigencia e ON e.exame_id = x.id WHERE x.protocolo = p.protocolo AND e.situacao = 'ABERTA') AS exigencias_abertas
        FROM processo p JOIN tipo_ato t ON t.codigo = p.tipo_ato
        LEFT JOIN deposito d ON d.id = p.deposito_id LEFT JOIN recibo r ON r.id = d.recibo_id
        LEFT JOIN usuario u ON u.id = p.responsavel_id LEFT JOIN grupo_distribuicao g ON g.id = p.grupo_id
       WHERE p.protocolo = ${protocolo}${bloquear ? sql` FOR UPDATE OF p` : sql``}`)
  ).rows[0];
  if (l === undefined) return undefined;
  const historico = await db.execute<LinhaHistorico>(sql`
    SELECT h.em, h.usuario, h.evento, h.de, h.para, h.motivo, u.nome AS responsavel
      FROM processo_historico h LEFT JOIN usuario u ON u.id = h.responsavel_id WHERE h.protocolo = ${protocolo} ORDER BY h.id`);
  return {
    protocolo: l.protocolo,
    versao: l.versao,
    protocoladoEm: instante(l.protocolado_em),
    prazo: l.prazo,
    situacao: l.situacao,
    ...opcional('situacaoAnterior', l.situacao_anterior),
    tipoAto: l.tipo_ato,
    tipoAtoNome: l.tipo_ato_nome,
    apresentante: {
      nome: l.apresentante_nome,
      documento: l.apresentante_documento,
      ...opcional('email', l.apresentante_email),
      ...opcional('telefone', l.apresentante_telefone),
    },
    ...opcional('empresaId', l.empresa_id),
    empresaNome: l.empresa_nome,
    ...opcional('naturezaJuridica', l.natureza_juridica),
    documentos: jsonDe(l.documentos),
    itens: jsonDe(l.itens),
    componentes: jsonDe(l.componentes),
    totalCentavos: Number(l.total_centavos),
    ...opcional('cotacaoId', l.cotacao_id),
    ...(l.deposito_id === null || l.deposito_situacao === null || l.deposito_recibo_id === null
      ? {}
      : { deposito: { id: l.deposito_id, valorCentavos: Number(l.deposito_valor), reciboId: l.deposito_recibo_id, reciboNumero: Number(l.deposito_recibo_numero), situacao: l.deposito_situacao } }),
    ...(l.responsavel_id === null ? {} : { responsavel: { id: l.responsavel_id, login: l.responsavel_login ?? '', nome: l.responsavel_nome ?? '' } }),
    ...(l.grupo_id === null ? {} : { grupo: { id: l.grupo_id, nome: l.grupo_nome ?? '' } }),
    codigoVerificacao: l.codigo_verificacao,
    ...opcional('observacao', l.observacao),
    usuario: l.usuario,
    ...(l.exigencias_abertas === null ? {} : { exigenciasAbertas: jsonDe(l.exigencias_abertas) }),
    ...(l.situacao === 'EM_EXIGENCIA' ? opcional('prazoExigencia', l.prazo_exigencia) : {}),
    historico: historico.rows.map(
      (h): HistoricoProcesso => ({
        em: instante(h.em),
        usuario: h.usuario,
        evento: h.evento,
        ...opcional('de', h.de),
        ...opcional('para', h.para),
        ...opcional('motivo', h.motivo),
        ...opcional('responsavel', h.responsavel),
      }),
    ),
  };
}

export async function gravarSituacao(tx: Db, protocolo: number, situacao: SituacaoProcesso, anterior: SituacaoProcesso | undefined): Promise<void> {
  await tx.execute(sql`UPDATE processo SET situacao = ${situacao}, situacao_anterior = ${anterior ?? null}, atualizado_em = now(), versao = versao + 1 WHERE protocolo = ${protocolo}`);
}

export async function gravarResponsavel(tx: Db, protocolo: number, responsavelId: number, grupoId: number | undefined, situacao: SituacaoProcesso): Promise<void> {
  await tx.execute(sql`
    UPDATE processo SET responsavel_id = ${responsavelId}, grupo_id = coalesce(${grupoId ?? null}, grupo_id), situacao = ${situacao}, atualizado_em = now(), versao = versao + 1
     WHERE protocolo = ${protocolo}`);
}

export async function gravarCorrecao(
  tx: Db,
  protocolo: number,
  c: { readonly apresentante: Apresentante; readonly empresaNome: string; readonly documentos: readonly DocumentoApresentado[]; readonly observacao?: string },
): Promise<void> {
  const a = c.apresentante;
  await tx.execute(sql`
    UPDATE processo SET apresentante_nome = ${a.nome}, apresentante_documento = ${a.documento}, apresentante_email = ${a.email ?? null}, apresentante_telefone = ${a.telefone ?? null},
           empresa_nome = ${c.empresaNome}, documentos = ${JSON.stringify(c.documentos)}::jsonb, observacao = ${c.observacao ?? null}, atualizado_em = now(), versao = versao + 1
     WHERE protocolo = ${protocolo}`);
}

interface LinhaLista extends Record<string, unknown> {
  readonly protocolo: number;
  readonly versao: number;
  readonly protocolado_em: string | Date;
  readonly prazo: string;
  readonly situacao: SituacaoProcesso;
  readonly tipo_ato: string;
  readonly tipo_ato_nome: string;
  readonly apresentante_nome: string;
  readonly empresa_nome: string;
  readonly responsavel_id: number | null;
  readonly responsavel_nome: string | null;
  readonly total_centavos: string | number;
}

function itemDaLista(l: LinhaLista): ProcessoListaItem {
  return {
    protocolo: l.protocolo,
    versao: l.versao,
    protocoladoEm: instante(l.protocolado_em),
    prazo: l.prazo,
    situacao: l.situacao,
    tipoAto: l.tipo_ato,
    tipoAtoNome: l.tipo_ato_nome,
    apresentanteNome: l.apresentante_nome,
    empresaNome: l.empresa_nome,
    ...opcional('responsavelId', l.responsavel_id),
    ...opcional('responsavelNome', l.responsavel_nome),
    totalCentavos: Number(l.total_centavos),
  };
}

/** A list row's columns, over `processo p`, `tipo_ato t` and `usuario u` (the assignee). */
const COLUNAS_LISTA = sql`
  SELECT p.protocolo, p.versao, p.protocolado_em, to_char(p.prazo, 'YYYY-MM-DD') AS prazo, p.situacao, p.tipo_ato, t.nome AS tipo_ato_nome, p.apresentante_nome,
         p.empresa_nome, p.responsavel_id, u.nome AS responsavel_nome, p.total_centavos`;

const ORDENACAO: Readonly<Record<string, SQL>> = { protocolo: sql`p.protocolo`, prazo: sql`p.prazo`, protocoladoEm: sql`p.protocolado_em`, situacao: sql`p.situacao` };

function condicoesDe(f: FiltroProcessos, hoje: string): SQL[] {
  const c: SQL[] = [];

  if (f.protocolo !== undefined) c.push(sql`p.protocolo = ${f.protocolo}`);
  if (f.apresentante !== undefined) {
    // A CPF or CNPJ typed (digits and punctuation only) is looked up as such; anything else is part of a name.
    const documento = /^[\d.\-/\s]+$/.test(f.apresentante) ? f.apresentante.replace(/\D/g, '') : '';
    c.push(documento.length >= 11 ? sql`p.apresentante_documento = ${documento}` : sql`f_unaccent(lower(p.apresentante_nome)) LIKE f_unaccent(lower(${contendo(f.apresentante)}))`);
  }
  if (f.empresa !== undefined) c.push(sql`f_unaccent(lower(p.empresa_nome)) LIKE f_unaccent(lower(${contendo(f.empresa)}))`);
  if (f.situacao !== undefined) c.push(sql`p.situacao = ${f.situacao}`);
  // A period of days in Brasília, as instants: the index on protocolado_em serves it.
  if (f.de !== undefined) c.push(sql`p.protocolado_em >= (${f.de}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')`);
  if (f.ate !== undefined) c.push(sql`p.protocolado_em < ((${f.ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`);
  if (f.responsavelId !== undefined) c.push(sql`p.responsavel_id = ${f.responsavelId}`);
  if (f.semResponsavel === true) c.push(sql`p.responsavel_id IS NULL`);
  if (f.vencidos === true) c.push(sql`p.prazo < ${hoje}::date AND p.situacao IN (${ABERTAS})`);
  if (f.tipoAto !== undefined) c.push(sql`p.tipo_ato = ${f.tipoAto}`);
  return c;
}

/**
 * A page of processes (`fila`: only the exam queue's states, by deadline). Without filters, the total is the
 * protocol counter: numbers are never skipped nor removed, so a million processes are not counted row by row.
 */
export async function listarProcessos(db: Db, f: FiltroProcessos, paginacao: Paginacao, hoje: string, fila = false): Promise<Pagina<ProcessoListaItem>> {
  const condicoes = condicoesDe(f, hoje);
  if (fila) condicoes.push(sql`p.situacao IN (${sql.join(SITUACOES_FILA.map((s) => sql`${s}`), sql`, `)})`);
  const where = condicoes.length === 0 ? sql`` : sql`WHERE ${sql.join(condicoes, sql` AND `)}`;
  // Newest first: by number, or — within a period — by the instant, which follows the number (both taken under the
  // counter's lock), so the period's index serves the order too.
  const porPeriodo = f.de !== undefined || f.ate !== undefined;
  const padrao = fila ? sql`p.prazo ASC, p.protocolo ASC` : porPeriodo ? sql`p.protocolado_em DESC, p.protocolo DESC` : sql`p.protocolo DESC`;
  const ordem = paginacao.sortBy === undefined ? padrao : sql`${ORDENACAO[paginacao.sortBy] ?? sql`p.protocolo`} ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`}, p.protocolo DESC`;
  const [total, linhas] = await lerJuntos(db, [
    () => condicoes.length === 0 ? totalDeProcessos(db) : db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM processo p ${where}`).then((r) => Number(r.rows[0]?.n ?? 0)),
    () => db.execute<LinhaLista>(sql`
      ${COLUNAS_LISTA}
        FROM (SELECT * FROM processo p ${where} ORDER BY ${ordem} LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}) p
        JOIN tipo_ato t ON t.codigo = p.tipo_ato LEFT JOIN usuario u ON u.id = p.responsavel_id
       ORDER BY ${ordem}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(linhas.rows.map(itemDaLista), { ...paginacao, ...sortBy }, total);
}

/** Rows of the lists for these protocols (after a redistribution). */
export async function itensDaLista(db: Db, protocolos: readonly number[]): Promise<readonly ProcessoListaItem[]> {
  if (protocolos.length === 0) return [];
  const r = await db.execute<LinhaLista>(sql`
    ${COLUNAS_LISTA}
      FROM processo p JOIN tipo_ato t ON t.codigo = p.tipo_ato LEFT JOIN usuario u ON u.id = p.responsavel_id
     WHERE p.protocolo IN (${sql.join(protocolos.map((n) => sql`${n}`), sql`, `)}) ORDER BY p.protocolo`);
  return r.rows.map(itemDaLista);
}

/**
 * The active group that takes this kind of act (the lowest id when several do; a group naming no kind takes every
 * kind, after those that name it) and its members as candidates, in one query: it runs while every intake waits.
 */
export async function candidatosDoAto(
  tx: Db,
  tipoAto: string,
): Promise<{ readonly grupoId: number; readonly grupoNome: string; readonly candidatos: readonly (Candidato & { readonly login: string; readonly nome: string })[] } | undefined> {
  const r = await tx.execute<{
    grupo_id: number;
    grupo_nome: string;
    usuario_id: number | null;
    login: string;
    nome: string;
    ausencias: { de: string; ate: string }[] | string;
    abertos: string | number;
    ultima: string | Date | null;
  }>(sql`
    WITH g AS (
      SELECT g.id, g.nome FROM grupo_distribuicao g
       WHERE g.ativo AND (cardinality(g.tipos_ato) = 0 OR EXISTS (
               SELECT 1 FROM unnest(g.tipos_ato) k, tipo_ato t WHERE t.codigo = ${tipoAto} AND (k = t.codigo OR f_unaccent(lower(k)) = f_unaccent(lower(t.nome)))))
       ORDER BY cardinality(g.tipos_ato) = 0, g.id LIMIT 1)
    SELECT g.id AS grupo_id, g.nome AS grupo_nome, m.usuario_id, u.login, u.nome,
           coalesce((SELECT json_agg(json_build_object('de', to_char(a.de, 'YYYY-MM-DD'), 'ate', to_char(a.ate, 'YYYY-MM-DD'))) FROM grupo_distribuicao_ausencia a
                      WHERE a.grupo_id = m.grupo_id AND a.usuario_id = m.usuario_id), '[]') AS ausencias,
           (SELECT count(*) FROM processo p WHERE p.responsavel_id = m.usuario_id AND p.situacao IN (${ABERTAS})) AS abertos,
           (SELECT max(h.em) FROM processo_historico h WHERE h.responsavel_id = m.usuario_id) AS ultima
      FROM g LEFT JOIN (grupo_distribuicao_membro m JOIN usuario u ON u.id = m.usuario_id AND u.ativo AND NOT u.removido) ON m.grupo_id = g.id`);
  const primeira = r.rows[0];
  if (primeira === undefined) return undefined;
  return {
    grupoId: primeira.grupo_id,
    grupoNome: primeira.grupo_nome,
    candidatos: r.rows.flatMap((c) =>
      c.usuario_id === null
        ? []
        : [{ usuarioId: c.usuario_id, login: c.login, nome: c.nome, ausencias: jsonDe(c.ausencias), abertos: Number(c.abertos), ...(c.ultima === null ? {} : { ultimaDistribuicao: instante(c.ultima) }) }],
    ),
  };
}

/** Whether a person is a member of an active distribution group, and which group to record (the first). */
export async function grupoDoMembro(tx: Db, usuarioId: number): Promise<number | undefined> {
  const r = await tx.execute<{ id: number }>(sql`
    SELECT g.id FROM grupo_distribuicao g JOIN grupo_distribuicao_membro m ON m.grupo_id = g.id
      JOIN usuario u ON u.id = m.usuario_id
     WHERE g.ativo AND m.usuario_id = ${usuarioId} AND u.ativo AND NOT u.removido ORDER BY g.id LIMIT 1`);
  return r.rows[0]?.id;
}

/** Who holds what: every member of an active group, with their open and overdue processes. */
export async function cargaDosExaminadores(db: Db, hoje: string): Promise<readonly CargaExaminador[]> {
  const r = await db.execute<{ usuario_id: number; login: string; nome: string; grupos: string[] | string; abertos: string | number; vencidos: string | number; ausente: boolean }>(sql`
    SELECT u.id AS usuario_id, u.login, u.nome, array_agg(DISTINCT g.nome ORDER BY g.nome) AS grupos,
           (SELECT count(*) FROM processo p WHERE p.responsavel_id = u.id AND p.situacao IN (${ABERTAS})) AS abertos,
           (SELECT count(*) FROM processo p WHERE p.responsavel_id = u.id AND p.situacao IN (${ABERTAS}) AND p.prazo < ${hoje}::date) AS vencidos,
           EXISTS (SELECT 1 FROM grupo_distribuicao_ausencia a WHERE a.usuario_id = u.id AND ${hoje}::date BETWEEN a.de AND a.ate) AS ausente
      FROM grupo_distribuicao g JOIN grupo_distribuicao_membro m ON m.grupo_id = g.id JOIN usuario u ON u.id = m.usuario_id
     WHERE g.ativo AND u.ativo AND NOT u.removido
     GROUP BY u.id, u.login, u.nome ORDER BY u.nome`);
  return r.rows.map((l) => ({
    usuarioId: l.usuario_id,
    login: l.login,
    nome: l.nome,
    grupos: typeof l.grupos === 'string' ? l.grupos.replace(/^\{|\}$/g, '').split(',').map((s) => s.replace(/^"|"$/g, '')) : l.grupos,
    abertos: Number(l.abertos),
    vencidos: Number(l.vencidos),
    ausente: l.ausente,
  }));
}

/** What the public lookup reads of a process: one query by its number. */
export interface LinhaConsulta {
  readonly codigo: string;
  readonly situacao: SituacaoProcesso;
  readonly protocoladoEm: string;
  readonly prazo: string;
  readonly atualizadoEm: string;
}

/** The public lookup's repository: an interface, so a test can count its calls. */
export interface RepositorioConsulta {
  porProtocolo(protocolo: number): Promise<LinhaConsulta | undefined>;
}

export function repositorioConsulta(db: Db): RepositorioConsulta {
  return {
    async porProtocolo(protocolo) {
      const l = (
        await db.execute<{ codigo_verificacao: string; situacao: SituacaoProcesso; protocolado_em: string | Date; prazo: string; atualizado_em: string | Date }>(
          sql`SELECT codigo_verificacao, situacao, protocolado_em, to_char(prazo, 'YYYY-MM-DD') AS prazo, atualizado_em FROM processo WHERE protocolo = ${protocolo}`,
        )
      ).rows[0];
      return l === undefined
        ? undefined
        : { codigo: l.codigo_verificacao, situacao: l.situacao, protocoladoEm: instante(l.protocolado_em), prazo: l.prazo, atualizadoEm: instante(l.atualizado_em) };
    },
  };
}
