import type { Empresa, EmpresaListaItem, EmpresaSalvar, FiltroEmpresas, NomeSemelhante } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { RegistrosApi } from '../http/registros.api.ts';

/**
 * Registered entities (registration service, `/empresa`).
 *
 * @example
 * ```ts
 * const { dados } = await sdk.empresas.listar({ nome: 'moradores', situacao: 'ATIVA' });
 * const { dados: parecidos } = await sdk.empresas.nomesSemelhantes('Associação de Moradores do Jardim América');
 * ```
 */
export interface EmpresaApi extends RegistrosApi<Empresa, EmpresaListaItem, EmpresaSalvar, FiltroEmpresas> {
  /** Other records whose name is identical or similar to `denominacao` (`id`: the record being edited, left out). */
  nomesSemelhantes(denominacao: string, id?: number, options?: CallOptions): Promise<Resposta<readonly NomeSemelhante[]>>;
}
