/**
 * The exam (issue 26): a round's decision — fit, or a requirement note with its deadline in the office's business
 * days — recorded with who, when and how long; the re-entry with each requirement answered; the note sent by e-mail
 * through the queue (retried until it goes, and its state shown); the nightly lapse of protocols whose requirements
 * were not met in time, which settles their deposit. Every move goes through @rpj/domain's state machine and into the
 * process's history.
 */
import {
  addBusinessDays,
  errosDaAnalise,
  errosDaDecisao,
  errosDoReingresso,
  isoParaBr,
  mensagemDaNota,
  tarefaTerminada,
  type AnaliseSalvar,
  type DecisaoSalvar,
  type EnvioNotaSalvar,
  type Exame,
  type ExameDoProcesso,
  type Processo,
  type ReingressoSalvar,
  type SituacaoProcesso,
} from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import { buscarDeposito } from '../caixas/depositos.repository.ts';
import { liquidarNaTransacao } from '../caixas/depositos.service.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import type { Fila } from '../jobs/fila.ts';
import { enviarEmail } from '../mail/correio.ts';
import { renderizarPdf, type Impressao } from '../printing/pdf.ts';
import { buscarProcesso, registrarHistorico } from '../processos/processos.repository.ts';
import { calendarioEm, comPrazo, hojeEmBrasilia, moverProcesso, processoNaoEncontrado, processoParaAlterar, recusaDoEstado, releitura } from '../processos/processos.service.ts';
import {
  analisesDoProcesso,
  buscarExame,
  exameDoAto,
  exigenciasAbertas,
  fundamentosExistentes,
  fundamentosOferecidos,
  gravarFimDoEnvio,
  gravarTarefaDoEnvio,
  inicioDaRodada,
  inserirAnalise,
  inserirEnvio,
  inserirExame,
  processosComExigenciaVencida,
  responderExigencias,
  rodadasDoProcesso,
  ultimaRodada,
  vencerExigencias,
  type ExameGravado,
} from './exames.repository.ts';
import { documentoNota, nomeArquivoNota } from './nota.documento.ts';

/** The queue's task that sends e-mail (mail/correio.ts). */
const FILA_EMAIL = 'enviar-email';

export function exameNaoEncontrado(): ApiError {
  return new ApiError(404, 'Exame não encontrado.');
}


/** A round with where each of its sendings stands on the queue; an ended one is kept, as the queue forgets it. */
export async function comEnvios(db: Db, fila: Pick<Fila, 'estado'>, e: ExameGravado): Promise<Exame> {
  const envios = await Promise.all(
    e.envios.map(async (v) => {
      if (v.estado !== undefined || v.tarefaId === undefined) return { id: v.id, em: v.em, usuario: v.usuario, para: v.para, estado: v.estado ?? ('criada' as const), tentativas: v.tentativas };
      const atual = await fila.estado(FILA_EMAIL, v.tarefaId);
      const estado = atual?.estado ?? 'criada';
      const tentativas = atual?.tentativas ?? 0;
      if (tarefaTerminada({ estado })) await gravarFimDoEnvio(db, v.id, estado, tentativas);
      return { id: v.id, em: v.em, usuario: v.usuario, para: v.para, estado, tentativas };
    }),
  );
  return { ...e, envios };
}

/** The exam screen's data: the process, its act's checklist and requirement deadline, its rounds, the grounds. */
export async function exameDoProcesso(db: Db, fila: Pick<Fila, 'estado'>, protocolo: number): Promise<ExameDoProcesso> {
  const p = await buscarProcesso(db, protocolo);
  if (p === undefined) throw processoNaoEncontrado();
  const [ato, rodadas, fundamentos, [processo], analises] = await lerJuntos(db, [
    () => exameDoAto(db, p.tipoAto),
    () => rodadasDoProcesso(db, protocolo),
    () => fundamentosOferecidos(db),
    () => comPrazo(db, hojeEmBrasilia(), [p]),
    () => analisesDoProcesso(db, protocolo),
  ]);
  return {
    processo: processo ?? p,
    checklist: ato.checklist,
    prazoExigenciaDiasUteis: ato.prazoExigenciaDiasUteis,
    rodadas: await lerJuntos(db, rodadas.map((r) => () => comEnvios(db, fila, r))),
    fundamentos,
    analises,
  };
}

