/**
 * The DBE conferral (`/dbe`) of the registration service, as data: a process's DBE side — the office's data and
 * the past conferrals (VISUALIZAR_EXAMES) — and the conferral or rejection recorded (ANALISAR_EXAME). The DBE itself
 * is the consultation service's (`POST /consulta/dbe`).
 */
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { ProtocoloParams } from '../processos/processos.codec.ts';
import { DbeDoProcessoCodec, DecisaoDbeSalvarCodec } from './dbe.codec.ts';

const servico = 'cadastro';

export const DBE_ENDPOINTS = {
  /** A process as the DBE is conferred against it: the act, the entity's data (CPFs masked), the past conferrals. */
  processo: endpoint({ nome: 'dbe.processo', servico, metodo: 'GET', path: '/dbe/processo/:protocolo', permissao: todas(P.VISUALIZAR_EXAMES), params: ProtocoloParams, dados: DbeDoProcessoCodec }),
  /** Records the conferral or rejection of a DBE, compared again by the service, with its reason, in the history. */
  decidir: endpoint({ nome: 'dbe.decidir', servico, metodo: 'POST', path: '/dbe/processo/:protocolo', permissao: todas(P.ANALISAR_EXAME), params: ProtocoloParams, body: DecisaoDbeSalvarCodec, dados: DbeDoProcessoCodec }),
};
