/** Services, the state's rule, the catalogue of acts (registration service, `/servico`) and quotes (`/cotacao`), as data. */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { DocumentoCodec, endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import { CotacaoCodec, CotacaoListaItemCodec, CotacaoSalvarCodec, FiltroCotacoesCodec, FiltroServicosCodec, RegrasEstadoCodec, RegrasSalvarCodec, ServicoCodec, ServicoListaItemCodec, ServicoSalvarCodec } from './servicos.codec.ts';
import { TipoAtoCodec } from '../atos/atos.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_SERVICOS, criar: P.CRIAR_SERVICOS, editar: P.EDITAR_SERVICOS, remover: P.REMOVER_SERVICOS };

export const SERVICO_ENDPOINTS = {
  ...endpointsDeRegistros({
    nome: 'servico',
    path: '/servico',
    permissoes,
    registro: ServicoCodec,
    linha: ServicoListaItemCodec,
    salvar: ServicoSalvarCodec,
    filtro: FiltroServicosCodec,
    ordenacao: ['codigo', 'descricao'],
  }),
  /** The office's state's add-ons (funds, taxes, the seal's cost, the ISS) and how they round, period by period. */
  regra: endpoint({ nome: 'servico.regra', servico: 'cadastro', metodo: 'GET', path: '/servico/regra', permissao: todas(P.VISUALIZAR_SERVICOS), dados: RegrasEstadoCodec }),
  /** Saves the state's rules, every period at once, against the version read. */
  salvarRegra: endpoint({ nome: 'servico.regra.salvar', servico: 'cadastro', metodo: 'POST', path: '/servico/regra', permissao: todas(P.EDITAR_SERVICOS), body: RegrasSalvarCodec, dados: RegrasEstadoCodec }),
  /** The catalogue of acts: each kind with its book, documents, checklists and deadline. */
  atos: endpoint({ nome: 'servico.atos', servico: 'cadastro', metodo: 'GET', path: '/servico/atos', permissao: todas(P.VISUALIZAR_ATOS), dados: t.readonlyArray(TipoAtoCodec) }),
  /** Prices, numbers and saves a quote (a quote opens no protocol). */
  cotar: endpoint({ nome: 'cotacao.salvar', servico: 'cadastro', metodo: 'POST', path: '/cotacao', permissao: todas(P.VISUALIZAR_SERVICOS), body: CotacaoSalvarCodec, dados: CotacaoCodec }),
  /** The saved quotes, newest first: by number, customer, day made. */
  cotacoes: endpoint({ nome: 'cotacao.listar', servico: 'cadastro', metodo: 'GET', path: '/cotacao/listar', permissao: todas(P.VISUALIZAR_SERVICOS), query: FiltroCotacoesCodec, dados: paginaCodec(CotacaoListaItemCodec), ordenacao: ['numero', 'cliente', 'totalCentavos'] }),
  cotacao: endpoint({ nome: 'cotacao.obter', servico: 'cadastro', metodo: 'GET', path: '/cotacao/:id', permissao: todas(P.VISUALIZAR_SERVICOS), params: IdParams, dados: CotacaoCodec }),
  /** The quote as a PDF. */
  imprimirCotacao: endpoint({ nome: 'cotacao.pdf', servico: 'cadastro', metodo: 'GET', path: '/cotacao/:id/pdf', permissao: todas(P.VISUALIZAR_SERVICOS), params: IdParams, dados: DocumentoCodec, documento: true }),
};
