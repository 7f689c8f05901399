import type { FiltroQualificacoesSocio, QualificacaoSocio, QualificacaoSocioSalvar } from '@rpj/domain';
import type { HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RegistrosApi } from '../http/registros.api.ts';
import { QUALIFICACAO_SOCIO_ENDPOINTS } from './qualificacoes-socio.endpoints.ts';

/** Qualificações de sócio (registration service, `/qualificacao-socio`): `await sdk.qualificacoesSocio.listar({ nome: 'parte do nome' })`. */
export type QualificacaoSocioApi = RegistrosApi<QualificacaoSocio, QualificacaoSocio, QualificacaoSocioSalvar, FiltroQualificacoesSocio>;

/** The client over an SDK core: `sdk.cliente(clienteQualificacoesSocio)` (createRpjSdkNucleo); `sdk.qualificacoesSocio` of createRpjSdk. */
export const clienteQualificacoesSocio = (http: HttpCore): QualificacaoSocioApi => new HttpRegistrosRemoviveis(http, QUALIFICACAO_SOCIO_ENDPOINTS);
