/**
 * Processes (issue 25): the intake in one transaction (the next order number, the deadline from the catalogue and
 * the office's calendar, the distribution to a member of the right group, the verification code, the prior deposit),
 * a clerk's corrections, the state machine's events (refused by @rpj/domain's machine when the law forbids them),
 * manual distribution, and the public lookup's constant work.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  addBusinessDays,
  anosDoPrazo,
  calendario,
  documentosExigidos,
  errosDaCorrecao,
  errosDaEntrada,
  errosDasParcelas,
  escolherMembro,
  gerarCodigoVerificacao,
  MENSAGEM_CONSULTA_NAO_ENCONTRADA,
  podeDisparar,
  processoAberto,
  consultaPublica,
  situacaoDoPrazo,
  type Calendario,
  type PrazoSituacao,
  type SituacaoProcesso,
  type SituacaoCaixa,
  type HistoricoProcesso,
  diaCivil,
  FUSO_HORARIO_PADRAO,
  transicionar,
  TRANSICOES,
  type ConsultaSolicitacao,
  type ConsultaSolicitacaoPedido,
  type CorrecaoProcesso,
  type DocumentoExigido,
  type EntradaProcesso,
  type ErroCampo,
  type EventoProcesso,
  type EventoSalvar,
  type Pagina,
  type Processo,
  type ProcessoListaItem,
  type RedistribuicaoSalvar,
} from '@rpj/domain';
import { audit, auditar } from '../audit/audit.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { jsonDe } from '../db/linha.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { forbidden } from '../http/route.ts';
import { gravarDepositoNoCaixa } from '../caixas/depositos.repository.ts';
import { recusaDoCaixa, type Autor } from '../caixas/caixas.service.ts';
import { calendarioDoAno } from '../feriados/feriados.service.ts';
import { precificarItens } from '../servicos/servicos.service.ts';
import {
  buscarProcesso,
  candidatosDoAto,
  gravarCorrecao,
  gravarResponsavel,
  gravarSituacao,
  grupoDoMembro,
  inserirProcesso,
  itensDaLista,
  proximoProtocolo,
  registrarHistorico,
  type NovoProcesso,
  type RepositorioConsulta,
} from './processos.repository.ts';

export function processoNaoEncontrado(): ApiError {
  return new ApiError(404, 'Processo não encontrado.');
}

export async function releitura(db: Db, protocolo: number): Promise<Processo> {
  const p = await buscarProcesso(db, protocolo);
  if (p === undefined) throw new Error('the process just written is gone');
  return p;
}

interface AtoDaEntrada {
  readonly nome: string;
  readonly prazoDiasUteis: number;
  readonly documentos: readonly DocumentoExigido[];
}

/** What an intake refers to, read in one query: the kind, the entity, the nature, the quote, the box. */
interface Referencias {
  readonly ato?: AtoDaEntrada;
  readonly empresa?: { readonly nome: string; readonly natureza: string };
  readonly naturezaExiste: boolean;
  readonly cotacaoExiste: boolean;
  readonly caixa?: { readonly usuarioId: number; readonly situacao: SituacaoCaixa };
}

async function referenciasDaEntrada(db: Db, corpo: EntradaProcesso): Promise<Referencias> {
  const l = (
    await db.execute<{
      ato: { nome: string; prazo_dias_uteis: number; documentos: DocumentoExigido[] } | string | null;
      empresa: { denominacao: string; natureza_juridica: string } | string | null;
      natureza: boolean;
      cotacao: boolean;
      caixa: { usuario_id: number; situacao: SituacaoCaixa } | string | null;
    }>(sql`
      SELECT (SELECT json_build_object('nome', nome, 'prazo_dias_uteis', prazo_dias_uteis, 'documentos', documentos) FROM tipo_ato WHERE codigo = ${corpo.tipoAto}) AS ato,
             (SELECT json_build_object('denominacao', denominacao, 'natureza_juridica', natureza_juridica) FROM empresa WHERE id = ${corpo.empresaId ?? null}::integer) AS empresa,
             EXISTS (SELECT 1 FROM natureza_juridica WHERE codigo = ${corpo.naturezaJuridica ?? ''}) AS natureza,
             EXISTS (SELECT 1 FROM cotacao WHERE id = ${corpo.cotacaoId ?? null}::integer) AS cotacao,
             (SELECT json_build_object('usuario_id', usuario_id, 'situacao', situacao) FROM caixa WHERE id = ${corpo.deposito?.caixaId ?? null}::integer) AS caixa`)
  ).rows[0];
  const ato = l?.ato === null || l?.ato === undefined ? undefined : jsonDe(l.ato);
  const empresa = l?.empresa === null || l?.empresa === undefined ? undefined : jsonDe(l.empresa);
  const caixa = l?.caixa === null || l?.caixa === undefined ? undefined : jsonDe(l.caixa);
  return {
    ...(ato === undefined ? {} : { ato: { nome: ato.nome, prazoDiasUteis: ato.prazo_dias_uteis, documentos: ato.documentos } }),
    ...(empresa === undefined ? {} : { empresa: { nome: empresa.denominacao, natureza: empresa.natureza_juridica } }),
    naturezaExiste: l?.natureza === true,
    cotacaoExiste: l?.cotacao === true,
    ...(caixa === undefined ? {} : { caixa: { usuarioId: caixa.usuario_id, situacao: caixa.situacao } }),
  };
}

