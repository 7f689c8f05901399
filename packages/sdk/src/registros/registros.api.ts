import type { Livro, Processo, RegistroLancado, RegistroSalvar } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * Registration in the books (registration service, `/registro`).
 *
 * @example
 * ```ts
 * const { dados: r } = await sdk.registros.registrar(1234, { versao: 9, objeto: 'Promover o xadrez.' });
 * r.numero; r.livro; r.folha; // where it was written
 * const { dados: p } = await sdk.registros.emitirCertidao(1234, { versao: 10 }); // then processos.andamento ENTREGAR
 * ```
 */
export interface RegistroApi {
  registrar(protocolo: number, registro: RegistroSalvar, options?: CallOptions): Promise<Resposta<RegistroLancado>>;
  obter(protocolo: number, options?: CallOptions): Promise<Resposta<RegistroLancado>>;
  certidao(protocolo: number, options?: CallOptions): Promise<Resposta<Documento>>;
  emitirCertidao(protocolo: number, corpo: { readonly versao: number }, options?: CallOptions): Promise<Resposta<Processo>>;
  livros(options?: CallOptions): Promise<Resposta<readonly Livro[]>>;
}
