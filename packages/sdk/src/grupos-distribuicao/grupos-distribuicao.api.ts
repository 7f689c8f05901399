import type { FiltroGruposDistribuicao, GrupoDistribuicao, GrupoDistribuicaoListaItem, GrupoDistribuicaoSalvar } from '@rpj/domain';
import type { HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RegistrosApi } from '../http/registros.api.ts';
import { GRUPO_DISTRIBUICAO_ENDPOINTS } from './grupos-distribuicao.endpoints.ts';

/**
 * Distribution groups (registration service, `/grupo-distribuicao`): the examiners among whom new processes are
 * shared, the kinds of act each group takes, the members' absences.
 *
 * @example
 * ```ts
 * await sdk.gruposDistribuicao.salvar({ nome: 'Exame de estatutos', ativo: true, tiposAto: ['Registro de estatuto'], membros: [{ usuarioId: 4, ausencias: [] }] });
 * ```
 */
export type GrupoDistribuicaoApi = RegistrosApi<GrupoDistribuicao, GrupoDistribuicaoListaItem, GrupoDistribuicaoSalvar, FiltroGruposDistribuicao>;

/** The client over an SDK core: `sdk.cliente(clienteGruposDistribuicao)`; `sdk.gruposDistribuicao` of createRpjSdk. */
export const clienteGruposDistribuicao = (http: HttpCore): GrupoDistribuicaoApi => new HttpRegistrosRemoviveis(http, GRUPO_DISTRIBUICAO_ENDPOINTS);