/** The legal deadline of a process protocolled on `dia`: the kind's business days, by the office's calendar. */
export async function prazoDoProtocolo(db: Db, dia: string, diasUteis: number): Promise<string> {
  return addBusinessDays(dia, diasUteis, await calendarioEm(db, dia));
}

/** The office's calendar around a day (its year and the next). */
export async function calendarioEm(db: Db, dia: string): Promise<Calendario> {
  return calendario((await lerJuntos(db, anosDoPrazo(dia).map((ano) => () => calendarioDoAno(db, ano)))).flat());
}

/**
 * Each open process's deadline as it stands today, on the office's calendar (a deadline in the past: the calendar of
 * its own year too).
 */
export async function comPrazo<T extends { readonly situacao: SituacaoProcesso; readonly prazo: string }>(db: Db, dia: string, itens: readonly T[]): Promise<readonly (T & { readonly prazoSituacao?: PrazoSituacao })[]> {
  const abertos = itens.filter((i) => processoAberto(i.situacao));
  if (abertos.length === 0) return itens;
  const inicio = [dia, ...abertos.map((i) => i.prazo)].sort()[0] ?? dia;
  const anos = [...new Set([...anosDoPrazo(inicio), ...anosDoPrazo(dia)])];
  const cal = calendario((await lerJuntos(db, anos.map((ano) => () => calendarioDoAno(db, ano)))).flat());
  return itens.map((i) => (processoAberto(i.situacao) ? { ...i, prazoSituacao: situacaoDoPrazo(dia, i.prazo, cal) } : i));
}

/**
 * Intake. Everything that can be refused is checked, priced and counted first, without a lock (the box too: a closed
 * one is refused before a number is taken). Then the short part every intake waits for: the next order number (its
 * counter stays locked until the commit, so numbers are gapless and in the order intakes commit), the examiner chosen
 * seeing every intake committed before, the box locked and the deposit with its receipt, the process with its first
 * moves, the audit. The process is read back after the commit, outside that part.
 */
