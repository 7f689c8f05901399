/**
 * Certificates (`/certidao`) of the registration service, as data: a request (CRIAR_CERTIDOES), its payment at the
 * caller's cash box (EDITAR_CERTIDOES and EDITAR_CAIXAS), its issue — signed, sealed, its text fixed (EDITAR_CERTIDOES)
 * —, the list, one, the PDF (VISUALIZAR_CERTIDOES); and the public check of an issued certificate by its code
 * (`/verificacao-certidao`, no sign-in).
 */
import { PERMISSAO as P } from '@rpj/domain';
import { DocumentoCodec, endpoint, todas } from '../contract/endpoint.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import {
  CertidaoCodec,
  CertidaoListaItemCodec,
  CertidaoParams,
  CertidaoSalvarCodec,
  EmissaoCertidaoCodec,
  FiltroCertidoesCodec,
  PagamentoCertidaoCodec,
  VerificacaoCertidaoCodec,
  VerificacaoPedidoCodec,
} from './certidoes.codec.ts';

const servico = 'cadastro';

export const CERTIDAO_ENDPOINTS = {
  /** A request: the next certificate number, the price from the catalogue, the deadline of 5 days with service. */
  criar: endpoint({ nome: 'certidao.criar', servico, metodo: 'POST', path: '/certidao', permissao: todas(P.CRIAR_CERTIDOES), body: CertidaoSalvarCodec, dados: CertidaoCodec }),
  listar: endpoint({ nome: 'certidao.listar', servico, metodo: 'GET', path: '/certidao/listar', permissao: todas(P.VISUALIZAR_CERTIDOES), query: FiltroCertidoesCodec, dados: paginaCodec(CertidaoListaItemCodec), ordenacao: ['numero', 'prazo'] }),
  obter: endpoint({ nome: 'certidao.obter', servico, metodo: 'GET', path: '/certidao/:id', permissao: todas(P.VISUALIZAR_CERTIDOES), params: CertidaoParams, dados: CertidaoCodec }),
  /** The payment at the caller's open cash box: a receipt for the certificate's service, in the request's transaction. */
  pagar: endpoint({ nome: 'certidao.pagamento', servico, metodo: 'POST', path: '/certidao/:id/pagamento', permissao: todas(P.EDITAR_CERTIDOES, P.EDITAR_CAIXAS), params: CertidaoParams, body: PagamentoCertidaoCodec, dados: CertidaoCodec, invalida: ['/caixa', '/financeiro', '/recibo'] }),
  /** The issue: signed by whom may sign today, sealed, its text and public code fixed. */
  emitir: endpoint({ nome: 'certidao.emissao', servico, metodo: 'POST', path: '/certidao/:id/emissao', permissao: todas(P.EDITAR_CERTIDOES), params: CertidaoParams, body: EmissaoCertidaoCodec, dados: CertidaoCodec }),
  /** The issued certificate as a PDF: text, signature, seal stamp, QR code and code of the public check. */
  pdf: endpoint({ nome: 'certidao.pdf', servico, metodo: 'GET', path: '/certidao/:id/pdf', permissao: todas(P.VISUALIZAR_CERTIDOES), params: CertidaoParams, dados: DocumentoCodec, documento: true }),
};

export const VERIFICACAO_CERTIDAO_ENDPOINTS = {
  /** The public check: an issued certificate's code → its number, date, kind and entity; nothing else. Rate limited per client. */
  verificar: endpoint({ nome: 'verificacaoCertidao.verificar', servico, metodo: 'POST', path: '/verificacao-certidao', permissao: { tipo: 'publico' }, body: VerificacaoPedidoCodec, dados: VerificacaoCertidaoCodec, somenteLeitura: true }),
};