/**
 * The decision of a round, by the process's examiner (or by whoever may redistribute it: a supervisor deciding for
 * an absent examiner). A process back from a re-entry is re-examined first. With requirements, their deadline is
 * the act's business days from today on the office's calendar.
 */
export async function decidir(db: Db, fila: Pick<Fila, 'estado'>, protocolo: number, corpo: DecisaoSalvar, autor: Autor): Promise<ExameDoProcesso> {
  const erros = errosDaDecisao(corpo);
  if (erros.length > 0) throw invalidInput(erros);
  await db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    const evento = corpo.decisao === 'APTO' ? 'APROVAR_EXAME' : 'EXIGIR';
    if (antes.situacao !== 'EM_EXAME' && antes.situacao !== 'REINGRESSO') throw recusaDoEstado(antes.situacao, evento, `O processo ${String(protocolo)} não está em exame.`);
    const { login } = autor.principal;
    if (antes.responsavel?.id !== autor.principal.id && !autor.principal.permissoes.has('EDITAR_DISTRIBUICOES')) {
      throw new ApiError(409, `Este processo está com ${antes.responsavel?.nome ?? 'outro examinador'}: só quem o examina decide. Peça a redistribuição.`);
    }
    const iniciadoEm = await inicioDaRodada(tx, protocolo);
    let situacao: SituacaoProcesso = antes.situacao;
    if (situacao === 'REINGRESSO') situacao = await moverProcesso(tx, { protocolo, situacao }, 'REEXAMINAR', login);
    const dia = hojeEmBrasilia();
    const ato = await exameDoAto(tx, antes.tipoAto);
    const prazoExigencia = corpo.decisao === 'EXIGENCIA' ? addBusinessDays(dia, ato.prazoExigenciaDiasUteis, await calendarioEm(tx, dia)) : undefined;
    const existentes = await fundamentosExistentes(tx, corpo.exigencias.flatMap((e) => (e.fundamentoId === undefined ? [] : [e.fundamentoId])));
    const exigencias = corpo.exigencias.map(({ fundamentoId, ...e }) => ({ ...e, ...(fundamentoId !== undefined && existentes.has(fundamentoId) ? { fundamentoId } : {}) }));
    const observacao = corpo.observacao?.trim() ?? '';
    const id = await inserirExame(tx, {
      protocolo,
      examinadorId: autor.principal.id,
      iniciadoEm,
      decisao: corpo.decisao,
      ...(prazoExigencia === undefined ? {} : { prazoExigencia }),
      ...(observacao === '' ? {} : { observacao }),
      exigencias,
    });
    const motivo =
      prazoExigencia === undefined
        ? undefined
        : `${String(exigencias.length)} ${exigencias.length === 1 ? 'exigência' : 'exigências'}; prazo para cumprimento até ${isoParaBr(prazoExigencia) ?? prazoExigencia}.`;
    await moverProcesso(tx, { protocolo, situacao }, evento, login, motivo);
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'exame', entidadeId: id, requestId: autor.requestId, depois: { protocolo, ...corpo, prazoExigencia } });
  });
  return exameDoProcesso(db, fila, protocolo);
}

/**
 * The analysis of a fit title (issue 27): someone other than the examiner who found it fit confirms the exam — the
 * title goes to conference — or returns it to the examiner with the reason, recorded in the history.
 */
