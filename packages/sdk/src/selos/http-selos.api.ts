import type { CorrecaoSelo, EntradaModeloSelo, PedidoEtiquetas, ImportacaoSelos, PaginacaoRequest, SelagemManual } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { SeloApi } from './selos.api.ts';
import type { FiltroLotes, FiltroSelos } from './selos.codec.ts';
import { SELO_ENDPOINTS as E } from './selos.endpoints.ts';

/** {@link SeloApi} over HTTP. */
export class HttpSeloApi implements SeloApi {
  constructor(private readonly http: HttpCore) {}

  importar(importacao: ImportacaoSelos, options?: CallOptions): ReturnType<SeloApi['importar']> {
    return this.http.call(E.importar, { body: importacao }, options);
  }

  lotes(filtro?: FiltroLotes, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<SeloApi['lotes']> {
    return this.http.call(E.lotes, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  lote(id: number, options?: CallOptions): ReturnType<SeloApi['lote']> {
    return this.http.call(E.lote, { params: { id } }, options);
  }

  confirmar(id: number, options?: CallOptions): ReturnType<SeloApi['confirmar']> {
    return this.http.call(E.confirmar, { params: { id } }, options);
  }

  estoque(options?: CallOptions): ReturnType<SeloApi['estoque']> {
    return this.http.call(E.estoque, {}, options);
  }

  listar(filtro?: FiltroSelos, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<SeloApi['listar']> {
    return this.http.call(E.listar, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  selar(selagem: SelagemManual, options?: CallOptions): ReturnType<SeloApi['selar']> {
    return this.http.call(E.selar, { body: selagem }, options);
  }

  inutilizar(id: number, motivo: string, options?: CallOptions): ReturnType<SeloApi['inutilizar']> {
    return this.http.call(E.inutilizar, { params: { id }, body: { motivo } }, options);
  }

  enviar(options?: CallOptions): ReturnType<SeloApi['enviar']> {
    return this.http.call(E.enviar, {}, options);
  }

  envios(paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<SeloApi['envios']> {
    return this.http.call(E.envios, withPaging({}, paginacao), options);
  }

  envio(id: number, options?: CallOptions): ReturnType<SeloApi['envio']> {
    return this.http.call(E.envio, { params: { id } }, options);
  }

  corrigir(id: number, correcao: CorrecaoSelo, options?: CallOptions): ReturnType<SeloApi['corrigir']> {
    return this.http.call(E.corrigir, { params: { id }, body: correcao }, options);
  }

  etiquetas(pedido: PedidoEtiquetas, options?: CallOptions): ReturnType<SeloApi['etiquetas']> {
    return this.http.call(E.etiquetas, { query: { codigos: pedido.codigos.join(','), folha: pedido.folha, posicao: pedido.posicao } }, options);
  }

  modelos(options?: CallOptions): ReturnType<SeloApi['modelos']> {
    return this.http.call(E.modelos, {}, options);
  }

  criarModelo(modelo: EntradaModeloSelo, options?: CallOptions): ReturnType<SeloApi['criarModelo']> {
    return this.http.call(E.criarModelo, { body: modelo }, options);
  }

  salvarModelo(id: number, modelo: EntradaModeloSelo, options?: CallOptions): ReturnType<SeloApi['salvarModelo']> {
    return this.http.call(E.salvarModelo, { params: { id }, body: modelo }, options);
  }

  removerModelo(id: number, options?: CallOptions): ReturnType<SeloApi['removerModelo']> {
    return this.http.call(E.removerModelo, { params: { id } }, options);
  }

  imprimirModelo(modeloId: number, codigo: string, options?: CallOptions): ReturnType<SeloApi['imprimirModelo']> {
    return this.http.call(E.imprimirModelo, { params: { id: modeloId }, query: { codigo } }, options);
  }
}

/** The seals' client over an SDK core: `sdk.cliente(clienteSelos)`; `sdk.selos` of createRpjSdk. */
export const clienteSelos = (http: HttpCore): SeloApi => new HttpSeloApi(http);
