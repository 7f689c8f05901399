import type { Averbacao, AverbacaoNova, Empresa, EmpresaListaItem, EmpresaSalvar, EventoHistorico, FiltroEmpresas, NomeSemelhante } from '@rpj/domain';
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
  /** The amendments of entity `id`'s registration, Av.1 first. */
  averbacoes(id: number, options?: CallOptions): Promise<Resposta<readonly Averbacao[]>>;
  /** Adds an amendment to entity `id` (numbered next unless `numero` is given, which needs EDITAR_NUMERO_AVERBACAO). */
  averbar(id: number, averbacao: AverbacaoNova, options?: CallOptions): Promise<Resposta<Averbacao>>;
  /** What happened to entity `id`, newest first; `ocultos` true shows hidden entries with their reason. */
  historico(id: number, ocultos?: boolean, options?: CallOptions): Promise<Resposta<readonly EventoHistorico[]>>;
  /** Hides history entry `eventoId` with a reason (REMOVER_HISTORICO_EMPRESA). */
  ocultarHistorico(eventoId: number, motivo: string, options?: CallOptions): Promise<Resposta<undefined>>;
}
