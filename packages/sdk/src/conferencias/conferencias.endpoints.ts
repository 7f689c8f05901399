/**
 * The conference (`/conferencia`) of the registration service, as data: its queue and a process's conference
 * (VISUALIZAR_CONFERENCIAS), an item ticked and the conference finished (CRIAR_CONFERENCIAS).
 */
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import { ProcessoListaItemCodec, ProtocoloParams } from '../processos/processos.codec.ts';
import { ConferenciaDoProcessoCodec, ConferenciaSalvarCodec, FiltroConferenciaCodec, MarcaSalvarCodec } from './conferencias.codec.ts';

const servico = 'cadastro';

export const CONFERENCIA_ENDPOINTS = {
  /** Titles confirmed by the analysis waiting for their conference, the oldest deadline first. */
  fila: endpoint({ nome: 'conferencia.fila', servico, metodo: 'GET', path: '/conferencia/fila', permissao: todas(P.VISUALIZAR_CONFERENCIAS), query: FiltroConferenciaCodec, dados: paginaCodec(ProcessoListaItemCodec), ordenacao: ['prazo', 'protocolo'] }),
  /** A process with the act's conference list, each item's tick (who, when), and its past conferences. */
  processo: endpoint({ nome: 'conferencia.processo', servico, metodo: 'GET', path: '/conferencia/processo/:protocolo', permissao: todas(P.VISUALIZAR_CONFERENCIAS), params: ProtocoloParams, dados: ConferenciaDoProcessoCodec }),
  /** Ticks (or unticks) an item of the list, recorded with who and when. */
  marcar: endpoint({ nome: 'conferencia.marca', servico, metodo: 'PUT', path: '/conferencia/processo/:protocolo/marca', permissao: todas(P.CRIAR_CONFERENCIAS), params: ProtocoloParams, body: MarcaSalvarCodec, dados: ConferenciaDoProcessoCodec }),
  /** Finishes the conference: confirmed (every item ticked; to the officer's conference) or returned to the exam with the reason. */
  concluir: endpoint({ nome: 'conferencia.concluir', servico, metodo: 'POST', path: '/conferencia/processo/:protocolo', permissao: todas(P.CRIAR_CONFERENCIAS), params: ProtocoloParams, body: ConferenciaSalvarCodec, dados: ConferenciaDoProcessoCodec }),
};
