/** Cash boxes (`/caixa`) and receipts (`/recibo`) of the registration service, as data: the CAIXAS permissions mapped to actions. */
import { PERMISSAO as P } from '@rpj/domain';
import { entity } from '../contract/codec-helpers.ts';
import { DocumentoCodec, endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import { AcertoCodec, DepositoCodec, DepositoSalvarCodec, DevolucaoSalvarCodec, FiltroDepositosCodec, LiquidacaoSalvarCodec, PeriodoCodec, ResumoFinanceiroCodec, VersaoCodec, AberturaCodec, AprovacaoCodec, CaixaCodec, CaixaListaItemCodec, CancelamentoCodec, FechamentoSalvarCodec, FiltroCaixasCodec, MovimentoSalvarCodec, PagamentoSalvarCodec, ReciboCodec } from './caixas.codec.ts';

const servico = 'cadastro';

export const CAIXA_ENDPOINTS = {
  listar: endpoint({ nome: 'caixa.listar', servico, metodo: 'GET', path: '/caixa/listar', permissao: todas(P.VISUALIZAR_CAIXAS), query: FiltroCaixasCodec, dados: paginaCodec(CaixaListaItemCodec), ordenacao: ['abertoEm', 'usuario'] }),
  /** The signed-in person's open box, if any: `{ caixa? }`. */
  meu: endpoint({ nome: 'caixa.meu', servico, metodo: 'GET', path: '/caixa/meu', permissao: todas(P.VISUALIZAR_CAIXAS), dados: entity('MeuCaixa', {}, { caixa: CaixaCodec }) }),
  obter: endpoint({ nome: 'caixa.obter', servico, metodo: 'GET', path: '/caixa/:id', permissao: todas(P.VISUALIZAR_CAIXAS), params: IdParams, dados: CaixaCodec }),
  /** Opens a box for the signed-in person with its float (one open box per person). */
  abrir: endpoint({ nome: 'caixa.abrir', servico, metodo: 'POST', path: '/caixa', permissao: todas(P.CRIAR_CAIXAS), body: AberturaCodec, dados: CaixaCodec }),
  /** A payment over the counter, with its receipt numbered in the office's gapless sequence. */
  pagar: endpoint({ nome: 'caixa.pagamento', servico, metodo: 'POST', path: '/caixa/:id/pagamento', permissao: todas(P.EDITAR_CAIXAS), params: IdParams, body: PagamentoSalvarCodec, dados: ReciboCodec }),
  /** Cash put in or taken out, with a reason. */
  movimentar: endpoint({ nome: 'caixa.movimento', servico, metodo: 'POST', path: '/caixa/:id/movimento', permissao: todas(P.EDITAR_CAIXAS), params: IdParams, body: MovimentoSalvarCodec, dados: CaixaCodec }),
  /** Closes the box: what was counted per method, against what was expected. */
  fechar: endpoint({ nome: 'caixa.fechamento', servico, metodo: 'POST', path: '/caixa/:id/fechamento', permissao: todas(P.EDITAR_CAIXAS), params: IdParams, body: FechamentoSalvarCodec, dados: CaixaCodec }),
  /** Approves a closed box (a reviewer). */
  aprovar: endpoint({ nome: 'caixa.aprovacao', servico, metodo: 'POST', path: '/caixa/:id/aprovacao', permissao: todas(P.ANALISAR_CAIXAS), params: IdParams, body: AprovacaoCodec, dados: CaixaCodec }),
  recibo: endpoint({ nome: 'recibo.obter', servico, metodo: 'GET', path: '/recibo/:id', permissao: todas(P.VISUALIZAR_CAIXAS), params: IdParams, dados: ReciboCodec }),
  /** The receipt as a PDF. */
  imprimirRecibo: endpoint({ nome: 'recibo.pdf', servico, metodo: 'GET', path: '/recibo/:id/pdf', permissao: todas(P.VISUALIZAR_CAIXAS), params: IdParams, dados: DocumentoCodec, documento: true }),
  /** Cancels a receipt (it keeps its number), with a reason. */
  cancelarRecibo: endpoint({ nome: 'recibo.cancelamento', servico, metodo: 'POST', path: '/recibo/:id/cancelamento', permissao: todas(P.REMOVER_CAIXAS), params: IdParams, body: CancelamentoCodec, dados: ReciboCodec }),
  /** A prior deposit taken for a protocol at any open box (intake), with its receipt. */
  depositar: endpoint({ nome: 'caixa.deposito', servico, metodo: 'POST', path: '/caixa/:id/deposito', permissao: todas(P.EDITAR_CAIXAS), params: IdParams, body: DepositoSalvarCodec, dados: DepositoCodec }),
  /** The deposit ledger (Livro de Controle de Depósito Prévio). */
  depositos: endpoint({ nome: 'deposito.listar', servico, metodo: 'GET', path: '/deposito/listar', permissao: todas(P.VISUALIZAR_CAIXAS), query: FiltroDepositosCodec, dados: paginaCodec(DepositoCodec), ordenacao: ['recebidoEm', 'protocolo', 'valorCentavos'] }),
  deposito: endpoint({ nome: 'deposito.obter', servico, metodo: 'GET', path: '/deposito/:id', permissao: todas(P.VISUALIZAR_CAIXAS), params: IdParams, dados: DepositoCodec }),
  /** Settles a deposit when the act is done (or the protocol cancelled): the fee, a complement or a refund due. */
  liquidar: endpoint({ nome: 'deposito.liquidacao', servico, metodo: 'POST', path: '/deposito/:id/liquidacao', permissao: todas(P.EDITAR_CAIXAS), params: IdParams, body: LiquidacaoSalvarCodec, dados: AcertoCodec }),
  /** Authorises the refund of a settled deposit (a reviewer). */
  autorizarDevolucao: endpoint({ nome: 'deposito.autorizacao', servico, metodo: 'POST', path: '/deposito/:id/autorizacao', permissao: todas(P.ANALISAR_CAIXAS), params: IdParams, body: VersaoCodec, dados: DepositoCodec }),
  /** Pays back an authorised refund at an open box, with its receipt. */
  devolver: endpoint({ nome: 'deposito.devolucao', servico, metodo: 'POST', path: '/deposito/:id/devolucao', permissao: todas(P.EDITAR_CAIXAS), params: IdParams, body: DevolucaoSalvarCodec, dados: AcertoCodec }),
  /** The finance overview of a period (today when none is given). */
  resumo: endpoint({ nome: 'financeiro.resumo', servico, metodo: 'GET', path: '/financeiro/resumo', permissao: todas(P.VISUALIZAR_CAIXAS), query: PeriodoCodec, dados: ResumoFinanceiroCodec }),
};
