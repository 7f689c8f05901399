/** Tokens of the registered entities' screens. */
import type { ConsultaEmpresaApi, EmpresaApi, QualificacaoSocioApi, SocioApi } from '@rpj/sdk';
import { token } from '../../di/token.ts';

export const EMPRESAS = {
  listViewModel: token('empresas:EmpresaListViewModel'),
  formViewModel: token('empresas:EmpresaFormViewModel'),
  historicoViewModel: token('empresas:EmpresaHistoricoViewModel'),
  /** The SDK's empresas client. */
  api: token('empresas:EmpresaApi'),
  /** The qualification table, the persons and the consultation service: the board and a record begun from a lookup. */
  qualificacoesApi: token('empresas:QualificacaoSocioApi'),
  sociosApi: token('empresas:SocioApi'),
  consultaApi: token('empresas:ConsultaEmpresaApi'),
} as const;

declare module '../../di/token.ts' {
  interface Registro {
    'empresas:EmpresaApi': EmpresaApi;
    'empresas:QualificacaoSocioApi': QualificacaoSocioApi;
    'empresas:SocioApi': SocioApi;
    'empresas:ConsultaEmpresaApi': ConsultaEmpresaApi;
  }
}