export async function analisar(db: Db, fila: Pick<Fila, 'estado'>, protocolo: number, corpo: AnaliseSalvar, autor: Autor): Promise<ExameDoProcesso> {
  const erros = errosDaAnalise(corpo);
  if (erros.length > 0) throw invalidInput(erros);
  await db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    const evento = corpo.decisao === 'CONFIRMAR' ? 'ENVIAR_CONFERENCIA' : 'DEVOLVER_AO_EXAMINADOR';
    const rodada = await ultimaRodada(tx, protocolo);
    if (antes.situacao !== 'APTO' || rodada?.decisao !== 'APTO') throw recusaDoEstado(antes.situacao, evento, `O processo ${String(protocolo)} não tem exame apto a analisar.`);
    if (rodada.examinadorId === autor.principal.id) throw new ApiError(409, 'A análise é um segundo olhar: quem examinou o título não analisa o próprio exame.');
    const motivo = corpo.motivo?.trim() ?? '';
    const id = await inserirAnalise(tx, { protocolo, exameId: rodada.id, analistaId: autor.principal.id, decisao: corpo.decisao, ...(motivo === '' ? {} : { motivo }) });
    await moverProcesso(tx, antes, evento, autor.principal.login, motivo === '' ? undefined : motivo);
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'analise', entidadeId: id, requestId: autor.requestId, depois: { protocolo, ...corpo } });
  });
  return exameDoProcesso(db, fila, protocolo);
}

/**
 * The presenter is back within the deadline: every open requirement answered (met or not: the examiner judges), and
 * the process goes back to its examiner as a re-entry.
 */
export async function reingressar(db: Db, protocolo: number, corpo: ReingressoSalvar, autor: Autor): Promise<Processo> {
  return db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    if (antes.situacao !== 'EM_EXIGENCIA') throw recusaDoEstado(antes.situacao, 'CUMPRIR_EXIGENCIA', 'O processo não está em exigência.');
    const hoje = hojeEmBrasilia();
    if (antes.prazoExigencia !== undefined && antes.prazoExigencia < hoje) {
      throw new ApiError(409, `O prazo da exigência venceu em ${isoParaBr(antes.prazoExigencia) ?? antes.prazoExigencia}: o protocolo será cancelado. Para registrar o título, faça uma nova entrada.`);
    }
    const abertas = await exigenciasAbertas(tx, protocolo);
    const erros = errosDoReingresso(corpo, abertas);
    if (erros.length > 0) throw invalidInput(erros);
    await responderExigencias(tx, protocolo, corpo.respostas, autor.principal.login);
    const cumpridas = corpo.respostas.filter((r) => r.cumprida).length;
    await moverProcesso(tx, antes, 'CUMPRIR_EXIGENCIA', autor.principal.login, `${String(cumpridas)} de ${String(abertas.length)} ${abertas.length === 1 ? 'exigência cumprida' : 'exigências cumpridas'}, segundo o apresentante.`);
    const depois = await releitura(tx, protocolo);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'processo', entidadeId: protocolo, requestId: autor.requestId, antes: { situacao: antes.situacao }, depois: { situacao: depois.situacao, respostas: corpo.respostas } });
    return depois;
  });
}

/**
 * Sends a round's note to the presenter (or to the address typed) with the PDF attached, through the mail queue: a
 * failed send is retried there, and the round shows where each sending stands. The sending is in the history.
 */
