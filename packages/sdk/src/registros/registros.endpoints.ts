/**
 * The registration in the books (`/registro`) of the registration service, as data: the registration at the
 * officer's conference (CRIAR_CONFERENCIAS), what it wrote and its certificate (VISUALIZAR_PROCESSOS), the
 * certificate issued (CRIAR_CERTIDOES), the books' volumes (VISUALIZAR_CONFERENCIAS).
 */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { DocumentoCodec, endpoint, todas } from '../contract/endpoint.ts';
import { ProcessoCodec, ProtocoloParams } from '../processos/processos.codec.ts';
import { LivroCodec, RegistroLancadoCodec, RegistroSalvarCodec, VersaoCodec } from './registros.codec.ts';

const servico = 'cadastro';

export const REGISTRO_ENDPOINTS = {
  /** Registers (or averbates) a title at its officer's conference: the book, the entity, the deposit settled, in one transaction. */
  registrar: endpoint({ nome: 'registro.registrar', servico, metodo: 'POST', path: '/registro/processo/:protocolo', permissao: todas(P.CRIAR_CONFERENCIAS), params: ProtocoloParams, body: RegistroSalvarCodec, dados: RegistroLancadoCodec, invalida: ['/empresa', '/deposito', '/caixa', '/financeiro'] }),
  obter: endpoint({ nome: 'registro.obter', servico, metodo: 'GET', path: '/registro/processo/:protocolo', permissao: todas(P.VISUALIZAR_PROCESSOS), params: ProtocoloParams, dados: RegistroLancadoCodec }),
  /** The registration certificate endorsed on the title, as a PDF. */
  certidao: endpoint({ nome: 'registro.certidao', servico, metodo: 'GET', path: '/registro/processo/:protocolo/certidao', permissao: todas(P.VISUALIZAR_PROCESSOS), params: ProtocoloParams, dados: DocumentoCodec, documento: true }),
  /** The certificate issued (EMITIR_CERTIDAO): the title waits to be delivered. */
  emitirCertidao: endpoint({ nome: 'registro.emitirCertidao', servico, metodo: 'POST', path: '/registro/processo/:protocolo/certidao', permissao: todas(P.CRIAR_CERTIDOES), params: ProtocoloParams, body: VersaoCodec, dados: ProcessoCodec }),
  /** The books' volumes, with their pages and terms. */
  livros: endpoint({ nome: 'registro.livros', servico, metodo: 'GET', path: '/registro/livros', permissao: todas(P.VISUALIZAR_CONFERENCIAS), dados: t.readonlyArray(LivroCodec) }),
};
