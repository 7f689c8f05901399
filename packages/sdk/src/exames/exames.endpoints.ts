/**
 * The exam (`/exame`) of the registration service, as data: the examiner's queue and a process's exam
 * (VISUALIZAR_EXAMES), the decision (ANALISAR_EXAME), the re-entry of a process with its requirements answered
 * (EDITAR_PROCESSOS), a round's details and its requirement note as a PDF (VISUALIZAR_EXAMES), and the note's
 * sending by e-mail (ENVIAR_EMAIL_PENDENCIAS).
 */
import { PERMISSAO as P } from '@rpj/domain';
import { DocumentoCodec, endpoint, todas } from '../contract/endpoint.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import { ProcessoCodec, ProtocoloParams } from '../processos/processos.codec.ts';
import { AnaliseSalvarCodec, DecisaoSalvarCodec, EnvioNotaSalvarCodec, ExameCodec, ExameDoProcessoCodec, ExameFilaItemCodec, ExameIdParams, FiltroFilaExameCodec, ReingressoSalvarCodec } from './exames.codec.ts';

const servico = 'cadastro';

export const EXAME_ENDPOINTS = {
  /** The examiner's queue: mine or my groups', waiting for a decision unless a state is asked, the oldest deadline first. */
  fila: endpoint({ nome: 'exame.fila', servico, metodo: 'GET', path: '/exame/fila', permissao: todas(P.VISUALIZAR_EXAMES), query: FiltroFilaExameCodec, dados: paginaCodec(ExameFilaItemCodec), ordenacao: ['prazo', 'protocolo'] }),
  /** The analysis queue (issue 27): the office's fit titles waiting for a second look, the oldest deadline first. */
  analise: endpoint({ nome: 'exame.analise', servico, metodo: 'GET', path: '/exame/analise', permissao: todas(P.VISUALIZAR_EXAMES), query: FiltroFilaExameCodec, dados: paginaCodec(ExameFilaItemCodec), ordenacao: ['prazo', 'protocolo'] }),
  /** The analysis of a fit title: the exam confirmed (to conference) or returned to the examiner with the reason. */
  analisar: endpoint({ nome: 'exame.analisar', servico, metodo: 'POST', path: '/exame/processo/:protocolo/analise', permissao: todas(P.ANALISAR_EXAME), params: ProtocoloParams, body: AnaliseSalvarCodec, dados: ExameDoProcessoCodec }),
  /** A process as its examiner sees it: the process, the act's checklist, its rounds, the legal grounds to cite. */
  processo: endpoint({ nome: 'exame.processo', servico, metodo: 'GET', path: '/exame/processo/:protocolo', permissao: todas(P.VISUALIZAR_EXAMES), params: ProtocoloParams, dados: ExameDoProcessoCodec }),
  /** The decision of a round: fit, or a requirement note with its deadline. */
  decidir: endpoint({ nome: 'exame.decisao', servico, metodo: 'POST', path: '/exame/processo/:protocolo/decisao', permissao: todas(P.ANALISAR_EXAME), params: ProtocoloParams, body: DecisaoSalvarCodec, dados: ExameDoProcessoCodec }),
  /** The presenter is back: each open requirement answered; the process goes back to its examiner. */
  reingresso: endpoint({ nome: 'exame.reingresso', servico, metodo: 'POST', path: '/exame/processo/:protocolo/reingresso', permissao: todas(P.EDITAR_PROCESSOS), params: ProtocoloParams, body: ReingressoSalvarCodec, dados: ProcessoCodec }),
  /** One round: who, when, how long, the decision, the requirements and how each was answered, the sendings. */
  obter: endpoint({ nome: 'exame.obter', servico, metodo: 'GET', path: '/exame/:id', permissao: todas(P.VISUALIZAR_EXAMES), params: ExameIdParams, dados: ExameCodec }),
  /** The round's requirement note (nota devolutiva) as a PDF. */
  nota: endpoint({ nome: 'exame.nota', servico, metodo: 'GET', path: '/exame/:id/nota', permissao: todas(P.VISUALIZAR_EXAMES), params: ExameIdParams, dados: DocumentoCodec, documento: true }),
  /** Sends the note to the presenter (or to the address given) through the mail queue: retried until it goes. */
  enviar: endpoint({ nome: 'exame.envio', servico, metodo: 'POST', path: '/exame/:id/envio', permissao: todas(P.ENVIAR_EMAIL_PENDENCIAS), params: ExameIdParams, body: EnvioNotaSalvarCodec, dados: ExameCodec }),
};