export async function protocolar(db: Db, uf: string, corpo: EntradaProcesso, autor: Autor): Promise<Processo> {
  return db.transaction(async (tx) => {
    const erros: ErroCampo[] = [...errosDaEntrada(corpo)];
    const ref = await referenciasDaEntrada(tx, corpo);
    const { ato, empresa } = ref;
    if (ato === undefined) erros.push({ campo: 'tipoAto', mensagem: 'Tipo de ato desconhecido: escolha um do catálogo.' });
    if (corpo.empresaId !== undefined && empresa === undefined) erros.push({ campo: 'empresaId', mensagem: 'Entidade não encontrada: escolha uma da lista.' });
    if (corpo.empresaId === undefined && corpo.naturezaJuridica !== undefined && !ref.naturezaExiste) {
      erros.push({ campo: 'naturezaJuridica', mensagem: 'Natureza jurídica desconhecida: escolha uma da lista.' });
    }
    if (corpo.cotacaoId !== undefined && !ref.cotacaoExiste) erros.push({ campo: 'cotacaoId', mensagem: 'Cotação não encontrada.' });
    if (corpo.deposito !== undefined) {
      if (!autor.principal.permissoes.has('EDITAR_CAIXAS')) throw forbidden(['EDITAR_CAIXAS']);
      erros.push(...errosDasParcelas(corpo.deposito.parcelas, corpo.deposito.valorCentavos, 'o valor do depósito').map((e) => ({ ...e, campo: `deposito.${e.campo}` })));
      const recusa = recusaDoCaixa(ref.caixa);
      if (recusa !== undefined) erros.push({ campo: 'deposito.caixaId', mensagem: recusa.status === 404 ? 'Caixa não encontrado: escolha um caixa aberto.' : recusa.message });
    }
    if (erros.length > 0) throw invalidInput(erros);
    if (ato === undefined) throw new Error('unreachable: the kind was checked');
    const dia = hojeEmBrasilia();
    const [precificados, cal] = await lerJuntos(tx, [() => precificarItens(tx, uf, dia, corpo.itens, 'itens'), () => calendarioEm(tx, dia)]);
    const prazo = addBusinessDays(dia, ato.prazoDiasUteis, cal);
    const natureza = empresa?.natureza ?? corpo.naturezaJuridica;
    const exigidos = natureza === undefined ? [] : documentosExigidos(ato, natureza).map((d) => d.nome);
    const documentos = [
      ...exigidos.map((nome) => ({ nome, exigido: true, apresentado: corpo.documentos.some((d) => d.nome === nome && d.apresentado) })),
      ...corpo.documentos.filter((d) => !exigidos.includes(d.nome)).map((d) => ({ ...d, exigido: false })),
    ];
    const apresentante = { ...corpo.apresentante, nome: corpo.apresentante.nome.trim() };
    const usuario = autor.principal.login;

    // From here every intake waits for the one before to commit: a few statements only.
    const numero = await proximoProtocolo(tx);
    const distribuicao = await candidatosDoAto(tx, corpo.tipoAto);
    const responsavelId = distribuicao === undefined ? undefined : escolherMembro(distribuicao.candidatos, dia);
    const responsavel = distribuicao?.candidatos.find((c) => c.usuarioId === responsavelId);
    let deposito: Processo['deposito'];
    const dadosDeposito = corpo.deposito === undefined ? undefined : { protocolo: String(numero), depositante: apresentante.nome, documento: apresentante.documento, valorCentavos: corpo.deposito.valorCentavos, parcelas: corpo.deposito.parcelas };
    if (corpo.deposito !== undefined && dadosDeposito !== undefined) {
      const gravado = await gravarDepositoNoCaixa(tx, corpo.deposito.caixaId, dadosDeposito, usuario);
      if (gravado === undefined) throw invalidInput([{ campo: 'deposito.caixaId', mensagem: 'Este caixa acabou de ser fechado: escolha um caixa aberto.' }]);
      deposito = { id: gravado.id, valorCentavos: dadosDeposito.valorCentavos, reciboId: gravado.reciboId, reciboNumero: gravado.reciboNumero, situacao: 'EM_ABERTO' };
    }
    const novo: NovoProcesso = {
      protocolo: numero,
      prazo,
      situacao: responsavel === undefined ? 'PROTOCOLADO' : 'EM_EXAME',
      tipoAto: corpo.tipoAto,
      ...(corpo.empresaId === undefined ? {} : { empresaId: corpo.empresaId }),
      empresaNome: empresa?.nome ?? (corpo.empresaNome ?? '').trim(),
      ...(natureza === undefined ? {} : { naturezaJuridica: natureza }),
      apresentante,
      documentos,
      ...precificados,
      ...(corpo.cotacaoId === undefined ? {} : { cotacaoId: corpo.cotacaoId }),
      ...(deposito === undefined ? {} : { depositoId: deposito.id }),
      ...(responsavel === undefined || distribuicao === undefined ? {} : { responsavelId: responsavel.usuarioId, grupoId: distribuicao.grupoId }),
      codigoVerificacao: gerarCodigoVerificacao((n) => randomBytes(n)),
      ...(corpo.observacao === undefined ? {} : { observacao: corpo.observacao }),
      usuario,
    };
    const em = await inserirProcesso(tx, novo);
    await auditar(tx, [
      { ator: autor.principal, acao: 'CRIACAO', entidade: 'processo', entidadeId: numero, requestId: autor.requestId, depois: novo },
      ...(deposito === undefined ? [] : [{ ator: autor.principal, acao: 'CRIACAO' as const, entidade: 'deposito', entidadeId: deposito.id, requestId: autor.requestId, depois: { ...dadosDeposito, caixaId: corpo.deposito?.caixaId, reciboNumero: deposito.reciboNumero } }]),
    ]);
    // The answer is what was written (the same as reading it back, which a test holds): no read while others wait.
    const historico: HistoricoProcesso[] = [{ em, usuario, evento: 'PROTOCOLAR', para: 'PROTOCOLADO' }];
    if (responsavel !== undefined) historico.push({ em, usuario, evento: 'DISTRIBUIR', de: 'PROTOCOLADO', para: 'EM_EXAME', responsavel: responsavel.nome });
    const { depositoId: _d, responsavelId: _r, grupoId: _g, ...dados } = novo;
    return {
      ...dados,
      versao: 0,
      protocoladoEm: em,
      tipoAtoNome: ato.nome,
      ...(deposito === undefined ? {} : { deposito }),
      ...(responsavel === undefined || distribuicao === undefined ? {} : { responsavel: { id: responsavel.usuarioId, login: responsavel.login, nome: responsavel.nome }, grupo: { id: distribuicao.grupoId, nome: distribuicao.grupoNome } }),
      historico,
      prazoSituacao: situacaoDoPrazo(dia, prazo, cal),
    };
  });
}

