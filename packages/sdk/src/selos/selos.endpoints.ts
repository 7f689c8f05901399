/**
 * The electronic seals (`/selo`) of the seal service (port 8141), as data: imports (CRIAR_SELAGENS) read by a
 * background task, their review and confirmation into stock, the stock and the seals (VISUALIZAR_SELAGENS), a manual
 * sealing (EDITAR_SELAGENS) and a voiding (REMOVER_SELAGENS). The sealing of an act is the registration's.
 */
import { PERMISSAO as P } from '@rpj/domain';
import * as t from 'io-ts';
import { DocumentoCodec, endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { paginaCodec, Vazio } from '../contract/resposta.codec.ts';
import { ConsultaEtiquetasCodec, ConsultaModeloCodec, EntradaModeloSeloCodec, ModeloSeloCodec, CorrecaoSeloCodec, EnvioSelosCodec, EstoqueSelosCodec, FiltroLotesCodec, FiltroSelosCodec, ImportacaoSelosCodec, InutilizacaoCodec, LoteSelosCodec, SelagemManualCodec, SeloCodec } from './selos.codec.ts';

const servico = 'selo';

export const SELO_ENDPOINTS = {
  /** Starts an import: a batch asked of the court's service, or a batch file's text; read by a background task (`tarefaId`). */
  importar: endpoint({ nome: 'selo.importar', servico, metodo: 'POST', path: '/selo/importacao', permissao: todas(P.CRIAR_SELAGENS), body: ImportacaoSelosCodec, dados: LoteSelosCodec }),
  /** The imports, newest first. */
  lotes: endpoint({ nome: 'selo.lotes', servico, metodo: 'GET', path: '/selo/lote/listar', permissao: todas(P.VISUALIZAR_SELAGENS), query: FiltroLotesCodec, dados: paginaCodec(LoteSelosCodec), ordenacao: ['criadoEm'] }),
  /** One import: where it stands, its review (counts per type, ranges, problems). */
  lote: endpoint({ nome: 'selo.lote', servico, metodo: 'GET', path: '/selo/lote/:id', permissao: todas(P.VISUALIZAR_SELAGENS), params: IdParams, dados: LoteSelosCodec }),
  /** Confirms a reviewed import: its seals go into stock. */
  confirmar: endpoint({ nome: 'selo.confirmar', servico, metodo: 'POST', path: '/selo/lote/:id/confirmacao', permissao: todas(P.CRIAR_SELAGENS), params: IdParams, dados: LoteSelosCodec }),
  /** The stock: per type, available, waiting for confirmation, used, voided. */
  estoque: endpoint({ nome: 'selo.estoque', servico, metodo: 'GET', path: '/selo/estoque', permissao: todas(P.VISUALIZAR_SELAGENS), dados: EstoqueSelosCodec }),
  /** The seals, by process, code, state or type. */
  listar: endpoint({ nome: 'selo.listar', servico, metodo: 'GET', path: '/selo/listar', permissao: todas(P.VISUALIZAR_SELAGENS), query: FiltroSelosCodec, dados: paginaCodec(SeloCodec), ordenacao: ['codigo', 'usadoEm'] }),
  /** Seals an act by hand (contingency, correction), with the reason. */
  selar: endpoint({ nome: 'selo.selar', servico, metodo: 'POST', path: '/selo/selagem', permissao: todas(P.EDITAR_SELAGENS), body: SelagemManualCodec, dados: SeloCodec }),
  /** Sends the used seals pending to the court, by a background task (`tarefaId`); one sending at a time. */
  enviar: endpoint({ nome: 'selo.enviar', servico, metodo: 'POST', path: '/selo/envio', permissao: todas(P.EDITAR_SELAGENS), dados: EnvioSelosCodec }),
  /** The sendings, newest first: their receipts and counts. */
  envios: endpoint({ nome: 'selo.envios', servico, metodo: 'GET', path: '/selo/envio/listar', permissao: todas(P.VISUALIZAR_SELAGENS), dados: paginaCodec(EnvioSelosCodec) }),
  envio: endpoint({ nome: 'selo.envio', servico, metodo: 'GET', path: '/selo/envio/:id', permissao: todas(P.VISUALIZAR_SELAGENS), params: IdParams, dados: EnvioSelosCodec }),
  /** A seal the court refused, corrected as the court knows it (second code, type) with the reason: pending again. */
  corrigir: endpoint({ nome: 'selo.corrigir', servico, metodo: 'POST', path: '/selo/:id/correcao', permissao: todas(P.EDITAR_SELAGENS), params: IdParams, body: CorrecaoSeloCodec, dados: SeloCodec }),
  /** Voids a seal, with the reason. */
  inutilizar: endpoint({ nome: 'selo.inutilizar', servico, metodo: 'POST', path: '/selo/:id/inutilizacao', permissao: todas(P.REMOVER_SELAGENS), params: IdParams, body: InutilizacaoCodec, dados: SeloCodec }),
  /** The stamps of used seals on an adhesive label sheet, from the first free position (a PDF). */
  etiquetas: endpoint({ nome: 'selo.etiquetas', servico, metodo: 'GET', path: '/selo/etiquetas', permissao: todas(P.VISUALIZAR_SELAGENS), query: ConsultaEtiquetasCodec, dados: DocumentoCodec, documento: true }),
  /** The office's model pages of an act, by title. */
  modelos: endpoint({ nome: 'selo.modelos', servico, metodo: 'GET', path: '/selo/modelo/listar', permissao: todas(P.VISUALIZAR_SELAGENS), dados: t.readonlyArray(ModeloSeloCodec) }),
  criarModelo: endpoint({ nome: 'selo.criarModelo', servico, metodo: 'POST', path: '/selo/modelo', permissao: todas(P.EDITAR_SELAGENS), body: EntradaModeloSeloCodec, dados: ModeloSeloCodec }),
  salvarModelo: endpoint({ nome: 'selo.salvarModelo', servico, metodo: 'PUT', path: '/selo/modelo/:id', permissao: todas(P.EDITAR_SELAGENS), params: IdParams, body: EntradaModeloSeloCodec, dados: ModeloSeloCodec }),
  removerModelo: endpoint({ nome: 'selo.removerModelo', servico, metodo: 'DELETE', path: '/selo/modelo/:id', permissao: todas(P.REMOVER_SELAGENS), params: IdParams, dados: Vazio }),
  /** A used seal's stamp on a model page of its act, where the model reserves it (a PDF). */
  imprimirModelo: endpoint({ nome: 'selo.imprimirModelo', servico, metodo: 'GET', path: '/selo/modelo/:id/pdf', permissao: todas(P.VISUALIZAR_SELAGENS), params: IdParams, query: ConsultaModeloCodec, dados: DocumentoCodec, documento: true }),
};
