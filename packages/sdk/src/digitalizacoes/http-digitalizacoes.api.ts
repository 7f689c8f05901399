import { DIGITALIZACAO_MAXIMO, partesDoArquivo, type PaginacaoRequest } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { DigitalizacaoApi } from './digitalizacoes.api.ts';
import type { FiltroDigitalizacoes, PesquisaDigitalizacoes } from './digitalizacoes.codec.ts';
import { DIGITALIZACAO_ENDPOINTS as E } from './digitalizacoes.endpoints.ts';

/** Bytes as base64, in slices (a spread of half a megabyte would overflow the call stack). */
function base64(bytes: Uint8Array): string {
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
}

/** {@link DigitalizacaoApi} over HTTP. */
export class HttpDigitalizacaoApi implements DigitalizacaoApi {
  constructor(private readonly http: HttpCore) {}

  async enviarArquivo(arquivo: Blob, envio: Parameters<DigitalizacaoApi['enviarArquivo']>[1], options?: CallOptions): ReturnType<DigitalizacaoApi['enviarArquivo']> {
    const inicio = envio.envioId === undefined ? (await this.iniciarEnvio({ nome: envio.nome, tamanho: arquivo.size, protocolo: envio.protocolo }, options)).dados : (await this.envio(envio.envioId, options)).dados;
    envio.aoIniciar?.(inicio.id);
    const total = partesDoArquivo(arquivo.size);
    const tamanhoDa = (n: number): number => Math.min(DIGITALIZACAO_MAXIMO.parte, arquivo.size - (n - 1) * DIGITALIZACAO_MAXIMO.parte);
    let enviados = inicio.recebidas.reduce((s, n) => s + tamanhoDa(n), 0);
    envio.aoProgredir?.(enviados, arquivo.size);
    for (let n = 1; n <= total; n++) {
      if (inicio.recebidas.includes(n)) continue;
      const parte = new Uint8Array(await arquivo.slice((n - 1) * DIGITALIZACAO_MAXIMO.parte, n * DIGITALIZACAO_MAXIMO.parte).arrayBuffer());
      // A part is idempotent: a failed one is sent again.
      await this.enviarParte(inicio.id, n, base64(parte), { retries: 2, ...options });
      enviados += parte.length;
      envio.aoProgredir?.(enviados, arquivo.size);
    }
    return this.concluirEnvio(inicio.id, options);
  }

  iniciarEnvio(inicio: { readonly nome: string; readonly tamanho: number; readonly protocolo: number }, options?: CallOptions): ReturnType<DigitalizacaoApi['iniciarEnvio']> {
    return this.http.call(E.iniciarEnvio, { body: inicio }, options);
  }

  envio(id: number, options?: CallOptions): ReturnType<DigitalizacaoApi['envio']> {
    return this.http.call(E.envio, { params: { id } }, options);
  }

  enviarParte(id: number, numero: number, conteudo: string, options?: CallOptions): ReturnType<DigitalizacaoApi['enviarParte']> {
    return this.http.call(E.enviarParte, { params: { id, numero }, body: { conteudo } }, options);
  }

  concluirEnvio(id: number, options?: CallOptions): ReturnType<DigitalizacaoApi['concluirEnvio']> {
    return this.http.call(E.concluirEnvio, { params: { id } }, options);
  }

  listar(filtro?: FiltroDigitalizacoes, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<DigitalizacaoApi['listar']> {
    return this.http.call(E.listar, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  pesquisar(pesquisa: PesquisaDigitalizacoes, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<DigitalizacaoApi['pesquisar']> {
    return this.http.call(E.pesquisar, withPaging({ query: pesquisa }, paginacao), options);
  }

  obter(id: number, options?: CallOptions): ReturnType<DigitalizacaoApi['obter']> {
    return this.http.call(E.obter, { params: { id } }, options);
  }

  arquivo(id: number, options?: CallOptions): ReturnType<DigitalizacaoApi['arquivo']> {
    return this.http.call(E.arquivo, { params: { id } }, options);
  }

  pagina(id: number, numero: number, largura: number, options?: CallOptions): ReturnType<DigitalizacaoApi['pagina']> {
    return this.http.call(E.pagina, { params: { id, numero }, query: { largura } }, options);
  }

  remover(id: number, motivo: string, options?: CallOptions): ReturnType<DigitalizacaoApi['remover']> {
    return this.http.call(E.remover, { params: { id }, body: { motivo } }, options);
  }
}

/** The archive's client over an SDK core: `sdk.cliente(clienteDigitalizacoes)`; `sdk.digitalizacoes` of createRpjSdk. */
export const clienteDigitalizacoes = (http: HttpCore): DigitalizacaoApi => new HttpDigitalizacaoApi(http);