/** Today in Brasília (the office's day). */
export function hojeEmBrasilia(): string {
  return diaCivil(Date.now(), FUSO_HORARIO_PADRAO);
}

/** A page of list rows with each open process's deadline as it stands today. */
export async function paginaComPrazo<T extends { readonly situacao: SituacaoProcesso; readonly prazo: string }>(db: Db, dia: string, pagina: Pagina<T>): Promise<Pagina<T & { readonly prazoSituacao?: PrazoSituacao }>> {
  return { ...pagina, content: [...(await comPrazo(db, dia, pagina.content))] };
}

/** The machine's refusal of `evento` from `situacao` (409), or `alternativa` when the machine would allow it. */
export function recusaDoEstado(situacao: SituacaoProcesso, evento: EventoProcesso, alternativa: string): ApiError {
  const r = transicionar({ situacao }, evento);
  return new ApiError(409, 'erro' in r ? r.erro : alternativa);
}

/** A move of the machine on a locked process, written with its history row; the state it reached. */
export async function moverProcesso(
  tx: Db,
  p: Pick<Processo, 'protocolo' | 'situacao' | 'situacaoAnterior'>,
  evento: EventoProcesso,
  usuario: string,
  motivo?: string,
): Promise<SituacaoProcesso> {
  const r = transicionar({ situacao: p.situacao, ...(p.situacaoAnterior === undefined ? {} : { anterior: p.situacaoAnterior }) }, evento);
  if ('erro' in r) throw new ApiError(409, r.erro);
  await gravarSituacao(tx, p.protocolo, r.estado.situacao, r.estado.anterior);
  await registrarHistorico(tx, { protocolo: p.protocolo, usuario, evento, de: p.situacao, para: r.estado.situacao, ...(motivo === undefined || motivo === '' ? {} : { motivo }) });
  return r.estado.situacao;
}

/** The process locked, when it exists and its version is the caller's. */
export async function processoParaAlterar(tx: Db, protocolo: number, versao: number): Promise<Processo> {
  const p = await buscarProcesso(tx, protocolo, true);
  if (p === undefined) throw processoNaoEncontrado();
  if (p.versao !== versao) throw staleVersion('O processo');
  return p;
}

/** A clerk's corrections (EDITAR_PROCESSOS): presenter, entity's name, documents, note; recorded in the history. */
export async function corrigir(db: Db, protocolo: number, corpo: CorrecaoProcesso, autor: Autor): Promise<Processo> {
  return db.transaction(async (tx) => {
    const erros = errosDaCorrecao(corpo);
    if (erros.length > 0) throw invalidInput(erros);
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    await gravarCorrecao(tx, protocolo, {
      apresentante: { ...corpo.apresentante, nome: corpo.apresentante.nome.trim() },
      empresaNome: antes.empresaId === undefined ? corpo.empresaNome.trim() : antes.empresaNome,
      documentos: corpo.documentos,
      ...(corpo.observacao === undefined ? {} : { observacao: corpo.observacao }),
    });
    await registrarHistorico(tx, { protocolo, usuario: autor.principal.login, evento: 'CORRIGIR' });
    const depois = await releitura(tx, protocolo);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'processo', entidadeId: protocolo, requestId: autor.requestId, antes, depois });
    return depois;
  });
}