export async function enviarNota(db: Db, fila: Pick<Fila, 'enviar' | 'estado'>, impressao: Impressao, id: number, corpo: EnvioNotaSalvar, autor: Autor): Promise<Exame> {
  const exame = await buscarExame(db, id);
  if (exame === undefined) throw exameNaoEncontrado();
  if (exame.decisao !== 'EXIGENCIA') throw new ApiError(409, 'Este exame achou o título apto: não há nota de exigência a enviar.');
  const para = corpo.para ?? exame.apresentante.email;
  if (para === undefined) throw invalidInput([{ campo: 'para', mensagem: 'O apresentante não informou e-mail: digite o endereço para o envio.' }]);
  const completo = await comEnvios(db, fila, exame);
  const pdf = await renderizarPdf(impressao, documentoNota(completo));
  const mensagem = mensagemDaNota(exame, impressao.timbre.cartorio, (dia) => isoParaBr(dia) ?? dia);
  const envioId = await db.transaction(async (tx) => {
    const novo = await inserirEnvio(tx, id, autor.principal.login, para);
    await registrarHistorico(tx, { protocolo: exame.protocolo, usuario: autor.principal.login, evento: 'ENVIAR_NOTA', motivo: `Nota do ${String(exame.rodada)}º exame para ${para}.` });
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'exame_envio', entidadeId: novo, requestId: autor.requestId, depois: { exameId: id, para } });
    return novo;
  });
  // Queued after the commit, under the sending's own key: a second queueing of the same sending is the same job.
  const tarefaId = await enviarEmail(fila, { para: [para], ...mensagem, anexos: [{ nome: nomeArquivoNota(exame), tipo: 'application/pdf', base64: pdf.toString('base64') }] }, `nota:${String(envioId)}`);
  if (tarefaId !== undefined) await gravarTarefaDoEnvio(db, envioId, tarefaId);
  const depois = await buscarExame(db, id);
  if (depois === undefined) throw exameNaoEncontrado();
  return comEnvios(db, fila, depois);
}

/** A round with its sendings' states, for its screen. */
export async function obterExame(db: Db, fila: Pick<Fila, 'estado'>, id: number): Promise<Exame> {
  const e = await buscarExame(db, id);
  if (e === undefined) throw exameNaoEncontrado();
  return comEnvios(db, fila, e);
}

/** The note of a round as a PDF. */
export async function notaEmPdf(db: Db, fila: Pick<Fila, 'estado'>, impressao: Impressao, id: number): Promise<{ readonly nomeArquivo: string; readonly pdf: Buffer }> {
  const e = await obterExame(db, fila, id);
  if (e.decisao !== 'EXIGENCIA') throw new ApiError(409, 'Este exame achou o título apto: não emitiu nota de exigência.');
  return { nomeArquivo: nomeArquivoNota(e), pdf: await renderizarPdf(impressao, documentoNota(e)) };
}

/**
 * The nightly lapse (CN-SC art. 632): every process still in requirement on `hoje` whose deadline passed is
 * cancelled, its open requirements marked lapsed, and its held deposit settled with no act done (all of it due back,
 * awaiting the refund's authorisation). Each process in its own transaction, rechecked under its lock: a run twice,
 * or two servers running it at once, lapse each process once. Answers the protocols lapsed by this run.
 */
export async function caducarVencidos(db: Db, uf: string, hoje: string): Promise<readonly number[]> {
  const caducados: number[] = [];
  for (const protocolo of await processosComExigenciaVencida(db, hoje)) {
    const feito = await db.transaction(async (tx) => {
      const p = await buscarProcesso(tx, protocolo, true);
      if (p?.situacao !== 'EM_EXIGENCIA' || p.prazoExigencia === undefined || p.prazoExigencia >= hoje) return false;
      await moverProcesso(tx, p, 'CADUCAR', 'sistema', `Prazo da exigência vencido em ${isoParaBr(p.prazoExigencia) ?? p.prazoExigencia} sem cumprimento.`);
      await vencerExigencias(tx, protocolo);
      const requestId = `caducar-exigencias:${hoje}`;
      if (p.deposito?.situacao === 'EM_ABERTO') {
        const deposito = await buscarDeposito(tx, p.deposito.id);
        await liquidarNaTransacao(tx, uf, p.deposito.id, { versao: deposito?.versao ?? 0, itens: [] }, { login: 'sistema', ator: undefined, requestId });
      }
      await audit(tx, { ator: undefined, acao: 'ALTERACAO', entidade: 'processo', entidadeId: protocolo, requestId, antes: { situacao: 'EM_EXIGENCIA' }, depois: { situacao: 'PROTOCOLO_CANCELADO' } });
      return true;
    });
    if (feito) caducados.push(protocolo);
  }
  return caducados;
}
