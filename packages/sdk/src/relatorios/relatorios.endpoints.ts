/**
 * The financial reports (issue 33), the protocol book and the productivity report (issue 34) of the registration service, as data: each report's rows in parts
 * (`GET /relatorio/<nome>`) and as a PDF (`GET /relatorio/<nome>/pdf`), under the report's permission — the daily cash
 * VISUALIZAR_RELATORIO_CAIXA_DIARIO, the quotes VISUALIZAR_RELATORIOS and VISUALIZAR_RELATORIOS_COTACAO, the others
 * VISUALIZAR_RELATORIOS —, and the filters' options.
 */
import { PERMISSAO as P, type NomeRelatorio, type ParteRelatorio } from '@rpj/domain';
import { Vazio } from '../contract/resposta.codec.ts';
import { DocumentoCodec, endpoint, todas, type Documento, type Endpoint, type RegraPermissao } from '../contract/endpoint.ts';
import * as t from 'io-ts';
import { ConsultaRelatorioCodec, FiltroVisoesCodec, OpcoesRelatorioCodec, ParteRelatorioCodec, VisaoParams, VisaoRelatorioCodec, VisaoRelatorioSalvarCodec, type ConsultaRelatorio } from './relatorios.codec.ts';

const servico = 'cadastro';

/** A report's two endpoints: its rows, and its PDF. */
export interface EndpointsRelatorio {
  readonly linhas: Endpoint<undefined, ConsultaRelatorio, undefined, ParteRelatorio>;
  readonly pdf: Endpoint<undefined, ConsultaRelatorio, undefined, Documento>;
}

function relatorio(nome: NomeRelatorio, path: string, permissao: RegraPermissao): EndpointsRelatorio {
  return {
    linhas: endpoint({ nome: `relatorio.${nome}`, servico, metodo: 'GET', path, permissao, query: ConsultaRelatorioCodec, dados: ParteRelatorioCodec }),
    pdf: endpoint({ nome: `relatorio.${nome}.pdf`, servico, metodo: 'GET', path: `${path}/pdf`, permissao, query: ConsultaRelatorioCodec, dados: DocumentoCodec, documento: true }),
  };
}

export const RELATORIO_ENDPOINTS_POR_NOME: Readonly<Record<NomeRelatorio, EndpointsRelatorio>> = {
  caixa: relatorio('caixa', '/relatorio/caixa', todas(P.VISUALIZAR_RELATORIOS)),
  caixaDiario: relatorio('caixaDiario', '/relatorio/caixa-diario', todas(P.VISUALIZAR_RELATORIO_CAIXA_DIARIO)),
  controleRecibo: relatorio('controleRecibo', '/relatorio/controle-recibo', todas(P.VISUALIZAR_RELATORIOS)),
  cotacao: relatorio('cotacao', '/relatorio/cotacao', todas(P.VISUALIZAR_RELATORIOS, P.VISUALIZAR_RELATORIOS_COTACAO)),
  livroDiario: relatorio('livroDiario', '/relatorio/livro-diario', todas(P.VISUALIZAR_RELATORIOS)),
  livroProtocolo: relatorio('livroProtocolo', '/relatorio/livro-protocolo', todas(P.VISUALIZAR_RELATORIOS)),
  produtividade: relatorio('produtividade', '/relatorio/produtividade', todas(P.VISUALIZAR_RELATORIOS)),
};

const R = RELATORIO_ENDPOINTS_POR_NOME;

/** Every report endpoint, flat, as the contract's table lists them. */
export const RELATORIO_ENDPOINTS = {
  caixa: R.caixa.linhas,
  caixaPdf: R.caixa.pdf,
  caixaDiario: R.caixaDiario.linhas,
  caixaDiarioPdf: R.caixaDiario.pdf,
  controleRecibo: R.controleRecibo.linhas,
  controleReciboPdf: R.controleRecibo.pdf,
  cotacao: R.cotacao.linhas,
  cotacaoPdf: R.cotacao.pdf,
  livroDiario: R.livroDiario.linhas,
  livroDiarioPdf: R.livroDiario.pdf,
  livroProtocolo: R.livroProtocolo.linhas,
  livroProtocoloPdf: R.livroProtocolo.pdf,
  produtividade: R.produtividade.linhas,
  produtividadePdf: R.produtividade.pdf,
  /** The filters' options: people, groups and services by name. */
  opcoes: endpoint({ nome: 'relatorio.opcoes', servico, metodo: 'GET', path: '/relatorio/opcoes', permissao: todas(P.VISUALIZAR_RELATORIOS), dados: OpcoesRelatorioCodec }),
  /** A report's saved views, by name: shared with the office. */
  visoes: endpoint({ nome: 'relatorio.visoes', servico, metodo: 'GET', path: '/relatorio/visao', permissao: todas(P.VISUALIZAR_RELATORIOS), query: FiltroVisoesCodec, dados: t.readonlyArray(VisaoRelatorioCodec) }),
  /** Saves a view: a new one (CRIAR_RELATORIOS), or an existing one with its version (EDITAR_RELATORIOS). */
  salvarVisao: endpoint({ nome: 'relatorio.visao.salvar', servico, metodo: 'POST', path: '/relatorio/visao', permissao: { tipo: 'novoExistente', novo: [P.CRIAR_RELATORIOS], existente: [P.EDITAR_RELATORIOS] }, body: VisaoRelatorioSalvarCodec, dados: VisaoRelatorioCodec }),
  removerVisao: endpoint({ nome: 'relatorio.visao.remover', servico, metodo: 'DELETE', path: '/relatorio/visao/:id', permissao: todas(P.REMOVER_RELATORIOS), params: VisaoParams, dados: Vazio }),
};
