import type { CorrecaoSelo, EntradaModeloSelo, ModeloSelo, PedidoEtiquetas, EnvioSelos, EstoqueSelos, ImportacaoSelos, LoteSelos, Pagina, PaginacaoRequest, SelagemManual, Selo } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { FiltroLotes, FiltroSelos } from './selos.codec.ts';

/**
 * The electronic seals (the seal service, `/selo`): imports into stock, the stock, manual sealing and voiding.
 *
 * @example
 * ```ts
 * const { dados: lote } = await sdk.selos.importar({ origem: 'TRIBUNAL', tipo: 'NORMAL', quantidade: 500 });
 * // lote.tarefaId: sdk.tarefas.obter(lote.tarefaId) for the progress; then the review:
 * const { dados: pronto } = await sdk.selos.lote(lote.id); // situacao 'PRONTO', resumo.porTipo, resumo.problemas
 * await sdk.selos.confirmar(pronto.id); // into stock
 * ```
 */
export interface SeloApi {
  importar(importacao: ImportacaoSelos, options?: CallOptions): Promise<Resposta<LoteSelos>>;
  lotes(filtro?: FiltroLotes, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<LoteSelos>>>;
  lote(id: number, options?: CallOptions): Promise<Resposta<LoteSelos>>;
  confirmar(id: number, options?: CallOptions): Promise<Resposta<LoteSelos>>;
  estoque(options?: CallOptions): Promise<Resposta<EstoqueSelos>>;
  listar(filtro?: FiltroSelos, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<Selo>>>;
  selar(selagem: SelagemManual, options?: CallOptions): Promise<Resposta<Selo>>;
  inutilizar(id: number, motivo: string, options?: CallOptions): Promise<Resposta<Selo>>;
  /** Sends the pending used seals to the court (issue 30): follow `tarefaId`, then `envio(id)` for its receipts. */
  enviar(options?: CallOptions): Promise<Resposta<EnvioSelos>>;
  envios(paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<EnvioSelos>>>;
  envio(id: number, options?: CallOptions): Promise<Resposta<EnvioSelos>>;
  corrigir(id: number, correcao: CorrecaoSelo, options?: CallOptions): Promise<Resposta<Selo>>;
  /** The stamps of used seals on a label sheet, from the first free position (`posicao`, 1 = top left, row by row). */
  etiquetas(pedido: PedidoEtiquetas, options?: CallOptions): Promise<Resposta<Documento>>;
  /** The office's model pages of an act. */
  modelos(options?: CallOptions): Promise<Resposta<readonly ModeloSelo[]>>;
  criarModelo(modelo: EntradaModeloSelo, options?: CallOptions): Promise<Resposta<ModeloSelo>>;
  salvarModelo(id: number, modelo: EntradaModeloSelo, options?: CallOptions): Promise<Resposta<ModeloSelo>>;
  removerModelo(id: number, options?: CallOptions): Promise<Resposta<undefined>>;
  /** A used seal's stamp on a model page of its act (the model's id, the seal's code). */
  imprimirModelo(modeloId: number, codigo: string, options?: CallOptions): Promise<Resposta<Documento>>;
}
