/**
 * Processes (`/processo`) of the registration service, as data: intake (CRIAR_PROCESSOS), the lists, a clerk's
 * corrections and the counter's moves (EDITAR_PROCESSOS), a supervisor's moves by hand (EDITAR_SITUACAO_SOLICITACAO),
 * the protocol receipt, manual distribution (EDITAR_DISTRIBUICOES, VISUALIZAR_DISTRIBUICOES); and the public request
 * lookup (`/consulta-solicitacao`, no sign-in).
 */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { entity } from '../contract/codec-helpers.ts';
import { DocumentoCodec, endpoint, todas } from '../contract/endpoint.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import {
  CargaExaminadorCodec,
  ConsultaSolicitacaoCodec,
  ConsultaSolicitacaoPedidoCodec,
  CorrecaoProcessoCodec,
  EntradaProcessoCodec,
  AndamentoCodec,
  MudancaSituacaoCodec,
  FiltroProcessosCodec,
  ProcessoCodec,
  ProcessoListaItemCodec,
  ProtocoloParams,
  RedistribuicaoSalvarCodec,
} from './processos.codec.ts';

const servico = 'cadastro';

export const PROCESSO_ENDPOINTS = {
  /** Intake: the next protocol number, the deadline, the distribution, the verification code and the prior deposit, in one transaction. */
  entrada: endpoint({ nome: 'processo.entrada', servico, metodo: 'POST', path: '/processo', permissao: todas(P.CRIAR_PROCESSOS), body: EntradaProcessoCodec, dados: ProcessoCodec, invalida: ['/caixa', '/deposito', '/financeiro'] }),
  listar: endpoint({ nome: 'processo.listar', servico, metodo: 'GET', path: '/processo/listar', permissao: todas(P.VISUALIZAR_PROCESSOS), query: FiltroProcessosCodec, dados: paginaCodec(ProcessoListaItemCodec), ordenacao: ['protocolo', 'prazo', 'protocoladoEm', 'situacao'] }),
  /** The open processes before and in exam (protocolled, in exam, back with requirements met), by deadline: the exam queue. */
  fila: endpoint({ nome: 'processo.fila', servico, metodo: 'GET', path: '/processo/fila', permissao: todas(P.VISUALIZAR_EXAMES), query: FiltroProcessosCodec, dados: paginaCodec(ProcessoListaItemCodec), ordenacao: ['prazo', 'protocolo'] }),
  /** Who holds what: the members of the distribution groups and their open processes. */
  carga: endpoint({ nome: 'processo.carga', servico, metodo: 'GET', path: '/processo/carga', permissao: todas(P.VISUALIZAR_DISTRIBUICOES), dados: t.readonlyArray(CargaExaminadorCodec) }),
  /** Reassigns processes to a member, with a reason recorded in each one's history. */
  redistribuir: endpoint({ nome: 'processo.distribuicao', servico, metodo: 'POST', path: '/processo/distribuicao', permissao: todas(P.EDITAR_DISTRIBUICOES), body: RedistribuicaoSalvarCodec, dados: entity('Redistribuidos', { processos: t.readonlyArray(ProcessoListaItemCodec) }, {}) }),
  obter: endpoint({ nome: 'processo.obter', servico, metodo: 'GET', path: '/processo/:protocolo', permissao: todas(P.VISUALIZAR_PROCESSOS), params: ProtocoloParams, dados: ProcessoCodec }),
  /** A clerk's corrections: the presenter, the entity's name, the documents, a note. */
  corrigir: endpoint({ nome: 'processo.correcao', servico, metodo: 'PUT', path: '/processo/:protocolo', permissao: todas(P.EDITAR_PROCESSOS), params: ProtocoloParams, body: CorrecaoProcessoCodec, dados: ProcessoCodec }),
  /** A supervisor's move by hand (suspend, resume, cancel, reopen), with its reason; the machine still refuses what the law forbids. */
  situacao: endpoint({ nome: 'processo.situacao', servico, metodo: 'POST', path: '/processo/:protocolo/situacao', permissao: todas(P.EDITAR_SITUACAO_SOLICITACAO), params: ProtocoloParams, body: MudancaSituacaoCodec, dados: ProcessoCodec }),
  /** A counter's move: requirements met, doubt raised, delivered, closed, withdrawn. */
  andamento: endpoint({ nome: 'processo.andamento', servico, metodo: 'POST', path: '/processo/:protocolo/andamento', permissao: todas(P.EDITAR_PROCESSOS), params: ProtocoloParams, body: AndamentoCodec, dados: ProcessoCodec }),
  /** The protocol receipt (number and verification code) as a PDF. */
  comprovante: endpoint({ nome: 'processo.comprovante', servico, metodo: 'GET', path: '/processo/:protocolo/comprovante', permissao: todas(P.VISUALIZAR_PROCESSOS), params: ProtocoloParams, dados: DocumentoCodec, documento: true }),
};

export const CONSULTA_SOLICITACAO_ENDPOINTS = {
  /** The public lookup: protocol + verification code → status, dates, deadline, pending requirements; nothing else. Rate limited per client. */
  consultar: endpoint({ nome: 'consultaSolicitacao.consultar', servico, metodo: 'POST', path: '/consulta-solicitacao', permissao: { tipo: 'publico' }, body: ConsultaSolicitacaoPedidoCodec, dados: ConsultaSolicitacaoCodec, somenteLeitura: true }),
};