/**
 * Fires an event of the state machine: the caller must hold one of the event's permissions, a move by hand needs
 * its reason, and the machine refuses what the law forbids. A distribution names its person: that is manual
 * distribution's job.
 */
export async function disparar(db: Db, protocolo: number, corpo: EventoSalvar, autor: Autor): Promise<Processo> {
  const t = TRANSICOES[corpo.evento];
  if (!podeDisparar(corpo.evento, { permissoes: [...autor.principal.permissoes] })) throw forbidden(t.permissoes);
  const motivo = corpo.motivo?.trim() ?? '';
  if (t.manual && motivo === '') throw invalidInput([{ campo: 'motivo', mensagem: `Informe o motivo: “${t.rotulo}” fica no histórico do processo com ele.` }]);
  if (corpo.evento === 'DISTRIBUIR') throw invalidInput([{ campo: 'evento', mensagem: 'Distribua pela distribuição manual: ela escolhe a quem o processo vai.' }]);
  return db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    await moverProcesso(tx, antes, corpo.evento, autor.principal.login, motivo);
    const depois = await releitura(tx, protocolo);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'processo', entidadeId: protocolo, requestId: autor.requestId, antes, depois });
    return depois;
  });
}

/**
 * Manual distribution: each process (at the version the screen showed, still open) to a member of an active
 * distribution group, with the reason in each one's history. A protocolled process waiting for distribution goes
 * to exam. All or none.
 */
export async function redistribuir(db: Db, corpo: RedistribuicaoSalvar, autor: Autor): Promise<readonly ProcessoListaItem[]> {
  return db.transaction(async (tx) => {
    const grupoId = await grupoDoMembro(tx, corpo.responsavelId);
    if (grupoId === undefined) throw invalidInput([{ campo: 'responsavelId', mensagem: 'Escolha um membro ativo de um grupo de distribuição.' }]);
    const protocolos = [...new Set(corpo.processos.map((p) => p.protocolo))].sort((a, b) => a - b);
    const motivo = corpo.motivo.trim();
    for (const protocolo of protocolos) {
      const versao = corpo.processos.find((p) => p.protocolo === protocolo)?.versao ?? -1;
      const antes = await processoParaAlterar(tx, protocolo, versao);
      if (!processoAberto(antes.situacao)) throw new ApiError(409, `O processo ${String(protocolo)} não está mais em andamento: não pode ser redistribuído.`);
      const situacao = antes.situacao === 'PROTOCOLADO' ? 'EM_EXAME' : antes.situacao;
      await gravarResponsavel(tx, protocolo, corpo.responsavelId, grupoId, situacao);
      await registrarHistorico(tx, {
        protocolo,
        usuario: autor.principal.login,
        evento: antes.situacao === 'PROTOCOLADO' ? 'DISTRIBUIR' : 'REDISTRIBUIR',
        ...(situacao === antes.situacao ? {} : { de: antes.situacao, para: situacao }),
        motivo,
        responsavelId: corpo.responsavelId,
      });
      await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'processo', entidadeId: protocolo, requestId: autor.requestId, antes: { responsavel: antes.responsavel?.id }, depois: { responsavel: corpo.responsavelId, motivo } });
    }
    return itensDaLista(tx, protocolos);
  });
}

/** Compared when no process has the number, so both paths do the same work. */
const CODIGO_AUSENTE = '000000000000';

/**
 * The public lookup: one read by number, one constant-time comparison of the code, whether the process exists or
 * not; a wrong code and a missing protocol get the same answer.
 */
export async function consultarSolicitacao(repo: RepositorioConsulta, pedido: ConsultaSolicitacaoPedido): Promise<ConsultaSolicitacao> {
  const linha = await repo.porProtocolo(pedido.protocolo);
  const esperado = Buffer.from(linha?.codigo ?? CODIGO_AUSENTE, 'utf8');
  const recebido = Buffer.from(pedido.codigo.padEnd(esperado.length, ' ').slice(0, esperado.length), 'utf8');
  const igual = timingSafeEqual(esperado, recebido);
  if (!igual || linha === undefined) throw new ApiError(404, MENSAGEM_CONSULTA_NAO_ENCONTRADA);
  return consultaPublica({ protocolo: pedido.protocolo, ...linha }, (instante) => diaCivil(Date.parse(instante), FUSO_HORARIO_PADRAO));
}
